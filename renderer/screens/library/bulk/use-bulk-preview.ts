// The bulk editor's preview: in place when its matching is cheap, else on a worker with a time limit (issue 38).
// While the worker works, the preview says so; a refused pattern ("\pL{999}x") is refused at once, in place.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BulkOperation } from '../../../../shared/bulk/bulk-operation';
import { previewBulkEdit } from '../../../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { IN_PLACE_WORK_LIMIT, previewWork } from './preview-cost';
import { PreviewThread, spawnPreviewWorker, type PreviewAnswer } from './preview-thread';
import { BULK } from './bulk-messages';
import { sayNow } from '../say-now';
import { useLanguage } from '../../../stores/language-store';

export function useBulkPreview(
  videos: readonly LibraryVideo[],
  built: { readonly operation: BulkOperation } | { readonly problem: string },
  now: number,
): PreviewAnswer {
  const intl = useIntl();
  const say = intl.formatMessage;
  const locale = useLanguage((s) => s.locale);
  const inPlace = useMemo(() => {
    if (!('operation' in built)) return { problem: built.problem };
    if (previewWork(videos, built.operation) > IN_PLACE_WORK_LIMIT) return undefined;
    return previewBulkEdit(videos, built.operation, now, intl);
  }, [built, videos, now, intl]);
  // The worker's answer, with what it answers: one for an older draft or other videos is not shown.
  const [threaded, setThreaded] = useState<{ readonly of: readonly unknown[]; readonly answer: PreviewAnswer }>();
  const thread = useRef<PreviewThread | undefined>(undefined);
  useEffect(() => {
    if (inPlace !== undefined || !('operation' in built)) return undefined;
    thread.current ??= new PreviewThread(spawnPreviewWorker, undefined, sayNow);
    const running = thread.current;
    running.run({ videos, operation: built.operation, now, locale }, (answer) =>
      setThreaded({ of: [built, videos, now, locale], answer }),
    );
    return () => running.cancel();
  }, [inPlace, built, videos, now, locale]);
  if (inPlace !== undefined) return inPlace;
  const current =
    threaded?.of[0] === built && threaded.of[1] === videos && threaded.of[2] === now && threaded.of[3] === locale;
  return current ? threaded.answer : { problem: say(BULK.previewPending) };
}
