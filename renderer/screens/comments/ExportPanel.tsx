// Export what the screen lists (the queue, with its video and platform search) to CSV or JSON: paged through the API,
// 100 comments and 1 unit a page, with progress, the units spent, and a stop button.
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { RULES } from './comment-rules-messages';
import { COMMENTS } from './comments-messages';
import { saveTextFile } from '../../components/save-text';
import { FailureLine } from '../../components/FailureLine';
import { failureOf, reworded, type Failure } from '../../desk/failure';
import { exportText } from './comment-export';
import { useComments } from './comments-store';
import { QUEUE_LABELS } from './decision-labels';
import { pageThrough, type PageProgress } from './page-through';

/** 200 pages: 20,000 comments, 200 units. */
const EXPORT_PAGES = 200;

export function ExportPanel() {
  const say = useIntl().formatMessage;
  const queue = useComments((s) => s.queue);
  const videoId = useComments((s) => s.videoId);
  const search = useComments((s) => s.search);
  const videos = useComments((s) => s.videos);
  const [format, setFormat] = useState<'csv' | 'json'>('csv');
  const [progress, setProgress] = useState<PageProgress>();
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<string>();
  const [failure, setFailure] = useState<Failure>();
  const stop = useRef<AbortController>(undefined);
  const video = videos.find((entry) => entry.id === videoId)?.title ?? videoId;
  const queueName = say(QUEUE_LABELS[queue]);
  const scope =
    video && search
      ? say(RULES.scopeVideoSearch, { queue: queueName, video, search })
      : video
        ? say(RULES.scopeVideo, { queue: queueName, video })
        : search
          ? say(RULES.scopeSearch, { queue: queueName, search })
          : queueName;

  const run = async () => {
    const controller = new AbortController();
    stop.current = controller;
    setRunning(true);
    setMessage(undefined);
    setFailure(undefined);
    try {
      const { comments, progress: done } = await pageThrough(
        { queue, ...(videoId ? { videoId } : {}), ...(search ? { search } : {}) },
        { maxPages: EXPORT_PAGES, signal: controller.signal, onPage: setProgress },
      );
      saveTextFile(
        exportText(comments, format),
        `comments-${queue}.${format}`,
        format === 'csv' ? 'text/csv' : 'application/json',
      );
      setMessage(
        say(done.more ? RULES.exportedPart : RULES.exported, {
          count: comments.length,
          cost: say(COMMENTS.units, { count: done.units }),
        }),
      );
    } catch (error) {
      setFailure(reworded(failureOf(error), (message) => say(RULES.exportStopped, { message })));
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="tile cm-export" aria-labelledby="export-title" data-testid="export-panel">
      <h2 id="export-title">{say(RULES.exportTitle)}</h2>
      <p className="muted">{say(RULES.exportAbout, { scope, pages: EXPORT_PAGES })}</p>
      <fieldset className="row">
        <legend>{say(RULES.format)}</legend>
        {(['csv', 'json'] as const).map((entry) => (
          <label key={entry}>
            <input type="radio" name="export-format" checked={format === entry} onChange={() => setFormat(entry)} />
            <span translate="no">{entry.toUpperCase()}</span>
          </label>
        ))}
      </fieldset>
      <div className="row">
        <button type="button" className="primary" disabled={running} onClick={() => void run()}>
          {say(RULES.exportScope, { scope })}
        </button>
        {running ? (
          <button type="button" onClick={() => stop.current?.abort()}>
            {say(RULES.stop)}
          </button>
        ) : null}
      </div>
      {progress ? (
        <div role="status" data-testid="export-progress">
          <progress
            max={progress.more ? progress.pages + 1 : progress.pages}
            value={progress.pages}
            aria-label={say(RULES.exportProgress)}
          />
          {say(RULES.progress, {
            comments: say(COMMENTS.saidCount, { count: progress.comments }),
            pages: say(COMMENTS.pages, { count: progress.pages }),
            units: say(COMMENTS.units, { count: progress.units }),
          })}
        </div>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
      {failure ? <FailureLine failure={failure} onRetry={() => void run()} disabled={running} /> : null}
    </section>
  );
}
