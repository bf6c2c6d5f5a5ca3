// A bulk job's progress and each video's result, with Resume when the quota paused it and Undo once it is done. The
// videos it changed (or could not) come first; the ones that were already as asked are counted and folded away.
import type { BulkJobView, ItemState } from '../../../../shared/bulk/bulk-job';
import { countOf, nounFor } from '../../../../shared/text/count-words';
import { formatDate, formatDateTime } from '../../../../shared/text/when';
import { changesFirst } from './changes-first';
import { SplitList } from './SplitList';

const STATE_WORDS: Readonly<Record<ItemState, string>> = {
  pending: 'waiting',
  sending: 'sending',
  updated: 'changed',
  unchanged: 'already like that',
  changedElsewhere: 'changed elsewhere meanwhile, left alone',
  refused: 'refused, not sent',
  failed: 'failed',
};

/** "2 changed; 20 were already like that; 1 refused": what a finished job did, the empty parts left out. */
export function doneText(count: (state: ItemState) => number): string {
  const already = count('unchanged');
  const parts = [
    `${count('updated')} changed`,
    already > 0 ? `${already} ${nounFor(already, { one: 'was', other: 'were' })} already like that` : '',
    count('changedElsewhere') > 0 ? `${count('changedElsewhere')} changed elsewhere meanwhile, left alone` : '',
    count('refused') > 0 ? `${count('refused')} refused` : '',
    count('failed') > 0 ? `${count('failed')} failed` : '',
  ];
  return parts.filter(Boolean).join('; ');
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
function daysText(job: BulkJobView): string {
  const parts = [
    job.waitingUntil !== undefined ? `waits for the quota reset (${formatDateTime(job.waitingUntil)})` : '',
    job.days !== undefined && job.finishesOn !== undefined && job.days > 1
      ? `about ${countOf(job.days, 'day')} more, finishing ${formatDate(job.finishesOn)}`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? `; ${parts.join('; ')}` : '';
}

export function BulkJobResult({ job, titles, busy, onUndo, onResume, onPause }: BulkJobResultProps) {
  const count = (state: ItemState) => job.items.filter((item) => item.state === state).length;
  const finished = job.items.length - count('pending') - count('sending');
  const noun = job.kind === 'undo' ? 'Undo' : 'Bulk edit';
  const { first, quiet } = changesFirst(
    job.items,
    (item) => item.state,
    ['updated', 'failed', 'refused', 'changedElsewhere', 'sending', 'pending'],
    ['unchanged'],
  );
  const itemRow = (item: BulkJobView['items'][number]) => (
    <li key={item.id} data-testid="bulk-job-item" data-state={item.state}>
      <strong>{titles.get(item.id) ?? item.id}</strong>: {STATE_WORDS[item.state]}
      {item.message ? <span className="muted"> — {item.message}</span> : null}
    </li>
  );
  return (
    <section className="bulk-job" aria-label={`${noun} results`} data-testid="bulk-job" data-status={job.status}>
      <p role="status" data-testid="bulk-job-status">
        {job.status === 'done'
          ? `${noun} done: ${doneText(count)}.`
          : job.status === 'paused'
            ? `${noun} paused after ${finished} of ${countOf(job.items.length, 'video')}.`
            : `${noun}: ${finished} of ${countOf(job.items.length, 'video')}${daysText(job)}…`}
      </p>
      <div className="row">
        {job.status === 'paused' && (
          <button type="button" className="small" disabled={busy} onClick={onResume} data-testid="bulk-resume">
            Resume
          </button>
        )}
        {job.status === 'running' && (
          <button type="button" className="small" disabled={busy} onClick={onPause} data-testid="bulk-pause">
            Pause
          </button>
        )}
        {job.undoable && job.status === 'done' && (
          <button type="button" className="small" disabled={busy} onClick={onUndo} data-testid="bulk-undo">
            Undo this edit
          </button>
        )}
      </div>
      <SplitList
        first={first}
        quiet={quiet}
        label="Result, video by video"
        quietSummary={`${quiet.length} ${nounFor(quiet.length, { one: 'was', other: 'were' })} already like that`}
        quietLabel="Already like that"
        quietTestId="bulk-job-unchanged"
        render={itemRow}
      />
    </section>
  );
}
