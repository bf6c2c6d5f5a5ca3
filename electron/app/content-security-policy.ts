// One CSP for both hosts. No inline script or eval anywhere; images only from the platform's image hosts (the one list
// in shared/platform/image-hosts.ts, which renderer/index.html's copy must match) and from a local emulator (the demo
// channel's pictures); connections only back to our own host.
import { PLATFORM_IMAGE_HOSTS } from '../../shared/platform/image-hosts';

const IMAGE_SOURCES = PLATFORM_IMAGE_HOSTS.map((host) => `https://${host}`).join(' ');

export function contentSecurityPolicy(options: { connect?: readonly string[] } = {}): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${IMAGE_SOURCES} http://127.0.0.1:*`,
    "font-src 'self'",
    `connect-src 'self'${options.connect?.length ? ` ${options.connect.join(' ')}` : ''}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
