// The platform's quota as it is today (table of 2026-06-03), driven by the official Node client (@googleapis/youtube)
// in conformance mode: a day of 100 uploads passes and the 101st is refused with quotaExceeded on the uploads bucket
// while videos.list still works; search has its own 100; the other methods are charged their table cost in the
// shared units; and a channel's own upload cap is a separate refusal (uploadLimitExceeded).
import { Readable } from 'node:stream';
import type { youtube_v3 } from '@googleapis/youtube';
import { GaxiosError } from 'gaxios';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

interface Bucket {
  used: number;
  limit: number;
}
type Buckets = Record<'uploads' | 'search' | 'units' | 'stats', Bucket>;

let fx: EmulatorHarness;
let client: youtube_v3.Youtube;

beforeAll(async () => {
  fx = await startEmulatorHarness();
});
afterAll(async () => {
  await fx.close();
});
beforeEach(async () => {
  await fx.controlOk('PUT', '/_emulator/v1/quota', {
    limits: { uploads: 100, search: 100, units: 10_000, stats: 10_000 },
    uploadCapPerChannel: 150,
  });
  await fx.controlOk('POST', '/_emulator/v1/quota/reset');
  client = fx.youtube(await fx.token());
});

const buckets = async () => ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { buckets: Buckets }).buckets;

function upload(title: string) {
  return client.videos.insert(
    {
      part: ['snippet', 'status'],
      requestBody: { snippet: { title }, status: { privacyStatus: 'private' } },
      media: { mimeType: 'video/mp4', body: Readable.from([Buffer.from(`not really a video: ${title}`)]) },
    },
    // The client builds media URLs from the per-call rootUrl only.
    { rootUrl: `${fx.baseUrl}/` },
  );
}

async function refusal(work: Promise<unknown>): Promise<{ status?: number; reason?: string; domain?: string }> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GaxiosError);
  const data = (error as GaxiosError).response?.data as { error?: { errors?: { reason?: string; domain?: string }[] } };
  const first = data.error?.errors?.[0];
  return { status: (error as GaxiosError).response?.status, reason: first?.reason, domain: first?.domain };
}

describe('the quota buckets through the official client', () => {
  it('takes 100 uploads in a day, refuses the 101st on the uploads bucket, and videos.list still answers', async () => {
    for (let i = 1; i <= 100; i += 1) {
      const answer = await upload(`Upload ${i}`);
      expect(answer.status).toBe(200);
    }
    expect(await buckets()).toMatchObject({ uploads: { used: 100, limit: 100 }, units: { used: 0 } });
    expect(await refusal(upload('Upload 101'))).toEqual({
      status: 403,
      reason: 'quotaExceeded',
      domain: 'youtube.quota',
    });
    const listed = await client.videos.list({ part: ['id'], id: ['dQd3moVid01'] });
    expect(listed.status).toBe(200);
    expect(listed.data.items?.map((video) => video.id)).toEqual(['dQd3moVid01']);
    // The next Pacific day the bucket is full again.
    await fx.advance(24 * 3_600_000);
    client = fx.youtube(await fx.token());
    expect((await upload('Upload of the next day')).status).toBe(200);
  });

  it('gives search.list a bucket of its own: 100 a day, then quotaExceeded while uploads and units still serve', async () => {
    for (let i = 0; i < 100; i += 1) {
      expect((await client.search.list({ part: ['id'], forMine: true, type: ['video'], q: `n${i}` })).status).toBe(200);
    }
    expect(await buckets()).toMatchObject({ search: { used: 100, limit: 100 }, units: { used: 0 } });
    expect(await refusal(client.search.list({ part: ['id'], forMine: true, type: ['video'] }))).toMatchObject({
      status: 403,
      reason: 'quotaExceeded',
    });
    expect((await upload('While search is out')).status).toBe(200);
    expect((await client.videos.list({ part: ['id'], id: ['dQd3moVid01'] })).status).toBe(200);
  });

  it('charges the other methods their table cost in the shared units, refused calls too', async () => {
    const charged = async (work: () => Promise<unknown>) => {
      const before = (await buckets()).units.used;
      await work().catch(() => undefined);
      return (await buckets()).units.used - before;
    };
    expect(await charged(() => client.videos.list({ part: ['snippet'], id: ['dQd3moVid01'] }))).toBe(1);
    expect(await charged(() => client.channels.list({ part: ['id'], mine: true }))).toBe(1);
    expect(await charged(() => client.captions.list({ part: ['snippet'], videoId: 'dQd3moVid01' }))).toBe(50);
    expect(
      await charged(() =>
        client.videos.update({ part: ['snippet'], requestBody: { id: 'noSuchVideo', snippet: { title: 'x' } } }),
      ),
    ).toBe(50);
    expect(
      await charged(() => client.playlists.insert({ part: ['snippet'], requestBody: { snippet: { title: 'Q' } } })),
    ).toBe(50);
    expect(await charged(() => upload('Not in units'))).toBe(0);
    expect((await buckets()).uploads.used).toBe(1);
  });

  it('refuses an exhausted uploads bucket (a fault) while units serve; a channel cap is a separate refusal', async () => {
    await fx.controlOk('POST', '/_emulator/v1/quota/exhaust', { bucket: 'uploads' });
    expect(await refusal(upload('Out of uploads'))).toMatchObject({ status: 403, reason: 'quotaExceeded' });
    expect((await client.videos.list({ part: ['id'], id: ['dQd3moVid01'] })).status).toBe(200);

    await fx.controlOk('POST', '/_emulator/v1/quota/reset');
    await fx.controlOk('PUT', '/_emulator/v1/quota', { uploadCapPerChannel: 2 });
    expect((await upload('First')).status).toBe(200);
    expect((await upload('Second')).status).toBe(200);
    expect(await refusal(upload('Third'))).toEqual({
      status: 400,
      reason: 'uploadLimitExceeded',
      domain: 'youtube.video',
    });
    const view = (await fx.controlOk('GET', '/_emulator/v1/quota')) as { uploadCap: unknown; buckets: Buckets };
    expect(view.uploadCap).toEqual({ perChannel: 2, uploadsToday: { [fx.info.demo.channelId]: 2 } });
    // The refused upload was charged to the bucket, as the platform charges refused calls.
    expect(view.buckets.uploads.used).toBe(3);
  });
});
