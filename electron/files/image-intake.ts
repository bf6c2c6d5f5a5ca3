// Opens an image the user picked for a thumbnail or a watermark and decides whether the platform can take it:
// a regular file (never a FIFO or a device: see regular-file.ts), PNG or JPEG by its bytes whatever its name,
// whole (a file cut short by a failed copy is refused here, not by the platform after an upload), within the
// purpose's size limit and rules. Every refusal is a DeskError whose message names the file and says what to do.
// Images are at most 10 MiB, so the accepted bytes are handed on in memory.
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
import { locatePickedFile, readPickedBytes, type PickedFileKind } from './picked-file';
import type { StagingArea } from './staging-area';

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

interface ImageSourceOptions {
  readonly staging: StagingArea;
  /** False in browser mode, where a page can only hand over files it staged. */
  readonly acceptsPaths: boolean;
}

const IMAGE_KIND: PickedFileKind = { unnamed: 'The image', noun: 'an image file' };

/** Reads the image an IPC source names: a local path (desktop) or a file browser mode staged. */
export async function readImageSource(
  source: UploadSource,
  purpose: ImagePurpose,
  options: ImageSourceOptions,
): Promise<ImageFile> {
  const { path, name } = await locatePickedFile(source, options, IMAGE_KIND);
  return readImageFile(path, name, purpose);
}

export async function readImageFile(path: string, name: string, purpose: ImagePurpose): Promise<ImageFile> {
  const bytes = await readPickedBytes(path, name, IMAGE_KIND, (size) => {
    if (size === 0) return new DeskError('invalid-image', `${name} is empty (0 bytes); pick the image again.`);
    const big = tooLarge(purpose, name, size);
    return big ? new DeskError('too-large', big) : undefined;
  });
  return examineImage(name, bytes, purpose);
}

/** The checks on bytes already in memory (also what the tests drive with made-up headers). */
function examineImage(name: string, bytes: Buffer, purpose: ImagePurpose): ImageFile {
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
