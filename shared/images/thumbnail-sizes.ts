// The sizes the platform makes of a video's custom thumbnail: each the image scaled to fit whole, keeping its aspect
// ratio, with black bars where the shapes differ (the platform never crops). The page draws its previews from this;
// the emulator, standing for the platform, keeps its own table.

type ThumbnailSizeName = 'default' | 'medium' | 'high' | 'standard' | 'maxres' | 'fhd' | 'qhd' | 'uhd';

export interface ThumbnailSize {
  readonly name: ThumbnailSizeName;
  readonly width: number;
  readonly height: number;
  /** Made only from an image at least this wide or this tall (standard and every larger size). */
  readonly onlyFrom?: { readonly width: number; readonly height: number };
}

export const THUMBNAIL_SIZES: readonly ThumbnailSize[] = [
  { name: 'default', width: 120, height: 90 },
  { name: 'medium', width: 320, height: 180 },
  { name: 'high', width: 480, height: 360 },
  { name: 'standard', width: 640, height: 480, onlyFrom: { width: 640, height: 480 } },
  { name: 'maxres', width: 1280, height: 720, onlyFrom: { width: 1280, height: 720 } },
  // 2026-09-11 in the platform's revision history: fhd (1080p), qhd (1440p) and uhd (4K) for some videos.
  { name: 'fhd', width: 1920, height: 1080, onlyFrom: { width: 1920, height: 1080 } },
  { name: 'qhd', width: 2560, height: 1440, onlyFrom: { width: 2560, height: 1440 } },
  { name: 'uhd', width: 3840, height: 2160, onlyFrom: { width: 3840, height: 2160 } },
];

/** The sizes made of an image of these dimensions. */
export function thumbnailSizesFor(width: number, height: number): readonly ThumbnailSize[] {
  return THUMBNAIL_SIZES.filter(
    (size) => !size.onlyFrom || width >= size.onlyFrom.width || height >= size.onlyFrom.height,
  );
}
