// Decides whether a file can be queued: it exists, is a regular readable non-empty file, and its first bytes are a
// video container. Every refusal is a sentence naming the file, because it is shown as is.
import { open } from 'node:fs/promises';
import { notAVideo, SNIFF_BYTES, sniffContainer } from '../../shared/uploads/container-sniffer';

/** The platform's largest accepted file (discovery document: videos.insert mediaUpload.maxSize). */
export const MAX_VIDEO_BYTES = 256 * 1024 ** 3;

export type VideoFileCheck =
  | { readonly ok: true; readonly size: number; readonly mimeType: string; readonly container: string }
  | { readonly ok: false; readonly reason: string };

export async function checkVideoFile(path: string, name: string): Promise<VideoFileCheck> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    return refuse(describeOpenError(name, error));
  }
  try {
    const info = await handle.stat();
    if (info.isDirectory()) return refuse(`${name} is a folder, not a video file.`);
    if (!info.isFile()) return refuse(`${name} is not a regular file.`);
    if (info.size === 0) return refuse(`${name} is empty (0 bytes).`);
    if (info.size > MAX_VIDEO_BYTES) return refuse(`${name} is larger than the platform's limit of 256 GiB.`);
    const head = Buffer.alloc(Math.min(SNIFF_BYTES, info.size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const sniffed = sniffContainer(head.subarray(0, bytesRead));
    if (sniffed.kind === 'other') return refuse(notAVideo(name, sniffed.looksLike));
    return { ok: true, size: info.size, mimeType: sniffed.mimeType, container: sniffed.container };
  } catch (error) {
    // Opening a directory succeeds on Linux; reading it fails with EISDIR.
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') return refuse(`${name} is a folder, not a video file.`);
    return refuse(`${name} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'read error'}).`);
  } finally {
    await handle.close();
  }
}

export function describeOpenError(name: string, error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `${name} does not exist (it may have been moved or deleted).`;
    case 'EACCES':
    case 'EPERM':
      return `${name} cannot be read: permission denied.`;
    case 'EISDIR':
      return `${name} is a folder, not a video file.`;
    default:
      return `${name} cannot be opened (${(error as NodeJS.ErrnoException).code ?? 'error'}).`;
  }
}

function refuse(reason: string): VideoFileCheck {
  return { ok: false, reason };
}
