// The sizes the platform makes of a custom video thumbnail. The three small ones always exist; standard and maxres
// only when the image has the pixels for them (at least as wide or as tall as the size), as on the platform, where
// a small upload yields no maxres.
export interface PlatformThumbnailSize {
  readonly name: 'default' | 'medium' | 'high' | 'standard' | 'maxres';
  readonly width: number;
  readonly height: number;
  readonly needsSource: boolean;
}

export const PLATFORM_THUMBNAIL_SIZES: readonly PlatformThumbnailSize[] = [
  { name: 'default', width: 120, height: 90, needsSource: false },
  { name: 'medium', width: 320, height: 180, needsSource: false },
  { name: 'high', width: 480, height: 360, needsSource: false },
  { name: 'standard', width: 640, height: 480, needsSource: true },
  { name: 'maxres', width: 1280, height: 720, needsSource: true },
];

export function sizesMadeFrom(width: number, height: number): readonly PlatformThumbnailSize[] {
  return PLATFORM_THUMBNAIL_SIZES.filter((size) => !size.needsSource || width >= size.width || height >= size.height);
}
