// Files between the drop and the queue: those still being copied to Channel Desk (browser mode cannot hand over a
// path), and those that were refused, each with the reason, until the user dismisses it.
import { FailureLine } from '../../components/FailureLine';
import { useIncomingFiles } from '../../stores/incoming-files-store';
import { formatBytes } from './format';
import { ProgressBar } from './ProgressBar';

export function StagingList() {
  const staging = useIncomingFiles((s) => s.staging);
  const stop = useIncomingFiles((s) => s.stopStaging);
  if (staging.length === 0) return null;
  return (
    <section className="tile up-staging" aria-labelledby="up-staging-title">
      <h2 id="up-staging-title">Preparing</h2>
      <ul className="up-plain-list">
        {staging.map((entry) => {
          const amounts = `${formatBytes(entry.staged)} of ${formatBytes(entry.size)}`;
          return (
            <li key={entry.key} className="up-staging-entry" data-testid="staging-entry">
              <span className="row">
                <span>
                  {entry.started ? 'Copying' : 'Waiting to copy'} <strong>{entry.name}</strong> to Channel Desk ·{' '}
                  {amounts}
                </span>
                <button
                  type="button"
                  className="small"
                  aria-label={`Stop adding ${entry.name}`}
                  onClick={() => stop(entry.key)}
                >
                  Stop
                </button>
              </span>
              <ProgressBar label={`Copying ${entry.name}`} done={entry.staged} total={entry.size} detail={amounts} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The queue itself refused a drop (not one of its files): said by kind, and trying again adds the same files. */
export function QueueRefusalLine() {
  const queueRefusal = useIncomingFiles((s) => s.queueRefusal);
  const addFiles = useIncomingFiles((s) => s.addFiles);
  const chooseTemplate = useIncomingFiles((s) => s.chooseTemplate);
  const dismiss = useIncomingFiles((s) => s.dismissQueueRefusal);
  const adding = useIncomingFiles((s) => s.staging.length > 0);
  if (!queueRefusal) return null;
  return (
    <FailureLine
      failure={queueRefusal.failure}
      onRetry={() => {
        // As they were dropped: through their template, or plainly (not through the channel's default).
        chooseTemplate(queueRefusal.templateId);
        void addFiles(queueRefusal.files);
      }}
      retryLabel="Add them again"
      disabled={adding}
      className="row error tile tile-error"
      testId="queue-refusal"
    >
      <button type="button" className="small" onClick={dismiss}>
        Dismiss
      </button>
    </FailureLine>
  );
}

export function RefusedList() {
  const refused = useIncomingFiles((s) => s.refused);
  const dismiss = useIncomingFiles((s) => s.dismissRefused);
  if (refused.length === 0) return null;
  return (
    <section className="tile tile-error up-refused" aria-labelledby="up-refused-title" role="alert">
      <div className="row">
        <h2 id="up-refused-title">Not added</h2>
        {refused.length > 1 && (
          <button type="button" className="small" onClick={() => dismiss()}>
            Dismiss all
          </button>
        )}
      </div>
      <ul className="up-plain-list">
        {refused.map((entry) => (
          <li key={entry.key} className="up-refused-entry" data-testid="refused-file">
            {/* The main process's reasons name the file already; say the name only where one does not. */}
            <span>
              {entry.reason.includes(entry.name) ? (
                entry.reason
              ) : (
                <>
                  <strong>{entry.name}</strong>: {entry.reason}
                </>
              )}
            </span>
            <button
              type="button"
              className="small"
              aria-label={`Dismiss the note about ${entry.name}`}
              onClick={() => dismiss(entry.key)}
            >
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a template wanted beside a video and did not find (the video was queued without it). */
export function MissingAttachmentsList() {
  const notes = useIncomingFiles((s) => s.notes);
  const dismiss = useIncomingFiles((s) => s.dismissNotes);
  if (notes.length === 0) return null;
  return (
    <section className="tile up-refused" aria-labelledby="up-missing-title" data-testid="missing-attachments">
      <div className="row">
        <h2 id="up-missing-title">Queued without an attachment</h2>
        <button type="button" className="small" onClick={dismiss}>
          Dismiss
        </button>
      </div>
      <ul className="up-plain-list">
        {notes.map((note, index) => (
          <li key={`${note.name}-${index}`}>
            <strong>{note.name}</strong>: {note.missing.join('; ')}.
          </li>
        ))}
      </ul>
    </section>
  );
}
