// Which links may leave the app, for the system browser (or, in browser mode, a new tab the page opens). One
// policy for every door: the contract's app.openExternal, window.open, link navigation and a sign-in's consent
// page. A link opened outside runs in the user's own browser session, where it can reach anything on this machine
// and its network, so only https to a public host goes (non-public-host.ts), plus the one OAuth authorize origin of
// the settings in force (the emulator's is http://127.0.0.1:PORT).
import { DeskError } from '../ipc/desk-error';
import { isNonPublicHost } from './non-public-host';
import { say } from '../language/say';
import { APP_REFUSALS } from './app-messages';

interface ExternalLinkPolicy {
  allows(url: string): boolean;
}

/** `oauthAuthorizeUrl` is read at each check: the settings in force may change while the app runs. */
export function createExternalLinkPolicy(oauthAuthorizeUrl: () => string | undefined): ExternalLinkPolicy {
  return {
    allows(url) {
      const link = parse(url);
      // user:password@ lets a link show one host and go to another.
      if (!link || link.username || link.password) return false;
      const authorize = parse(oauthAuthorizeUrl());
      if (authorize && isAcceptableAuthorizeOrigin(authorize) && link.origin === authorize.origin) return true;
      return link.protocol === 'https:' && !isNonPublicHost(link.hostname);
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
      throw new DeskError('link-refused', say(APP_REFUSALS.linkRefused));
    }
    await open(url);
  };
}

// Settings are validated elsewhere; this keeps a bad value from widening the policy to a plain-http host.
function isAcceptableAuthorizeOrigin(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1');
}

function parse(url: string | undefined): URL | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
