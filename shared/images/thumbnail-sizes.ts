// The sizes the platform makes of a video's custom thumbnail, and where the image lands inside each: scaled to fit
// whole, keeping its aspect ratio, centred, with black bars on the sides left over (the platform never crops).
// The page draws its previews with this; the main process and the emulator have their own view of the platform.

export type ThumbnailSizeName = 'default' | 'medium' | 'high' | 'standard' | 'maxres';

export interface ThumbnailSize {
  readonly name: ThumbnailSizeName;
  readonly width: number;
  readonly height: number;
  /** Made only from an image at least this wide or this tall (the two largest sizes). */
  readonly onlyFrom?: { readonly width: number; readonly height: number };
}

export const THUMBNAIL_SIZES: readonly ThumbnailSize[] = [
  { name: 'default', width: 120, height: 90 },
  { name: 'medium', width: 320, height: 180 },
  { name: 'high', width: 480, height: 360 },
  { name: 'standard', width: 640, height: 480, onlyFrom: { width: 640, height: 480 } },
  { name: 'maxres', width: 1280, height: 720, onlyFrom: { width: 1280, height: 720 } },
];

/** The sizes made of an image of these dimensions. */
export function thumbnailSizesFor(width: number, height: number): readonly ThumbnailSize[] {
  return THUMBNAIL_SIZES.filter(
    (size) => !size.onlyFrom || width >= size.onlyFrom.width || height >= size.onlyFrom.height,
  );
}

export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where an image of `width` × `height` lands in a box, fitted whole and centred (the rest is black). */
export function letterbox(width: number, height: number, boxWidth: number, boxHeight: number): Placement {
  const scale = Math.min(boxWidth / width, boxHeight / height);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  return { x: Math.floor((boxWidth - w) / 2), y: Math.floor((boxHeight - h) / 2), width: w, height: h };
}
