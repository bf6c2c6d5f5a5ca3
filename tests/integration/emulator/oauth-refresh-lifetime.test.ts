// A refresh token with a lifetime, as the real token endpoint gives an OAuth client whose consent screen is in
// "Testing": the code exchange says `refresh_token_expires_in`, refreshes count it down, and once it has run out the
// endpoint answers `invalid_grant` "Token has been expired or revoked." exactly as for a revoked token.
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
const LIFETIME_PATH = '/_emulator/v1/oauth/refresh-token-lifetime';
const WEEK_SEC = 7 * 24 * 3600;

beforeAll(async () => {
  fx = await startEmulatorHarness();
});
afterAll(async () => {
  await fx.close();
});

const demo = () => ({ client_id: fx.info.demo.clientId, client_secret: fx.info.demo.clientSecret });

async function signIn(): Promise<{ status: number; body: any }> {
  const { verifier, challenge } = pkcePair();
  const reply = await fx.get(
    authorizeUrl(fx, {
      client_id: fx.info.demo.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: SCOPE('youtube.readonly'),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
  );
  const code = new URL(reply.headers.get('location') ?? '').searchParams.get('code') ?? '';
  return fx.form(fx.info.oauth.tokenUrl, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
    ...demo(),
  });
}

const refresh = (refreshToken: string) =>
  fx.form(fx.info.oauth.tokenUrl, { grant_type: 'refresh_token', refresh_token: refreshToken, ...demo() });

describe('refresh token lifetime', () => {
  it('gives no lifetime by default: a published app keeps its refresh token', async () => {
    const reply = await signIn();
    expect(reply.status).toBe(200);
    expect(reply.body.refresh_token_expires_in).toBeUndefined();
    await fx.advance(30 * 24 * 3600 * 1000);
    expect((await refresh(reply.body.refresh_token)).status).toBe(200);
  });

  it('a client in "Testing" gets 7-day refresh tokens that then answer invalid_grant', async () => {
    const set = await fx.controlOk('PUT', LIFETIME_PATH, { seconds: 'testing' });
    expect(set).toEqual({ clientId: fx.info.demo.clientId, refreshTokenLifetimeSec: WEEK_SEC });
    const info = await fx.controlOk('GET', '/_emulator/v1/info');
    const demoClient = info.oauth.clients.find((client: any) => client.clientId === fx.info.demo.clientId);
    expect(demoClient.refreshTokenLifetimeSec).toBe(WEEK_SEC);

    const reply = await signIn();
    expect(reply.body.refresh_token_expires_in).toBe(WEEK_SEC);

    await fx.advance(6 * 24 * 3600 * 1000);
    const stillAlive = await refresh(reply.body.refresh_token);
    expect(stillAlive.status).toBe(200);
    expect(stillAlive.body.refresh_token_expires_in).toBe(24 * 3600);

    await fx.advance(24 * 3600 * 1000 + 1000);
    const dead = await refresh(reply.body.refresh_token);
    expect(dead.status).toBe(400);
    expect(dead.body).toEqual({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  });

  it('a lifetime set to null stops limiting new refresh tokens; bad values are refused', async () => {
    await fx.controlOk('PUT', LIFETIME_PATH, { seconds: 60 });
    const short = await signIn();
    expect(short.body.refresh_token_expires_in).toBe(60);
    await fx.controlOk('PUT', LIFETIME_PATH, { seconds: null });
    const unlimited = await signIn();
    expect(unlimited.body.refresh_token_expires_in).toBeUndefined();
    await fx.advance(61_000);
    expect((await refresh(short.body.refresh_token)).status).toBe(400);
    expect((await refresh(unlimited.body.refresh_token)).status).toBe(200);

    expect((await fx.json('PUT', LIFETIME_PATH, { seconds: -5 })).status).toBe(400);
    expect((await fx.json('PUT', LIFETIME_PATH, { seconds: 60, clientId: 'nobody' })).status).toBe(404);
  });
});

describe('the CLI flag', () => {
  it("--refresh-token-lifetime sets every client's lifetime", async () => {
    const cli = await startEmulatorHarness({ mode: 'process', args: ['--refresh-token-lifetime', '604800'] });
    try {
      expect(cli.info.oauth.clients.every((client: any) => client.refreshTokenLifetimeSec === WEEK_SEC)).toBe(true);
    } finally {
      await cli.close();
    }
  });
});
