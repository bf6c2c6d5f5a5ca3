// The emulator plays the platform's image hosts: a URL it answers on yt3.ggpht.com (a comment's image) is served by
// the emulator under this route, and the app loads it from there only while it talks to an emulator, so in the demo
// and in tests no request leaves the machine.
import { httpsHost, PLATFORM_IMAGE_HOSTS } from './image-hosts';

export const EMULATOR_IMAGE_HOST_ROUTE = '/_emulator/v1/image-host';

/** The emulator's origin when `dataApiBaseUrl` is one (plain http on 127.0.0.1 is only ever the emulator). */
export function emulatorOrigin(dataApiBaseUrl: string): string | undefined {
  return /^http:\/\/127\.0\.0\.1(:\d{1,5})?(?=\/|$)/.exec(dataApiBaseUrl)?.[0];
}

/** Where to load a platform image from: the emulator's copy when talking to one, else the URL itself. */
export function imageSource(url: string, dataApiBaseUrl: string): string {
  const origin = emulatorOrigin(dataApiBaseUrl);
  const host = httpsHost(url);
  if (origin === undefined || host === undefined || !PLATFORM_IMAGE_HOSTS.includes(host)) return url;
  return `${origin}${EMULATOR_IMAGE_HOST_ROUTE}/${host}${url.slice(`https://${host}`.length)}`;
}
