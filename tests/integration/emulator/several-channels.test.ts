// One user with several channels, several users on one OAuth client: the demo user's second channel (with content of
// its own), tokens bound to the channel chosen at consent, the project's quota with each channel's share, and the
// journal of writes that says whose token each write came with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIPS_CHANNEL_ID, DEMO_CLIPS_PLAYLIST_ID } from '../../../electron/emulator/data-api/demo-seed';
import {
  authorizeUrl,
  pkcePair,
  REDIRECT,
  startEmulatorHarness,
  type EmulatorHarness,
} from '../support/emulator-harness';

let fx: EmulatorHarness;

beforeAll(async () => {
  fx = await startEmulatorHarness();
});
afterAll(async () => {
  await fx.close();
});

async function signInAs(channelId: string): Promise<string> {
  const { verifier, challenge } = pkcePair();
  const consent = await fetch(
    authorizeUrl(fx, {
      client_id: fx.info.demo.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/youtube.force-ssl',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      login_hint: channelId,
    }),
    { redirect: 'manual' },
  );
  const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const reply = await fx.form('/token', {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT,
    client_id: fx.info.demo.clientId,
    client_secret: fx.info.demo.clientSecret,
  });
  expect(reply.status).toBe(200);
  return reply.body.access_token as string;
}

describe('the demo user has two channels', () => {
  it('lists them in the info, the default one first', () => {
    expect(fx.info.demo.channels).toEqual([fx.info.demo.channelId, DEMO_CLIPS_CHANNEL_ID]);
  });

  it('binds each token to the channel chosen, and each channel sees only its own videos and playlists', async () => {
    const main = await signInAs(fx.info.demo.channelId);
    const clips = await signInAs(DEMO_CLIPS_CHANNEL_ID);
    expect((await fx.api('/channels?part=id&mine=true', main)).body.items[0].id).toBe(fx.info.demo.channelId);
    expect((await fx.api('/channels?part=id&mine=true', clips)).body.items[0].id).toBe(DEMO_CLIPS_CHANNEL_ID);
    const playlists = await fx.api('/playlists?part=snippet&mine=true&maxResults=50', clips);
    expect(playlists.body.items.map((item: { id: string }) => item.id)).toEqual([DEMO_CLIPS_PLAYLIST_ID]);
    const uploads = await fx.api(
      `/playlistItems?part=contentDetails&maxResults=50&playlistId=UU${DEMO_CLIPS_CHANNEL_ID.slice(2)}`,
      clips,
    );
    expect(uploads.body.items).toHaveLength(3);
    const mainUploads = await fx.api(
      `/playlistItems?part=contentDetails&maxResults=50&playlistId=${fx.info.demo.uploadsPlaylistId}`,
      main,
    );
    expect(mainUploads.body.pageInfo.totalResults).toBe(14);
  });

  it('holds comments of its own for review', async () => {
    const clips = await signInAs(DEMO_CLIPS_CHANNEL_ID);
    const held = await fx.api(
      `/commentThreads?part=snippet&allThreadsRelatedToChannelId=${DEMO_CLIPS_CHANNEL_ID}&moderationStatus=heldForReview&maxResults=100`,
      clips,
    );
    expect(held.status).toBe(200);
    expect(held.body.items.length).toBeGreaterThan(0);
    for (const thread of held.body.items) expect(thread.snippet.channelId).toBe(DEMO_CLIPS_CHANNEL_ID);
  });
});

describe('one project, several channels', () => {
  it("charges the project and records each channel's share; the journal names each write's channel", async () => {
    await fx.controlOk('POST', '/_emulator/v1/quota/reset');
    await fx.controlOk('POST', '/_emulator/v1/writes/reset');
    const main = await signInAs(fx.info.demo.channelId);
    const clips = await signInAs(DEMO_CLIPS_CHANNEL_ID);
    await fx.api('/channels?part=id&mine=true', main);
    await fx.api('/channels?part=id&mine=true', clips);
    await fx.api('/channels?part=id&mine=true', clips);
    const renamed = await fx.json(
      'POST',
      '/youtube/v3/playlists?part=snippet,status',
      { snippet: { title: 'Made by the clips channel' }, status: { privacyStatus: 'private' } },
      clips,
    );
    expect(renamed.status).toBe(200);

    const quota = (await fx.json('GET', '/_emulator/v1/quota')).body;
    const project = quota.projects.find((entry: { clientId: string }) => entry.clientId === fx.info.demo.clientId);
    const shares = Object.fromEntries(
      project.channels.map((share: { channelId: string; buckets: { units: number } }) => [
        share.channelId,
        share.buckets.units,
      ]),
    );
    expect(shares).toEqual({ [fx.info.demo.channelId]: 1, [DEMO_CLIPS_CHANNEL_ID]: 52 });
    expect(project.buckets.units.used).toBe(53);

    const writes = (await fx.json('GET', `/_emulator/v1/writes?channelId=${DEMO_CLIPS_CHANNEL_ID}`)).body;
    expect(writes.writes).toEqual([
      expect.objectContaining({ method: 'playlists.insert', channelId: DEMO_CLIPS_CHANNEL_ID }),
    ]);
    expect((await fx.json('GET', `/_emulator/v1/writes?channelId=${fx.info.demo.channelId}`)).body.count).toBe(0);
    expect((await fx.json('GET', '/_emulator/v1/writes?unknown=1')).status).toBe(400);
  });
});
