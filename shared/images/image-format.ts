// Recognises the two image formats the platform takes for thumbnails and watermarks (PNG and JPEG) from a file's
// first bytes, never from its name, and says what anything else looks like, so a video renamed .png is refused in
// words the user understands. Shared: the main process decides, and the page asks first to spare a pointless copy.
import type { IntlShape } from 'react-intl';
import { looksLikeWords, sniffContainer } from '../uploads/container-sniffer';
import { IMAGE_PROBLEMS } from './image-messages';

export type ImageFormat = 'png' | 'jpeg';

/** Enough for the signature and, for PNG, the IHDR chunk with the dimensions. */
export const IMAGE_SNIFF_BYTES = 4096;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const IMAGE_MIME_TYPES: Readonly<Record<ImageFormat, string>> = { png: 'image/png', jpeg: 'image/jpeg' };

export function sniffImageFormat(head: Uint8Array): ImageFormat | undefined {
  if (PNG_SIGNATURE.every((byte, index) => head[index] === byte)) return 'png';
  // SOI then the first marker's 0xFF: every JPEG (JFIF, Exif, raw) starts so.
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return undefined;
}

/** The refusal of a file that is neither PNG nor JPEG, naming what it looks like when that is known. */
export function notAnImage(name: string, head: Uint8Array, intl: IntlShape): string {
  const sniffed = sniffContainer(head);
  if (sniffed.kind === 'other' && sniffed.looksLike === 'unknown') {
    return intl.formatMessage(IMAGE_PROBLEMS.notAnImage, { name });
  }
  return intl.formatMessage(IMAGE_PROBLEMS.notAnImageLooksLike, { name, looksLike: looksLikeWords(sniffed, intl) });
}
