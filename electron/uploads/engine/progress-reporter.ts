// Turns the engine's stream of progress into `uploads.progress` events: at most one per `intervalMs` per upload while
// bytes flow (a 1 MiB read buffer would otherwise mean hundreds a second), but a change of state at once.
import type { UploadProgress } from '../../../shared/uploads/upload-view';
import { ProgressMeter } from './progress-meter';
import type { UploadRecord } from '../queue/upload-record';

interface MeterEntry {
  readonly meter: ProgressMeter;
  sent: number;
  lastEmit: number;
  timer?: NodeJS.Timeout;
}

export class ProgressReporter {
  private readonly entries = new Map<string, MeterEntry>();
  /** Uploads whose next word waits for `changed` (a pause asking the host what it kept). */
  private readonly held = new Set<string>();

  constructor(
    private readonly emit: (progress: UploadProgress) => void,
    /** The upload as it is now (events always carry the latest state). */
    private readonly lookup: (id: string) => UploadRecord | undefined,
    private readonly now: () => number = Date.now,
    private readonly intervalMs = 200,
  ) {}

  /** Bytes are moving: emit if the last event is old enough, else make sure one follows soon. */
  sending(id: string, position: number): void {
    const entry = this.entry(id);
    entry.sent = position;
    entry.meter.record(position, this.now());
    this.throttled(id);
  }

  /** The server confirmed more bytes: news, but not urgent (chunks can be confirmed many times a second). */
  confirmed(id: string): void {
    this.throttled(id);
  }

  private throttled(id: string): void {
    const entry = this.entry(id);
    const wait = entry.lastEmit + this.intervalMs - this.now();
    if (wait <= 0) {
      this.emitNow(id);
    } else if (!entry.timer) {
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        this.emitNow(id);
      }, wait);
      entry.timer.unref?.();
    }
  }

  /** Says nothing more of `id` until `changed`: what would be said meanwhile is not yet true. */
  hold(id: string): void {
    this.held.add(id);
    const entry = this.entries.get(id);
    if (entry?.timer) clearTimeout(entry.timer);
    if (entry) entry.timer = undefined;
  }

  /** State or confirmed offset changed: tell at once. */
  changed(id: string): void {
    this.held.delete(id);
    const record = this.lookup(id);
    if (!record) return;
    const entry = this.entry(id);
    if (record.state !== 'uploading') {
      entry.meter.reset();
      entry.sent = record.bytesConfirmed;
    }
    this.emitNow(id);
  }

  forget(id: string): void {
    this.held.delete(id);
    const entry = this.entries.get(id);
    if (entry?.timer) clearTimeout(entry.timer);
    this.entries.delete(id);
  }

  dispose(): void {
    for (const id of [...this.entries.keys()]) this.forget(id);
  }

  snapshot(record: UploadRecord): UploadProgress {
    const entry = this.entry(record.id);
    const sending = record.state === 'uploading';
    const sent = sending ? Math.max(entry.sent, record.bytesConfirmed) : record.bytesConfirmed;
    return {
      id: record.id,
      state: record.state,
      totalBytes: record.file.size,
      bytesConfirmed: record.bytesConfirmed,
      bytesSent: sent,
      bytesPerSecond: sending ? entry.meter.bytesPerSecond() : 0,
      etaSeconds: record.state === 'done' ? 0 : sending ? entry.meter.etaSeconds(record.file.size - sent) : null,
      ...(record.nextAttemptAt !== undefined ? { nextAttemptAt: record.nextAttemptAt } : {}),
      ...(record.error !== undefined ? { error: record.error } : {}),
    };
  }

  private emitNow(id: string): void {
    const entry = this.entry(id);
    if (entry.timer) {
      clearTimeout(entry.timer);
      entry.timer = undefined;
    }
    const record = this.lookup(id);
    if (!record || this.held.has(id)) return;
    entry.lastEmit = this.now();
    this.emit(this.snapshot(record));
  }

  private entry(id: string): MeterEntry {
    let entry = this.entries.get(id);
    if (!entry) {
      entry = { meter: new ProgressMeter(), sent: 0, lastEmit: Number.NEGATIVE_INFINITY };
      this.entries.set(id, entry);
    }
    return entry;
  }
}
