// The authorization server: /o/oauth2/v2/auth (consent page, or straight back for the pre-approved demo client),
// /token (authorization_code with PKCE, refresh_token) and /revoke, with the errors the real service gives.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { EMULATOR_CONTROL_PREFIX } from '../../../shared/platform/emulator-control';
import { EMULATOR_CORE } from '../core-plugin';
import { YOUTUBE_DATA_API } from '../data-api/data-api-plugin';
import { DEMO_CHANNEL_ID } from '../data-api/demo-seed';
import { AuthorizationRequests, verifierMatches, type AuthorizationRequest } from './authorization-requests';
import {
  DEMO_CLIENT,
  findClient,
  isLoopbackRedirect,
  KNOWN_SCOPES,
  OAUTH_CLIENTS,
  type OAuthClientRecord,
} from './oauth-clients';
import { sendConsentPage, sendErrorPage } from './oauth-pages';

const AUTHORIZE_PATH = '/o/oauth2/v2/auth';

/** 7 days: what the real service gives a client whose consent screen is in "Testing". */
const TESTING_REFRESH_TOKEN_LIFETIME_SEC = 7 * 24 * 3600;

const auditSchema = z.strictObject({
  clientId: z.string().min(1).default(DEMO_CLIENT.clientId),
  audited: z.boolean(),
});

const refreshLifetimeSchema = z.strictObject({
  clientId: z.string().min(1).default(DEMO_CLIENT.clientId),
  /** 'testing' is 7 days; null is no limit (a published app). */
  seconds: z.union([
    z
      .number()
      .int()
      .min(1)
      .max(10 * 365 * 24 * 3600),
    z.literal('testing'),
    z.null(),
  ]),
});

type Params = Record<string, unknown>;
const text = (params: Params, name: string) => (typeof params[name] === 'string' ? params[name] : undefined);

function tokenError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

function redirectBack(
  reply: FastifyReply,
  redirectUri: string,
  values: Record<string, string | undefined>,
): FastifyReply {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(key, value);
  return reply.redirect(url.toString(), 302);
}

/** Client credentials from the body or HTTP Basic, as the real token endpoint accepts them. */
function clientCredentials(request: FastifyRequest, body: Params): { id?: string; secret?: string } {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Basic ')) {
    const [id, secret] = Buffer.from(header.slice(6), 'base64').toString().split(':');
    return { id: id ? decodeURIComponent(id) : undefined, secret: secret ? decodeURIComponent(secret) : undefined };
  }
  return { id: text(body, 'client_id'), secret: text(body, 'client_secret') };
}

const oauth: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const tokens = app.oauthTokens;
  const store = app.youtubeStore;
  const requests = new AuthorizationRequests(() => ctx.now());
  const channels = () => store.channels().map((channel) => ({ id: channel.id, title: channel.title }));

  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get(AUTHORIZE_PATH, async (request, reply) => {
      const query = request.query as Params;
      const clientId = text(query, 'client_id');
      if (!clientId) return sendErrorPage(reply, 400, 'invalid_request', 'Missing required parameter: client_id');
      const client = findClient(clientId);
      if (!client) return sendErrorPage(reply, 401, 'invalid_client', 'The OAuth client was not found.');
      const redirectUri = text(query, 'redirect_uri');
      if (!redirectUri) return sendErrorPage(reply, 400, 'invalid_request', 'Missing required parameter: redirect_uri');
      if (!isLoopbackRedirect(redirectUri)) {
        return sendErrorPage(
          reply,
          400,
          'redirect_uri_mismatch',
          `The redirect URI ${redirectUri} is not a loopback address; desktop clients must redirect to http://127.0.0.1:<port>.`,
        );
      }
      const state = text(query, 'state');
      if (text(query, 'response_type') !== 'code')
        return redirectBack(reply, redirectUri, { error: 'unsupported_response_type', state });
      const scopes = (text(query, 'scope') ?? '').split(/\s+/).filter(Boolean);
      if (scopes.length === 0) return sendErrorPage(reply, 400, 'invalid_request', 'Missing required parameter: scope');
      const unknown = scopes.filter((scopeName) => !(scopeName in KNOWN_SCOPES));
      if (unknown.length > 0)
        return sendErrorPage(reply, 400, 'invalid_scope', `Some requested scopes were invalid: ${unknown.join(' ')}`);
      const challenge = text(query, 'code_challenge');
      const method = text(query, 'code_challenge_method') ?? (challenge ? 'plain' : undefined);
      if (method !== undefined && method !== 'S256' && method !== 'plain') {
        return sendErrorPage(reply, 400, 'invalid_request', `Invalid code_challenge_method: ${method}`);
      }
      if (method !== undefined && !challenge)
        return sendErrorPage(reply, 400, 'invalid_request', 'Missing code_challenge');
      const authorization: AuthorizationRequest = {
        clientId,
        redirectUri,
        scopes,
        ...(state !== undefined ? { state } : {}),
        ...(challenge ? { challenge, challengeMethod: method } : {}),
        ...(text(query, 'login_hint') ? { loginHint: text(query, 'login_hint') } : {}),
      };
      if (client.autoApprove) {
        const channelId = channels().some((channel) => channel.id === authorization.loginHint)
          ? (authorization.loginHint as string)
          : DEMO_CHANNEL_ID;
        return redirectBack(reply, redirectUri, {
          state,
          code: requests.issueCode(authorization, channelId),
          scope: scopes.join(' '),
        });
      }
      return sendConsentPage(reply, {
        requestId: requests.hold(authorization),
        client,
        scopes,
        channels: channels(),
        selected: authorization.loginHint,
      });
    });

    scope.post(`${AUTHORIZE_PATH}/decision`, async (request, reply) => {
      const body = (request.body ?? {}) as Params;
      const held = requests.take(text(body, 'request') ?? '');
      if (!held)
        return sendErrorPage(
          reply,
          400,
          'invalid_request',
          'This sign-in request has expired or was already answered. Start signing in again from the app.',
        );
      if (text(body, 'decision') !== 'allow')
        return redirectBack(reply, held.redirectUri, { error: 'access_denied', state: held.state });
      const channelId = text(body, 'channel') ?? DEMO_CHANNEL_ID;
      if (!channels().some((channel) => channel.id === channelId))
        return sendErrorPage(reply, 400, 'invalid_request', 'Unknown channel.');
      return redirectBack(reply, held.redirectUri, {
        state: held.state,
        code: requests.issueCode(held, channelId),
        scope: held.scopes.join(' '),
      });
    });

    scope.post('/token', async (request, reply) => {
      const body = (request.body ?? {}) as Params;
      const credentials = clientCredentials(request, body);
      const grantType = text(body, 'grant_type');
      if (!grantType) return tokenError(reply, 400, 'invalid_request', 'Missing required parameter: grant_type');
      if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
        return tokenError(reply, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
      }
      if (!credentials.id)
        return tokenError(reply, 400, 'invalid_request', 'Could not determine client ID from request.');
      const client: OAuthClientRecord | undefined = findClient(credentials.id);
      if (!client) return tokenError(reply, 401, 'invalid_client', 'The OAuth client was not found.');
      if (credentials.secret !== client.clientSecret) return tokenError(reply, 401, 'invalid_client', 'Unauthorized');
      reply.header('cache-control', 'no-store');

      if (grantType === 'refresh_token') {
        const refreshToken = text(body, 'refresh_token');
        if (!refreshToken)
          return tokenError(reply, 400, 'invalid_request', 'Missing required parameter: refresh_token');
        const grant = tokens.refreshGrant(refreshToken);
        if (!grant) return tokenError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
        if (grant.clientId !== client.clientId) return tokenError(reply, 401, 'unauthorized_client', 'Unauthorized');
        const issued = tokens.issueAccessToken({ ...grant, refreshToken });
        return {
          ...issued,
          ...(grant.expiresInSec === undefined ? {} : { refresh_token_expires_in: grant.expiresInSec }),
          scope: grant.scopes.join(' '),
          token_type: 'Bearer',
        };
      }

      const codeText = text(body, 'code');
      if (!codeText) return tokenError(reply, 400, 'invalid_request', 'Missing required parameter: code');
      const code = requests.code(codeText);
      if (!code || code.clientId !== client.clientId) return tokenError(reply, 400, 'invalid_grant', 'Bad Request');
      if (code.used) {
        // A replayed code: what was issued for it can no longer be trusted (RFC 6749 section 4.1.2).
        if (code.refreshToken) tokens.revoke(code.refreshToken);
        return tokenError(reply, 400, 'invalid_grant', 'Bad Request');
      }
      if (text(body, 'redirect_uri') !== code.redirectUri)
        return tokenError(reply, 400, 'redirect_uri_mismatch', 'Bad Request');
      if (code.challenge) {
        const verifier = text(body, 'code_verifier');
        if (!verifier) return tokenError(reply, 400, 'invalid_grant', 'Missing code verifier.');
        if (!verifierMatches(verifier, code.challenge, code.challengeMethod ?? 'plain'))
          return tokenError(reply, 400, 'invalid_grant', 'Invalid code verifier.');
      }
      code.used = true;
      const grant = { channelId: code.channelId, scopes: code.scopes, clientId: client.clientId };
      const refresh = tokens.issueRefreshToken(grant);
      code.refreshToken = refresh.refresh_token;
      const issued = tokens.issueAccessToken({ ...grant, refreshToken: refresh.refresh_token });
      return { ...issued, ...refresh, scope: code.scopes.join(' '), token_type: 'Bearer' };
    });

    scope.post('/revoke', async (request, reply) => {
      const token = text((request.query ?? {}) as Params, 'token') ?? text((request.body ?? {}) as Params, 'token');
      if (!token) return tokenError(reply, 400, 'invalid_request', 'Missing required parameter: token');
      if (!tokens.revoke(token)) return tokenError(reply, 400, 'invalid_token', 'Token expired or revoked');
      return reply.code(200).send({});
    });
  });

  // Test control: how long a client's new refresh tokens live (its "publishing status" on the consent screen).
  app.put(`${EMULATOR_CONTROL_PREFIX}/oauth/refresh-token-lifetime`, async (request, reply) => {
    const parsed = refreshLifetimeSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: `invalid refresh token lifetime: ${z.prettifyError(parsed.error)}` });
    if (!findClient(parsed.data.clientId))
      return reply.code(404).send({ error: `no OAuth client ${parsed.data.clientId}` });
    const seconds = parsed.data.seconds === 'testing' ? TESTING_REFRESH_TOKEN_LIFETIME_SEC : parsed.data.seconds;
    tokens.setRefreshTokenLifetime(parsed.data.clientId, seconds);
    return { clientId: parsed.data.clientId, refreshTokenLifetimeSec: seconds };
  });

  // Test control: whether a client's API project has passed the platform's audit (unaudited: uploads locked private).
  app.put(`${EMULATOR_CONTROL_PREFIX}/oauth/audit`, async (request, reply) => {
    const parsed = auditSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: `invalid audit: ${z.prettifyError(parsed.error)}` });
    if (!findClient(parsed.data.clientId))
      return reply.code(404).send({ error: `no OAuth client ${parsed.data.clientId}` });
    tokens.setAudited(parsed.data.clientId, parsed.data.audited);
    return { clientId: parsed.data.clientId, audited: !tokens.uploadsLockedPrivate(parsed.data.clientId) };
  });

  ctx.info.push(() => ({
    oauth: {
      authorizeUrl: `${ctx.baseUrl()}${AUTHORIZE_PATH}`,
      tokenUrl: `${ctx.baseUrl()}/token`,
      revokeUrl: `${ctx.baseUrl()}/revoke`,
      accessTokenLifetimeSec: ctx.options.accessTokenLifetimeSec,
      clients: OAUTH_CLIENTS.map((client) => ({
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        name: client.name,
        consent: !client.autoApprove,
        refreshTokenLifetimeSec: tokens.refreshTokenLifetime(client.clientId) ?? null,
        audited: !tokens.uploadsLockedPrivate(client.clientId),
      })),
    },
    demo: { clientId: DEMO_CLIENT.clientId, clientSecret: DEMO_CLIENT.clientSecret },
  }));
};

const OAUTH = 'oauth';

export const oauthPlugin = fp(oauth, { name: OAUTH, fastify: '5.x', dependencies: [EMULATOR_CORE, YOUTUBE_DATA_API] });
