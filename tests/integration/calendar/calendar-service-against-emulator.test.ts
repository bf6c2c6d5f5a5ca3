// The calendar's service of the main process, with the app's own Data API client, against the emulator: the demo's
// scheduled videos are found through the uploads playlist; a public video moved onto the calendar becomes private and
// scheduled with its other settings kept; the platform's refusal of a time gone by comes back with its reason and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarService } from '../../../electron/calendar/calendar-service';
import { ScheduledVideos } from '../../../electron/calendar/scheduled-videos';
import { LibraryService } from '../../../electron/library/library-service';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

let fx: EmulatorHarness;
let calendar: CalendarService;
const DAY = 86_400_000;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  await fx.json('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  await fx.token();
  const client = fx.dataApiClient();
  const deps = {
    dataApi: () => client,
    uploadsPlaylistId: async () => fx.info.demo.uploadsPlaylistId,
    now: () => fx.now(),
  };
  calendar = new CalendarService({
    scheduled: new ScheduledVideos(deps),
    library: new LibraryService(deps),
    queue: {
      snapshot: () => ({ uploads: [] }),
      view: () => {
        throw new Error('no queue here');
      },
      updateMetadata: () => Promise.reject(new Error('no queue here')),
    },
    now: () => fx.now(),
  });
});
afterAll(async () => {
  await fx.close();
});

describe('CalendarService against the emulator', () => {
  it('finds the demo’s scheduled videos, moves a public one onto the calendar, and relays a refusal', async () => {
    const span = { from: fx.now(), until: fx.now() + 40 * DAY };
    const found = await calendar.entries(span);
    expect(found.entries.map((entry) => entry.id).sort()).toEqual(['dQd3moVid05', 'dQd3moVid14']);
    expect(found.library).toMatchObject({ videosRead: 14, complete: true, units: 2 });

    // The channel trailer is public: a schedule makes it private, its licence and embedding kept.
    const at = new Date(fx.now() + 3 * DAY).toISOString();
    const moved = await calendar.reschedule({ kind: 'video', id: 'dQd3moVid12', publishAt: at });
    expect(moved).toMatchObject({ id: 'dQd3moVid12', at: Date.parse(at), state: 'scheduled' });
    const status = (
      await fx.dataApiClient().request<{ items: Array<{ status: Record<string, unknown> }> }>({
        path: '/videos',
        params: { part: 'status', id: 'dQd3moVid12' },
      })
    ).items[0]!.status;
    expect(status).toMatchObject({ privacyStatus: 'private', publishAt: at, license: 'youtube', embeddable: true });
    expect((await calendar.entries(span)).entries.map((entry) => entry.id)).toContain('dQd3moVid12');

    // A time gone by reaches the platform only if the page let it through; the platform refuses it all the same.
    const past = new Date(fx.now() - DAY).toISOString();
    await expect(calendar.reschedule({ kind: 'video', id: 'dQd3moVid14', publishAt: past })).rejects.toMatchObject({
      code: 'rejected',
      message: expect.stringContaining('is not in the future'),
    });
    const after = (
      await fx.dataApiClient().request<{ items: Array<{ status: { publishAt?: string } }> }>({
        path: '/videos',
        params: { part: 'status', id: 'dQd3moVid14' },
      })
    ).items[0]!.status.publishAt;
    expect(Date.parse(after!)).toBeGreaterThan(fx.now());
  });
});
