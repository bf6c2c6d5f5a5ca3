// How many pixels an image may have. A PNG of a few hundred kilobytes can declare 10000 × 10000 pixels, and whatever
// decodes it (the browser's previews, the platform, the emulator standing for it) spends seconds and hundreds of
// megabytes on it: a pixel flood. The dimensions are in the file's header, so an image past the bound is refused
// from there, before anything decodes it.
//
// The platform documents no pixel limit for thumbnails, watermarks or banners; the largest size it makes of an
// image is 3840 × 2160 (a thumbnail's uhd size) and it shows a watermark at 150 × 150, so nothing past 8K (7680 × 4320)
// can look better anywhere. That is the bound, the same for every purpose.
import { imageSize } from 'image-size';
import type { IntlShape } from 'react-intl';
import { IMAGE_PROBLEMS } from './image-messages';

const MAX_IMAGE_PIXELS = 7680 * 4320;

/** The refusal of an image with more pixels than the bound, as a sentence naming it, or undefined. */
export function tooManyPixels(name: string, width: number, height: number, intl: IntlShape): string | undefined {
  if (width * height <= MAX_IMAGE_PIXELS) return undefined;
  // Dimensions as image editors show them (no grouping); the bound as a count in the locale.
  return intl.formatMessage(IMAGE_PROBLEMS.tooManyPixels, {
    name,
    width: String(width),
    height: String(height),
    max: MAX_IMAGE_PIXELS,
  });
}

/**
 * The dimensions a PNG or JPEG declares in its header, read without decoding a pixel; undefined when the header
 * cannot be read (then the decoder that follows says the file is damaged).
 */
function headerDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return undefined;
  }
}

/** The refusal of a pixel flood, judged from the header of the image's bytes, or undefined (also when unreadable). */
export function pixelFloodProblem(name: string, bytes: Uint8Array, intl: IntlShape): string | undefined {
  const declared = headerDimensions(bytes);
  return declared ? tooManyPixels(name, declared.width, declared.height, intl) : undefined;
}
