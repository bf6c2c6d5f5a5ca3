// Bulk jobs against a fake channel: each video read fresh and written once, a video changed elsewhere left alone, a
// refusal never sent, the quota pausing the job, a restart after a kill mid-write not writing twice, and undo
// restoring what the job changed with the same check.
import { describe, expect, it } from 'vitest';
import type { BulkJobView, BulkStartInput } from '../../../../shared/bulk/bulk-job';
import { applyChange, bulkJobChangeSchema, type BulkJobChange } from '../../../../shared/bulk/bulk-job-change';
import { bulkValuesOf, editTargets } from '../../../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import type { VideoMetadata } from '../../../../shared/uploads/video-metadata';
import { DeskError } from '../../../../electron/ipc/desk-error';
import {
  BulkJobs,
  type BulkJobsDeps,
  type BulkJobsFile,
  type BulkStorage,
} from '../../../../electron/library/bulk-jobs';
import { applyEntry, type BulkJournalEntry } from '../../../../electron/library/bulk-journal';
import { UNITS_PER_VIDEO } from '../../../../shared/bulk/bulk-days';
import { nextQuotaReset } from '../../../../shared/platform/quota-reset';
import { libraryVideo } from '../../support/library-video';
import { intlFor } from '../../../../shared/i18n/catalogue';
import type { AppLocale } from '../../../../shared/i18n/locales';
import { sayLine } from '../../../../shared/i18n/saved-line';

/** A video's reason as the page says it (its line in `locale`, or its words). */
const reasonOf = (item: BulkJobView['items'][number], locale: AppLocale = 'en') =>
  sayLine(intlFor(locale), item.line, item.message ?? '');

// The job's logic, not its thread (bulk-edit-thread.test.ts): the new values are worked out in place.
const inPlace = async (...args: Parameters<typeof editTargets>) => editTargets(...args);

const OLD = 'https://old.example/shop';
const NEW = 'https://new.example/shop';

class FakeChannel {
  readonly videos = new Map<string, LibraryVideo>();
  readonly writes: string[] = [];
  quotaLeft = Infinity;
  /** Set to lose the answer of the next write after it landed (a dropped connection). */
  dropAfterWrite = false;
  /** Set to make the next write land and its answer never come (the app killed mid-request). */
  killAfterWrite = false;
  /** Failures thrown by the next calls, before anything is written (a 5xx, a 409 conflict, a refused sign-in). */
  readonly failNext: Error[] = [];

  async update(id: string, edits: (current: LibraryVideo) => VideoMetadata): Promise<LibraryVideo> {
    const failure = this.failNext.shift();
    if (failure) throw failure;
    const current = this.videos.get(id);
    if (!current) throw new DeskError('not-found', 'gone');
    const metadata = edits(current);
    if (this.quotaLeft <= 0) throw new DeskError('quota-exceeded', 'The quota is used up.');
    this.quotaLeft--;
    // The translations are replaced whole, as the platform's localizations part is.
    const { localizations: _replaced, ...kept } = current;
    void _replaced;
    const next = {
      ...kept,
      title: metadata.snippet.title,
      description: metadata.snippet.description ?? '',
      tags: metadata.snippet.tags ?? [],
      ...(metadata.snippet.defaultLanguage ? { defaultLanguage: metadata.snippet.defaultLanguage } : {}),
      ...(metadata.localizations && Object.keys(metadata.localizations).length > 0
        ? { localizations: metadata.localizations }
        : {}),
    };
    this.videos.set(id, next);
    this.writes.push(id);
    if (this.dropAfterWrite) {
      this.dropAfterWrite = false;
      throw new DeskError('network', 'The connection dropped.');
    }
    if (this.killAfterWrite) {
      this.killAfterWrite = false;
      return new Promise<never>(() => undefined);
    }
    return next;
  }
}

class MemoryStorage implements BulkStorage {
  file: BulkJobsFile | undefined;
  async load() {
    return this.file && (JSON.parse(JSON.stringify(this.file)) as BulkJobsFile);
  }
  saves = 0;
  records = 0;
  async save(file: BulkJobsFile) {
    this.saves++;
    this.file = JSON.parse(JSON.stringify(file)) as BulkJobsFile;
  }
  async record(entry: BulkJournalEntry) {
    this.records++;
    if (!this.file || !applyEntry(this.file, entry))
      throw new Error(`a change for nothing saved: ${JSON.stringify(entry)}`);
  }
}

function setup(count: number, more: Partial<BulkJobsDeps> = {}) {
  const channel = new FakeChannel();
  for (let i = 0; i < count; i++) {
    const id = `vid${String(i).padStart(8, '0')}`;
    channel.videos.set(id, libraryVideo(id, { description: `Shop: ${OLD}` }));
  }
  const storage = new MemoryStorage();
  const signedIn = { channel: 'UCchannelA' as string | undefined };
  const waits: number[] = [];
  const jobs = () =>
    new BulkJobs({
      replaceTargets: inPlace,
      storage,
      apiFor: () => channel,
      emit: () => undefined,
      channel: () => signedIn.channel,
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 1,
      ...more,
    });
  const input: BulkStartInput = {
    operation: { kind: 'replace', fields: ['description'], find: OLD, replace: NEW, regex: false, matchCase: true },
    videos: [...channel.videos.values()].map((video) => ({ id: video.id, seen: bulkValuesOf(video) })),
  };
  return { channel, storage, jobs, input, signedIn, waits };
}

describe('BulkJobs', () => {
  it('writes each video once, and leaves one changed elsewhere since the preview', async () => {
    const { channel, jobs, input } = setup(4);
    const runner = jobs();
    await runner.start();
    const ids = [...channel.videos.keys()];
    channel.videos.set(ids[2]!, { ...channel.videos.get(ids[2]!)!, description: 'Rewritten by hand' });
    const view = await runner.startEdit(input);
    await runner.whenIdle();
    const done = runner.list().find((job) => job.id === view.id)!;
    expect(done.status).toBe('done');
    expect(done.items.map((item) => item.state)).toEqual(['updated', 'updated', 'changedElsewhere', 'updated']);
    expect(reasonOf(done.items[2]!)).toBe('Changed elsewhere since the preview (description); left as it is.');
    expect(done.items[2]!.message).toBeUndefined();
    expect(reasonOf(done.items[2]!, 'de')).toBe(
      'Seit der Vorschau anderswo geändert (Beschreibung); unverändert gelassen.',
    );
    expect(channel.writes).toEqual([ids[0], ids[1], ids[3]]);
    expect(channel.videos.get(ids[2]!)!.description).toBe('Rewritten by hand');
    expect(channel.videos.get(ids[0]!)!.description).toBe(`Shop: ${NEW}`);
  });

  it('never sends a video the platform would refuse', async () => {
    const { channel, jobs, input } = setup(1);
    const runner = jobs();
    await runner.start();
    const view = await runner.startEdit({ ...input, operation: { ...input.operation, replace: '<b>' } as never });
    await runner.whenIdle();
    expect(view.items[0]!.state).toBe('refused');
    expect(reasonOf(view.items[0]!)).toMatch(/"<" or ">"/);
    expect(reasonOf(view.items[0]!, 'de')).toMatch(/weder "<" noch ">"/);
    expect(view.status).toBe('done');
    expect(channel.writes).toEqual([]);
  });

  it('pauses at the quota limit with the video still pending, and resumes', async () => {
    const { channel, jobs, input } = setup(3);
    channel.quotaLeft = 1;
    const runner = jobs();
    await runner.start();
    const view = await runner.startEdit(input);
    await runner.whenIdle();
    const paused = runner.list()[0]!;
    expect(paused.status).toBe('paused');
    expect(paused.items.map((item) => item.state)).toEqual(['updated', 'pending', 'pending']);
    channel.quotaLeft = Infinity;
    await runner.resume(view.id);
    await runner.whenIdle();
    expect(runner.list()[0]!.status).toBe('done');
    expect(channel.writes).toHaveLength(3);
  });

  it('after a kill mid-write, a restart does not write that video again and goes on', async () => {
    const { channel, storage, jobs, input } = setup(3);
    const first = jobs();
    await first.start();
    channel.killAfterWrite = true;
    // The first write lands on the platform; its answer never comes back (the app is killed).
    await first.startEdit(input);
    await expect.poll(() => channel.writes.length).toBe(1);
    expect(storage.file!.jobs[0]!.items.map((item) => item.state)).toEqual(['sending', 'pending', 'pending']);
    channel.writes.length = 0;
    const second = jobs();
    await second.start();
    await second.whenIdle();
    expect(second.list()[0]!.items.map((item) => item.state)).toEqual(['updated', 'updated', 'updated']);
    expect(channel.writes).toEqual([...channel.videos.keys()].slice(1));
  });

  it('undo restores what the job changed, once, and skips a video changed since', async () => {
    const { channel, jobs, input } = setup(3);
    const runner = jobs();
    await runner.start();
    const edit = await runner.startEdit(input);
    await runner.whenIdle();
    const ids = [...channel.videos.keys()];
    channel.videos.set(ids[1]!, { ...channel.videos.get(ids[1]!)!, description: 'Edited after' });
    const undo = await runner.undo(edit.id);
    await runner.whenIdle();
    const undone = runner.list().find((job) => job.id === undo.id)!;
    expect(undone.kind).toBe('undo');
    expect(undone.items.map((item) => item.state)).toEqual(['updated', 'changedElsewhere', 'updated']);
    expect(channel.videos.get(ids[0]!)!.description).toBe(`Shop: ${OLD}`);
    expect(channel.videos.get(ids[1]!)!.description).toBe('Edited after');
    expect(runner.list().find((job) => job.id === edit.id)!.undoable).toBe(false);
    await expect(runner.undo(edit.id)).rejects.toThrow(/undone already/);
  });

  it('runs a job only while its channel is signed in, and goes on when it is again', async () => {
    const { channel, jobs, input, signedIn } = setup(2);
    const runner = jobs();
    await runner.start();
    channel.killAfterWrite = false;
    const view = await runner.startEdit(input);
    signedIn.channel = 'UCchannelB';
    await runner.whenIdle();
    expect(runner.list()).toEqual([]);
    const written = channel.writes.length;
    expect(written).toBeLessThan(2);
    signedIn.channel = undefined;
    await expect(runner.startEdit(input)).rejects.toThrow(/Sign in/);
    signedIn.channel = 'UCchannelA';
    runner.channelChanged();
    await runner.whenIdle();
    expect(runner.list().find((job) => job.id === view.id)!.status).toBe('done');
    expect(channel.writes).toHaveLength(2);
  });

  it('a dropped connection after a write is tried again, reading fresh, without writing that video again', async () => {
    const { channel, jobs, input, waits } = setup(2);
    const runner = jobs();
    await runner.start();
    channel.dropAfterWrite = true;
    await runner.startEdit(input);
    await runner.whenIdle();
    const done = runner.list()[0]!;
    expect(done.status).toBe('done');
    expect(done.items.map((item) => item.state)).toEqual(['updated', 'updated']);
    expect(channel.writes).toEqual([...channel.videos.keys()]);
    expect(waits).toEqual([1_000]);
  });

  it('tries a 5xx and a 409 conflict again with a growing wait, then writes', async () => {
    const { channel, jobs, input, waits } = setup(1);
    channel.failNext.push(
      new DeskError('service-unavailable', 'Backend error.', { status: 503 }),
      new DeskError('rejected', 'Conflict.', { status: 409 }),
      new Error('socket hang up'),
    );
    const runner = jobs();
    await runner.start();
    await runner.startEdit(input);
    await runner.whenIdle();
    expect(runner.list()[0]!.items.map((item) => item.state)).toEqual(['updated']);
    expect(channel.writes).toHaveLength(1);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it('marks a video failed after the last try and goes on with the next', async () => {
    const { channel, jobs, input, waits } = setup(2);
    for (let i = 0; i < 4; i++) channel.failNext.push(new DeskError('service-unavailable', 'Backend error.'));
    const runner = jobs();
    await runner.start();
    await runner.startEdit(input);
    await runner.whenIdle();
    const done = runner.list()[0]!;
    expect(done.status).toBe('done');
    expect(done.items[0]!.state).toBe('failed');
    expect(reasonOf(done.items[0]!)).toBe('Backend error. (tried 4 times)');
    // The platform's words stay as they came; ours follow the page's language.
    expect(reasonOf(done.items[0]!, 'de')).toBe('Backend error. (4 Versuche)');
    expect(reasonOf(done.items[0]!, 'ja')).toBe('Backend error.（4 回試行）');
    expect(done.items[1]!.state).toBe('updated');
    expect(waits).toHaveLength(3);
    expect(channel.writes).toEqual([[...channel.videos.keys()][1]]);
  });

  it('a refusal that no wait mends fails at once; a refused sign-in pauses the job', async () => {
    const { channel, jobs, input, waits } = setup(2);
    channel.failNext.push(
      new DeskError('rejected', 'Bad request.', { status: 400 }),
      new DeskError('sign-in-refused', 'Sign in again.'),
    );
    const runner = jobs();
    await runner.start();
    const view = await runner.startEdit(input);
    await runner.whenIdle();
    const paused = runner.list()[0]!;
    expect(paused.status).toBe('paused');
    expect(paused.items.map((item) => item.state)).toEqual(['failed', 'sending']);
    expect(reasonOf(paused.items[1]!)).toBe('Sign in again. Resume to try again.');
    expect(reasonOf(paused.items[1]!, 'ja')).toBe('Sign in again. 再試行するには［再開］をクリックしてください。');
    expect(waits).toEqual([]);
    await runner.resume(view.id);
    await runner.whenIdle();
    expect(runner.list()[0]!.items.map((item) => item.state)).toEqual(['failed', 'updated']);
  });

  it('a stop during a wait leaves the video sending; the next start reads it fresh and goes on', async () => {
    const { channel, storage, input } = setup(1);
    channel.failNext.push(new DeskError('network', 'Offline.'));
    let waiting!: () => void;
    const asleep = new Promise<void>((resolve) => (waiting = resolve));
    const runner = new BulkJobs({
      replaceTargets: inPlace,
      storage,
      apiFor: () => channel,
      emit: () => undefined,
      channel: () => 'UCchannelA',
      sleep: () => {
        waiting();
        return new Promise<void>(() => undefined);
      },
    });
    await runner.start();
    await runner.startEdit(input);
    await asleep;
    await runner.stop();
    expect(storage.file!.jobs[0]).toMatchObject({ status: 'running', items: [{ state: 'sending' }] });
    const again = new BulkJobs({
      replaceTargets: inPlace,
      storage,
      apiFor: () => channel,
      emit: () => undefined,
      channel: () => 'UCchannelA',
    });
    await again.start();
    await again.whenIdle();
    expect(again.list()[0]!.items.map((item) => item.state)).toEqual(['updated']);
    expect(channel.writes).toHaveLength(1);
  });

  it('records each video as a change, and saves the whole file only when a job starts and ends', async () => {
    const { storage, jobs, input } = setup(50);
    const runner = jobs();
    await runner.start();
    const savesBefore = storage.saves;
    await runner.startEdit(input);
    await runner.whenIdle();
    // Added, finished: two whole saves for fifty videos; two changes per video (sending, then its result).
    expect(storage.saves - savesBefore).toBe(2);
    expect(storage.records).toBe(100);
  });

  it('writes given texts (translations) video by video: refused, unchanged and changed ones as for an operation', async () => {
    const { channel, jobs } = setup(3);
    const runner = jobs();
    await runner.start();
    const [a, b, c] = [...channel.videos.values()].map((video) => ({ ...video, defaultLanguage: 'en' }));
    for (const video of [a!, b!, c!]) channel.videos.set(video.id, video);
    const german = { de: { title: 'Laden', description: '' } };
    const view = await runner.startTexts({
      fields: ['defaultLanguage', 'localizations'],
      videos: [
        { id: a!.id, seen: bulkValuesOf(a!), target: { ...bulkValuesOf(a!), localizations: german } },
        { id: b!.id, seen: bulkValuesOf(b!), target: bulkValuesOf(b!) },
        {
          id: c!.id,
          seen: bulkValuesOf(c!),
          target: { ...bulkValuesOf(c!), localizations: { de: { title: '<Laden>', description: '' } } },
        },
      ],
    });
    // Said where it is shown, in the reading language: kept as a line, not as the words of the moment it was refused.
    expect(reasonOf(view.items[2]!)).toBe('de title: The title may not contain "<" or ">".');
    expect(reasonOf(view.items[2]!, 'de')).toBe('Titel (de): Der Titel darf weder "<" noch ">" enthalten.');
    expect(view.items[2]!.message).toBeUndefined();
    await runner.whenIdle();
    expect(runner.list()[0]!.items.map((item) => item.state)).toEqual(['updated', 'unchanged', 'refused']);
    expect(channel.writes).toEqual([a!.id]);
    expect(channel.videos.get(a!.id)!.localizations).toEqual(german);
    // Undone like any edit: the translations go again.
    await runner.undo(view.id);
    await runner.whenIdle();
    expect(channel.videos.get(a!.id)!.localizations).toBeUndefined();
  });
});

describe('BulkJobs with several channels signed in', () => {
  it("goes on with a channel's job while another channel is chosen, writing with that channel's API only", async () => {
    const { channel: forA, storage, input } = setup(2);
    const forB = new FakeChannel();
    let chosen: string | undefined = 'UCchannelA';
    const signedIn = new Set(['UCchannelA', 'UCchannelB']);
    const runner = new BulkJobs({
      replaceTargets: inPlace,
      storage,
      apiFor: (id) => (id === 'UCchannelA' ? forA : forB),
      signedIn: (id) => signedIn.has(id),
      emit: () => undefined,
      channel: () => chosen,
    });
    await runner.start();
    const view = await runner.startEdit(input);
    chosen = 'UCchannelB';
    runner.channelChanged();
    await runner.whenIdle();
    expect(forA.writes).toHaveLength(2);
    expect(forB.writes).toEqual([]);
    // Listed for its own channel only.
    expect(runner.list()).toEqual([]);
    chosen = 'UCchannelA';
    expect(runner.list().find((job) => job.id === view.id)?.status).toBe('done');
  });

  it("asks for a channel's API once, not once per video, and each job writes with its own channel's", async () => {
    const { channel: forA, storage, input } = setup(3);
    const forB = new FakeChannel();
    for (const [id, video] of forA.videos) forB.videos.set(id, video);
    const asked: string[] = [];
    let chosen = 'UCchannelA';
    const runner = new BulkJobs({
      replaceTargets: inPlace,
      storage,
      apiFor: (id) => {
        asked.push(id);
        return id === 'UCchannelA' ? forA : forB;
      },
      signedIn: () => true,
      emit: () => undefined,
      channel: () => chosen,
    });
    await runner.start();
    await runner.startEdit(input);
    await runner.whenIdle();
    chosen = 'UCchannelB';
    runner.channelChanged();
    await runner.startEdit(input);
    await runner.whenIdle();
    expect(forA.writes).toHaveLength(3);
    expect(forB.writes).toHaveLength(3);
    expect(asked).toEqual(['UCchannelA', 'UCchannelB']);
  });

  it('waits while its channel is signed out, and goes on once it is back', async () => {
    const { channel: forA, storage, input } = setup(2);
    const signedIn = new Set(['UCchannelA']);
    const runner = new BulkJobs({
      replaceTargets: inPlace,
      storage,
      apiFor: () => forA,
      signedIn: (id) => signedIn.has(id),
      emit: () => undefined,
      channel: () => 'UCchannelA',
    });
    await runner.start();
    signedIn.delete('UCchannelA');
    await runner.startEdit(input);
    await runner.whenIdle();
    expect(forA.writes).toEqual([]);
    signedIn.add('UCchannelA');
    runner.channelChanged();
    await runner.whenIdle();
    expect(forA.writes).toHaveLength(2);
  });
});

describe('BulkJobs over quota days', () => {
  const NOW = Date.UTC(2026, 11, 7, 12);
  const RESET = nextQuotaReset(NOW);
  /** A project whose day pays for three videos, counted by the app as the fake channel writes. */
  function quotaSetup(count: number) {
    const clock = { now: NOW };
    const day = { limit: 3 * UNITS_PER_VIDEO, spentAt: 0, resetsAt: RESET };
    const fixture = setup(count, {
      now: () => clock.now,
      quotaDay: () => {
        if (clock.now >= day.resetsAt) {
          day.spentAt = fixture.channel.writes.length;
          day.resetsAt = nextQuotaReset(clock.now);
        }
        const left = day.limit - (fixture.channel.writes.length - day.spentAt) * UNITS_PER_VIDEO;
        return { left, limit: day.limit, resetsAt: day.resetsAt };
      },
    });
    return { ...fixture, clock };
  }

  /** A job of `count` videos started and run as far as today's quota goes. */
  async function runUntilIdle(count: number) {
    const fixture = quotaSetup(count);
    const runner = fixture.jobs();
    await runner.start();
    const view = await runner.startEdit(fixture.input);
    await runner.whenIdle();
    return { ...fixture, runner, view };
  }

  /** Moves the clock past `reset` and lets the runner look again at its waiting jobs. */
  async function passReset(runner: BulkJobs, clock: { now: number }, reset: number) {
    clock.now = reset + 1_000;
    runner.tick();
    await runner.whenIdle();
  }

  /** The same, expecting the job done. */
  async function finishAfter(runner: BulkJobs, clock: { now: number }, reset: number) {
    await passReset(runner, clock, reset);
    expect(runner.list()[0]!.status).toBe('done');
    await runner.stop();
  }

  it('a big job tells the screen when it starts waiting, though it tells its progress only every few videos', async () => {
    const views: BulkJobChange[] = [];
    const { channel, jobs, input } = setup(600, {
      now: () => NOW,
      emit: (change) => views.push(change),
      quotaDay: () => ({ left: 1_000_000, limit: 1_000_000, resetsAt: RESET }),
    });
    channel.quotaLeft = 3;
    const runner = jobs();
    await runner.start();
    await runner.startEdit(input);
    await runner.whenIdle();
    expect(channel.writes).toHaveLength(3);
    expect(views.at(-1)).toMatchObject({ status: 'running', waitingUntil: RESET });
    await runner.stop();
  });

  it("waits for the reset when the app's count says today is spent, without a refused call, then goes on", async () => {
    const { channel, jobs, input, clock } = quotaSetup(5);
    const runner = jobs();
    await runner.start();
    await runner.startEdit(input);
    await runner.whenIdle();
    const waiting = runner.list()[0]!;
    expect(waiting).toMatchObject({ status: 'running', waitingUntil: RESET, days: 2, finishesOn: RESET });
    expect(channel.writes).toHaveLength(3);

    runner.tick();
    await runner.whenIdle();
    expect(channel.writes).toHaveLength(3);

    await finishAfter(runner, clock, RESET);
    expect(channel.writes).toHaveLength(5);
  });

  it('waits for the reset when the platform refuses for quota, and a restart after the reset goes on', async () => {
    const { channel, jobs, input, clock, storage } = quotaSetup(5);
    channel.quotaLeft = 1;
    const first = jobs();
    await first.start();
    await first.startEdit(input);
    await first.whenIdle();
    const waiting = first.list()[0]!;
    expect(waiting).toMatchObject({ status: 'running', waitingUntil: RESET });
    expect(waiting.items.map((item) => item.state)).toEqual(['updated', 'pending', 'pending', 'pending', 'pending']);
    expect(reasonOf(waiting.items[1]!)).toBe("Waits for the quota: today's is used up.");
    expect(reasonOf(waiting.items[1]!, 'de')).toBe('Wartet auf das Kontingent: Das heutige ist aufgebraucht.');
    await first.stop();
    expect(storage.file!.jobs[0]!.status).toBe('running');

    clock.now = RESET + 1_000;
    channel.quotaLeft = Infinity;
    const second = jobs();
    await second.start();
    await second.whenIdle();
    // Three a day: the next day pays for three more, the last one waits for the day after.
    expect(channel.writes).toHaveLength(4);
    const nextReset = nextQuotaReset(clock.now);
    expect(second.list()[0]!).toMatchObject({ status: 'running', waitingUntil: nextReset, days: 2 });
    expect(second.list()[0]!.items[1]!.message).toBeUndefined();
    expect(second.list()[0]!.items[1]!.line).toBeUndefined();

    await finishAfter(second, clock, nextReset);
    expect(channel.writes).toHaveLength(5);
  });

  it('pauses a job waiting for the reset, and resumes it', async () => {
    const { channel, clock, runner, view } = await runUntilIdle(4);
    const paused = await runner.pause(view.id);
    expect(paused.status).toBe('paused');
    expect(paused.waitingUntil).toBeUndefined();

    await passReset(runner, clock, RESET);
    expect(channel.writes).toHaveLength(3);
    await runner.resume(view.id);
    await runner.whenIdle();
    expect(runner.list()[0]!.status).toBe('done');
    expect(channel.writes).toHaveLength(4);
    await runner.stop();
  });

  it('undoes a job over days as a job as big, waiting for the reset the same way', async () => {
    const { channel, input, clock, runner, view: edit } = await runUntilIdle(4);
    await passReset(runner, clock, RESET);
    // The second day paid for the last video; two more are left for the undo today.
    const undo = await runner.undo(edit.id);
    expect(undo.items).toHaveLength(4);
    await runner.whenIdle();
    const nextReset = nextQuotaReset(clock.now);
    expect(runner.list()[1]).toMatchObject({ kind: 'undo', status: 'running', waitingUntil: nextReset, days: 2 });
    expect(channel.writes).toHaveLength(6);

    await passReset(runner, clock, nextReset);
    expect(runner.list()[1]!.status).toBe('done');
    expect([...channel.videos.values()].map((video) => video.description)).toEqual(
      input.videos.map((video) => video.seen.description),
    );
    await runner.stop();
  });

  it('starts a job over catalogued videos by id, their values as the catalogue holds them', async () => {
    const { channel, jobs, input } = setup(3, {
      catalogued: (_channel, ids) => ids.flatMap((id) => channel.videos.get(id) ?? []),
    });
    const runner = jobs();
    await runner.start();
    const ids = [...channel.videos.keys()];
    const view = await runner.startMatching({
      operation: { kind: 'replace', fields: ['description'], find: OLD, replace: NEW, regex: false, matchCase: true },
      ids: [...ids, 'vidUnknown00'],
    });
    expect(view.items.map((item) => item.id)).toEqual(ids);
    await runner.whenIdle();
    expect(channel.videos.get(ids[2]!)!.description).toBe(`Shop: ${NEW}`);
    await expect(runner.startMatching({ operation: input.operation, ids: ['vidUnknown0'] })).rejects.toMatchObject({
      code: 'invalid-input',
    });
  });

  describe('its progress told as changes', () => {
    it('a big job tells only the videos changed since the telling before; applied in order they make its whole view', async () => {
      const changes: BulkJobChange[] = [];
      const { jobs, input } = setup(600, { emit: (change) => changes.push(change) });
      const runner = jobs();
      await runner.start();
      const first = await runner.startEdit(input);
      await runner.whenIdle();
      // Every 25 videos, and once done: each telling carries the few videos written since the one before.
      expect(changes.length).toBeGreaterThanOrEqual(600 / 25);
      expect(Math.max(...changes.map((change) => change.changed.length))).toBeLessThanOrEqual(26);
      for (const change of changes) expect(bulkJobChangeSchema.parse(change)).toEqual(change);
      let held: BulkJobView = first;
      for (const change of changes) {
        const applied = applyChange(held, change);
        expect(applied.kind).toBe('applied');
        if (applied.kind === 'applied') held = applied.view;
      }
      expect(held).toEqual(runner.list()[0]);
      expect(held.items.every((item) => item.state === 'updated')).toBe(true);
      await runner.stop();
    });

    it('a page that missed a telling sees the gap, and the whole view asked then takes the tellings after it', async () => {
      const changes: BulkJobChange[] = [];
      let askedAfterThird: BulkJobView | undefined;
      const { jobs, input } = setup(6, {
        emit: (change) => {
          changes.push(change);
          // The page asks the whole view while the job goes on, once it saw the gap at the third telling.
          if (change.seq === 3) askedAfterThird = runner.viewOfJob(change.id);
        },
      });
      const runner = jobs();
      await runner.start();
      const first = await runner.startEdit(input);
      await runner.whenIdle();
      const [one, , three, ...rest] = changes;
      const afterOne = applyChange(first, one!);
      expect(afterOne.kind).toBe('applied');
      if (afterOne.kind !== 'applied') return;
      // The second telling was lost: the third does not follow what the page holds.
      expect(applyChange(afterOne.view, three!)).toEqual({ kind: 'resend', why: 'gap' });
      let held = askedAfterThird!;
      expect(applyChange(held, three!)).toEqual({ kind: 'stale' });
      for (const change of rest) {
        const applied = applyChange(held, change);
        expect(applied.kind).toBe('applied');
        if (applied.kind === 'applied') held = applied.view;
      }
      expect(held).toEqual(runner.list()[0]);
      await runner.stop();
    });

    it('numbers told by an earlier run of the app are not taken over a view of this one', async () => {
      const changes: BulkJobChange[] = [];
      const { jobs, input, channel } = setup(3, { emit: (change) => changes.push(change) });
      channel.quotaLeft = 1;
      const first = jobs();
      await first.start();
      const view = await first.startEdit(input);
      await first.whenIdle();
      await first.stop();
      channel.quotaLeft = Infinity;
      const second = jobs();
      await second.start();
      await second.resume(view.id);
      await second.whenIdle();
      const held = first.list()[0]!;
      expect(applyChange(held, changes.at(-1)!)).toEqual({ kind: 'resend', why: 'another run' });
      await second.stop();
    });
  });
});
