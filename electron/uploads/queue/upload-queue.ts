// The ordered list of uploads, in memory. The order is the order in which queued uploads start. Every change of
// state is checked against the state machine; the service persists after each change.
import { DeskError } from '../../ipc/desk-error';
import type { UploadRecord } from './upload-record';
import { assertTransition } from './upload-states';

export type RecordPatch = { [K in keyof UploadRecord]?: UploadRecord[K] | undefined };

export class UploadQueue {
  private records: UploadRecord[];

  constructor(records: readonly UploadRecord[] = []) {
    this.records = [...records];
  }

  list(): readonly UploadRecord[] {
    return this.records;
  }

  get(id: string): UploadRecord | undefined {
    return this.records.find((record) => record.id === id);
  }

  require(id: string): UploadRecord {
    const record = this.get(id);
    if (!record) throw new DeskError('upload-not-found', 'That upload is no longer in the list.');
    return record;
  }

  add(records: readonly UploadRecord[]): void {
    this.records.push(...records);
  }

  /** Applies `patch` (a property set to undefined is removed) and returns the new record. */
  update(id: string, patch: RecordPatch): UploadRecord {
    const index = this.records.findIndex((record) => record.id === id);
    const before = this.records[index];
    if (!before) throw new DeskError('upload-not-found', 'That upload is no longer in the list.');
    if (patch.state !== undefined && patch.state !== before.state) assertTransition(before.state, patch.state);
    const merged: Record<string, unknown> = { ...before, ...patch };
    for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
    const after = merged as UploadRecord;
    this.records[index] = after;
    return after;
  }

  remove(id: string): UploadRecord {
    const record = this.require(id);
    this.records = this.records.filter((entry) => entry.id !== id);
    return record;
  }

  /** Moves `id` to `toIndex` (clamped to the list). */
  move(id: string, toIndex: number): void {
    const record = this.require(id);
    const rest = this.records.filter((entry) => entry.id !== id);
    const index = Math.max(0, Math.min(toIndex, rest.length));
    rest.splice(index, 0, record);
    this.records = rest;
  }

  /** The first queued upload, in list order, that `eligible` accepts and is not in `excluded`. */
  next(excluded: ReadonlySet<string>, eligible: (record: UploadRecord) => boolean): UploadRecord | undefined {
    return this.records.find((record) => record.state === 'queued' && !excluded.has(record.id) && eligible(record));
  }
}
