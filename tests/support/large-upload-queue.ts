// A queue at the platform's limits, as issue 17 measured it: 5,000 finished uploads, each with a 5,000-character
// description and 500 characters of tags, some 30 MB of JSON in all.
import type { UploadRecord } from '../../electron/uploads/queue/upload-record';

export const LARGE_QUEUE_UPLOADS = 5_000;
/** The platform's own limits: a description of 5,000 characters, tags of 500 in all. */
export const LONG_DESCRIPTION = 'A long description of the video, with links and credits. '.repeat(86).slice(0, 5_000);
const TAGS = Array.from({ length: 45 }, (_, i) => `tag number ${i}`);

export function largeQueueRecord(index: number): UploadRecord {
  const id = `upload${String(index).padStart(6, '0')}`;
  return {
    id,
    createdAt: 1_700_000_000_000 + index,
    source: { kind: 'path' },
    fileName: `${id}.mp4`,
    file: {
      path: `/videos/${id}.mp4`,
      size: 1_000_000,
      mtimeMs: 1_700_000_000_000,
      headSha256: 'a'.repeat(64),
      tailSha256: 'b'.repeat(64),
    },
    mimeType: 'video/mp4',
    metadata: {
      snippet: {
        title: `Video ${index} `.padEnd(100, 'x'),
        description: LONG_DESCRIPTION,
        tags: TAGS,
        categoryId: '22',
      },
      status: { privacyStatus: 'private', embeddable: true, license: 'youtube', selfDeclaredMadeForKids: false },
    },
    // Done: nothing is read from disk or sent at start, the queue is only shown.
    state: 'done',
    bytesConfirmed: 1_000_000,
    videoId: `vid${String(index).padStart(8, '0')}`,
    finishedAt: 1_700_000_100_000 + index,
  };
}

export function largeQueue(): UploadRecord[] {
  return Array.from({ length: LARGE_QUEUE_UPLOADS }, (_, i) => largeQueueRecord(i));
}
