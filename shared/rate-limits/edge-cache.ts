// Which paths the edge cache answers by default (the provider caches static files by their extension): the
// emulator's edge and the log replay both read it, so a cached asset is exempt from requests_to_origin counting
// the same way in both.
const STATIC_ASSET = /\.(css|js|mjs|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|mp4|webm|mp3|pdf)$/i;

/** Whether a path (without its query) names a static file the edge caches by default. */
export function isStaticAssetPath(path: string): boolean {
  return STATIC_ASSET.test(path);
}
