// Which changes of the upload queue are worth a notification: an upload that finished or failed, and one that stopped
// for something only the user can fix (the quota is used up, its file changed, the sign-in is over). Each upload's
// last state is remembered, so a repeated event tells nothing twice.
import type { DeskErrorCode } from '../../shared/ipc/error-codes';
import type { NotificationEvent } from '../../shared/notifications/notification-kinds';
import { NOTIFICATION_BODY } from '../../shared/notifications/notification-messages';
import type { QueueChange, UploadState, UploadView } from '../../shared/uploads/upload-view';
import { say } from '../language/say';

/** Failures the user must act on before a retry can work. */
const ATTENTION_CODES: ReadonlySet<DeskErrorCode> = new Set([
  'file-changed',
  'file-missing',
  'file-unavailable',
  'not-signed-in',
  'reconnect-required',
  'sign-in-refused',
  'quota-exceeded',
  'upload-limit-exceeded',
]);

export class UploadTransitions {
  private readonly last = new Map<string, UploadState>();

  /** Remembers the queue as it is, without telling anything (at start). */
  know(uploads: readonly Pick<UploadView, 'id' | 'state'>[]): void {
    for (const upload of uploads) this.last.set(upload.id, upload.state);
  }

  eventsOf(change: QueueChange): NotificationEvent[] {
    const events: NotificationEvent[] = [];
    for (const id of change.removed) this.last.delete(id);
    for (const { upload } of change.upserts) {
      const before = this.last.get(upload.id);
      this.last.set(upload.id, upload.state);
      if (before === upload.state) continue;
      const event = eventOf(upload);
      if (event) events.push(event);
    }
    return events;
  }
}

function eventOf(upload: UploadView): NotificationEvent | undefined {
  const subject = upload.metadata.snippet.title || upload.fileName;
  if (upload.state === 'done') return { kind: 'upload-finished', subject };
  if (upload.state === 'waiting-quota')
    return { kind: 'needs-attention', subject, detail: say(NOTIFICATION_BODY.quotaUsedUp) };
  if (upload.state !== 'failed') return undefined;
  const detail = upload.error?.message;
  const kind = upload.error && ATTENTION_CODES.has(upload.error.code) ? 'needs-attention' : 'upload-failed';
  return { kind, subject, ...(detail ? { detail } : {}) };
}
