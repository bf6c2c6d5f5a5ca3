// A bulk job's progress and each video's result, with Resume when the quota paused it and Undo once it is done. The
// videos it changed (or could not) come first; the ones that were already as asked are counted and folded away.
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { BulkJobView, ItemState } from '../../../../shared/bulk/bulk-job';
import { sayLine } from '../../../../shared/i18n/saved-line';
import { formatDate, formatDateTime } from '../../../../shared/text/when';
import { changesFirst } from './changes-first';
import { SplitList } from './SplitList';
import { BULK } from './bulk-messages';

/** "a; b; c": parts of a line joined as the language joins them (bulk.done.join). */
function joined(intl: IntlShape, parts: readonly string[]): string {
  return parts.reduceRight(
    (rest, first) => (rest === '' ? first : intl.formatMessage(BULK.partsSeparator, { first, rest })),
    '',
  );
}

/** "2 changed; 20 were already like that; 1 refused": what a finished job did, the empty parts left out. */
export function doneText(count: (state: ItemState) => number, intl: IntlShape): string {
  const say = intl.formatMessage;
  const parts = [
    say(BULK.doneChanged, { count: count('updated') }),
    count('unchanged') > 0 ? say(BULK.doneAlready, { count: count('unchanged') }) : '',
    count('changedElsewhere') > 0 ? say(BULK.doneElsewhere, { count: count('changedElsewhere') }) : '',
    count('refused') > 0 ? say(BULK.doneRefused, { count: count('refused') }) : '',
    count('failed') > 0 ? say(BULK.doneFailed, { count: count('failed') }) : '',
  ];
  return joined(intl, parts.filter(Boolean));
}

export interface BulkJobResultProps {
  readonly job: BulkJobView;
  readonly titles: ReadonlyMap<string, string>;
  readonly busy: boolean;
  readonly onUndo: () => void;
  readonly onResume: () => void;
  readonly onPause: () => void;
}

/** "waits for the quota reset (Tue, Dec 8, 12:00 AM); finishing Wed, Dec 9": a running job's days ahead. */
function daysText(job: BulkJobView, intl: IntlShape): string {
  const parts = [
    job.waitingUntil !== undefined ? intl.formatMessage(BULK.waits, { when: formatDateTime(job.waitingUntil) }) : '',
    job.days !== undefined && job.finishesOn !== undefined && job.days > 1
      ? intl.formatMessage(BULK.moreDays, { days: job.days, date: formatDate(job.finishesOn) })
      : '',
  ].filter(Boolean);
  // The parts follow the count after the same joint ("…: 3 of 40 videos; waits for…").
  return parts.length > 0 ? intl.formatMessage(BULK.partsSeparator, { first: '', rest: joined(intl, parts) }) : '';
}

export function BulkJobResult({ job, titles, busy, onUndo, onResume, onPause }: BulkJobResultProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const count = (state: ItemState) => job.items.filter((item) => item.state === state).length;
  const finished = job.items.length - count('pending') - count('sending');
  const { first, quiet } = changesFirst(
    job.items,
    (item) => item.state,
    ['updated', 'failed', 'refused', 'changedElsewhere', 'sending', 'pending'],
    ['unchanged'],
  );
  const itemRow = (item: BulkJobView['items'][number]) => {
    // A line is said in the page's language now; words (older jobs, refusals of the values) are shown as they are.
    const reason = sayLine(intl, item.line, item.message ?? '');
    return (
      <li key={item.id} data-testid="bulk-job-item" data-state={item.state}>
        {say(BULK.itemLine, {
          title: (
            <strong key="title" dir="auto">
              {titles.get(item.id) ?? item.id}
            </strong>
          ),
          state: say(BULK.state, { state: item.state }),
          withReason: reason ? 'yes' : 'no',
          message: reason,
          muted: (chunks: ReactNode[]) => (
            <span key="reason" className="muted">
              {chunks}
            </span>
          ),
        })}
      </li>
    );
  };
  return (
    <section
      className="bulk-job"
      aria-label={say(BULK.jobResults, { kind: job.kind })}
      data-testid="bulk-job"
      data-status={job.status}
    >
      <p role="status" data-testid="bulk-job-status">
        {job.status === 'done'
          ? say(BULK.jobDone, { kind: job.kind, summary: doneText(count, intl) })
          : job.status === 'paused'
            ? say(BULK.jobPaused, { kind: job.kind, finished, total: job.items.length })
            : say(BULK.jobRunning, { kind: job.kind, finished, total: job.items.length, ahead: daysText(job, intl) })}
      </p>
      <div className="row">
        {job.status === 'paused' && (
          <button type="button" className="small" disabled={busy} onClick={onResume} data-testid="bulk-resume">
            {say(BULK.resume)}
          </button>
        )}
        {job.status === 'running' && (
          <button type="button" className="small" disabled={busy} onClick={onPause} data-testid="bulk-pause">
            {say(BULK.pause)}
          </button>
        )}
        {job.undoable && job.status === 'done' && (
          <button type="button" className="small" disabled={busy} onClick={onUndo} data-testid="bulk-undo">
            {say(BULK.undo)}
          </button>
        )}
      </div>
      <SplitList
        first={first}
        quiet={quiet}
        label={say(BULK.resultLabel)}
        quietSummary={say(BULK.alreadySummary, { count: quiet.length })}
        quietLabel={say(BULK.alreadyLabel)}
        quietTestId="bulk-job-unchanged"
        render={itemRow}
      />
    </section>
  );
}
