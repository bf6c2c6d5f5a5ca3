// Scheduled changes with the app's own Data API client against the emulator, whose clock the test moves: a title
// change and a playlist add for when a scheduled video goes live happen in that order and once; a change due while
// the app was closed runs at the next start, said late; a title edited elsewhere holds the change; the quota used up
// makes a change wait for the reset, after which it runs; a thumbnail picked when scheduling is set at its time from
// the copy kept (the original gone), and undo sets the previous one again.
import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bulkValuesOf } from '../../../shared/bulk/bulk-preview';
import { nextQuotaReset } from '../../../shared/platform/quota-reset';
import type { ScheduleCreateInput } from '../../../shared/schedule/scheduled-change';
import { createLibraryService } from '../../../electron/library/library-service';
import { createChangeApi } from '../../../electron/schedule/change-api';
import { ScheduleFileStore } from '../../../electron/schedule/schedule-file';
import { ScheduleRunner } from '../../../electron/schedule/schedule-runner';
import { createThumbnailFolder } from '../../../electron/schedule/scheduled-thumbnails';
import { StagingArea } from '../../../electron/files/staging-area';
import { ImageUploadClient } from '../../../electron/platform/image-upload-client';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { noticeMessage } from '../../../electron/kernel/feature';

const HOUR = 3_600_000;
const PLAYLIST = 'PLd3moStartHere00000000000000000003';
let fx: EmulatorHarness;

beforeAll(async () => {
  fx = await startEmulatorHarness();
});
afterAll(async () => {
  await fx.close();
});
beforeEach(async () => {
  await fx.json('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
  await fx.json('POST', '/_emulator/v1/quota/reset');
});

function library() {
  const client = fx.dataApiClient();
  return createLibraryService({ dataApi: () => client, uploadsPlaylistId: async () => fx.info.demo.uploadsPlaylistId });
}

/** A runner over a data folder (a fresh one unless given: the same one is the app started again). */
function runner(dataDir = mkdtempSync(join(tmpdir(), 'schedule-int-'))) {
  const client = fx.dataApiClient();
  /** The changes made, in the order they were done. */
  const made: string[] = [];
  const runner = new ScheduleRunner({
    storage: new ScheduleFileStore(dataDir, (message) => {
      throw new Error(`unexpected notice: ${noticeMessage(message).message}`);
    }),
    apiFor: () => createChangeApi(() => client),
    channel: () => fx.info.demo.channelId,
    signedIn: () => true,
    now: () => fx.now(),
    emit: (change) => {
      if (change.state === 'done') made.push(change.id);
    },
    tell: () => undefined,
    tickMs: 0,
    liveLook: { baseMs: 60_000, capMs: 60_000 },
    thumbnails: createThumbnailFolder({
      dataDir,
      staging: new StagingArea(dataDir),
      acceptsPaths: true,
      dataApi: () => client,
      imageClient: () => new ImageUploadClient(() => fx.info.uploadBaseUrl, fx.tokens),
    }),
  });
  return { runner, dataDir, made };
}

async function titleChange(
  videoId: string,
  title: string,
  when: ScheduleCreateInput['when'],
): Promise<ScheduleCreateInput> {
  const seen = bulkValuesOf(await library().get(videoId));
  return { videoId, title: seen.title, fields: ['title'], seen, target: { ...seen, title }, when };
}

async function playlistVideoIds(): Promise<string[]> {
  const answer = await fx.dataApiClient().request<{ items: Array<{ contentDetails: { videoId: string } }> }>({
    path: '/playlistItems',
    params: { part: 'contentDetails', playlistId: PLAYLIST, maxResults: 50 },
  });
  return answer.items.map((item) => item.contentDetails.videoId);
}

describe('scheduled changes against the emulator', () => {
  it('makes a title change and a playlist add when the video goes live, in that order and once', async () => {
    const video = await library().get('dQd3moVid14');
    expect(video).toMatchObject({ privacyStatus: 'private', publishAt: expect.any(String) });
    const { runner: first, dataDir, made } = runner();
    await first.start();
    const retitle = await first.create(await titleChange('dQd3moVid14', 'Out now: the finale', { kind: 'live' }));
    const seen = bulkValuesOf(video);
    const playlistAdd = await first.create({
      videoId: 'dQd3moVid14',
      title: video.title,
      fields: [],
      seen,
      target: seen,
      playlistIds: [PLAYLIST],
      when: { kind: 'live' },
    });
    await first.tick();
    expect(first.list().changes.map((change) => change.state)).toEqual(['scheduled', 'scheduled']);
    expect(await playlistVideoIds()).not.toContain('dQd3moVid14');

    fx.setTime(Date.parse(video.publishAt!) + 60_000);
    await first.tick();
    expect(first.history().map((change) => change.state)).toEqual(['done', 'done']);
    expect(made).toEqual([retitle.id, playlistAdd.id]);
    expect(await library().get('dQd3moVid14')).toMatchObject({ privacyStatus: 'public', title: 'Out now: the finale' });

    // Looked at again, and after a restart: nothing is made twice.
    await first.tick();
    await first.stop();
    const { runner: again } = runner(dataDir);
    await again.start();
    await again.tick();
    await again.stop();
    expect(made).toHaveLength(2);
    expect((await playlistVideoIds()).filter((id) => id === 'dQd3moVid14')).toHaveLength(1);
  });

  it('runs a change due while the app was closed at the next start, said late', async () => {
    const { runner: before, dataDir } = runner();
    await before.start();
    const at = fx.now() + HOUR;
    await before.create(await titleChange('dQd3moVid02', 'Retitled while away', { kind: 'at', at }));
    await before.stop();

    await fx.advance(3 * HOUR);
    const { runner: after } = runner(dataDir);
    await after.start();
    await after.tick();
    await after.stop();
    const [ran] = after.history();
    expect(ran).toMatchObject({ state: 'done', before: { title: expect.any(String) } });
    expect(ran!.lateByMs).toBeGreaterThanOrEqual(2 * HOUR);
    expect((await library().get('dQd3moVid02')).title).toBe('Retitled while away');
  });

  it('holds a change whose title was edited elsewhere since it was scheduled', async () => {
    const { runner: schedule } = runner();
    await schedule.start();
    await schedule.create(await titleChange('dQd3moVid03', 'The planned title', { kind: 'at', at: fx.now() + HOUR }));
    const elsewhere = await library().get('dQd3moVid03');
    await library().update('dQd3moVid03', {
      snippet: { title: 'Fixed on the phone', description: elsewhere.description, tags: [...elsewhere.tags] },
      status: { privacyStatus: elsewhere.privacyStatus },
    });

    await fx.advance(HOUR);
    await schedule.tick();
    await schedule.stop();
    expect(schedule.history()[0]).toMatchObject({ state: 'held', message: expect.stringContaining('title') });
    expect((await library().get('dQd3moVid03')).title).toBe('Fixed on the phone');
  });

  it('waits for the quota reset when the platform refuses for quota, then runs the change', async () => {
    const { runner: schedule } = runner();
    await schedule.start();
    await schedule.create(await titleChange('dQd3moVid04', 'After the reset', { kind: 'at', at: fx.now() + HOUR }));
    await fx.advance(HOUR);
    await fx.json('POST', '/_emulator/v1/quota/exhaust');
    await schedule.tick();
    const [waiting] = schedule.list().changes;
    expect(waiting).toMatchObject({ state: 'waitingQuota', retryAt: nextQuotaReset(fx.now()) });
    expect(
      (
        await library()
          .get('dQd3moVid04')
          .catch(() => undefined)
      )?.title,
    ).not.toBe('After the reset');

    fx.setTime(waiting!.retryAt! + 1_000);
    await schedule.tick();
    await schedule.stop();
    expect(schedule.history()[0]).toMatchObject({ state: 'done' });
    expect((await library().get('dQd3moVid04')).title).toBe('After the reset');
  });

  it('sets a scheduled thumbnail at its time from its kept copy, and undo sets the previous one again', async () => {
    const colour = (r: number, g: number, b: number) =>
      sharp({ create: { width: 1280, height: 720, channels: 3, background: { r, g, b } } })
        .png()
        .toBuffer();
    const images = new ImageUploadClient(() => fx.info.uploadBaseUrl, fx.tokens);
    await images.setThumbnail('dQd3moVid05', { bytes: await colour(0, 200, 90), mimeType: 'image/png' });
    /** The red channel's mean of the video's largest thumbnail now. */
    const redOfThumbnail = async () => {
      const video = await library().get('dQd3moVid05');
      const url = (video.thumbnails.maxres ?? video.thumbnails.high)!.url;
      const { channels } = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).stats();
      return channels[0]!.mean;
    };
    expect(await redOfThumbnail()).toBeLessThan(40);

    const { runner: schedule, dataDir } = runner();
    await schedule.start();
    const picked = join(dataDir, 'day-two.png');
    await writeFile(picked, await colour(220, 20, 20));
    const seen = bulkValuesOf(await library().get('dQd3moVid05'));
    const change = await schedule.create({
      videoId: 'dQd3moVid05',
      title: seen.title,
      fields: [],
      seen,
      target: seen,
      when: { kind: 'at', at: fx.now() + HOUR },
      thumbnail: { kind: 'path', path: picked },
    });
    expect(change).toMatchObject({ units: 51, thumbnail: { name: 'day-two.png' } });
    await rm(picked);

    await fx.advance(HOUR);
    await schedule.tick();
    const [ran] = schedule.history();
    expect(ran).toMatchObject({ state: 'done', undoable: true, thumbnail: { previousKept: true } });
    expect(await redOfThumbnail()).toBeGreaterThan(180);

    await schedule.undo(ran!.id);
    await schedule.stop();
    expect(await redOfThumbnail()).toBeLessThan(40);
  });
});
