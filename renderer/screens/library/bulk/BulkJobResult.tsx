// A bulk job's progress and each video's result, with Resume when the quota paused it and Undo once it is done.
import type { BulkJobView, ItemState } from '../../../../shared/bulk/bulk-job';

const STATE_WORDS: Readonly<Record<ItemState, string>> = {
  pending: 'waiting',
  sending: 'sending',
  updated: 'updated',
  unchanged: 'already as asked',
  changedElsewhere: 'changed elsewhere, left alone',
  refused: 'refused, not sent',
  failed: 'failed',
};

export interface BulkJobResultProps {
  readonly job: BulkJobView;
  readonly titles: ReadonlyMap<string, string>;
  readonly busy: boolean;
  readonly onUndo: () => void;
  readonly onResume: () => void;
}

export function BulkJobResult({ job, titles, busy, onUndo, onResume }: BulkJobResultProps) {
  const count = (state: ItemState) => job.items.filter((item) => item.state === state).length;
  const finished = job.items.length - count('pending') - count('sending');
  const noun = job.kind === 'undo' ? 'Undo' : 'Bulk edit';
  return (
    <section className="bulk-job" aria-label={`${noun} results`} data-testid="bulk-job" data-status={job.status}>
      <p role="status" data-testid="bulk-job-status">
        {job.status === 'done'
          ? `${noun} done: ${count('updated')} updated, ${count('changedElsewhere')} changed elsewhere, ${count('refused')} refused, ${count('failed')} failed.`
          : job.status === 'paused'
            ? `${noun} paused at the quota limit after ${finished} of ${job.items.length} videos.`
            : `${noun}: ${finished} of ${job.items.length} videos…`}
      </p>
      <div className="row">
        {job.status === 'paused' && (
          <button type="button" className="small" disabled={busy} onClick={onResume}>
            Resume
          </button>
        )}
        {job.undoable && job.status === 'done' && (
          <button type="button" className="small" disabled={busy} onClick={onUndo} data-testid="bulk-undo">
            Undo this edit
          </button>
        )}
      </div>
      <ol className="bulk-list" aria-label="Result, video by video">
        {job.items.map((item) => (
          <li key={item.id} data-testid="bulk-job-item" data-state={item.state}>
            <strong>{titles.get(item.id) ?? item.id}</strong>: {STATE_WORDS[item.state]}
            {item.message ? <span className="muted"> — {item.message}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
