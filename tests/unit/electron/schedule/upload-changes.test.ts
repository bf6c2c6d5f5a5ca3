// A go-live change set in an upload's details while the video has no id: kept with the upload, scheduled for the video
// on the upload's channel once the queue names it, and made when the platform makes the video public.
import { afterEach, describe, expect, it } from 'vitest';
import { DeskError } from '../../../../electron/ipc/desk-error';
import { setSayingLocale } from '../../../../electron/language/say';
import { keepWords } from '../../../../electron/language/say-line';
import { SCHEDULE_REFUSALS } from '../../../../electron/schedule/schedule-messages';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { sayKeptError } from '../../../../shared/i18n/saved-line';
import type { ChangeApi, VideoStatus } from '../../../../electron/schedule/change-api';
import type { ScheduleFile } from '../../../../electron/schedule/schedule-record';
import { ScheduleRunner } from '../../../../electron/schedule/schedule-runner';
import { UploadChanges, type UploadChangesStorage } from '../../../../electron/schedule/upload-changes';
import { keptGoLiveSchema, type UploadGoLive } from '../../../../shared/schedule/upload-change';
import type { UploadView } from '../../../../shared/uploads/upload-view';
import { uploadView } from '../../support/upload-view';

const T0 = Date.parse('2026-03-10T12:00:00Z');
const PUBLISH_AT = '2026-03-11T09:00:00Z';
const VIDEO = 'vidUpload01';

function setup() {
  const status: { privacyStatus: VideoStatus['privacyStatus'] } = { privacyStatus: 'private' };
  const calls: string[] = [];
  const api = {
    statuses: async (ids: readonly string[]) =>
      new Map(ids.map((id) => [id, { privacyStatus: status.privacyStatus, publishAt: PUBLISH_AT }])),
    addToPlaylist: async (playlistId: string) => {
      calls.push(`add ${playlistId}`);
      return 'item1';
    },
  } as unknown as ChangeApi;
  let file: ScheduleFile | undefined;
  const clock = { now: T0 };
  const runner = new ScheduleRunner({
    storage: { load: async () => file, save: async (next) => void (file = next) },
    apiFor: () => api,
    channel: () => 'UCme',
    signedIn: () => true,
    now: () => clock.now,
    emit: () => undefined,
    tell: () => undefined,
    tickMs: 0,
    liveLook: { baseMs: 60_000, capMs: 60_000 },
  });
  const saved: Record<string, UploadGoLive>[] = [];
  const storage: UploadChangesStorage = { load: async () => ({}), save: async (next) => void saved.push(next) };
  const uploads = new UploadChanges({
    storage,
    create: (input, channelId) => runner.create(input, channelId),
    log: () => undefined,
  });
  return { status, calls, clock, runner, uploads, saved };
}

const upload = (overrides: Partial<UploadView>) =>
  uploadView('up1', {
    channelId: 'UCme',
    metadata: { snippet: { title: 'Episode 3' }, status: { privacyStatus: 'private', publishAt: PUBLISH_AT } },
    ...overrides,
  });

describe('UploadChanges', () => {
  afterEach(() => setSayingLocale('en'));

  it('schedules "at go-live: add to playlist" for the video once the upload names it, and makes it when public', async () => {
    const { status, calls, clock, runner, uploads, saved } = setup();
    await runner.start();
    await uploads.set('up1', { playlists: [{ id: 'PLseries', title: 'Series' }] });
    expect(uploads.all()).toEqual({ up1: { playlists: [{ id: 'PLseries', title: 'Series' }] } });

    await uploads.onQueueChange({ upserts: [{ index: 0, upload: upload({ state: 'uploading' }) }], removed: [] });
    expect(runner.list().changes).toEqual([]);

    await uploads.onQueueChange({
      upserts: [{ index: 0, upload: upload({ state: 'done', videoId: VIDEO }) }],
      removed: [],
    });
    const [change] = runner.list().changes;
    expect(change).toMatchObject({
      videoId: VIDEO,
      title: 'Episode 3',
      when: { kind: 'live' },
      playlistIds: ['PLseries'],
    });
    expect(change?.dueAt).toBe(Date.parse(PUBLISH_AT));
    expect(uploads.all()).toEqual({});
    expect(saved.at(-1)).toEqual({});

    // Not before the platform makes it public: a playlist would show a private video.
    clock.now = Date.parse(PUBLISH_AT) + 60_000;
    await runner.tick();
    expect(calls).toEqual([]);
    status.privacyStatus = 'public';
    clock.now += 120_000;
    await runner.tick();
    expect(calls).toEqual(['add PLseries']);
    await runner.stop();
  });

  it('drops the change of an upload cancelled or removed, and an empty one is none', async () => {
    const { runner, uploads } = setup();
    await uploads.set('up1', { playlists: [{ id: 'PLseries', title: 'Series' }] });
    await uploads.set('up2', { playlists: [], comment: 'Thanks for watching' });
    await uploads.set('up3', { playlists: [] });
    expect(Object.keys(uploads.all())).toEqual(['up1', 'up2']);
    await uploads.onQueueChange({ upserts: [{ index: 0, upload: upload({ state: 'cancelled' }) }], removed: ['up2'] });
    expect(uploads.all()).toEqual({});
    expect(runner.list().changes).toEqual([]);
  });

  it('keeps a change whose scheduling failed, with why, tells the creator, and schedules it when saved again', async () => {
    const made: string[] = [];
    const told: string[] = [];
    let refuse = true;
    const queue = new Map<string, UploadView>();
    const uploads = new UploadChanges({
      storage: { load: async () => ({}), save: async () => undefined },
      create: async (input) => {
        if (refuse) throw new Error('There are 500 changes waiting already: let some run or cancel them first.');
        made.push(input.videoId);
      },
      upload: (id) => queue.get(id),
      tell: (event) => told.push(`${event.subject}: ${event.detail ?? ''}`),
      log: () => undefined,
    });
    const goLive = { playlists: [{ id: 'PLseries', title: 'Series' }] };
    await uploads.set('up1', goLive);
    const named = upload({ state: 'done', videoId: VIDEO });
    queue.set('up1', named);
    await uploads.onQueueChange({ upserts: [{ index: 0, upload: named }], removed: [] });
    expect(await uploads.settled()).toEqual({
      up1: {
        ...goLive,
        problem: { message: expect.stringContaining('500 changes waiting') as string, videoId: VIDEO },
      },
    });
    expect(told).toEqual([expect.stringMatching(/^Episode 3: .*500 changes waiting.*kept with the upload/)]);

    // Not tried again at every queue event: it waits for the creator.
    await uploads.onQueueChange({ upserts: [{ index: 0, upload: named }], removed: [] });
    expect(made).toEqual([]);
    await expect(uploads.set('up1', goLive)).rejects.toThrow('500 changes waiting');
    expect(uploads.all().up1).toMatchObject({ problem: { videoId: VIDEO } });

    refuse = false;
    await uploads.set('up1', goLive);
    expect(made).toEqual([VIDEO]);
    expect(uploads.all()).toEqual({});
  });

  it("keeps the refusal's line with the kept change: written in English, read in German; older files still read", async () => {
    setSayingLocale('en');
    const queue = new Map<string, UploadView>();
    const uploads = new UploadChanges({
      storage: { load: async () => ({}), save: async () => undefined },
      create: async () => {
        throw new DeskError('too-many', keepWords(SCHEDULE_REFUSALS.tooMany, { max: 500 }));
      },
      upload: (id) => queue.get(id),
      log: () => undefined,
    });
    const goLive = { playlists: [{ id: 'PLseries', title: 'Series' }] };
    await uploads.set('up1', goLive);
    const named = upload({ state: 'done', videoId: VIDEO });
    queue.set('up1', named);
    await uploads.onQueueChange({ upserts: [{ index: 0, upload: named }], removed: [] });
    // As the file keeps it and reads it back.
    const kept = keptGoLiveSchema.parse(JSON.parse(JSON.stringify((await uploads.settled()).up1)));
    expect(kept.problem?.message).toMatch(/^There are 500 changes waiting already/);
    expect(sayKeptError(intlFor('de'), kept.problem!)).toMatch(/^Es warten bereits 500 Änderungen/);

    // Written before lines were kept: its words alone; a damaged line costs only the line.
    const older = keptGoLiveSchema.parse({ ...goLive, problem: { message: 'Too many.', videoId: VIDEO } });
    expect(sayKeptError(intlFor('de'), older.problem!)).toBe('Too many.');
    const hostile = keptGoLiveSchema.parse({
      ...goLive,
      problem: { message: 'Too many.', line: { id: '<script>', values: { a: { b: 1 } } }, videoId: VIDEO },
    });
    expect(hostile.problem).toEqual({ message: 'Too many.', videoId: VIDEO });
  });
});
