// The catalogue's line above the Library table: before a first read, what reading every video costs and a button to
// start it; while reading, its progress; once read, how many videos are at hand and when they were last checked,
// with a check for changes (a walk of the uploads playlist) and a full re-read.
import type { CatalogueStatus } from '../../../shared/catalogue/catalogue-status';
import { syncEstimate, type SyncEstimate } from '../../../shared/catalogue/sync-estimate';
import { countOf } from '../../../shared/text/count-words';
import { formatRelative } from '../../../shared/text/when';
import { formatUnits } from '../../components/QuotaCost';
import { HelpDisclosure } from '../../components/HelpDisclosure';

const NUMBER = new Intl.NumberFormat();

function duration(seconds: number): string {
  return seconds < 90
    ? countOf(Math.max(1, Math.round(seconds)), 'second')
    : countOf(Math.round(seconds / 60), 'minute');
}

/** "10,000 videos: 400 units, about 2 minutes". */
export function costText(estimate: SyncEstimate): string {
  return `${countOf(estimate.videos, 'video')}: ${formatUnits(estimate.units)}, about ${duration(estimate.seconds)}`;
}

export interface CatalogueBarProps {
  readonly status: CatalogueStatus | undefined;
  /** The channel's videos as the platform counted them (the Library's first page says). */
  readonly platformCount: number | undefined;
  readonly onSync: (mode: 'quick' | 'walk' | 'full') => void;
}

export function CatalogueBar({ status, platformCount, onSync }: CatalogueBarProps) {
  if (!status) return null;
  if (status.state === 'syncing') {
    const progress = status.progress;
    const total = progress?.total ?? status.estimate?.videos ?? platformCount ?? 0;
    return (
      // Not a live region: its count changes four times a second, which a screen reader would read out each time.
      <div className="row lib-catalogue" data-testid="catalogue-bar">
        <span>
          {status.syncedAt ? "Checking the channel's videos for changes" : "Reading the channel's videos"}
          {progress
            ? `: ${NUMBER.format(progress.done)} of ${countOf(total, 'video')} (${formatUnits(progress.units)} so far)`
            : '…'}
        </span>
        <progress
          max={Math.max(1, total)}
          value={progress?.done ?? 0}
          aria-label="Videos read"
          data-testid="catalogue-progress"
        />
      </div>
    );
  }
  const problem = status.problem ? (
    <span className="lib-catalogue-problem" role="alert">
      The last read stopped: {status.problem}
    </span>
  ) : null;
  if (status.state === 'empty') {
    const estimate = syncEstimate(platformCount ?? 0);
    return (
      <div className="row lib-catalogue" data-testid="catalogue-bar">
        <span>
          {status.rebuilt ? "The local copy of the channel's videos was damaged and set aside. " : ''}
          Keep every video at hand to filter, sort and select them all, free:{' '}
          {platformCount === undefined ? 'reading them' : `reading ${costText(estimate)}`}, once.
        </span>
        <button type="button" className="small primary" onClick={() => onSync('full')} data-testid="catalogue-sync">
          Read all videos
        </button>
        {problem}
      </div>
    );
  }
  return (
    <div className="row lib-catalogue" data-testid="catalogue-bar">
      <span className="muted">
        All {countOf(status.count, 'video')} at hand
        {status.syncedAt ? `, checked ${formatRelative(status.syncedAt)}` : ''}.
      </span>
      <button type="button" className="small" onClick={() => onSync('walk')} data-testid="catalogue-walk">
        Check for changes
      </button>
      <HelpDisclosure label="What is checked?" className="lib-catalogue-help">
        <p>
          Opening the Library looks at the newest uploads (1 unit when nothing changed). Check for changes goes through
          the whole list of uploads ({formatUnits(Math.ceil(status.count / 50))}) and reads again the videos whose
          title, description or visibility changed. Tags, captions and the altered content answer changed outside
          Channel Desk show after reading everything again.
        </p>
        <button type="button" className="small" onClick={() => onSync('full')} data-testid="catalogue-full">
          Read everything again ({formatUnits(status.estimate?.units ?? 0)})
        </button>
      </HelpDisclosure>
      {problem}
    </div>
  );
}
