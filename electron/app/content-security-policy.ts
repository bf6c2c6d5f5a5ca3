// One CSP for both hosts. No inline script or eval anywhere; images may come from the platform's CDNs (https) and
// from a local emulator (the demo channel's pictures); connections only back to our own host.
export function contentSecurityPolicy(options: { connect?: readonly string[] } = {}): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https: http://127.0.0.1:*",
    "font-src 'self'",
    `connect-src 'self'${options.connect?.length ? ` ${options.connect.join(' ')}` : ''}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}
