// What discovery revision 20260924 adds, driven by the official Node client (@googleapis/youtube) in conformance
// mode, so every answer is also held to the schemas generated from that revision: the altered or synthetic content
// disclosure (status.containsSyntheticMedia) on insert, update and list; paidProductPlacementDetails for the owner
// only; videoTrainability.get; and channels' status.isChannelMonetizationEnabled and longUploadsStatus.
import { Readable } from 'node:stream';
import type { youtube_v3 } from '@googleapis/youtube';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchMyChannel } from '../../../electron/platform/channels';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { refusalOf } from '../support/sdk-refusal';

const OWN_VIDEO = 'dQd3moVid01';
const OTHER_VIDEO = 'oTh3rVid001';
const PRIVATE_VIDEO = 'dQd3moVid05';

let fx: EmulatorHarness;
let owner: youtube_v3.Youtube;
let other: youtube_v3.Youtube;

beforeAll(async () => {
  fx = await startEmulatorHarness();
});
afterAll(async () => {
  await fx.close();
});
beforeEach(async () => {
  await fx.controlOk('POST', '/_emulator/v1/quota/reset');
  owner = fx.youtube(await fx.token());
  other = fx.youtube(await fx.token({ channelId: fx.info.demo.otherChannelId }));
});

function upload(status: youtube_v3.Schema$VideoStatus) {
  return owner.videos.insert(
    {
      part: ['snippet', 'status'],
      requestBody: { snippet: { title: 'Made with a generated voice' }, status },
      media: { mimeType: 'video/mp4', body: Readable.from([Buffer.from('not really a video')]) },
    },
    // The client builds media URLs from the per-call rootUrl only.
    { rootUrl: `${fx.baseUrl}/` },
  );
}

async function statusOf(client: youtube_v3.Youtube, id: string) {
  const listed = await client.videos.list({ part: ['status'], id: [id] });
  return listed.data.items?.[0]?.status;
}

describe('status.containsSyntheticMedia (settable on insert and update since 2024-10-30)', () => {
  it('is stored at insert and listed back with status, to the owner and to others', async () => {
    const inserted = await upload({ privacyStatus: 'public', containsSyntheticMedia: true });
    expect(inserted.data.status?.containsSyntheticMedia).toBe(true);
    const id = inserted.data.id as string;
    expect((await statusOf(owner, id))?.containsSyntheticMedia).toBe(true);
    expect((await statusOf(other, id))?.containsSyntheticMedia).toBe(true);
  });

  it('is absent, not false, when the upload did not answer', async () => {
    const inserted = await upload({ privacyStatus: 'private' });
    expect(inserted.data.status).not.toHaveProperty('containsSyntheticMedia');
    expect(await statusOf(owner, inserted.data.id as string)).not.toHaveProperty('containsSyntheticMedia');
  });

  it('is changed by videos.update and cleared when an update of status leaves it out', async () => {
    const id = (await upload({ privacyStatus: 'private', containsSyntheticMedia: false })).data.id as string;
    const updated = await owner.videos.update({
      part: ['status'],
      requestBody: { id, status: { privacyStatus: 'private', containsSyntheticMedia: true } },
    });
    expect(updated.data.status?.containsSyntheticMedia).toBe(true);
    expect((await statusOf(owner, id))?.containsSyntheticMedia).toBe(true);
    await owner.videos.update({ part: ['status'], requestBody: { id, status: { privacyStatus: 'private' } } });
    expect(await statusOf(owner, id)).not.toHaveProperty('containsSyntheticMedia');
  });

  it('refuses a value that is not a boolean', async () => {
    const refusal = await refusalOf(
      owner.videos.update({
        part: ['status'],
        requestBody: {
          id: OWN_VIDEO,
          status: { privacyStatus: 'public', containsSyntheticMedia: 'yes' as unknown as boolean },
        },
      }),
    );
    expect(refusal).toMatchObject({ status: 400, reason: 'invalidValue' });
  });
});

describe('paidProductPlacementDetails (owner only)', () => {
  it('is a known part now, read by the owner as the studio set it', async () => {
    await fx.controlOk('PUT', `/_emulator/v1/videos/${OWN_VIDEO}/studio`, { hasPaidProductPlacement: true });
    const listed = await owner.videos.list({ part: ['paidProductPlacementDetails'], id: [OWN_VIDEO] });
    expect(listed.data.items?.[0]?.paidProductPlacementDetails).toEqual({ hasPaidProductPlacement: true });
  });

  it('is left out for anyone but the owner', async () => {
    const listed = await other.videos.list({ part: ['id', 'paidProductPlacementDetails'], id: [OWN_VIDEO] });
    expect(listed.data.items?.[0]?.id).toBe(OWN_VIDEO);
    expect(listed.data.items?.[0]).not.toHaveProperty('paidProductPlacementDetails');
    const keyed = await fx.api(`/videos?part=paidProductPlacementDetails&id=${OWN_VIDEO}`, {
      key: fx.info.apiKey,
    });
    expect(keyed.status).toBe(200);
    expect((keyed.body as { items: object[] }).items[0]).not.toHaveProperty('paidProductPlacementDetails');
  });

  it('may be named in an update, which answers it but does not set it (set in the studio)', async () => {
    await fx.controlOk('PUT', `/_emulator/v1/videos/${OWN_VIDEO}/studio`, { hasPaidProductPlacement: false });
    const updated = await owner.videos.update({
      part: ['paidProductPlacementDetails'],
      requestBody: { id: OWN_VIDEO, paidProductPlacementDetails: { hasPaidProductPlacement: true } },
    });
    expect(updated.data.paidProductPlacementDetails).toEqual({ hasPaidProductPlacement: false });
  });

  it('is refused in a body whose part does not name it', async () => {
    const refusal = await refusalOf(
      owner.videos.update({
        part: ['status'],
        requestBody: {
          id: OWN_VIDEO,
          status: { privacyStatus: 'public' },
          paidProductPlacementDetails: { hasPaidProductPlacement: true },
        },
      }),
    );
    expect(refusal).toMatchObject({ status: 400, reason: 'unexpectedPart' });
  });
});

describe('videoTrainability.get', () => {
  it('answers who may train on a video, with no quota and no credentials needed', async () => {
    await fx.controlOk('PUT', `/_emulator/v1/videos/${OWN_VIDEO}/studio`, {
      trainability: ['Example Research Lab', 'Sample AI Company'],
    });
    const before = (await fx.controlOk('GET', '/_emulator/v1/quota')) as { buckets: { units: { used: number } } };
    const answer = await owner.videoTrainability.get({ id: OWN_VIDEO });
    expect(answer.data).toMatchObject({
      kind: 'youtube#videoTrainability',
      videoId: OWN_VIDEO,
      permitted: ['Example Research Lab', 'Sample AI Company'],
    });
    expect(answer.data.etag).toEqual(expect.any(String));
    const anonymous = await fx.api(`/videoTrainability?id=${OTHER_VIDEO}`);
    expect(anonymous.status).toBe(200);
    expect((anonymous.body as { permitted: string[] }).permitted).toEqual(['none']);
    const after = (await fx.controlOk('GET', '/_emulator/v1/quota')) as { buckets: { units: { used: number } } };
    expect(after.buckets.units.used).toBe(before.buckets.units.used);
  });

  it('answers ["None"] for a video it cannot find or show, and requires the id', async () => {
    expect((await other.videoTrainability.get({ id: 'noSuchVideo' })).data.permitted).toEqual(['None']);
    expect((await other.videoTrainability.get({ id: PRIVATE_VIDEO })).data.permitted).toEqual(['None']);
    expect((await owner.videoTrainability.get({ id: PRIVATE_VIDEO })).data.permitted).toEqual(['none']);
    expect(await refusalOf(owner.videoTrainability.get({}))).toMatchObject({ status: 400, reason: 'required' });
  });

  it('checks credentials when they are sent: a bad token or key is refused, not taken as anonymous', async () => {
    const badToken = await fx.api(`/videoTrainability?id=${OWN_VIDEO}`, 'not-a-token');
    expect(badToken.status).toBe(401);
    const badKey = await fx.api(`/videoTrainability?id=${OWN_VIDEO}`, { key: 'not-the-key' });
    expect(badKey.status).toBe(400);
    const keyed = await fx.api(`/videoTrainability?id=${OWN_VIDEO}`, { key: fx.info.apiKey });
    expect(keyed.status).toBe(200);
  });
});

describe('channels.list status (isChannelMonetizationEnabled, longUploadsStatus)', () => {
  it('reports monetization and each long-uploads status the studio control sets', async () => {
    const channelId = fx.info.demo.channelId;
    const statusNow = async () =>
      (await owner.channels.list({ part: ['status'], mine: true })).data.items?.[0]?.status ?? {};
    expect(await statusNow()).toMatchObject({ isChannelMonetizationEnabled: true, longUploadsStatus: 'allowed' });
    for (const longUploadsStatus of ['eligible', 'disallowed', 'allowed'] as const) {
      await fx.controlOk('PUT', `/_emulator/v1/channels/${channelId}/studio`, {
        isChannelMonetizationEnabled: longUploadsStatus === 'allowed',
        longUploadsStatus,
      });
      expect(await statusNow()).toMatchObject({
        isChannelMonetizationEnabled: longUploadsStatus === 'allowed',
        longUploadsStatus,
      });
    }
  });

  it('refuses a studio setting the platform does not have', async () => {
    const reply = await fx.json('PUT', `/_emulator/v1/channels/${fx.info.demo.channelId}/studio`, {
      longUploadsStatus: 'maybe',
    });
    expect(reply.status).toBe(400);
    const missing = await fx.json('PUT', '/_emulator/v1/videos/noSuchVideo/studio', { trainability: ['all'] });
    expect(missing.status).toBe(404);
  });
});

describe("the app's own channel read (electron/platform/channels.ts)", () => {
  it('carries isChannelMonetizationEnabled as channels.list says it', async () => {
    const channelId = fx.info.demo.channelId;
    await fx.controlOk('PUT', `/_emulator/v1/channels/${channelId}/studio`, { isChannelMonetizationEnabled: false });
    expect((await fetchMyChannel(fx.dataApiClient())).isChannelMonetizationEnabled).toBe(false);
    await fx.controlOk('PUT', `/_emulator/v1/channels/${channelId}/studio`, { isChannelMonetizationEnabled: true });
    expect(await fetchMyChannel(fx.dataApiClient())).toMatchObject({
      id: channelId,
      isChannelMonetizationEnabled: true,
    });
  });
});

describe('conformance', () => {
  it('held every answer above to the schemas of revision 20260924 without a violation (runs last)', async () => {
    const report = await fx.conformance();
    expect(report.violations).toEqual([]);
    expect(Object.keys(report.checked)).toEqual(
      expect.arrayContaining(['videos.insert', 'videos.update', 'videos.list', 'videoTrainability.get']),
    );
  });
});
