// The platform's official Node client (@googleapis/youtube, with its google-auth-library OAuth2 client) pointed
// at the emulator: the whole desktop sign-in with PKCE, list calls with paging, transparent refresh after the
// access token dies, errors as GaxiosError with the status and reason clients branch on, and revocation.
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { GaxiosError } from 'gaxios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_UPLOADS_NEWEST_FIRST,
  REDIRECT,
  SCOPE,
  startEmulatorHarness,
  type EmulatorHarness,
} from '../support/emulator-harness';

let fx: EmulatorHarness;
let oauth: InstanceType<typeof auth.OAuth2>;
let client: youtube_v3.Youtube;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  oauth = new auth.OAuth2({
    clientId: fx.info.demo.clientId,
    clientSecret: fx.info.demo.clientSecret,
    redirectUri: REDIRECT,
    endpoints: {
      oauth2AuthBaseUrl: fx.info.oauth.authorizeUrl,
      oauth2TokenUrl: fx.info.oauth.tokenUrl,
      oauth2RevokeUrl: fx.info.oauth.revokeUrl,
    },
    // Retry once through the refresh token when the emulator answers 401 even though the local expiry says "fresh".
    forceRefreshOnFailure: true,
  });
  client = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth });
});
afterAll(async () => {
  await fx.close();
});

async function failure(promise: Promise<unknown>): Promise<GaxiosError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GaxiosError);
    return error as GaxiosError;
  }
  throw new Error('expected the call to fail');
}

const reasonOf = (error: GaxiosError) =>
  (error.response?.data as { error?: { errors?: Array<{ reason?: string; domain?: string }> } })?.error?.errors?.[0];

describe('@googleapis/youtube against the emulator core', () => {
  it('signs in with the library: auth URL with PKCE, code on the loopback redirect, getToken', async () => {
    const { codeVerifier, codeChallenge } = await oauth.generateCodeVerifierAsync();
    const url = oauth.generateAuthUrl({
      access_type: 'offline',
      scope: [SCOPE('youtube'), SCOPE('youtube.upload')],
      state: 'from-the-sdk',
      code_challenge: codeChallenge,
      code_challenge_method: 'S256' as never,
    });
    expect(url.startsWith(fx.info.oauth.authorizeUrl)).toBe(true);
    const redirect = await fx.get(url);
    expect(redirect.status).toBe(302);
    const back = new URL(redirect.headers.get('location') ?? '');
    expect(back.searchParams.get('state')).toBe('from-the-sdk');
    const { tokens } = await oauth.getToken({ code: back.searchParams.get('code') ?? '', codeVerifier });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toMatch(/^1\/\//);
    expect(tokens.expiry_date).toBeGreaterThan(Date.now());
    oauth.setCredentials(tokens);
  });

  it('channels.list mine=true', async () => {
    const channels = await client.channels.list({ part: ['snippet', 'contentDetails', 'statistics'], mine: true });
    expect(channels.status).toBe(200);
    const channel = channels.data.items?.[0];
    expect(channel?.id).toBe(fx.info.demo.channelId);
    expect(channel?.snippet?.title).toBe('Demo Creator');
    expect(channel?.contentDetails?.relatedPlaylists?.uploads).toBe(fx.info.demo.uploadsPlaylistId);
    expect(channel?.statistics?.videoCount).toBe('14');
    // A client without an OAuth client of its own may carry a token it got elsewhere in each request's headers.
    const bare = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/` });
    const withHeader = await bare.channels.list(
      { part: ['snippet'], mine: true },
      { headers: { authorization: `Bearer ${await fx.token()}` } },
    );
    expect(withHeader.status).toBe(200);
    expect(withHeader.data.items?.[0]?.snippet?.title).toBe('Demo Creator');
  });

  it('videoCategories.list, with the OAuth client and with an API key', async () => {
    const categories = await client.videoCategories.list({ part: ['snippet'], regionCode: 'US' });
    expect(categories.data.kind).toBe('youtube#videoCategoryListResponse');
    expect(categories.data.items?.find((item) => item.id === '22')?.snippet).toMatchObject({
      title: 'People & Blogs',
      assignable: true,
    });
    const keyed = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: fx.info.apiKey });
    const byId = await keyed.videoCategories.list({ part: ['snippet'], id: ['10', '30'] });
    expect(byId.data.items?.map((item) => [item.id, item.snippet?.assignable])).toEqual([
      ['10', true],
      ['30', false],
    ]);
  });

  it('playlistItems.list pages through the uploads playlist, newest first, and back', async () => {
    const seen: string[] = [];
    const tokens: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await client.playlistItems.list({
        part: ['snippet', 'contentDetails'],
        playlistId: fx.info.demo.uploadsPlaylistId,
        maxResults: 4,
        ...(pageToken ? { pageToken } : {}),
      });
      expect(page.data.pageInfo).toEqual({ totalResults: 14, resultsPerPage: 4 });
      seen.push(...(page.data.items ?? []).map((item) => item.contentDetails?.videoId ?? ''));
      pageToken = page.data.nextPageToken ?? undefined;
      if (pageToken) tokens.push(pageToken);
    } while (pageToken);
    expect(seen).toEqual(DEMO_UPLOADS_NEWEST_FIRST);
    expect(tokens).toHaveLength(3);
    const last = await client.playlistItems.list({
      part: ['id'],
      playlistId: fx.info.demo.uploadsPlaylistId,
      maxResults: 4,
      pageToken: tokens[0],
    });
    const first = await client.playlistItems.list({
      part: ['contentDetails'],
      playlistId: fx.info.demo.uploadsPlaylistId,
      maxResults: 4,
      pageToken: last.data.prevPageToken ?? '',
    });
    expect(first.data.items?.[0]?.contentDetails?.videoId).toBe('dQd3moVid14');
  });

  it('refreshes by itself when the emulator expires its access token', async () => {
    const before = oauth.credentials.access_token;
    const refreshed: string[] = [];
    oauth.on('tokens', (tokens) => refreshed.push(tokens.access_token ?? ''));
    expect((await fx.json('POST', '/_emulator/v1/tokens/expire')).body.expired).toBeGreaterThanOrEqual(1);
    const channels = await client.channels.list({ part: ['id'], mine: true });
    expect(channels.data.items?.[0]?.id).toBe(fx.info.demo.channelId);
    expect(refreshed).toHaveLength(1);
    expect(oauth.credentials.access_token).toBe(refreshed[0]);
    expect(oauth.credentials.access_token).not.toBe(before);
    oauth.removeAllListeners('tokens');
  });

  it('errors reach the caller as GaxiosError with the status and the reason', async () => {
    const unknownPart = await failure(client.channels.list({ part: ['snippet', 'bogus'], mine: true }));
    expect(unknownPart.status).toBe(400);
    expect(unknownPart.response?.status).toBe(400);
    expect(reasonOf(unknownPart)).toMatchObject({ reason: 'unknownPart', domain: 'youtube.part' });

    const noPlaylist = await failure(client.playlistItems.list({ part: ['id'], playlistId: 'PLnothingHere' }));
    expect(noPlaylist.status).toBe(404);
    expect(reasonOf(noPlaylist)?.reason).toBe('playlistNotFound');

    await fx.json('POST', '/_emulator/v1/quota/exhaust');
    try {
      const quota = await failure(client.i18nRegions.list({ part: ['snippet'] }));
      expect(quota.status).toBe(403);
      expect(reasonOf(quota)).toMatchObject({ reason: 'quotaExceeded', domain: 'youtube.quota' });
    } finally {
      await fx.json('POST', '/_emulator/v1/quota/reset');
    }

    const anonymous = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/` });
    const unauthenticated = await failure(anonymous.channels.list({ part: ['id'], id: [fx.info.demo.channelId] }));
    expect(unauthenticated.status).toBe(401);
    expect(reasonOf(unauthenticated)?.reason).toBe('required');
  });

  it('revokeToken ends the session: the refresh token no longer works', async () => {
    const refreshToken = oauth.credentials.refresh_token ?? '';
    const revoked = await oauth.revokeToken(refreshToken);
    expect(revoked.status).toBe(200);
    // A fresh client holding only the refresh token, as an app restored from its keychain.
    const restored = new auth.OAuth2({
      clientId: fx.info.demo.clientId,
      clientSecret: fx.info.demo.clientSecret,
      endpoints: { oauth2TokenUrl: fx.info.oauth.tokenUrl },
    });
    restored.setCredentials({ refresh_token: refreshToken });
    const dead = await failure(restored.getAccessToken());
    expect(dead.status).toBe(400);
    expect(dead.response?.data).toMatchObject({ error: 'invalid_grant' });
  });
});
