// API token authentication, answered the way the service answers: no credentials 400 (9106), a malformed
// Authorization header 400 (6003 with 6111 in its error_chain), an unknown token 401 (10000; 1000 on the verify
// endpoint), and a token without a qualifying permission 403 (10000). Global API keys (X-Auth-Key/X-Auth-Email)
// are not emulated.
import type { FastifyRequest } from 'fastify';
import { cfErrors } from './cf-error';
import type { TokenRecord } from './model';
import { canReadRulesets, canWriteRulesets } from './permissions';

const BEARER = /^Bearer ([A-Za-z0-9_-]+)$/;

export interface TokenLookup {
  tokenByValue(value: string): TokenRecord | undefined;
}

export function authenticate(
  request: FastifyRequest,
  tokens: TokenLookup,
  options: { verifyEndpoint?: boolean } = {},
): TokenRecord {
  const header = request.headers.authorization;
  if (header === undefined || header === '') throw cfErrors.missingAuth();
  const match = BEARER.exec(header.trim());
  if (!match) throw cfErrors.malformedAuthorization();
  const token = tokens.tokenByValue(match[1] as string);
  if (!token) throw options.verifyEndpoint ? cfErrors.invalidApiToken() : cfErrors.unknownToken();
  return token;
}

export function requireRulesetsAccess(token: TokenRecord, access: 'read' | 'write'): void {
  const allowed = access === 'read' ? canReadRulesets(token) : canWriteRulesets(token);
  if (!allowed) throw cfErrors.forbidden();
}
