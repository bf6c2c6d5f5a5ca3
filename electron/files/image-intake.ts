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
import { say, sayingIntl } from '../language/say';
import { IMAGE_INTAKE_REFUSALS, PICKED_FILE_REFUSALS } from './file-messages';
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

/** Said when a sentence needs it, in the language in force then. */
function imageKind(): PickedFileKind {
  return { unnamed: say(PICKED_FILE_REFUSALS.imageUnnamed), noun: say(PICKED_FILE_REFUSALS.imageNoun) };
}

/** Reads the image an IPC source names: a local path (desktop) or a file browser mode staged. */
export async function readImageSource(
  source: UploadSource,
  purpose: ImagePurpose,
  options: ImageSourceOptions,
): Promise<ImageFile> {
  const { path, name } = await locatePickedFile(source, options, imageKind());
  return readImageFile(path, name, purpose);
}

export async function readImageFile(path: string, name: string, purpose: ImagePurpose): Promise<ImageFile> {
  const bytes = await readPickedBytes(path, name, imageKind(), (size) => {
    if (size === 0) return new DeskError('invalid-image', say(IMAGE_INTAKE_REFUSALS.empty, { name }));
    const big = tooLarge(purpose, name, size, sayingIntl());
    return big ? new DeskError('too-large', big) : undefined;
  });
  return examineImage(name, bytes, purpose);
}

/** The checks on bytes already in memory (also what the tests drive with made-up headers). */
function examineImage(name: string, bytes: Buffer, purpose: ImagePurpose): ImageFile {
  const head = bytes.subarray(0, IMAGE_SNIFF_BYTES);
  const format = sniffImageFormat(head);
  if (!format) throw new DeskError('invalid-image', notAnImage(name, head, sayingIntl()));
  const damaged = new DeskError(
    'invalid-image',
    say(IMAGE_INTAKE_REFUSALS.damaged, { name, format: format === 'png' ? 'PNG' : 'JPEG' }),
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
  const verdict = checkImage(purpose, { name, bytes: bytes.length, format, width, height }, sayingIntl());
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
