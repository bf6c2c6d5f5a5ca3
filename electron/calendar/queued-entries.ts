// The upload queue's side of the calendar: every upload with a publish time that has not failed or been cancelled.
// One not started is "queued" and may move (its details change freely); one sending is "uploading" (its details went
// with the session); one finished after the Library's scan is a scheduled video the scan could not see yet (the scan
// is kept a few minutes, the queue knows at once).
import { MAX_UNPLANNED_LISTED, type CalendarEntry, type UnplannedUpload } from '../../shared/calendar/calendar-entry';
import type { UploadView } from '../../shared/uploads/upload-view';

/** The form's title, or the file's name while the title is empty. */
function titleOf(view: UploadView): string {
  return view.metadata.snippet.title.trim() === '' ? view.fileName : view.metadata.snippet.title;
}

export function queuedEntryOf(view: UploadView): CalendarEntry | undefined {
  const publishAt = view.metadata.status.publishAt;
  if (publishAt === undefined || view.state === 'failed' || view.state === 'cancelled') return undefined;
  const at = Date.parse(publishAt);
  if (Number.isNaN(at)) return undefined;
  const title = titleOf(view);
  const answer = view.metadata.status.containsSyntheticMedia;
  const altered = answer !== undefined ? { containsSyntheticMedia: answer } : {};
  if (view.state === 'done') {
    if (!view.videoId) return undefined;
    return { kind: 'video', id: view.videoId, title, at, state: 'scheduled', ...altered, movable: true };
  }
  return {
    kind: 'upload',
    id: view.id,
    title,
    at,
    ...altered,
    state: view.canEditMetadata ? 'queued' : 'uploading',
    movable: view.canEditMetadata,
  };
}

/** The queue's entries; a finished upload only when it finished after the Library's scan (`scanReadAt`). */
export function queuedEntries(uploads: readonly UploadView[], scanReadAt: number): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const view of uploads) {
    if (view.state === 'done' && (view.finishedAt ?? 0) <= scanReadAt) continue;
    const entry = queuedEntryOf(view);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** Uploads that can still take a publish time and have none: what "spread these" offers besides the planned ones. */
export function unplannedUploads(uploads: readonly UploadView[]): { listed: UnplannedUpload[]; total: number } {
  const listed: UnplannedUpload[] = [];
  let total = 0;
  for (const view of uploads) {
    if (!view.canEditMetadata || view.metadata.status.publishAt !== undefined) continue;
    if (view.state === 'failed' || view.state === 'cancelled' || view.state === 'done') continue;
    total += 1;
    if (listed.length < MAX_UNPLANNED_LISTED) {
      listed.push({
        id: view.id,
        title: titleOf(view),
      });
    }
  }
  return { listed, total };
}
