// The queue in the order uploads start, with the actions that apply to all of it. It re-renders when the queue
// changes (a state, an order, an upload added), never for progress: rows take that themselves.
import { useMemo } from 'react';
import { useUploads } from '../../stores/uploads-store';
import { placeQueue, queueTotals } from './upload-actions';
import { UploadRow } from './UploadRow';

function QueueToolbar() {
  const uploads = useUploads((s) => s.uploads);
  const bulk = useUploads((s) => s.bulk);
  const bulkAction = useUploads((s) => s.bulkAction);
  const totals = useMemo(() => queueTotals(uploads), [uploads]);
  return (
    <div className="row up-toolbar" role="toolbar" aria-label="The whole queue">
      <button
        type="button"
        className="small"
        disabled={bulk !== undefined || totals.pausable === 0}
        onClick={() => void bulkAction('pauseAll')}
      >
        Pause all
      </button>
      <button
        type="button"
        className="small"
        disabled={bulk !== undefined || totals.paused === 0}
        onClick={() => void bulkAction('resumeAll')}
      >
        Resume all
      </button>
      <button
        type="button"
        className="small"
        disabled={bulk !== undefined || totals.clearable === 0}
        title="Removes done and cancelled uploads from the list; failed ones stay until you retry or remove them."
        onClick={() => void bulkAction('clearFinished')}
      >
        Clear finished
      </button>
    </div>
  );
}

export function QueueList() {
  const uploads = useUploads((s) => s.uploads);
  const placed = useMemo(() => placeQueue(uploads), [uploads]);

  return (
    <section className="up-queue" aria-labelledby="up-queue-title">
      <div className="row up-queue-head">
        <h2 id="up-queue-title">Queue</h2>
        <QueueToolbar />
      </div>
      {uploads.length === 0 ? (
        <p className="muted" data-testid="upload-queue-empty">
          No uploads yet. Drop videos above, or choose them, to start.
        </p>
      ) : (
        <ol className="up-list" aria-label="Uploads, in the order they start">
          {placed.map((entry) => (
            <UploadRow key={entry.view.id} {...entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
