// The routes under /_emulator/v1 that stand for the platform's image hosts: the Data API hands out their URLs
// (thumbnails, banners, avatars, stored images), and the app's page shows them with <img>, which can send no
// header. They only serve pictures, so they stay open like the real image hosts; everything else there is control.
import { COMMENTS_CONTROL_PREFIX } from '../data-api/comments/control-routes';
import { MEDIA_ROUTE } from '../data-api/media/media-host';
import { EMULATOR_CONTROL_PREFIX } from '../../../shared/platform/emulator-control';
import { EMULATOR_IMAGE_HOST_ROUTE } from '../../../shared/platform/emulator-image-host';

const PUBLIC_ROUTES: readonly string[] = [
  `${EMULATOR_CONTROL_PREFIX}/images/`,
  `${EMULATOR_CONTROL_PREFIX}/banners/`,
  `${COMMENTS_CONTROL_PREFIX}/avatars/`,
  `${MEDIA_ROUTE}/`,
  `${EMULATOR_IMAGE_HOST_ROUTE}/`,
];

/** `route` is the matched route's pattern (not the raw URL, which percent-encoding could disguise). */
export function isPublicContent(method: string, route: string): boolean {
  return (method === 'GET' || method === 'HEAD') && PUBLIC_ROUTES.some((prefix) => route.startsWith(prefix));
}
