// uploads.list pages: bounded in uploads and in bytes, never empty while uploads remain, and saying where the next
// one starts.
import { describe, expect, it } from 'vitest';
import { queuePage } from '../../../../../electron/uploads/queue/queue-page';
import { toView, type UploadRecord } from '../../../../../electron/uploads/queue/upload-record';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../../shared/uploads/upload-settings';
import { sampleRecord } from '../../../../support/record-fixture';

function state(records: UploadRecord[]) {
  return { records, revision: 7, settings: DEFAULT_UPLOAD_SETTINGS, quotaResetAt: 42 };
}

const withDescription = (id: string, length: number): UploadRecord =>
  sampleRecord(id, {
    metadata: { snippet: { title: id, description: 'd'.repeat(length) }, status: { privacyStatus: 'private' } },
  });

describe('queuePage', () => {
  it('answers up to `limit` uploads from `offset`, with the revision, settings and where the next page starts', () => {
    const records = Array.from({ length: 5 }, (_, i) => sampleRecord(`upload${i}`));
    const first = queuePage(state(records), { limit: 2 }, (record) => toView(record));
    expect(first).toMatchObject({ offset: 0, total: 5, nextOffset: 2, revision: 7, quotaResetAt: 42 });
    expect(first.uploads.map((upload) => upload.id)).toEqual(['upload0', 'upload1']);
    const last = queuePage(state(records), { offset: 4, limit: 2 }, (record) => toView(record));
    expect(last.uploads.map((upload) => upload.id)).toEqual(['upload4']);
    expect(last.nextOffset).toBeUndefined();
    expect(queuePage(state(records), { offset: 99 }, (record) => toView(record))).toMatchObject({
      uploads: [],
      offset: 5,
      total: 5,
    });
  });

  it('stops short of the byte bound, but always carries at least one upload', () => {
    const records = Array.from({ length: 10 }, (_, i) => withDescription(`upload${i}`, 5_000));
    const page = queuePage(state(records), { limit: 10 }, (record) => toView(record), 16 * 1024);
    expect(page.uploads).toHaveLength(3);
    expect(JSON.stringify(page.uploads).length).toBeLessThanOrEqual(16 * 1024);
    expect(page.nextOffset).toBe(3);
    const huge = queuePage(state([withDescription('big', 50_000)]), {}, (record) => toView(record), 16 * 1024);
    expect(huge.uploads).toHaveLength(1);
  });
});
