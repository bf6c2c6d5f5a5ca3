// The Library's scheduled videos for the calendar, read through the uploads playlist over a scripted Data API: only
// private videos with a publish time ahead are kept, the read stops after its page bound (and says it is incomplete),
// a scan is kept for a few minutes unless a refresh is asked, a moved video updates it, and another account forgets it.
import { describe, expect, it } from 'vitest';
import { KEEP_MS, ScheduledVideos } from '../../../../electron/calendar/scheduled-videos';
import type { DataApiRequest } from '../../../../electron/platform/data-api-client';
import { scriptedDataApi } from '../../support/scripted-data-api';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `vid${String(from + i).padStart(8, '0')}`);

function video(id: string, status: object) {
  return {
    id,
    snippet: {
      publishedAt: '2026-01-05T15:00:00Z',
      title: `Video ${id}`,
      thumbnails: { default: { url: `https://img.example/${id}.jpg` } },
    },
    status: { privacyStatus: 'public', ...status },
  };
}

/** A channel of `total` uploads; every fifth is scheduled a day further ahead, every seventh scheduled in the past. */
function channel(total: number) {
  const all = ids(total);
  return (request: DataApiRequest) => {
    if (request.path === '/playlistItems') {
      const start = Number(request.params?.pageToken ?? 0);
      const page = all.slice(start, start + 50);
      return {
        items: page.map((videoId) => ({ contentDetails: { videoId } })),
        ...(start + 50 < total ? { nextPageToken: String(start + 50) } : {}),
      };
    }
    const asked = String(request.params?.id).split(',');
    return {
      items: asked.map((id) => {
        const index = Number(id.slice(3));
        if (index % 5 === 0) {
          return video(id, {
            privacyStatus: 'private',
            publishAt: new Date(NOW + (index + 1) * 86_400_000).toISOString(),
          });
        }
        if (index % 7 === 0) return video(id, { privacyStatus: 'private', publishAt: '2020-01-01T00:00:00Z' });
        return video(id, index % 3 === 0 ? { privacyStatus: 'unlisted', publishAt: '2030-01-01T00:00:00Z' } : {});
      }),
    };
  };
}

function scannerOver(total: number, maxPages?: number) {
  let now = NOW;
  const api = scriptedDataApi(channel(total));
  const scanner = new ScheduledVideos({
    dataApi: () => api.client,
    uploadsPlaylistId: async () => 'UUchannel',
    now: () => now,
    ...(maxPages ? { maxPages } : {}),
  });
  return { scanner, api, advance: (ms: number) => (now += ms) };
}

describe('ScheduledVideos', () => {
  it('keeps only private videos with a publish time ahead, with their thumbnail, costing 2 units a page', async () => {
    const { scanner, api } = scannerOver(120);
    const { entries, scan } = await scanner.read();
    expect(entries.map((entry) => entry.id)).toEqual(ids(120).filter((_, index) => index % 5 === 0));
    expect(entries[1]).toEqual({
      kind: 'video',
      id: 'vid00000005',
      title: 'Video vid00000005',
      at: NOW + 6 * 86_400_000,
      state: 'scheduled',
      thumbnailUrl: 'https://img.example/vid00000005.jpg',
      movable: true,
    });
    expect(scan).toEqual({ videosRead: 120, complete: true, readAt: NOW, units: 6 });
    expect(api.requests.filter((request) => request.path === '/videos')[0]!.params).toMatchObject({
      part: 'snippet,status',
    });
  });

  it('stops at its page bound and says the scan is incomplete', async () => {
    const { scanner, api } = scannerOver(5_000, 3);
    const { scan } = await scanner.read();
    expect(scan).toMatchObject({ videosRead: 150, complete: false, units: 6 });
    expect(api.requests.filter((request) => request.path === '/playlistItems')).toHaveLength(3);
  });

  it('keeps a scan for a while, reads again on refresh or once it is old, and shares one read between askers', async () => {
    const { scanner, api, advance } = scannerOver(60);
    const [first, second] = await Promise.all([scanner.read(), scanner.read()]);
    expect(second).toBe(first);
    expect(api.requests).toHaveLength(4);
    await scanner.read();
    expect(api.requests).toHaveLength(4);
    await scanner.read(true);
    expect(api.requests).toHaveLength(8);
    advance(KEEP_MS + 1);
    await scanner.read();
    expect(api.requests).toHaveLength(12);
  });

  it('takes a moved video into the kept scan, and forgets everything for another account', async () => {
    const { scanner, api } = scannerOver(10);
    await scanner.read();
    scanner.replace({
      kind: 'video',
      id: 'vid00000005',
      title: 'Moved',
      at: NOW + 1_000,
      state: 'scheduled',
      movable: true,
    });
    const { entries } = await scanner.read();
    expect(entries.find((entry) => entry.id === 'vid00000005')).toMatchObject({ title: 'Moved', at: NOW + 1_000 });
    expect(entries).toHaveLength(2);
    expect(api.requests).toHaveLength(2);
    scanner.forget();
    await scanner.read();
    expect(api.requests).toHaveLength(4);
  });

  it('never keeps nor shares a read begun for the account before', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let account = 'first';
    const api = scriptedDataApi((request) => {
      if (request.path === '/playlistItems') {
        return { items: [{ contentDetails: { videoId: `${String(request.params?.playlistId).slice(2)}0000000` } }] };
      }
      return {
        items: [video(String(request.params?.id), { privacyStatus: 'private', publishAt: '2030-01-01T00:00:00Z' })],
      };
    });
    const scanner = new ScheduledVideos({
      dataApi: () => api.client,
      uploadsPlaylistId: async () => {
        const asked = account;
        if (asked === 'first') await gate;
        return `UU${asked}`;
      },
      now: () => NOW,
    });
    const stale = scanner.read();
    scanner.forget();
    account = 'second';
    const fresh = await scanner.read();
    expect(fresh.entries.map((entry) => entry.id)).toEqual(['second0000000']);
    release();
    expect((await stale).entries.map((entry) => entry.id)).toEqual(['first0000000']);
    expect((await scanner.read()).entries.map((entry) => entry.id)).toEqual(['second0000000']);
  });
});
