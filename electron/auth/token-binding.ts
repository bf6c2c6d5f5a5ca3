// Where the signed-in account's secrets may go, recorded at sign-in: the refresh token and the client secret only to
// the token and revocation endpoints that issued them, the access token only to the Data API and upload host
// origins it was issued for. Nothing the renderer or a later settings change says can widen this.
import type { ServiceSettings } from '../../shared/ipc/app';
import type { TokenBinding } from '../kernel/settings-store';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { ACCOUNT_REFUSALS } from './auth-messages';

export function bindingFor(services: ServiceSettings): TokenBinding {
  return {
    tokenUrl: services.oauthTokenUrl,
    revokeUrl: services.oauthRevokeUrl,
    accessTokenOrigins: [...new Set([originOf(services.dataApiBaseUrl), originOf(services.uploadBaseUrl)])],
  };
}

/** True when `services` would send the account's secrets exactly where they were bound to. */
export function sameBinding(binding: TokenBinding, services: ServiceSettings): boolean {
  const wanted = bindingFor(services);
  return (
    wanted.tokenUrl === binding.tokenUrl &&
    wanted.revokeUrl === binding.revokeUrl &&
    wanted.accessTokenOrigins.every((origin) => binding.accessTokenOrigins.includes(origin))
  );
}

/** Throws unless `url` is on an origin the access token was issued for. */
export function assertAccessTokenDestination(binding: TokenBinding, url: string): void {
  let origin: string;
  try {
    origin = originOf(url);
  } catch {
    throw refused(url);
  }
  if (!binding.accessTokenOrigins.includes(origin)) throw refused(origin);
}

function refused(destination: string): DeskError {
  return new DeskError('token-destination-refused', say(ACCOUNT_REFUSALS.destinationRefused, { destination }), {
    destination,
  });
}

function originOf(url: string): string {
  return new URL(url).origin;
}
