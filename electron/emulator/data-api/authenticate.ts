// Who is calling the Data API: an OAuth access token (Authorization: Bearer, or the access_token parameter) or an
// API key (the key parameter, public data only). Scopes are checked against what the discovery document lists for
// the method.
import type { FastifyRequest } from 'fastify';
import type { AccessGrant, EmulatorContext } from '../context';
import { ApiError, apiErrors } from './errors/api-error';
import { METHOD_SCOPES } from '../generated/discovery-tables';

export const SCOPE_PREFIX = 'https://www.googleapis.com/auth/';
/** The API key the emulator accepts (published in /_emulator/v1/info). */
export const DEMO_API_KEY = 'AIzaDemoKeyForTheChannelDeskEmulator00';

export type Caller = { readonly kind: 'oauth'; readonly grant: AccessGrant } | { readonly kind: 'key' };

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.length > 0) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw apiErrors.unauthenticated('authError', 'Invalid Credentials');
    return match[1];
  }
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.access_token === 'string' ? query.access_token : undefined;
}

function checkScopes(grant: AccessGrant, methodId: string): void {
  const accepted = METHOD_SCOPES[methodId] ?? [];
  const held = grant.scopes.map((scope) => (scope.startsWith(SCOPE_PREFIX) ? scope.slice(SCOPE_PREFIX.length) : scope));
  if (!held.some((scope) => accepted.includes(scope))) throw apiErrors.insufficientPermissions();
}

/** Identifies the caller of a method that also accepts an API key; throws the platform's error otherwise. */
export function identify(ctx: EmulatorContext, request: FastifyRequest, methodId: string): Caller {
  const token = bearerOf(request);
  if (token !== undefined) return { kind: 'oauth', grant: grantFor(ctx, token, methodId) };
  const key = (request.query as Record<string, unknown> | undefined)?.key;
  if (typeof key === 'string') {
    if (key !== DEMO_API_KEY) {
      throw new ApiError(400, 'badRequest', 'API key not valid. Please pass a valid API key.', {
        domain: 'global',
        status: 'INVALID_ARGUMENT',
      });
    }
    return { kind: 'key' };
  }
  throw apiErrors.unauthenticated(
    'required',
    'The request is missing a valid API key or OAuth 2 access token. Login Required.',
  );
}

/**
 * For a method that needs no credentials (videoTrainability.get): the caller when credentials were sent, checked as
 * `identify` checks them (a bad token is refused, not ignored); undefined for an anonymous call.
 */
export function identifyIfSent(ctx: EmulatorContext, request: FastifyRequest, methodId: string): Caller | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const sent =
    request.headers.authorization !== undefined || query?.access_token !== undefined || query?.key !== undefined;
  return sent ? identify(ctx, request, methodId) : undefined;
}

/** For methods that need a user: an OAuth token with one of the method's scopes. */
export function authenticate(ctx: EmulatorContext, request: FastifyRequest, methodId: string): AccessGrant {
  const caller = identify(ctx, request, methodId);
  if (caller.kind !== 'oauth') {
    throw apiErrors.unauthenticated('required', 'Login Required.');
  }
  return caller.grant;
}

function grantFor(ctx: EmulatorContext, token: string, methodId: string): AccessGrant {
  const check = ctx.tokens.checkAccessToken(token);
  if (check.kind !== 'valid') {
    throw apiErrors.unauthenticated(
      'authError',
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    );
  }
  checkScopes(check.grant, methodId);
  return check.grant;
}
