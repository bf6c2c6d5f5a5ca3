// Which links may leave the app, for the system browser (or, in browser mode, a new tab the page opens). One
// policy for every door: the contract's app.openExternal, window.open, link navigation and a sign-in's consent
// page. A link opened outside runs in the user's own browser session, where it can reach anything on this machine,
// so only https to a host that is not this machine goes, plus the one OAuth authorize origin of the settings in
// force (the emulator's is http://127.0.0.1:PORT).
import { BlockList, isIP } from 'node:net';
import { DeskError } from '../ipc/desk-error';

export interface ExternalLinkPolicy {
  allows(url: string): boolean;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
// 0.0.0.0 reaches the local host on Linux and macOS.
loopback.addSubnet('0.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
loopback.addAddress('::', 'ipv6');

/** `oauthAuthorizeUrl` is read at each check: the settings in force may change while the app runs. */
export function createExternalLinkPolicy(oauthAuthorizeUrl: () => string | undefined): ExternalLinkPolicy {
  return {
    allows(url) {
      const link = parse(url);
      // user:password@ lets a link show one host and go to another.
      if (!link || link.username || link.password) return false;
      const authorize = parse(oauthAuthorizeUrl());
      if (authorize && isAcceptableAuthorizeOrigin(authorize) && link.origin === authorize.origin) return true;
      return link.protocol === 'https:' && !isThisMachine(link.hostname);
    },
  };
}

/** The door itself: refuses with a message the renderer can show, else hands the link to the host's opener. */
export function createLinkOpener(
  policy: ExternalLinkPolicy,
  open: (url: string) => Promise<void> | void,
): (url: string) => Promise<void> {
  return async (url) => {
    if (!policy.allows(url)) {
      throw new DeskError('link-refused', 'Channel Desk opens only https links outside the app.');
    }
    await open(url);
  };
}

// Settings are validated elsewhere; this keeps a bad value from widening the policy to a plain-http host.
function isAcceptableAuthorizeOrigin(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1');
}

function isThisMachine(hostname: string): boolean {
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const version = isIP(host);
  if (version === 4) return loopback.check(host, 'ipv4');
  if (version === 6) return loopback.check(host, 'ipv6');
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

function parse(url: string | undefined): URL | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
