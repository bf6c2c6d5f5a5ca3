// Decides whether a file can be queued: it exists, is a regular readable non-empty file, and its first bytes are a
// video container. Every refusal is a sentence naming the file, because it is shown as is.
import { notAVideo, SNIFF_BYTES, sniffContainer } from '../../../shared/uploads/container-sniffer';
import { NotARegularFileError, openRegularFile, type SpecialFileKind } from '../../files/regular-file';
import { sayingIntl } from '../../language/say';

/** The platform's largest accepted file (discovery document: videos.insert mediaUpload.maxSize). */
export const MAX_VIDEO_BYTES = 256 * 1024 ** 3;

export type VideoFileCheck =
  | { readonly ok: true; readonly size: number; readonly mimeType: string; readonly container: string }
  | { readonly ok: false; readonly reason: string };

export async function checkVideoFile(path: string, name: string): Promise<VideoFileCheck> {
  let opened;
  try {
    opened = await openRegularFile(path);
  } catch (error) {
    return refuse(describeOpenError(name, error));
  }
  const { handle, info } = opened;
  try {
    if (info.size === 0) return refuse(`${name} is empty (0 bytes).`);
    if (info.size > MAX_VIDEO_BYTES) return refuse(`${name} is larger than the platform's limit of 256 GiB.`);
    const head = Buffer.alloc(Math.min(SNIFF_BYTES, info.size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const sniffed = sniffContainer(head.subarray(0, bytesRead));
    if (sniffed.kind === 'other') return refuse(notAVideo(name, sniffed.looksLike, sayingIntl()));
    return { ok: true, size: info.size, mimeType: sniffed.mimeType, container: sniffed.container };
  } catch (error) {
    return refuse(`${name} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'read error'}).`);
  } finally {
    await handle.close();
  }
}

export function describeOpenError(name: string, error: unknown): string {
  if (error instanceof NotARegularFileError) return describeSpecialFile(name, error.kind);
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `${name} does not exist (it may have been moved or deleted).`;
    case 'EACCES':
    case 'EPERM':
      return `${name} cannot be read: permission denied.`;
    case 'EISDIR':
      return `${name} is a folder, not a video file.`;
    case 'ELOOP':
      return `${name} is a link that leads back to itself, not a video file.`;
    default:
      return `${name} cannot be opened (${(error as NodeJS.ErrnoException).code ?? 'error'}).`;
  }
}

function describeSpecialFile(name: string, kind: SpecialFileKind): string {
  switch (kind) {
    case 'folder':
      return `${name} is a folder, not a video file.`;
    case 'pipe':
      return `${name} is a pipe (FIFO), not a video file; only regular files can be uploaded.`;
    case 'device':
      return `${name} is a device, not a video file; only regular files can be uploaded.`;
    default:
      return `${name} is not a regular file; only regular files can be uploaded.`;
  }
}

function refuse(reason: string): VideoFileCheck {
  return { ok: false, reason };
}
