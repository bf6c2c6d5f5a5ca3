// Whether the thumbnail a video has now can be put back by undo after a scheduled thumbnail change: the app keeps it
// only when it can read it again as a thumbnail, that is a size at least 640 px wide (the platform's smallest
// custom thumbnail, image-rules.ts) served by a host the app trusts (the platform's image hosts over https, as the
// page's CSP allows them, or the local emulator of the demo). The main process fetches the one found here at run
// time; the schedule panel says beforehand when there is none.
import { httpsHost, PLATFORM_IMAGE_HOSTS } from '../platform/image-hosts';

export const SETTABLE_THUMBNAIL_WIDTH = 640;

export function trustedImageUrl(url: string): boolean {
  const host = httpsHost(url);
  if (host !== undefined) return PLATFORM_IMAGE_HOSTS.includes(host);
  return /^http:\/\/127\.0\.0\.1:\d{1,5}\//.test(url);
}

/** A drawn placeholder (the demo emulator's SVGs for videos that have no picture): no image the platform takes. */
function drawn(url: string): boolean {
  return /\.svg$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

/** The largest size the app could set again, if any. */
export function settableThumbnail(
  sizes: Readonly<Record<string, { readonly url: string; readonly width?: number } | undefined>>,
): { readonly url: string; readonly width?: number } | undefined {
  return Object.values(sizes)
    .filter((size): size is { url: string; width?: number } => size !== undefined)
    .filter((size) => (size.width ?? 0) >= SETTABLE_THUMBNAIL_WIDTH && trustedImageUrl(size.url) && !drawn(size.url))
    .sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0];
}
