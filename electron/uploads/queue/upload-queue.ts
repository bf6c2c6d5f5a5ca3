// The ordered list of uploads, in memory. The order is the order in which queued uploads start. Every change of
// state is checked against the state machine; the service persists after each change. Each upload's place is kept
// by id, so reading or changing one upload (every progress tick does) costs the same at 10 uploads as at 5,000.
import { DeskError } from '../../ipc/desk-error';
import type { UploadRecord } from './upload-record';
import { assertTransition } from './upload-states';
import { say } from '../../language/say';
import { QUEUE_REFUSALS } from './queue-messages';

export type RecordPatch = { [K in keyof UploadRecord]?: UploadRecord[K] | undefined };

export class UploadQueue {
  private records: UploadRecord[];
  /**
   * Each upload's index in `records`, or an index above it: a removal shifts the uploads after it down without
   * touching this map (clearing 5,000 finished uploads stays linear), and `indexOf` finds the upload a little lower
   * and corrects its entry. A move remakes the map.
   */
  private places = new Map<string, number>();

  constructor(records: readonly UploadRecord[] = []) {
    this.records = [...records];
    this.reindex();
  }

  private reindex(): void {
    this.places = new Map(this.records.map((record, index) => [record.id, index]));
  }

  private indexOf(id: string): number {
    const known = this.places.get(id);
    if (known === undefined) return -1;
    for (let index = Math.min(known, this.records.length - 1); index >= 0; index -= 1) {
      if (this.records[index]!.id !== id) continue;
      if (index !== known) this.places.set(id, index);
      return index;
    }
    return -1;
  }

  list(): readonly UploadRecord[] {
    return this.records;
  }

  get(id: string): UploadRecord | undefined {
    return this.records[this.indexOf(id)];
  }

  require(id: string): UploadRecord {
    const record = this.get(id);
    if (!record) throw new DeskError('upload-not-found', say(QUEUE_REFUSALS.gone));
    return record;
  }

  add(records: readonly UploadRecord[]): void {
    for (const record of records) this.places.set(record.id, this.records.push(record) - 1);
  }

  /** Applies `patch` (a property set to undefined is removed) and returns the new record. */
  update(id: string, patch: RecordPatch): UploadRecord {
    const index = this.indexOf(id);
    const before = this.records[index];
    if (!before) throw new DeskError('upload-not-found', say(QUEUE_REFUSALS.gone));
    if (patch.state !== undefined && patch.state !== before.state) assertTransition(before.state, patch.state);
    const merged: Record<string, unknown> = { ...before, ...patch };
    for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
    const after = merged as UploadRecord;
    this.records[index] = after;
    return after;
  }

  remove(id: string): UploadRecord {
    const record = this.require(id);
    this.records.splice(this.indexOf(id), 1);
    this.places.delete(id);
    return record;
  }

  /** Moves `id` to `toIndex` (clamped to the list). */
  move(id: string, toIndex: number): void {
    const record = this.require(id);
    const rest = this.records.filter((entry) => entry.id !== id);
    const index = Math.max(0, Math.min(toIndex, rest.length));
    rest.splice(index, 0, record);
    this.records = rest;
    this.reindex();
  }

  /** The first queued upload, in list order, that `eligible` accepts and is not in `excluded`. */
  next(excluded: ReadonlySet<string>, eligible: (record: UploadRecord) => boolean): UploadRecord | undefined {
    return this.records.find((record) => record.state === 'queued' && !excluded.has(record.id) && eligible(record));
  }
}
