// A bulk preview's videos (an operation's or a translator's file): the ones that change first, then the ones the
// platform would refuse, and the untouched counted and folded, so a few changes among many videos are seen at once.
import { useIntl } from 'react-intl';
import type { VideoPreview } from '../../../../shared/bulk/bulk-preview';
import { BULK } from './bulk-messages';
import { changesFirst } from './changes-first';
import { PreviewRow } from './PreviewRow';
import { SplitList } from './SplitList';

/** The preview's videos, the changes first, then the refused; the untouched apart, folded. */
export function PreviewList({
  videos,
  titles,
  label,
}: {
  readonly videos: readonly VideoPreview[];
  readonly titles: ReadonlyMap<string, string>;
  readonly label: string;
}) {
  const say = useIntl().formatMessage;
  const { first, quiet } = changesFirst(videos, (video) => video.outcome, ['changed', 'refused'], ['untouched']);
  return (
    <SplitList
      first={first}
      quiet={quiet}
      label={label}
      quietSummary={say(BULK.untouchedSummary, { count: quiet.length })}
      quietLabel={say(BULK.untouchedLabel)}
      quietTestId="bulk-untouched"
      render={(video) => <PreviewRow key={video.id} preview={video} title={titles.get(video.id) ?? video.id} />}
    />
  );
}
