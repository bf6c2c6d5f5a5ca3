// The sizes the platform makes of a custom video thumbnail. The three small ones always exist; standard and maxres
// only when the image has the pixels for them (at least as wide or as tall as the size), as on the platform, where
// a small upload yields no maxres. fhd (1920×1080), qhd (2560×1440) and uhd (3840×2160) follow the revision
// history of 2026-09-11 ("higher resolution thumbnail sizes are now available for some videos"), made like
// standard and maxres: only from an image with the pixels for them.
interface PlatformThumbnailSize {
  readonly name: 'default' | 'medium' | 'high' | 'standard' | 'maxres' | 'fhd' | 'qhd' | 'uhd';
  readonly width: number;
  readonly height: number;
  readonly needsSource: boolean;
}

const PLATFORM_THUMBNAIL_SIZES: readonly PlatformThumbnailSize[] = [
  { name: 'default', width: 120, height: 90, needsSource: false },
  { name: 'medium', width: 320, height: 180, needsSource: false },
  { name: 'high', width: 480, height: 360, needsSource: false },
  { name: 'standard', width: 640, height: 480, needsSource: true },
  { name: 'maxres', width: 1280, height: 720, needsSource: true },
  { name: 'fhd', width: 1920, height: 1080, needsSource: true },
  { name: 'qhd', width: 2560, height: 1440, needsSource: true },
  { name: 'uhd', width: 3840, height: 2160, needsSource: true },
];

export function sizesMadeFrom(width: number, height: number): readonly PlatformThumbnailSize[] {
  return PLATFORM_THUMBNAIL_SIZES.filter((size) => !size.needsSource || width >= size.width || height >= size.height);
}
