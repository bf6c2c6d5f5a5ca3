// The platform's official Node client, pointed at the emulator process, works unchanged: lists, paging, and errors
// that surface with the status and reason the client exposes.
import { youtube } from '@googleapis/youtube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCore, type CoreFixture } from './core-fixture';

let core: CoreFixture;
let client: ReturnType<typeof youtube>;
let token: string;

beforeAll(async () => {
  core = await startCore();
  token = await core.token();
  client = youtube({ version: 'v3', rootUrl: `${core.emulator.baseUrl}/` });
});
afterAll(async () => {
  await core.emulator.stop();
});

const auth = () => ({ headers: { authorization: `Bearer ${token}` } });

describe('@googleapis/youtube against the emulator', () => {
  it('channels.list mine, videoCategories.list', async () => {
    const channels = await client.channels.list({ part: ['snippet', 'contentDetails'], mine: true }, auth());
    expect(channels.status).toBe(200);
    expect(channels.data.items?.[0]?.snippet?.title).toBe('Demo Creator');
    const categories = await client.videoCategories.list({ part: ['snippet'], regionCode: 'US' }, auth());
    expect(categories.data.items?.some((item) => item.snippet?.assignable === true)).toBe(true);
  });

  it('pages playlistItems.list until the end', async () => {
    const seen: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = await client.playlistItems.list({ part: ['contentDetails'], playlistId: core.info.demo.uploadsPlaylistId, maxResults: 2, ...(pageToken ? { pageToken } : {}) }, auth());
      seen.push(...(page.data.items ?? []).map((item) => item.contentDetails?.videoId ?? ''));
      pageToken = page.data.nextPageToken ?? undefined;
    } while (pageToken);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('errors reach the client with status and reason', async () => {
    const error = (await client.channels.list({ part: ['bogus'], mine: true }, auth()).catch((e: unknown) => e)) as {
      status?: number;
      response?: { status: number; data: { error: { errors: Array<{ reason: string }> } } };
    };
    expect(error.response?.status).toBe(400);
    expect(error.response?.data.error.errors[0]?.reason).toBe('unknownPart');
  });
});
