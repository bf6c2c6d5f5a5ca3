// The search of the channel's own videos, with the app's own Data API client, against the emulator: the private and
// unlisted videos a public search never shows, every page through the platform's tokens, the platform's order, and
// what one page costs (one search.list call of the search bucket, plus videos.list's 1 unit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoSearch } from '../../../electron/library/video-search';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let search: VideoSearch;

interface Spent {
  searches: number;
  units: number;
}

async function quotaUsed(): Promise<Spent> {
  const { buckets } = (await fx.controlOk('GET', '/_emulator/v1/quota')) as {
    buckets: Record<'search' | 'units', { used: number }>;
  };
  return { searches: buckets.search.used, units: buckets.units.used };
}

async function spentSince(before: Spent): Promise<Spent> {
  const after = await quotaUsed();
  return { searches: after.searches - before.searches, units: after.units - before.units };
}

beforeAll(async () => {
  fx = await startEmulatorHarness();
  const client = fx.dataApiClient();
  search = new VideoSearch({ dataApi: () => client });
});
afterAll(async () => {
  await fx.close();
});

describe('VideoSearch against the emulator', () => {
  it("finds the channel's own videos of every privacy, with the Library's fields, for a search and 1 unit a page", async () => {
    const before = await quotaUsed();
    const page = await search.search({ q: 'studio', order: 'title' });
    expect(await spentSince(before)).toEqual({ searches: 1, units: 1 });
    const titles = page.videos.map((video) => video.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(page.videos).toContainEqual(
      expect.objectContaining({ id: 'dQd3moVid01', title: 'Studio tour 2026', privacyStatus: 'public' }),
    );
    // Private: no public search shows it; the owner's own search does, with its figures and thumbnails.
    const members = page.videos.find((video) => video.id === 'dQd3moVid05');
    expect(members).toMatchObject({ title: 'Behind the scenes (members)', privacyStatus: 'private' });
    expect(members?.thumbnails.medium?.url).toContain('/_emulator/v1/images/video/dQd3moVid05/');
    expect(page.videos.every((video) => video.durationSec !== undefined)).toBe(true);
    expect(page.nextPageToken).toBeUndefined();
  });

  it('pages on with the platform token until the results end, each video once', async () => {
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await search.search({
        q: 'trailer|editing',
        order: 'date',
        pageSize: 2,
        ...(pageToken ? { pageToken } : {}),
      });
      seen.push(...page.videos.map((video) => video.id));
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken && pages < 10);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await search.search({ q: 'trailer|editing', order: 'date', pageSize: 50 });
    expect(seen).toEqual(all.videos.map((video) => video.id));
    expect(seen.length).toBe(all.totalResults);
  });

  it('an empty result costs only the search', async () => {
    const before = await quotaUsed();
    expect(await search.search({ q: 'no video says zanzibar' })).toEqual({ videos: [], totalResults: 0 });
    expect(await spentSince(before)).toEqual({ searches: 1, units: 0 });
  });
});
