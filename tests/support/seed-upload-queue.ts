// A queue of thousands waiting to upload (issue 34), written where the app reads it before the app starts: every
// upload is a real small video on disk (one file per upload would be thousands of files; they share one, which the
// queue allows: each is fingerprinted on its own), with a title and a description of the platform's length.
import { mkdir } from 'node:fs/promises';
import { fingerprintFile } from '../../electron/files/file-fingerprint';
import { QueueStore } from '../../electron/uploads/queue/queue-store';
import type { UploadRecord } from '../../electron/uploads/queue/upload-record';
import { LONG_DESCRIPTION } from './large-upload-queue';
import { writeVideo } from './video-fixture';

export interface SeedOptions {
  /** How the uploads wait: queued (they start one after another) or paused (the creator starts them). */
  readonly state?: 'queued' | 'paused';
  /** Their channel (the demo channel's id in the specs); none for an upload queued before channels. */
  readonly channelId?: string;
}

/** Writes `<dataDir>/uploads/queue.json` with `count` uploads of one small video; answers the uploads' ids. */
export async function seedUploadQueue(dataDir: string, count: number, options: SeedOptions = {}): Promise<string[]> {
  // Private, as the app makes its data folder.
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { path } = await writeVideo(dataDir, 'seeded-video.mp4', 64 * 1024);
  const file = await fingerprintFile(path);
  const uploads = Array.from({ length: count }, (_, index): UploadRecord => {
    const id = `seeded${String(index).padStart(6, '0')}`;
    return {
      id,
      createdAt: 1_700_000_000_000 + index,
      source: { kind: 'path' },
      fileName: `Episode ${index + 1}.mp4`,
      file,
      mimeType: 'video/mp4',
      metadata: {
        snippet: {
          title: `Episode ${index + 1} of the long series`,
          description: LONG_DESCRIPTION,
          tags: ['series', `episode ${index + 1}`],
          categoryId: '22',
        },
        status: { privacyStatus: 'private', embeddable: true, license: 'youtube', selfDeclaredMadeForKids: false },
      },
      state: options.state ?? 'queued',
      bytesConfirmed: 0,
      ...(options.channelId ? { channelId: options.channelId } : {}),
    };
  });
  const store = new QueueStore(dataDir);
  await store.save({ uploads });
  await store.flush();
  return uploads.map((upload) => upload.id);
}
