// What the queue sends when it changes: the changed uploads with their positions and the removed ids, gathered over a
// turn of the event loop and numbered, or a request to read the queue again when that would be too much to carry.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { QueueChangeLog } from '../../../../../electron/uploads/queue/queue-change-log';
import { toView, type UploadRecord } from '../../../../../electron/uploads/queue/upload-record';
import { applyQueueChange } from '../../../../../shared/uploads/queue-change';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../../shared/uploads/upload-settings';
import type { QueueChange } from '../../../../../shared/uploads/upload-view';
import { sampleRecord } from '../../../../support/record-fixture';

function rig(records: UploadRecord[], maxBytes?: number) {
  const sent: QueueChange[] = [];
  const log = new QueueChangeLog({
    records: () => records,
    view: (record) => toView(record),
    settings: () => ({ settings: DEFAULT_UPLOAD_SETTINGS, quotaResetAt: undefined }),
    emit: (change) => sent.push(change),
    ...(maxBytes !== undefined ? { maxBytes } : {}),
  });
  return { log, sent };
}

describe('QueueChangeLog', () => {
  it('sends the changes of one turn together, as the next revision, with positions in the queue as it is then', async () => {
    const records = ['a', 'b', 'c'].map((id) => sampleRecord(id));
    const { log, sent } = rig(records);
    log.touch('c');
    log.touch('a');
    log.touch('c');
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ revision: 1, removed: [], total: 3, settings: DEFAULT_UPLOAD_SETTINGS });
    expect(sent[0]!.upserts.map((entry) => [entry.index, entry.upload.id])).toEqual([
      [0, 'a'],
      [2, 'c'],
    ]);
    expect(log.revision).toBe(1);
  });

  it('names removed uploads, and a settings change alone still goes out', async () => {
    const records = [sampleRecord('a')];
    const { log, sent } = rig(records);
    log.touch('gone');
    log.remove('gone');
    log.flush();
    log.settingsChanged();
    await nextTurn();
    expect(sent).toMatchObject([
      { revision: 1, upserts: [], removed: ['gone'] },
      { revision: 2, upserts: [], removed: [] },
    ]);
  });

  it('sends nothing when nothing changed, and flush sends what is pending at once', async () => {
    const records = [sampleRecord('a')];
    const { log, sent } = rig(records);
    log.flush();
    await nextTurn();
    expect(sent).toEqual([]);
    log.touch('a');
    log.flush();
    expect(sent).toHaveLength(1);
    await nextTurn();
    expect(sent).toHaveLength(1);
  });

  it('asks clients to read the queue again when the changes would outgrow one event, or everything changed', async () => {
    const description = 'd'.repeat(5_000);
    const records = Array.from({ length: 100 }, (_, i) =>
      sampleRecord(`upload${i}`, {
        metadata: { snippet: { title: 't', description }, status: { privacyStatus: 'private' } },
      }),
    );
    const { log, sent } = rig(records, 256 * 1024);
    for (const record of records.slice(0, 10)) log.touch(record.id);
    log.flush();
    expect(sent[0]?.upserts).toHaveLength(10);
    expect(sent[0]?.resync).toBeUndefined();
    for (const record of records) log.touch(record.id);
    log.flush();
    log.everythingChanged();
    log.flush();
    for (const change of sent.slice(1))
      expect(change).toMatchObject({ upserts: [], removed: [], resync: true, total: 100 });
    expect(sent.map((change) => change.revision)).toEqual([1, 2, 3]);
    expect(JSON.stringify(sent[1]).length).toBeLessThan(1_000);
  });

  it('changes that a client applies in order rebuild the queue exactly (added, moved, removed)', () => {
    const records = ['a', 'b', 'c', 'd'].map((id) => sampleRecord(id));
    const { log, sent } = rig(records);
    let mirror = records.map((record) => toView(record));
    records.splice(0, 0, records.splice(3, 1)[0]!); // d moves first
    log.touch('d');
    records.splice(2, 1); // b is removed
    log.remove('b');
    records.push(sampleRecord('e'));
    log.touch('e');
    records[1] = { ...records[1]!, state: 'paused' };
    log.touch(records[1].id);
    log.flush();
    mirror = applyQueueChange(mirror, sent[0]!);
    expect(mirror).toEqual(records.map((record) => toView(record)));
    // The same change again leaves it as it is.
    expect(applyQueueChange(mirror, sent[0]!)).toEqual(mirror);
  });
});
