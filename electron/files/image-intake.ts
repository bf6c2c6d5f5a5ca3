// Opens an image the user picked for a thumbnail or a watermark and decides whether the platform can take it:
// a regular file (never a FIFO or a device: see regular-file.ts), PNG or JPEG by its bytes whatever its name,
// whole (a file cut short by a failed copy is refused here, not by the platform after an upload), within the
// purpose's size limit and rules. Every refusal is a DeskError whose message names the file and says what to do.
// Images are at most 10 MiB, so the accepted bytes are handed on in memory.
import { basename, isAbsolute } from 'node:path';
import { imageSize } from 'image-size';
import {
  IMAGE_MIME_TYPES,
  IMAGE_SNIFF_BYTES,
  notAnImage,
  sniffImageFormat,
  type ImageFormat,
} from '../../shared/images/image-format';
import { checkImage, rulesFor, tooLarge, type ImagePurpose } from '../../shared/images/image-rules';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { DeskError } from '../ipc/desk-error';
import { NotARegularFileError, openRegularFile } from '../uploads/regular-file';
import { StagingError, type StagingArea } from './staging-area';

export interface ImageFile {
  readonly name: string;
  readonly bytes: Buffer;
  readonly format: ImageFormat;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  /** The platform's advice this image does not follow (it can be sent anyway). */
  readonly advice: readonly string[];
}

export interface ImageSourceOptions {
  readonly staging: StagingArea;
  /** False in browser mode, where a page can only hand over files it staged. */
  readonly acceptsPaths: boolean;
}

/** Reads the image an IPC source names: a local path (desktop) or a file browser mode staged. */
export async function readImageSource(
  source: UploadSource,
  purpose: ImagePurpose,
  options: ImageSourceOptions,
): Promise<ImageFile> {
  if (source.kind === 'path') {
    const name = basename(source.path) || 'The image';
    if (!options.acceptsPaths) {
      throw new DeskError(
        'file-unavailable',
        `${name} was named by its path; in the browser, Channel Desk reads only files dropped on or chosen in the page.`,
      );
    }
    if (!isAbsolute(source.path)) throw new DeskError('file-unavailable', `${name}: Channel Desk needs the full path.`);
    return readImageFile(source.path, name, purpose);
  }
  let staged;
  try {
    staged = await options.staging.finalize(source.stagingId);
  } catch (error) {
    if (error instanceof StagingError) {
      throw new DeskError(
        'file-unavailable',
        error.code === 'incomplete' ? error.message : 'The image is no longer staged; add the file again.',
      );
    }
    throw error;
  }
  return readImageFile(staged.path, staged.name, purpose);
}

export async function readImageFile(path: string, name: string, purpose: ImagePurpose): Promise<ImageFile> {
  let opened;
  try {
    opened = await openRegularFile(path);
  } catch (error) {
    throw new DeskError('file-unavailable', describeOpenError(name, error));
  }
  const { handle, info } = opened;
  let bytes: Buffer;
  try {
    if (info.size === 0) throw new DeskError('invalid-image', `${name} is empty (0 bytes); pick the image again.`);
    const big = tooLarge(purpose, name, info.size);
    if (big) throw new DeskError('too-large', big);
    bytes = Buffer.alloc(info.size);
    const { bytesRead } = await handle.read(bytes, 0, info.size, 0);
    if (bytesRead !== info.size)
      throw new DeskError('file-unavailable', `${name} changed while it was read; try again.`);
  } catch (error) {
    if (error instanceof DeskError) throw error;
    throw new DeskError(
      'file-unavailable',
      `${name} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'read error'}).`,
    );
  } finally {
    await handle.close();
  }
  return examineImage(name, bytes, purpose);
}

/** The checks on bytes already in memory (also what the tests drive with made-up headers). */
export function examineImage(name: string, bytes: Buffer, purpose: ImagePurpose): ImageFile {
  const head = bytes.subarray(0, IMAGE_SNIFF_BYTES);
  const format = sniffImageFormat(head);
  if (!format) throw new DeskError('invalid-image', notAnImage(name, head));
  const damaged = new DeskError(
    'invalid-image',
    `${name} is a damaged or incomplete ${format === 'png' ? 'PNG' : 'JPEG'} file; open it in an image editor, save it again, and retry.`,
  );
  let dimensions;
  try {
    dimensions = imageSize(bytes);
  } catch {
    throw damaged;
  }
  if (!isComplete(format, bytes)) throw damaged;
  const turned = (dimensions.orientation ?? 1) >= 5;
  const width = turned ? dimensions.height : dimensions.width;
  const height = turned ? dimensions.width : dimensions.height;
  const verdict = checkImage(purpose, { name, bytes: bytes.length, format, width, height });
  if (verdict.problems.length > 0) {
    const code = bytes.length > rulesFor(purpose).maxBytes ? 'too-large' : 'invalid-image';
    throw new DeskError(code, verdict.problems.join(' '));
  }
  return { name, bytes, format, mimeType: IMAGE_MIME_TYPES[format], width, height, advice: verdict.advice };
}

const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Whether the file reaches its format's end: PNG's IEND chunk, JPEG's end-of-image marker (some cameras append
 * data after it, so it is looked for near the end rather than at the very last bytes).
 */
function isComplete(format: ImageFormat, bytes: Buffer): boolean {
  if (format === 'png') return bytes.lastIndexOf(PNG_END) >= 8;
  const tail = bytes.subarray(Math.max(2, bytes.length - 64 * 1024));
  return tail.lastIndexOf(Buffer.from([0xff, 0xd9])) >= 0;
}

function describeOpenError(name: string, error: unknown): string {
  if (error instanceof NotARegularFileError) {
    return `${name} is ${error.kind === 'folder' ? 'a folder' : `a ${error.kind}`}, not an image file.`;
  }
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `${name} does not exist (it may have been moved or deleted).`;
    case 'EACCES':
    case 'EPERM':
      return `${name} cannot be read: permission denied.`;
    case 'ELOOP':
      return `${name} is a link that leads back to itself, not an image file.`;
    default:
      return `${name} cannot be opened (${(error as NodeJS.ErrnoException).code ?? 'error'}).`;
  }
}
