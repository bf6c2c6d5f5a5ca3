// The Library service of the main process, with the app's own Data API client, against the emulator: every page of
// the demo channel's uploads through the platform's tokens, and an edit that sends complete parts so that what the
// form does not show (localizations' default language, tags, recording details) survives the part replacement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibraryService } from '../../../electron/library/library-service';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let library: LibraryService;
let token: string;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  await fx.json('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  token = await fx.token();
  const client = fx.dataApiClient();
  library = new LibraryService({
    dataApi: () => client,
    uploadsPlaylistId: async () => fx.info.demo.uploadsPlaylistId,
  });
});
afterAll(async () => {
  await fx.close();
});

describe('LibraryService against the emulator', () => {
  it('pages through every upload, newest first, with figures as numbers', async () => {
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await library.list({ pageSize: 5, ...(pageToken ? { pageToken } : {}) });
      expect(page.totalResults).toBe(14);
      seen.push(...page.videos.map((video) => video.id));
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(14);
    expect(seen[0]).toBe('dQd3moVid14');
    const first = await library.get('dQd3moVid01');
    expect(first).toMatchObject({
      title: 'Studio tour 2026',
      durationSec: 612,
      viewCount: 18_412,
      privacyStatus: 'public',
    });
    expect(first.thumbnails.default?.url).toContain('/_emulator/v1/images/video/dQd3moVid01/');
  });

  it('an edit keeps what the form does not show; the video as the platform has it comes back', async () => {
    const saved = await library.update('dQd3moVid01', {
      snippet: { title: 'Studio tour 2026 (director’s cut)', description: 'Shorter.', tags: ['studio tour'] },
      status: { privacyStatus: 'unlisted', license: 'youtube', embeddable: true },
    });
    expect(saved).toMatchObject({
      title: 'Studio tour 2026 (director’s cut)',
      description: 'Shorter.',
      tags: ['studio tour'],
      categoryId: '22',
      privacyStatus: 'unlisted',
      selfDeclaredMadeForKids: false,
      viewCount: 18_412,
    });
    // The default language the localizations need was sent back with the snippet, so they are still there.
    const raw = await fx.api('/videos?part=snippet,localizations,recordingDetails&id=dQd3moVid01', token);
    expect(raw.body.items[0].snippet.defaultLanguage).toBe('en');
    expect(Object.keys(raw.body.items[0].localizations)).toEqual(['fr', 'de']);
    expect(raw.body.items[0].recordingDetails.locationDescription).toBe('Lyon, France');
  });

  it("the platform's refusal arrives as a DeskError with its reason; a deleted video is not found", async () => {
    await expect(
      library.update('dQd3moVid02', {
        snippet: { title: 'Fine title', categoryId: '30' },
        status: { privacyStatus: 'public' },
      }),
    ).rejects.toMatchObject({ code: 'rejected', details: { status: 400, reason: 'invalidCategoryId' } });
    expect(await library.delete('dQd3moVid02')).toEqual({ id: 'dQd3moVid02' });
    await expect(library.get('dQd3moVid02')).rejects.toMatchObject({ code: 'not-found' });
    const all = await library.list();
    expect(all.videos.map((video) => video.id)).not.toContain('dQd3moVid02');
    expect(all.totalResults).toBe(13);
  });
});
