// Third-party AI training and the channel's studio-set status, read through the app's own services against the
// emulator in conformance mode (every answer held to the schemas of discovery revision 20260924): the Library's
// trainability read for each answer the studio can give, without spending quota, and the channel read that carries
// monetization and the long-uploads status the Channel and Uploads screens show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryService, type LibraryService } from '../../../electron/library/library-service';
import { fetchMyChannel } from '../../../electron/platform/channels';
import { intlFor } from '../../../shared/i18n/catalogue';
import { diagnoseChannel } from '../../../shared/platform/connection-doctor';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

const OWN_VIDEO = 'dQd3moVid01';
const PRIVATE_VIDEO = 'dQd3moVid05';

let fx: EmulatorHarness;
let library: LibraryService;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  library = createLibraryService({
    dataApi: () => fx.dataApiClient(),
    uploadsPlaylistId: () => Promise.reject(new Error('not needed here')),
  });
});
afterAll(async () => {
  await fx.close();
});

const unitsUsed = async () =>
  ((await fx.controlOk('GET', '/_emulator/v1/quota')) as { buckets: { units: { used: number } } }).buckets.units.used;

describe("the Library's trainability read (library.trainability)", () => {
  it('says everyone, nobody or the parties the studio set, spending no units', async () => {
    const before = await unitsUsed();
    const studio = (trainability: string[]) =>
      fx.controlOk('PUT', `/_emulator/v1/videos/${OWN_VIDEO}/studio`, { trainability });
    await studio(['all']);
    expect(await library.trainability(OWN_VIDEO)).toEqual({ kind: 'all' });
    await studio(['none']);
    expect(await library.trainability(OWN_VIDEO)).toEqual({ kind: 'none' });
    await studio(['Example Research Lab', 'Sample AI Company']);
    expect(await library.trainability(OWN_VIDEO)).toEqual({
      kind: 'parties',
      parties: ['Example Research Lab', 'Sample AI Company'],
    });
    expect(await unitsUsed()).toBe(before);
  });

  it("answers the owner for the channel's private video (the app sends its token)", async () => {
    expect(await library.trainability(PRIVATE_VIDEO)).toEqual({ kind: 'none' });
  });

  it("turns the platform's refusal into the app's error, which the details show with a retry", async () => {
    await fx.controlOk('POST', '/_emulator/v1/faults', {
      method: 'videoTrainability.get',
      kind: 'serverError',
      status: 503,
    });
    await expect(library.trainability(OWN_VIDEO)).rejects.toMatchObject({ code: 'service-unavailable' });
    expect(await library.trainability(OWN_VIDEO)).toEqual({
      kind: 'parties',
      parties: ['Example Research Lab', 'Sample AI Company'],
    });
  });
});

describe("the channel read (monetization, long uploads) after the studio's change", () => {
  it('carries each monetization answer and each long-uploads status, and the note the screens show for it', async () => {
    const channelId = fx.info.demo.channelId;
    for (const [isChannelMonetizationEnabled, longUploadsStatus] of [
      [false, 'disallowed'],
      [true, 'eligible'],
      [true, 'allowed'],
    ] as const) {
      await fx.controlOk('PUT', `/_emulator/v1/channels/${channelId}/studio`, {
        isChannelMonetizationEnabled,
        longUploadsStatus,
      });
      const channel = await fetchMyChannel(fx.dataApiClient());
      expect(channel).toMatchObject({ isChannelMonetizationEnabled, longUploadsStatus });
      expect(diagnoseChannel(intlFor('en'), channel.longUploadsStatus)?.check).toBe(
        longUploadsStatus === 'allowed' ? undefined : 'channel-not-verified',
      );
    }
  });
});

describe('conformance', () => {
  it('held every answer above to the schemas of revision 20260924 (runs last)', async () => {
    const report = await fx.conformance();
    expect(report.violations).toEqual([]);
    expect(report.checked['videoTrainability.get']).toBeGreaterThan(0);
  });
});
