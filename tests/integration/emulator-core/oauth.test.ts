// The emulated authorization server as an installed app meets it: PKCE with S256 and a loopback redirect, the
// consent page of a client that is not pre-approved, refresh, revoke, and the errors of the real service.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let core: EmulatorHarness;
const REDIRECT = 'http://127.0.0.1:53682/';
const SCOPES = [SCOPE('youtube'), SCOPE('youtube.upload')].join(' ');

beforeAll(async () => {
  core = await startEmulatorHarness();
});
afterAll(async () => {
  await core.close();
});

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(clientId: string, challenge: string, extra: Record<string, string> = {}): string {
  const url = new URL(core.info.oauth.authorizeUrl);
  const params = { client_id: clientId, redirect_uri: REDIRECT, response_type: 'code', scope: SCOPES, state: 'st4te', code_challenge: challenge, code_challenge_method: 'S256', ...extra };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function token(form: Record<string, string>): Promise<{ status: number; body: any }> {
  const response = await fetch(core.info.oauth.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: await response.json() };
}

/** The demo client: the authorize endpoint sends the browser straight back with a code. */
async function demoCode(challenge: string): Promise<string> {
  const response = await fetch(authorizeUrl(core.info.demo.clientId, challenge), { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}/`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe('st4te');
  return back.searchParams.get('code') ?? '';
}

const demoClient = () => ({ client_id: core.info.demo.clientId, client_secret: core.info.demo.clientSecret });

describe('authorization code with PKCE', () => {
  it('exchanges a code for tokens that work on the Data API, then refreshes', async () => {
    const { verifier, challenge } = pkce();
    const code = await demoCode(challenge);
    const exchanged = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, ...demoClient() });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: SCOPES, access_token: expect.any(String), refresh_token: expect.any(String) });
    expect((await core.api('/channels?part=id&mine=true', exchanged.body.access_token)).body.items[0].id).toBe(core.info.demo.channelId);

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token, ...demoClient() });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeUndefined();
    expect(refreshed.body.access_token).not.toBe(exchanged.body.access_token);
  });

  it('refuses a wrong verifier, a missing verifier, another redirect URI and a second use of the code', async () => {
    const { verifier, challenge } = pkce();
    const code = await demoCode(challenge);
    expect((await token({ grant_type: 'authorization_code', code, code_verifier: pkce().verifier, redirect_uri: REDIRECT, ...demoClient() })).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid code verifier.',
    });
    expect((await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...demoClient() })).body.error_description).toBe('Missing code verifier.');
    expect((await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: 'http://127.0.0.1:1/', ...demoClient() })).body.error).toBe('redirect_uri_mismatch');

    const good = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, ...demoClient() });
    expect(good.status).toBe(200);
    const replay = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, ...demoClient() });
    expect(replay).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } });
    // The replay revoked what the code had given.
    expect((await token({ grant_type: 'refresh_token', refresh_token: good.body.refresh_token, ...demoClient() })).body.error).toBe('invalid_grant');
  });

  it('names client and grant errors as the real service does', async () => {
    expect(await token({ grant_type: 'password', ...demoClient() })).toEqual({ status: 400, body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type: password' } });
    expect((await token({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'nobody', client_secret: 'x' })).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: 'x', client_id: core.info.demo.clientId, client_secret: 'wrong' })).body.error).toBe('invalid_client');
    expect(await token({ grant_type: 'refresh_token', refresh_token: '1//dead', ...demoClient() })).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
    expect((await token({ grant_type: 'authorization_code', ...demoClient() })).body).toEqual({ error: 'invalid_request', error_description: 'Missing required parameter: code' });
  });
});

describe('the authorize endpoint', () => {
  it('shows the consent page for a client that is not pre-approved; Allow returns a code, Cancel access_denied', async () => {
    const sample = core.info.oauth.clients.find((client) => client.consent)!;
    const { verifier, challenge } = pkce();
    const page = await fetch(authorizeUrl(sample.clientId, challenge));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:*");
    const html = await page.text();
    expect(html).toContain('Allow');
    const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '';

    const decide = (decision: string, id: string) =>
      fetch(`${core.baseUrl}/o/oauth2/v2/auth/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ request: id, decision, channel: core.info.demo.otherChannelId }).toString(),
        redirect: 'manual',
      });
    const allowed = await decide('allow', requestId);
    expect(allowed.status).toBe(302);
    const code = new URL(allowed.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const exchanged = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, client_id: sample.clientId, client_secret: sample.clientSecret });
    // The user picked the other channel on the consent page.
    expect((await core.api('/channels?part=id&mine=true', exchanged.body.access_token)).body.items[0].id).toBe(core.info.demo.otherChannelId);
    // A decision is taken once.
    expect((await decide('allow', requestId)).status).toBe(400);

    const second = await (await fetch(authorizeUrl(sample.clientId, challenge))).text();
    const denied = await decide('deny', /name="request" value="([^"]+)"/.exec(second)?.[1] ?? '');
    const back = new URL(denied.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st4te');
  });

  it('refuses an unknown client, a redirect off the loopback, unknown scopes and a bad challenge method', async () => {
    const { challenge } = pkce();
    expect((await fetch(authorizeUrl('nobody.apps.googleusercontent.com', challenge))).status).toBe(401);
    const offLoopback = await fetch(authorizeUrl(core.info.demo.clientId, challenge, { redirect_uri: 'https://evil.example/cb' }));
    expect(offLoopback.status).toBe(400);
    expect(await offLoopback.text()).toContain('redirect_uri_mismatch');
    const badScope = await fetch(authorizeUrl(core.info.demo.clientId, challenge, { scope: 'https://www.googleapis.com/auth/drive' }));
    expect(await badScope.text()).toContain('invalid_scope');
    expect((await fetch(authorizeUrl(core.info.demo.clientId, challenge, { code_challenge_method: 'S512' }))).status).toBe(400);
    const wrongType = await fetch(authorizeUrl(core.info.demo.clientId, challenge, { response_type: 'token' }), { redirect: 'manual' });
    expect(new URL(wrongType.headers.get('location') ?? '').searchParams.get('error')).toBe('unsupported_response_type');
  });
});

describe('revoke', () => {
  it('revokes a refresh token with its access tokens; an unknown token is invalid_token', async () => {
    const { verifier, challenge } = pkce();
    const code = await demoCode(challenge);
    const { body } = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, ...demoClient() });
    const revoked = await fetch(`${core.info.oauth.revokeUrl}?token=${encodeURIComponent(body.refresh_token)}`, { method: 'POST' });
    expect(revoked.status).toBe(200);
    expect((await core.api('/channels?part=id&mine=true', body.access_token)).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token, ...demoClient() })).body.error).toBe('invalid_grant');
    const again = await fetch(`${core.info.oauth.revokeUrl}?token=${encodeURIComponent(body.refresh_token)}`, { method: 'POST' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid_token', error_description: 'Token expired or revoked' });
  });
});
