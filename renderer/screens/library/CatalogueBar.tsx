// The catalogue's line above the Library table: before a first read, what reading every video costs and a button to
// start it; while reading, its progress; once read, how many videos are at hand and when they were last checked,
// with a check for changes (a walk of the uploads playlist) and a full re-read.
import { useIntl } from 'react-intl';
import type { CatalogueStatus } from '../../../shared/catalogue/catalogue-status';
import { syncEstimate } from '../../../shared/catalogue/sync-estimate';
import { formatRelative } from '../../../shared/text/when';
import { HelpDisclosure } from '../../components/HelpDisclosure';
import { APP_NAME, LIBRARY } from './library-messages';

/** Under 90 seconds in seconds, else in minutes (library.duration's values). */
function durationValues(seconds: number): { unit: 'seconds' | 'minutes'; n: number } {
  return seconds < 90
    ? { unit: 'seconds', n: Math.max(1, Math.round(seconds)) }
    : { unit: 'minutes', n: Math.round(seconds / 60) };
}

export interface CatalogueBarProps {
  readonly status: CatalogueStatus | undefined;
  /** The channel's videos as the platform counted them (the Library's first page says). */
  readonly platformCount: number | undefined;
  readonly onSync: (mode: 'quick' | 'walk' | 'full') => void;
}

export function CatalogueBar({ status, platformCount, onSync }: CatalogueBarProps) {
  const say = useIntl().formatMessage;
  if (!status) return null;
  if (status.state === 'syncing') {
    const progress = status.progress;
    const total = progress?.total ?? status.estimate?.videos ?? platformCount ?? 0;
    return (
      // Not a live region: its count changes four times a second, which a screen reader would read out each time.
      <div className="row lib-catalogue" data-testid="catalogue-bar">
        <span>
          {say(status.details ? LIBRARY.syncDetails : status.syncedAt ? LIBRARY.syncChecking : LIBRARY.syncReading, {
            progress: progress ? 'yes' : 'no',
            done: progress?.done ?? 0,
            total,
            units: say(LIBRARY.units, { units: progress?.units ?? 0 }),
          })}
        </span>
        <progress
          max={Math.max(1, total)}
          value={progress?.done ?? 0}
          aria-label={say(LIBRARY.videosRead)}
          data-testid="catalogue-progress"
        />
      </div>
    );
  }
  const problem = status.problem ? (
    <span className="lib-catalogue-problem" role="alert">
      {say(LIBRARY.lastReadStopped, { problem: status.problem })}
    </span>
  ) : null;
  if (status.state === 'empty') {
    const estimate = syncEstimate(platformCount ?? 0);
    const duration = say(LIBRARY.duration, durationValues(estimate.seconds));
    return (
      <div className="row lib-catalogue" data-testid="catalogue-bar">
        {status.rebuilt && <span>{say(LIBRARY.damaged)}</span>}
        <span>
          {say(LIBRARY.keepAtHand, {
            known: platformCount === undefined ? 'no' : 'yes',
            videos: estimate.videos,
            units: say(LIBRARY.units, { units: estimate.units }),
            duration,
          })}
        </span>
        <button type="button" className="small primary" onClick={() => onSync('full')} data-testid="catalogue-sync">
          {say(LIBRARY.readAll)}
        </button>
        {problem}
      </div>
    );
  }
  return (
    <div className="row lib-catalogue" data-testid="catalogue-bar">
      <span className="muted">
        {status.syncedAt
          ? say(LIBRARY.atHandChecked, { count: status.count, when: formatRelative(status.syncedAt) })
          : say(LIBRARY.atHand, { count: status.count })}
      </span>
      <button type="button" className="small" onClick={() => onSync('walk')} data-testid="catalogue-walk">
        {say(LIBRARY.checkChanges)}
      </button>
      <HelpDisclosure label={say(LIBRARY.whatChecked)} className="lib-catalogue-help">
        <p>{say(LIBRARY.checkedHelp, { units: Math.ceil(status.count / 50), app: APP_NAME })}</p>
        <button type="button" className="small" onClick={() => onSync('full')} data-testid="catalogue-full">
          {say(LIBRARY.readAgain, { units: status.estimate?.units ?? 0 })}
        </button>
      </HelpDisclosure>
      {problem}
    </div>
  );
}
