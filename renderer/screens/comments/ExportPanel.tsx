// Export what the screen lists (the queue, with its video and platform search) to CSV or JSON: paged through the API,
// 100 comments and 1 unit a page, with progress, the units spent, and a stop button.
import { countOf } from '../../../shared/text/count-words';
import { useRef, useState } from 'react';
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
  const scope = `${QUEUE_LABELS[queue]}${video ? ` of “${video}”` : ''}${search ? `, search “${search}”` : ''}`;

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
        `Exported ${countOf(comments.length, 'comment')} (${countOf(done.units, 'unit')})${done.more ? ': stopped before the end' : ''}.`,
      );
    } catch (error) {
      setFailure(reworded(failureOf(error), (message) => `The export stopped: ${message}`));
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="tile cm-export" aria-labelledby="export-title" data-testid="export-panel">
      <h2 id="export-title">Export comments</h2>
      <p className="muted">
        {scope}: every page through the API, 1 unit for each page of 100 (at most {EXPORT_PAGES} pages).
      </p>
      <fieldset className="row">
        <legend>Format</legend>
        {(['csv', 'json'] as const).map((entry) => (
          <label key={entry}>
            <input type="radio" name="export-format" checked={format === entry} onChange={() => setFormat(entry)} />{' '}
            {entry.toUpperCase()}
          </label>
        ))}
      </fieldset>
      <div className="row">
        <button type="button" className="primary" disabled={running} onClick={() => void run()}>
          Export {scope}
        </button>
        {running ? (
          <button type="button" onClick={() => stop.current?.abort()}>
            Stop
          </button>
        ) : null}
      </div>
      {progress ? (
        <div role="status" data-testid="export-progress">
          <progress
            max={progress.more ? progress.pages + 1 : progress.pages}
            value={progress.pages}
            aria-label="Export progress"
          />{' '}
          {countOf(progress.comments, 'comment')}, {countOf(progress.pages, 'page')}, {countOf(progress.units, 'unit')}
        </div>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
      {failure ? <FailureLine failure={failure} onRetry={() => void run()} disabled={running} /> : null}
    </section>
  );
}
