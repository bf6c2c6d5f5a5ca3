// Files between the drop and the queue: those still being copied to Channel Desk (browser mode cannot hand over a
// path), and those that were refused, each with the reason, until the user dismisses it.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FailureLine } from '../../components/FailureLine';
import { useIncomingFiles } from '../../stores/incoming-files-store';
import { formatAmounts } from './format';
import { ProgressBar } from './ProgressBar';
import { UPLOADS } from './uploads-messages';

const APP_NAME = 'Channel Desk';
/** A file's name in a sentence: set apart, and written in its own direction. */
const fileName = (chunks: ReactNode[]) => (
  <strong dir="auto" translate="no">
    {chunks}
  </strong>
);

export function StagingList() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const staging = useIncomingFiles((s) => s.staging);
  const stop = useIncomingFiles((s) => s.stopStaging);
  if (staging.length === 0) return null;
  return (
    <section className="tile up-staging" aria-labelledby="up-staging-title">
      <h2 id="up-staging-title">{say(UPLOADS.preparing)}</h2>
      <ul className="up-plain-list">
        {staging.map((entry) => {
          const amounts = formatAmounts(entry.staged, entry.size, intl);
          return (
            <li key={entry.key} className="up-staging-entry" data-testid="staging-entry">
              <span className="row">
                <span>
                  {say(UPLOADS.copying, {
                    started: entry.started ? 'yes' : 'no',
                    name: entry.name,
                    app: APP_NAME,
                    amounts,
                    b: fileName,
                  })}
                </span>
                <button
                  type="button"
                  className="small"
                  aria-label={say(UPLOADS.stopName, { name: entry.name })}
                  onClick={() => stop(entry.key)}
                >
                  {say(UPLOADS.stop)}
                </button>
              </span>
              <ProgressBar
                label={say(UPLOADS.copyingName, { name: entry.name })}
                done={entry.staged}
                total={entry.size}
                detail={amounts}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The queue itself refused a drop (not one of its files): said by kind, and trying again adds the same files. */
export function QueueRefusalLine() {
  const say = useIntl().formatMessage;
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
      retryLabel={say(UPLOADS.addAgain)}
      disabled={adding}
      className="row error tile tile-error"
      testId="queue-refusal"
    >
      <button type="button" className="small" onClick={dismiss}>
        {say(UPLOADS.dismiss)}
      </button>
    </FailureLine>
  );
}

export function RefusedList() {
  const say = useIntl().formatMessage;
  const refused = useIncomingFiles((s) => s.refused);
  const dismiss = useIncomingFiles((s) => s.dismissRefused);
  if (refused.length === 0) return null;
  return (
    <section className="tile tile-error up-refused" aria-labelledby="up-refused-title" role="alert">
      <div className="row">
        <h2 id="up-refused-title">{say(UPLOADS.notAdded)}</h2>
        {refused.length > 1 && (
          <button type="button" className="small" onClick={() => dismiss()}>
            {say(UPLOADS.dismissAll)}
          </button>
        )}
      </div>
      <ul className="up-plain-list">
        {refused.map((entry) => (
          <li key={entry.key} className="up-refused-entry" data-testid="refused-file">
            {/* The main process's reasons name the file already; say the name only where one does not. */}
            <span>
              {entry.reason.includes(entry.name)
                ? entry.reason
                : say(UPLOADS.refusedFile, { name: entry.name, reason: entry.reason, b: fileName })}
            </span>
            <button
              type="button"
              className="small"
              aria-label={say(UPLOADS.dismissNote, { name: entry.name })}
              onClick={() => dismiss(entry.key)}
            >
              {say(UPLOADS.dismiss)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a template wanted beside a video and did not find (the video was queued without it). */
export function MissingAttachmentsList() {
  const say = useIntl().formatMessage;
  const notes = useIncomingFiles((s) => s.notes);
  const dismiss = useIncomingFiles((s) => s.dismissNotes);
  if (notes.length === 0) return null;
  return (
    <section className="tile up-refused" aria-labelledby="up-missing-title" data-testid="missing-attachments">
      <div className="row">
        <h2 id="up-missing-title">{say(UPLOADS.queuedWithout)}</h2>
        <button type="button" className="small" onClick={dismiss}>
          {say(UPLOADS.dismiss)}
        </button>
      </div>
      <ul className="up-plain-list">
        {notes.map((note, index) => (
          <li key={`${note.name}-${index}`}>
            {say(UPLOADS.missingNote, { name: note.name, missing: note.missing.join('; '), b: fileName })}
          </li>
        ))}
      </ul>
    </section>
  );
}
