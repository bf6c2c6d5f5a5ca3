// Decides whether a file can be queued: it exists, is a regular readable non-empty file, and its first bytes are a
// video container. Every refusal is a sentence naming the file, because it is shown as is.
import { notAVideo, SNIFF_BYTES, sniffContainer } from '../../../shared/uploads/container-sniffer';
import { NotARegularFileError, openRegularFile, type SpecialFileKind } from '../../files/regular-file';
import { formatFileSize } from '../../../shared/text/measures';
import { INTAKE_REFUSALS } from './intake-messages';
import { say, sayingIntl } from '../../language/say';

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
    if (info.size === 0) return refuse(say(INTAKE_REFUSALS.empty, { file: name }));
    if (info.size > MAX_VIDEO_BYTES)
      return refuse(say(INTAKE_REFUSALS.tooLarge, { file: name, limit: formatFileSize(MAX_VIDEO_BYTES) }));
    const head = Buffer.alloc(Math.min(SNIFF_BYTES, info.size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const sniffed = sniffContainer(head.subarray(0, bytesRead));
    if (sniffed.kind === 'other') return refuse(notAVideo(name, sniffed.looksLike, sayingIntl()));
    return { ok: true, size: info.size, mimeType: sniffed.mimeType, container: sniffed.container };
  } catch (error) {
    return refuse(
      say(INTAKE_REFUSALS.unreadable, { file: name, code: (error as NodeJS.ErrnoException).code ?? 'read error' }),
    );
  } finally {
    await handle.close();
  }
}

export function describeOpenError(name: string, error: unknown): string {
  if (error instanceof NotARegularFileError) return describeSpecialFile(name, error.kind);
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return say(INTAKE_REFUSALS.missing, { file: name });
    case 'EACCES':
    case 'EPERM':
      return say(INTAKE_REFUSALS.denied, { file: name });
    case 'EISDIR':
      return say(INTAKE_REFUSALS.folder, { file: name });
    case 'ELOOP':
      return say(INTAKE_REFUSALS.loop, { file: name });
    default:
      return say(INTAKE_REFUSALS.notOpened, { file: name, code: (error as NodeJS.ErrnoException).code ?? 'error' });
  }
}

function describeSpecialFile(name: string, kind: SpecialFileKind): string {
  switch (kind) {
    case 'folder':
      return say(INTAKE_REFUSALS.folder, { file: name });
    case 'pipe':
      return say(INTAKE_REFUSALS.pipe, { file: name });
    case 'device':
      return say(INTAKE_REFUSALS.device, { file: name });
    default:
      return say(INTAKE_REFUSALS.notRegular, { file: name });
  }
}

function refuse(reason: string): VideoFileCheck {
  return { ok: false, reason };
}
