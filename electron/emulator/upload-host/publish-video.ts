// The last step of every upload, resumable or simple: the stored bytes become the video's media file and the video
// is created (which also lists it in the channel's uploads playlist). Safe to repeat: with the same video id it
// never creates a second video.
import { randomBytes } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../data-api/errors/api-error';
import type { VideoMetadata } from '../data-api/video-metadata-validation';
import { fileSha256 } from './file-sha256';
import type { UploadHost } from './upload-host';

interface PublishInput {
  readonly videoId: string;
  readonly channelId: string;
  readonly parts: readonly string[];
  readonly metadata: VideoMetadata;
  readonly mimeType: string;
  /** Where the bytes are now; moved into the media folder. */
  readonly sourcePath: string;
  /** SHA-256 when it was computed while the bytes arrived. */
  readonly sha256?: string;
}

/** Video ids of the platform: 11 characters of base64url. */
export function newVideoId(): string {
  return randomBytes(8).toString('base64url').slice(0, 11);
}

/** Creates the video and returns its resource with the requested parts. */
export async function publishVideo(host: UploadHost, input: PublishInput): Promise<unknown> {
  const store = host.store;
  const existing = store.getVideo(input.videoId);
  if (existing) return store.projectVideo(existing, input.parts);

  const mediaPath = join(host.sessions.mediaDir, input.videoId);
  let sha256 = input.sha256;
  if ((await sizeOf(input.sourcePath)) !== undefined) {
    sha256 ??= await fileSha256(input.sourcePath);
    await rename(input.sourcePath, mediaPath);
  } else {
    // A previous attempt moved the file and stopped before the video existed.
    sha256 = await fileSha256(mediaPath);
  }
  const size = (await sizeOf(mediaPath)) ?? 0;
  let video: { id: string };
  try {
    video = store.insertUploadedVideo({
      videoId: input.videoId,
      channelId: input.channelId,
      resource: withDefaults(input.metadata),
      media: { size, sha256, path: mediaPath, mimeType: input.mimeType },
    });
  } catch (error) {
    // Refused for good: the bytes are of no further use. Anything else: put them back for the retry.
    if (error instanceof ApiError) await rm(mediaPath, { force: true });
    else await rename(mediaPath, input.sourcePath);
    throw error;
  }
  return store.projectVideo(video, input.parts);
}

/** Metadata-less uploads (uploadType=media, an empty session body) get the title the platform gives them. */
function withDefaults(metadata: VideoMetadata): VideoMetadata {
  return metadata.snippet ? metadata : { ...metadata, snippet: { title: 'unknown' } };
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
