// The platform's image hosts: the one list the page's CSP (img-src) and the Comments screen's images are held to.
// As of 2026-12-07: video thumbnails come from i.ytimg.com (i9.ytimg.com for an owner's private or custom ones),
// channel avatars and banners from yt3.ggpht.com and yt3.googleusercontent.com. The comments reference of
// 2026-09-30 (snippet.imageUrl, an image or animated GIF attached to a comment) does not name a host; comment
// images are taken to live with the other pictures viewers and channels upload (yt3.*), and nowhere else.
// shared/ has no URL global: the scheme and host are read as written, and anything unusual in them is refused.

export const PLATFORM_IMAGE_HOSTS = ['i.ytimg.com', 'i9.ytimg.com', 'yt3.ggpht.com', 'yt3.googleusercontent.com'];

/** Where a comment's attached image may be loaded from. */
export const COMMENT_IMAGE_HOSTS = ['yt3.ggpht.com', 'yt3.googleusercontent.com'];

const HTTPS_URL = /^https:\/\/([a-z0-9.-]+)(?=[/?#]|$)/i;

/** The host of an https URL with no user name, password or port; undefined for anything else. */
export function httpsHost(url: string): string | undefined {
  return HTTPS_URL.exec(url)?.[1]?.toLowerCase();
}

/** Whether a comment's image may be loaded: https, on one of the platform's comment image hosts. */
export function isCommentImageAllowed(url: string): boolean {
  const host = httpsHost(url);
  return host !== undefined && COMMENT_IMAGE_HOSTS.includes(host);
}

/**
 * Whether the URL names an animated format, which is shown as a still placeholder until the creator plays it. Read
 * from the path's extension only: an image whose URL says nothing of its format is shown as an image.
 */
export function isAnimatedImageUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.(gif|apng)$/i.test(path);
}
