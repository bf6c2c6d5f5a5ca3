// search.list's forMine as the platform documents it, through the official client: only with type=video, never
// with the video property filters, never together with forDeveloper or forContentOwner, only when authorized; and
// the video property filters need type=video in any search. Each refusal is the platform's 400 invalidSearchFilter.
import { auth, youtube, type youtube_v3 } from '@googleapis/youtube';
import { GaxiosError } from 'gaxios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, SCOPE, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let owner: youtube_v3.Youtube;

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GaxiosError);
    return { status: (error as GaxiosError).response?.status, ...errorOf((error as GaxiosError).response?.data) };
  }
  throw new Error('expected the call to fail');
}

const refused = { status: 400, reason: 'invalidSearchFilter', domain: 'youtube.search' };

beforeAll(async () => {
  fx = await startEmulatorHarness();
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: await fx.token({ scopes: [SCOPE('youtube.readonly')] }) });
  owner = youtube({ version: 'v3', rootUrl: `${fx.baseUrl}/`, auth: oauth });
});
afterAll(async () => {
  await fx.close();
});

describe('search.list filters', () => {
  it('forMine with type=video searches every video of the channel, also within a channelId', async () => {
    const mine = await owner.search.list({ part: ['snippet'], forMine: true, type: ['video'], q: 'draft' });
    expect(mine.data.items?.map((item) => item.id?.videoId)).toEqual(['dQd3moVid10']);
    const narrowed = await owner.search.list({
      part: ['snippet'],
      forMine: true,
      type: ['video'],
      q: 'draft',
      channelId: fx.info.demo.channelId,
      publishedAfter: '2000-01-01T00:00:00Z',
    });
    expect(narrowed.data.items?.map((item) => item.id?.videoId)).toEqual(['dQd3moVid10']);
  });

  it('forMine without type=video, or with another type beside it, is refused', async () => {
    expect(await failure(owner.search.list({ part: ['snippet'], forMine: true }))).toMatchObject(refused);
    expect(
      await failure(owner.search.list({ part: ['snippet'], forMine: true, type: ['video', 'playlist'] })),
    ).toMatchObject(refused);
  });

  it('forMine refuses the video property filters', async () => {
    const filters = [
      { videoDefinition: 'high' },
      { videoDimension: '2d' },
      { videoDuration: 'short' },
      { videoEmbeddable: 'true' },
      { videoLicense: 'youtube' },
      { videoSyndicated: 'true' },
      { videoType: 'episode' },
    ];
    for (const filter of filters) {
      expect(
        await failure(owner.search.list({ part: ['snippet'], forMine: true, type: ['video'], ...filter })),
      ).toMatchObject(refused);
    }
    // The same filter is fine in a public search of videos.
    const hd = await owner.search.list({ part: ['snippet'], type: ['video'], videoDefinition: 'high' });
    expect(hd.status).toBe(200);
  });

  it('takes at most one of forMine, forDeveloper and forContentOwner', async () => {
    expect(
      await failure(owner.search.list({ part: ['snippet'], forMine: true, forDeveloper: true, type: ['video'] })),
    ).toMatchObject(refused);
  });

  it('the video property filters need type=video in any search', async () => {
    expect(await failure(owner.search.list({ part: ['snippet'], videoCaption: 'closedCaption' }))).toMatchObject(
      refused,
    );
    expect(await failure(owner.search.list({ part: ['snippet'], type: ['channel'], eventType: 'live' }))).toMatchObject(
      refused,
    );
  });

  it('forMine needs an authorized request', async () => {
    const answer = await fx.api(`/search?part=snippet&forMine=true&type=video`, { key: fx.info.apiKey });
    expect(answer.status).toBe(401);
  });
});
