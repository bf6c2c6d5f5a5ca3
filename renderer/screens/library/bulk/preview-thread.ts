// A costly bulk preview worked out on a Web Worker with a time limit, so the page stays answerable whatever the
// pattern and the texts (issue 38). One preview at a time: a new one (the creator typed on) ends the one under way,
// its worker with it, so stale work never queues up behind the draft.
import type { MessageDescriptor } from 'react-intl';
import type { BulkOperation } from '../../../../shared/bulk/bulk-operation';
import { intlFor } from '../../../../shared/i18n/catalogue';
import type { AppLocale } from '../../../../shared/i18n/locales';
import type { BulkPreview } from '../../../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { BULK } from './bulk-messages';

/** Says a refusal; the screen gives one in the language in force, tests take the English. */
export type SayRefusal = (message: MessageDescriptor, values?: Record<string, number>) => string;

const inEnglish: SayRefusal = (message, values) => intlFor('en').formatMessage(message, values);

export type PreviewAnswer = BulkPreview | { readonly problem: string };

export interface PreviewRequest {
  readonly videos: readonly LibraryVideo[];
  readonly operation: BulkOperation;
  readonly now: number;
  /** The language the refusals are said in; English when not given. */
  readonly locale?: AppLocale;
}

/** What the thread needs of a Worker (a fake one in tests). */
export interface PreviewWorker {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  postMessage(message: PreviewRequest): void;
  terminate(): void;
}

/** The costliest pattern the compiler allows over 500 descriptions of 5,000 bytes takes a few seconds. */
export const PREVIEW_TIME_LIMIT_MS = 15_000;

export class PreviewThread {
  private current: { readonly worker: PreviewWorker; readonly timer: ReturnType<typeof setTimeout> } | undefined;

  constructor(
    private readonly spawn: () => PreviewWorker,
    private readonly timeLimitMs = PREVIEW_TIME_LIMIT_MS,
    private readonly say: SayRefusal = inEnglish,
  ) {}

  /** Works out `request`; `answer` hears the preview or a refusal, unless another run or a cancel comes first. */
  run(request: PreviewRequest, answer: (result: PreviewAnswer) => void): void {
    this.cancel();
    const worker = this.spawn();
    const settle = (result: PreviewAnswer): void => {
      if (this.current?.worker !== worker) return;
      this.cancel();
      answer(result);
    };
    const timer = setTimeout(() => {
      const seconds = Math.round(this.timeLimitMs / 1000);
      settle({ problem: this.say(BULK.previewTooLong, { seconds }) });
    }, this.timeLimitMs);
    this.current = { worker, timer };
    worker.onmessage = (event) => settle(event.data as PreviewAnswer);
    worker.onerror = () => settle({ problem: this.say(BULK.previewFailed) });
    worker.postMessage(request);
  }

  /** Ends the preview under way, if any, and its worker. */
  cancel(): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    clearTimeout(current.timer);
    current.worker.terminate();
  }
}

/** The page's worker: a module of its own, built by Vite beside the page and allowed by the CSP (script-src 'self'). */
export function spawnPreviewWorker(): PreviewWorker {
  return new Worker(new URL('./preview-worker.ts', import.meta.url), { type: 'module' }) as unknown as PreviewWorker;
}
