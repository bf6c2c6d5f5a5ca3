// The images of scheduled thumbnail changes, kept in <dataDir>/schedule/thumbnails/: the picked image is checked as a
// thumbnail set now is (image-intake.ts) and copied here when the change is made, so the original may move or go;
// at the time it is read back, checked again and sent with thumbnails.set. Just before, the video's current
// thumbnail is fetched from the platform's image host and kept beside it when the app can read it back as a
// thumbnail (at least 640 px wide, from a host the app trusts): undo sets that one again. When it cannot, the change
// says so and undo leaves the thumbnail alone.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { IMAGE_SNIFF_BYTES, sniffImageFormat } from '../../shared/images/image-format';
import { rulesFor } from '../../shared/images/image-rules';
import { settableThumbnail } from '../../shared/schedule/previous-thumbnail';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { readImageFile, readImageSource, type ImageFile } from '../files/image-intake';
import type { StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import type { DataApi } from '../library/library-service';
import { parseAnswer } from '../library/video-resources';
import type { ImageUploadClient } from '../platform/image-upload-client';
import { say } from '../language/say';
import { keepWords, sayKept } from '../language/say-line';
import type { SavedLine } from '../../shared/i18n/saved-line';
import { SCHEDULE_REFUSALS, SCHEDULE_WORDS } from './schedule-messages';

/** An image kept for a change: its file in the folder, the name it was picked as, its size. */
export interface KeptThumbnail {
  readonly file: string;
  readonly name: string;
  /** When the name is words of ours ("previous thumbnail"): their line, said in the language in force when used. */
  readonly nameLine?: SavedLine;
  readonly bytes: number;
}

/** What the runner needs of scheduled thumbnails (the unit tests give a fake). */
export interface ScheduledThumbnails {
  /** Checks the picked image and copies it into the folder. */
  keep(changeId: string, source: UploadSource): Promise<KeptThumbnail>;
  /** Keeps the video's thumbnail as it is now (for undo), or answers why it cannot. */
  keepCurrent(channelId: string, videoId: string, changeId: string): Promise<KeptThumbnail | { readonly why: string }>;
  /** Sets a kept image as the video's thumbnail. */
  set(channelId: string, videoId: string, kept: KeptThumbnail): Promise<void>;
  /** Removes a kept image (gone already is fine). */
  remove(file: string): Promise<void>;
}

export interface ThumbnailFolderDeps {
  readonly dataDir: string;
  readonly staging: StagingArea;
  readonly acceptsPaths: boolean;
  readonly dataApi: (channelId: string) => DataApi;
  readonly imageClient: (channelId: string) => ImageUploadClient;
  /** Reads an image URL's bytes, at most `maxBytes` (injected so tests need no network). */
  readonly fetchImage?: (url: string, maxBytes: number) => Promise<Buffer>;
}

const FETCH_TIMEOUT_MS = 30_000;

const snippetThumbnails = z.object({
  items: z
    .array(
      z.object({
        snippet: z
          .object({
            thumbnails: z
              .record(z.string(), z.object({ url: z.string(), width: z.number().optional() }).optional())
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

export function createThumbnailFolder(deps: ThumbnailFolderDeps): ScheduledThumbnails {
  const dir = join(deps.dataDir, 'schedule', 'thumbnails');
  const fetchImage = deps.fetchImage ?? fetchBounded;
  const maxBytes = rulesFor('thumbnail').maxBytes;
  const write = async (file: string, bytes: Buffer) => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, file), bytes);
  };
  const fileFor = (changeId: string, image: Pick<ImageFile, 'format'>, suffix = '') =>
    `${changeId}${suffix}.${image.format === 'png' ? 'png' : 'jpg'}`;

  return {
    async keep(changeId, source) {
      // Held while it is read, so no other request or upload's end removes a staged copy meanwhile.
      const letGo = deps.staging.hold(source);
      try {
        const image = await readImageSource(source, 'thumbnail', deps);
        const file = fileFor(changeId, image);
        await write(file, image.bytes);
        return { file, name: image.name, bytes: image.bytes.length };
      } finally {
        await letGo();
      }
    },

    async keepCurrent(channelId, videoId, changeId) {
      const answer = parseAnswer(
        snippetThumbnails,
        await deps.dataApi(channelId).request<unknown>({ path: '/videos', params: { part: 'snippet', id: videoId } }),
        'the video',
      );
      const largest = settableThumbnail(answer.items[0]?.snippet?.thumbnails ?? {});
      if (!largest) {
        return {
          why: 'the platform keeps the previous thumbnail at no size, or on no host, the app could read it back from',
        };
      }
      let bytes: Buffer;
      try {
        bytes = await fetchImage(largest.url, maxBytes);
      } catch {
        return { why: 'the previous thumbnail could not be downloaded' };
      }
      const format = sniffImageFormat(bytes.subarray(0, IMAGE_SNIFF_BYTES));
      if (!format) return { why: 'the previous thumbnail is not a PNG or JPEG image' };
      const file = fileFor(changeId, { format }, '-before');
      await write(file, bytes);
      try {
        await readImageFile(join(dir, file), file, 'thumbnail');
      } catch {
        await rm(join(dir, file), { force: true });
        return { why: 'the previous thumbnail is not an image the platform would take back' };
      }
      const name = keepWords(SCHEDULE_WORDS.previousThumbnail);
      return { file, name: name.text, nameLine: name.line, bytes: bytes.length };
    },

    async set(channelId, videoId, kept) {
      let image: ImageFile;
      try {
        image = await readImageFile(join(dir, kept.file), nameOf(kept), 'thumbnail');
      } catch (error) {
        if (error instanceof DeskError && error.code !== 'file-unavailable') throw error;
        throw new DeskError('file-unavailable', say(SCHEDULE_REFUSALS.thumbnailCopyGone, { name: nameOf(kept) }));
      }
      await deps.imageClient(channelId).setThumbnail(videoId, image);
    },

    async remove(file) {
      await rm(join(dir, file), { force: true });
    },
  };
}

/** GET without following redirects (they could lead anywhere), cut off past `maxBytes` and after 30 s. */
async function fetchBounded(url: string, maxBytes: number): Promise<Buffer> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    total += chunk.length;
    if (total > maxBytes) throw new Error('too large');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** A kept image's name in the language in force: a name of ours is said again (it may have been kept in another). */
function nameOf(kept: KeptThumbnail): string {
  return kept.nameLine ? sayKept(kept.nameLine, kept.name) : kept.name;
}
