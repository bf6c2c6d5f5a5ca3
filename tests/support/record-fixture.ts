// A persisted upload record with plausible values, for tests of the queue's pure parts.
import type { UploadRecord } from '../../electron/uploads/queue/upload-record';

export function sampleRecord(id: string, overrides: Partial<UploadRecord> = {}): UploadRecord {
  return {
    id,
    createdAt: 1_700_000_000_000,
    source: { kind: 'path' },
    fileName: `${id}.mp4`,
    file: {
      path: `/videos/${id}.mp4`,
      size: 1000,
      mtimeMs: 1_700_000_000_000,
      headSha256: 'a'.repeat(64),
      tailSha256: 'b'.repeat(64),
    },
    mimeType: 'video/mp4',
    metadata: { snippet: { title: id }, status: { privacyStatus: 'private' } },
    state: 'queued',
    bytesConfirmed: 0,
    ...overrides,
  };
}
