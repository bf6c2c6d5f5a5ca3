// Decodes what a client sent as an image, as the platform does: by its bytes (application/octet-stream is allowed,
// and a declared type proves nothing), PNG or JPEG only, and fully decodable (a truncated file is no image).
// sharp (libvips, prebuilt per platform) decodes, scales and encodes; it is the well-kept choice over pure-JS
// decoders, which are many times slower and would each need a hand-written resize.
import { loadSharp } from './sharp-module';

interface DecodedImage {
  readonly format: 'png' | 'jpeg';
  readonly width: number;
  readonly height: number;
}

/**
 * The most pixels an image may have. The platform documents no limit; the emulator takes as many as the app sends
 * (shared/images/pixel-bound.ts, 8K) and refuses more from the header, before decoding: a PNG of a few hundred
 * kilobytes can declare 10000 × 10000 pixels, and decoding it (then scaling it once per thumbnail size) took seconds
 * and hundreds of megabytes. sharp is bounded to the same figure, so no later call decodes more either.
 */
export const PLATFORM_MAX_IMAGE_PIXELS = 7680 * 4320;

/** Undefined when the bytes are not a whole PNG or JPEG image, or one of more pixels than the platform takes. */
export async function decodeImage(bytes: Buffer): Promise<DecodedImage | undefined> {
  try {
    const sharp = await loadSharp();
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: PLATFORM_MAX_IMAGE_PIXELS });
    // Reads the header only.
    const meta = await image.metadata();
    if ((meta.format !== 'png' && meta.format !== 'jpeg') || !meta.width || !meta.height) return undefined;
    if (meta.width * meta.height > PLATFORM_MAX_IMAGE_PIXELS) return undefined;
    // Metadata reads only the header; decoding every pixel is what tells a truncated or corrupt image.
    await image.stats();
    // EXIF orientation: the platform shows the picture upright, as the photographer saw it.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      format: meta.format,
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
    };
  } catch {
    return undefined;
  }
}

/** The image scaled to fit a box whole, centred on black (letterbox or pillarbox), as a JPEG. */
export async function letterboxedJpeg(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: PLATFORM_MAX_IMAGE_PIXELS })
    .rotate()
    .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 1 } })
    .flatten({ background: { r: 0, g: 0, b: 0 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
