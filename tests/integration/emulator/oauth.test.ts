// The emulated authorization server as an installed app meets it: the authorize endpoint (the demo client comes
// straight back with a code, the sample client shows a consent page), the token endpoint with PKCE S256 and
// refresh tokens, revocation, and every error the real service names (such as `invalid_grant`, "Token has been
// expired or revoked."; https://developers.google.com/identity/protocols/oauth2/native-app).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  pkcePair,
  REDIRECT,
  SCOPE,
  startEmulatorHarness,
  type EmulatorHarness,
} from '../support/emulator-harness';

let fx: EmulatorHarness;
const SCOPES = [SCOPE('youtube.readonly'), SCOPE('youtube.upload')].join(' ');

beforeAll(async () => {
  fx = await startEmulatorHarness();
});
afterAll(async () => {
  await fx.close();
});

const demo = () => ({ client_id: fx.info.demo.clientId, client_secret: fx.info.demo.clientSecret });
const sample = () => {
  const client = fx.info.oauth.clients.find((candidate) => candidate.consent);
  if (!client) throw new Error('no consent client in /_emulator/v1/info');
  return client;
};

function authorizeParams(
  clientId: string,
  challenge: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: SCOPES,
    state: 'xyz-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
}

/** The demo client: 302 straight back to the loopback redirect with code, state and scope. */
async function demoCode(challenge: string, extra: Record<string, string> = {}): Promise<URL> {
  const reply = await fx.get(authorizeUrl(fx, authorizeParams(fx.info.demo.clientId, challenge, extra)));
  expect(reply.status).toBe(302);
  return new URL(reply.headers.get('location') ?? '');
}

const token = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fx.form(fx.info.oauth.tokenUrl, fields, headers);
const revoke = (value: string) => fx.form(`${fx.info.oauth.revokeUrl}?token=${encodeURIComponent(value)}`, {});
const mine = async (accessToken: string) => {
  const reply = await fx.api('/channels?part=id&mine=true', accessToken);
  return reply.status === 200 ? (reply.body.items[0]?.id as string) : reply.status;
};

/** A full sign-in of the demo client: the token endpoint's answer. */
async function signIn(
  extra: Record<string, string> = {},
): Promise<{ access_token: string; refresh_token: string; expires_in: number; scope: string; token_type: string }> {
  const { verifier, challenge } = pkcePair();
  const back = await demoCode(challenge, extra);
  const reply = await token({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code') ?? '',
    code_verifier: verifier,
    redirect_uri: REDIRECT,
    ...demo(),
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('authorization code with PKCE (the demo client)', () => {
  it('redirects back with code, state and scope; the exchange gives the tokens the real service gives', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await demoCode(challenge);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('xyz-123');
    expect(back.searchParams.get('scope')).toBe(SCOPES);
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^4\//);

    const reply = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      ...demo(),
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toEqual({
      access_token: expect.stringMatching(/^ya29\./),
      refresh_token: expect.stringMatching(/^1\/\//),
      expires_in: fx.info.oauth.accessTokenLifetimeSec,
      scope: SCOPES,
      token_type: 'Bearer',
    });
    expect(await mine(reply.body.access_token)).toBe(fx.info.demo.channelId);
  });

  it('login_hint picks the channel; client credentials may come as HTTP Basic', async () => {
    const { verifier, challenge } = pkcePair();
    const back = await demoCode(challenge, { login_hint: fx.info.demo.otherChannelId });
    const basic = Buffer.from(`${fx.info.demo.clientId}:${fx.info.demo.clientSecret}`).toString('base64');
    const reply = await token(
      {
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        code_verifier: verifier,
        redirect_uri: REDIRECT,
      },
      { authorization: `Basic ${basic}` },
    );
    expect(reply.status).toBe(200);
    expect(await mine(reply.body.access_token)).toBe(fx.info.demo.otherChannelId);
  });

  it('the tokens carry the scopes granted: an upload-only sign-in cannot read channels', async () => {
    const tokens = await signIn({ scope: SCOPE('youtube.upload') });
    expect(tokens.scope).toBe(SCOPE('youtube.upload'));
    expect(await mine(tokens.access_token)).toBe(403);
  });

  it('refuses a missing or wrong verifier, another redirect URI and another client', async () => {
    const { verifier, challenge } = pkcePair();
    const exchange = async (fields: Record<string, string>) => {
      const code = (await demoCode(challenge)).searchParams.get('code') ?? '';
      return token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...demo(), ...fields });
    };
    expect((await exchange({})).body).toEqual({ error: 'invalid_grant', error_description: 'Missing code verifier.' });
    expect((await exchange({ code_verifier: pkcePair().verifier })).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid code verifier.',
    });
    // A plain-method challenge is not a hash: the S256 challenge itself is not a valid verifier.
    expect((await exchange({ code_verifier: challenge })).body.error).toBe('invalid_grant');
    const elsewhere = await exchange({ code_verifier: verifier, redirect_uri: 'http://127.0.0.1:1/other' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe('redirect_uri_mismatch');
    const stolen = await exchange({
      code_verifier: verifier,
      client_id: sample().clientId,
      client_secret: sample().clientSecret,
    });
    expect(stolen).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('accepts the plain method, whose verifier is the challenge', async () => {
    const plain = 'a-plain-verifier-that-is-long-enough-for-rfc-7636-0123456789';
    const back = await demoCode(plain, { code_challenge_method: 'plain' });
    const reply = await token({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      code_verifier: plain,
      redirect_uri: REDIRECT,
      ...demo(),
    });
    expect(reply.status).toBe(200);
  });

  it('a code expires after ten minutes', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await demoCode(challenge)).searchParams.get('code') ?? '';
    await fx.advance(10 * 60 * 1000 + 1);
    const reply = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      ...demo(),
    });
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('a replayed code is refused and revokes the refresh token and access token it gave', async () => {
    const { verifier, challenge } = pkcePair();
    const code = (await demoCode(challenge)).searchParams.get('code') ?? '';
    const fields = {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      ...demo(),
    };
    const first = await token(fields);
    expect(first.status).toBe(200);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token, ...demo() });
    expect(refreshed.status).toBe(200);
    expect(await mine(refreshed.body.access_token)).toBe(fx.info.demo.channelId);

    const replay = await token(fields);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } });
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token, ...demo() })).body,
    ).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    expect(await mine(first.body.access_token)).toBe(401);
    expect(await mine(refreshed.body.access_token)).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('a refresh gives a new access token (no new refresh token), which outlives the expired one', async () => {
    const signedIn = await signIn();
    await fx.advance(signedIn.expires_in * 1000);
    expect(await mine(signedIn.access_token)).toBe(401);
    const reply = await token({ grant_type: 'refresh_token', refresh_token: signedIn.refresh_token, ...demo() });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      access_token: expect.stringMatching(/^ya29\./),
      expires_in: signedIn.expires_in,
      scope: SCOPES,
      token_type: 'Bearer',
    });
    expect(reply.body.access_token).not.toBe(signedIn.access_token);
    expect(await mine(reply.body.access_token)).toBe(fx.info.demo.channelId);
  });

  it("another client cannot use the demo client's refresh token", async () => {
    const signedIn = await signIn();
    const reply = await token({
      grant_type: 'refresh_token',
      refresh_token: signedIn.refresh_token,
      client_id: sample().clientId,
      client_secret: sample().clientSecret,
    });
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('unauthorized_client');
  });
});

describe('token endpoint errors', () => {
  it('names each as the real service does', async () => {
    expect(await token({ ...demo() })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    expect(await token({ grant_type: 'client_credentials', ...demo() })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: client_credentials' },
    });
    expect((await token({ grant_type: 'password', ...demo() })).body).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'Invalid grant_type: password',
    });
    expect(await token({ grant_type: 'refresh_token', refresh_token: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(
      await token({
        grant_type: 'refresh_token',
        refresh_token: 'x',
        client_id: 'nobody.apps.googleusercontent.com',
        client_secret: 's',
      }),
    ).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(
      await token({
        grant_type: 'refresh_token',
        refresh_token: 'x',
        client_id: fx.info.demo.clientId,
        client_secret: 'wrong',
      }),
    ).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await token({ grant_type: 'refresh_token', ...demo() })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: expect.stringContaining('refresh_token') },
    });
    expect(await token({ grant_type: 'refresh_token', refresh_token: '1//never-issued', ...demo() })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
    expect(await token({ grant_type: 'authorization_code', ...demo() })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: 'Missing required parameter: code' },
    });
    expect(
      await token({
        grant_type: 'authorization_code',
        code: '4/never-issued',
        code_verifier: 'v',
        redirect_uri: REDIRECT,
        ...demo(),
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });
});

describe('the authorize endpoint', () => {
  it('refuses what it cannot send back, with an error page, and redirects errors it can', async () => {
    const { challenge } = pkcePair();
    const page = async (params: Record<string, string>) => {
      const reply = await fx.get(authorizeUrl(fx, params));
      return { status: reply.status, text: reply.text, type: reply.headers.get('content-type') ?? '' };
    };
    const base = authorizeParams(fx.info.demo.clientId, challenge);
    const withoutClient = { ...base } as Record<string, string>;
    delete withoutClient.client_id;
    expect(await page(withoutClient)).toMatchObject({ status: 400, text: expect.stringContaining('invalid_request') });
    expect(await page({ ...base, client_id: 'nobody.apps.googleusercontent.com' })).toMatchObject({
      status: 401,
      text: expect.stringContaining('invalid_client'),
    });
    const withoutRedirect = { ...base } as Record<string, string>;
    delete withoutRedirect.redirect_uri;
    expect(await page(withoutRedirect)).toMatchObject({ status: 400, text: expect.stringContaining('redirect_uri') });
    for (const uri of ['https://evil.example/callback', 'http://192.168.1.20:8080/', 'urn:ietf:wg:oauth:2.0:oob']) {
      expect(await page({ ...base, redirect_uri: uri })).toMatchObject({
        status: 400,
        text: expect.stringContaining('redirect_uri_mismatch'),
        type: expect.stringContaining('text/html'),
      });
    }
    expect(await page({ ...base, scope: `${SCOPE('youtube')} ${SCOPE('drive')}` })).toMatchObject({
      status: 400,
      text: expect.stringContaining('invalid_scope'),
    });
    expect(await page({ ...base, scope: '' })).toMatchObject({
      status: 400,
      text: expect.stringContaining('invalid_request'),
    });
    expect(await page({ ...base, code_challenge_method: 'S512' })).toMatchObject({
      status: 400,
      text: expect.stringContaining('code_challenge_method'),
    });
    const noChallenge = { ...base } as Record<string, string>;
    delete noChallenge.code_challenge;
    expect((await page(noChallenge)).status).toBe(400);

    const implicit = await fx.get(authorizeUrl(fx, { ...base, response_type: 'token' }));
    expect(implicit.status).toBe(302);
    const back = new URL(implicit.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('unsupported_response_type');
    expect(back.searchParams.get('state')).toBe('xyz-123');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('the sample client gets a consent page; Allow with a chosen channel gives a code for that channel', async () => {
    const { verifier, challenge } = pkcePair();
    const page = await fx.get(authorizeUrl(fx, authorizeParams(sample().clientId, challenge)));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // The decision form posts here, then redirects to the app's loopback receiver.
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:*");
    expect(page.text).toContain('action="/o/oauth2/v2/auth/decision"');
    expect(page.text).toContain(fx.info.demo.channelId);
    expect(page.text).toContain(fx.info.demo.otherChannelId);
    expect(page.text).toContain('View your YouTube account');
    const requestId = /name="request" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    expect(requestId).not.toBe('');

    const decide = (fields: Record<string, string>) => fx.form('/o/oauth2/v2/auth/decision', fields);
    const allowed = await decide({ request: requestId, decision: 'allow', channel: fx.info.demo.otherChannelId });
    expect(allowed.status).toBe(302);
    const back = new URL(allowed.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('xyz-123');
    const exchanged = await token({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: sample().clientId,
      client_secret: sample().clientSecret,
    });
    expect(exchanged.status).toBe(200);
    expect(await mine(exchanged.body.access_token)).toBe(fx.info.demo.otherChannelId);
    // The demo client's secret does not open the sample client's tokens.
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token, ...demo() })).status,
    ).toBe(401);
    // A request is decided once.
    expect((await decide({ request: requestId, decision: 'allow', channel: fx.info.demo.channelId })).status).toBe(400);
  });

  it('Cancel sends access_denied with the state and no code; an unknown channel and a stale request are refused', async () => {
    const { challenge } = pkcePair();
    const requestOf = async () =>
      /name="request" value="([^"]+)"/.exec(
        (await fx.get(authorizeUrl(fx, authorizeParams(sample().clientId, challenge)))).text,
      )?.[1] ?? '';
    const decide = (fields: Record<string, string>) => fx.form('/o/oauth2/v2/auth/decision', fields);

    const denied = await decide({ request: await requestOf(), decision: 'deny', channel: fx.info.demo.channelId });
    expect(denied.status).toBe(302);
    const back = new URL(denied.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('xyz-123');
    expect(back.searchParams.get('code')).toBeNull();

    expect((await decide({ request: await requestOf(), decision: 'allow', channel: 'UCnobody' })).status).toBe(400);
    expect((await decide({ request: 'made-up', decision: 'allow' })).status).toBe(400);
    const stale = await requestOf();
    await fx.advance(10 * 60 * 1000 + 1);
    expect((await decide({ request: stale, decision: 'allow', channel: fx.info.demo.channelId })).status).toBe(400);
  });
});

describe('revoke', () => {
  it('revoking a refresh token ends every access token minted from it', async () => {
    const signedIn = await signIn();
    const second = (await token({ grant_type: 'refresh_token', refresh_token: signedIn.refresh_token, ...demo() })).body
      .access_token as string;
    const reply = await revoke(signedIn.refresh_token);
    expect(reply.status).toBe(200);
    expect(await mine(signedIn.access_token)).toBe(401);
    expect(await mine(second)).toBe(401);
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: signedIn.refresh_token, ...demo() })).body.error,
    ).toBe('invalid_grant');
    expect(await revoke(signedIn.refresh_token)).toMatchObject({
      status: 400,
      body: { error: 'invalid_token', error_description: 'Token expired or revoked' },
    });
  });

  it('revoking an access token that came from a refresh token revokes the refresh token too (token in the form body)', async () => {
    const signedIn = await signIn();
    const reply = await fx.form(fx.info.oauth.revokeUrl, { token: signedIn.access_token });
    expect(reply.status).toBe(200);
    expect(await mine(signedIn.access_token)).toBe(401);
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: signedIn.refresh_token, ...demo() })).body.error,
    ).toBe('invalid_grant');
  });

  it('revoking a minted access token ends only that token; no token is invalid_request', async () => {
    const one = await fx.token();
    const other = await fx.token();
    expect((await revoke(one)).status).toBe(200);
    expect(await mine(one)).toBe(401);
    expect(await mine(other)).toBe(fx.info.demo.channelId);
    expect(await fx.form(fx.info.oauth.revokeUrl, {})).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
  });
});
