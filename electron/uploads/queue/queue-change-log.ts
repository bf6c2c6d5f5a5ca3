// Collects what changed in the queue and sends it as one `uploads.changed` event a turn later: the uploads touched
// (as they are then, with their positions) and the ids removed. Changes made in one turn of the event loop (a pause
// all, an enqueue of 200 files) travel together; more than one event should carry becomes a `resync`, which costs
// each client a paged read it paces itself instead of a burst of megabytes pushed at it.
import type { QueueChange, QueueUpsert, UploadSettings, UploadView } from '../../../shared/uploads/upload-view';
import type { UploadRecord } from './upload-record';

/** Well under browser mode's 1 MiB frame and 4 MiB unsent limits, so events never close a socket. */
export const MAX_CHANGE_BYTES = 256 * 1024;

export interface ChangeLogSource {
  readonly records: () => readonly UploadRecord[];
  readonly view: (record: UploadRecord) => UploadView;
  readonly settings: () => { settings: UploadSettings; quotaResetAt: number | undefined };
  readonly emit: (change: QueueChange) => void;
  readonly maxBytes?: number;
}

export class QueueChangeLog {
  private revisionNow = 0;
  private readonly touched = new Set<string>();
  private readonly removed = new Set<string>();
  private dirty = false;
  private everything = false;
  private timer: NodeJS.Immediate | undefined;

  constructor(private readonly source: ChangeLogSource) {}

  /** The revision of the last change sent: a page read now, after `flush`, is the queue as of it. */
  get revision(): number {
    return this.revisionNow;
  }

  /** An upload was added or changed (state, position, details). */
  touch(id: string): void {
    this.touched.add(id);
    this.removed.delete(id);
    this.schedule();
  }

  remove(id: string): void {
    this.touched.delete(id);
    this.removed.add(id);
    this.schedule();
  }

  /** The settings or the quota wait changed; every change carries them. */
  settingsChanged(): void {
    this.schedule();
  }

  /** Anything may have changed (the queue was loaded): clients read it again. */
  everythingChanged(): void {
    this.everything = true;
    this.schedule();
  }

  /** Sends what is pending now, so that what follows (a page read) is not ahead of the events. */
  flush(): void {
    if (this.timer) clearImmediate(this.timer);
    this.timer = undefined;
    if (!this.dirty) return;
    const change = this.build();
    this.dirty = false;
    this.everything = false;
    this.touched.clear();
    this.removed.clear();
    this.source.emit(change);
  }

  stop(): void {
    if (this.timer) clearImmediate(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.dirty = true;
    this.timer ??= setImmediate(() => {
      this.timer = undefined;
      this.flush();
    });
  }

  private build(): QueueChange {
    this.revisionNow += 1;
    const records = this.source.records();
    const { settings, quotaResetAt } = this.source.settings();
    const base = {
      revision: this.revisionNow,
      total: records.length,
      settings: { ...settings },
      ...(quotaResetAt !== undefined ? { quotaResetAt } : {}),
    };
    const resync = { ...base, upserts: [], removed: [], resync: true };
    if (this.everything) return resync;
    const maxBytes = this.source.maxBytes ?? MAX_CHANGE_BYTES;
    let bytes = 0;
    const removed = [...this.removed];
    for (const id of removed) bytes += id.length + 3;
    const upserts: QueueUpsert[] = [];
    if (this.touched.size > 0) {
      for (const [index, record] of records.entries()) {
        if (!this.touched.has(record.id)) continue;
        const upload = this.source.view(record);
        bytes += JSON.stringify(upload).length + 20;
        if (bytes > maxBytes) return resync;
        upserts.push({ index, upload });
      }
    }
    if (bytes > maxBytes) return resync;
    return { ...base, upserts, removed };
  }
}
