// The schedule runner against a fake channel and a clock the test moves: changes run at their time in order and
// once (a restart mid-change repeats no step), a change due while the app was closed runs at the next start said late
// or is skipped past its limit, a field edited elsewhere holds the change, the quota makes it wait for the reset, a
// live change waits for the platform to make the video public, and undo restores what it replaced.
import { afterEach, describe, expect, it } from 'vitest';
import { setSayingLocale } from '../../../../electron/language/say';
import { keepWords } from '../../../../electron/language/say-line';
import { toDeskError } from '../../../../electron/platform/data-api-errors';
import { PLATFORM_ADVICE, PLATFORM_ERRORS } from '../../../../electron/platform/platform-messages';
import { bulkValuesOf, type BulkWrite } from '../../../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import type { NotificationEvent } from '../../../../shared/notifications/notification-kinds';
import { nextQuotaReset } from '../../../../shared/platform/quota-reset';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { sayLine } from '../../../../shared/i18n/saved-line';
import { scheduledChangeViewSchema, type ScheduleCreateInput } from '../../../../shared/schedule/scheduled-change';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { ChangeApi, VideoStatus } from '../../../../electron/schedule/change-api';
import type { ScheduleStorage } from '../../../../electron/schedule/schedule-file';
import type { ScheduleFile } from '../../../../electron/schedule/schedule-record';
import { ScheduleRunner } from '../../../../electron/schedule/schedule-runner';
import type { KeptThumbnail, ScheduledThumbnails } from '../../../../electron/schedule/scheduled-thumbnails';
import { libraryVideo } from '../../support/library-video';

const T0 = Date.parse('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const VIDEO = 'vidSchedul1';

class FakeChannel implements ChangeApi {
  readonly videos = new Map<string, LibraryVideo>();
  readonly calls: string[] = [];
  readonly failNext: Error[] = [];
  private next = 1;

  async update(id: string, edits: (current: LibraryVideo) => BulkWrite): Promise<LibraryVideo> {
    const failure = this.failNext.shift();
    if (failure) throw failure;
    const current = this.videos.get(id)!;
    const metadata = edits(current);
    const next: LibraryVideo = {
      ...current,
      title: metadata.snippet.title,
      description: metadata.snippet.description ?? '',
      tags: metadata.snippet.tags ?? [],
      privacyStatus: metadata.status.privacyStatus,
    };
    this.videos.set(id, next);
    this.calls.push(`update ${next.title}`);
    return next;
  }
  async statuses(ids: readonly string[]): Promise<Map<string, VideoStatus>> {
    this.calls.push('statuses');
    const found = new Map<string, VideoStatus>();
    for (const id of ids) {
      const video = this.videos.get(id);
      if (video)
        found.set(id, {
          privacyStatus: video.privacyStatus,
          ...(video.publishAt ? { publishAt: video.publishAt } : {}),
        });
    }
    return found;
  }
  async addToPlaylist(playlistId: string): Promise<string> {
    const failure = this.failNext.shift();
    if (failure) throw failure;
    this.calls.push(`add ${playlistId}`);
    return `item${this.next++}`;
  }
  async removePlaylistItem(itemId: string): Promise<void> {
    this.calls.push(`remove ${itemId}`);
  }
  async postComment(_videoId: string, text: string): Promise<string> {
    this.calls.push(`comment ${text}`);
    return `comment${this.next++}`;
  }
  async deleteComment(id: string): Promise<void> {
    this.calls.push(`delete ${id}`);
  }
}

/** Kept images as names in a set; the video's thumbnail as the name of the image last set on it. */
class FakeThumbnails implements ScheduledThumbnails {
  readonly kept = new Set<string>();
  readonly current = new Map<string, string>();
  /** What keeping the current one answers when it cannot be read. */
  unreadable: string | undefined;
  constructor(private readonly calls: string[]) {}
  async keep(changeId: string, source: { kind: string; path?: string }): Promise<KeptThumbnail> {
    const name = source.path?.split('/').pop() ?? 'staged';
    if (name.endsWith('.txt')) throw new DeskError('invalid-image', `${name} is not a PNG or JPEG image.`);
    this.kept.add(`${changeId}.png`);
    return { file: `${changeId}.png`, name, bytes: name.startsWith('huge') ? 400 * 1_048_576 : 1_000 };
  }
  async keepCurrent(_channelId: string, videoId: string, changeId: string) {
    if (this.unreadable !== undefined) return { why: this.unreadable };
    this.kept.add(`${changeId}-before.jpg`);
    return { file: `${changeId}-before.jpg`, name: this.current.get(videoId) ?? 'auto', bytes: 10 };
  }
  async set(_channelId: string, videoId: string, kept: KeptThumbnail): Promise<void> {
    if (!this.kept.has(kept.file)) throw new DeskError('file-unavailable', 'gone');
    this.calls.push(`thumbnail ${kept.name}`);
    this.current.set(videoId, kept.name);
  }
  async remove(file: string): Promise<void> {
    this.kept.delete(file);
  }
}

class MemoryStorage implements ScheduleStorage {
  file: ScheduleFile | undefined;
  async load() {
    return this.file && (JSON.parse(JSON.stringify(this.file)) as ScheduleFile);
  }
  async save(file: ScheduleFile) {
    this.file = JSON.parse(JSON.stringify(file)) as ScheduleFile;
  }
}

function setup(options: { unitsLeft?: () => number | undefined; storage?: MemoryStorage; channel?: FakeChannel } = {}) {
  const channel = options.channel ?? new FakeChannel();
  if (!channel.videos.has(VIDEO)) channel.videos.set(VIDEO, libraryVideo(VIDEO, { title: 'Episode 1' }));
  const storage = options.storage ?? new MemoryStorage();
  const told: NotificationEvent[] = [];
  const clock = { now: T0 };
  const thumbnails = new FakeThumbnails(channel.calls);
  const runner = new ScheduleRunner({
    storage,
    apiFor: () => channel,
    channel: () => 'UCme',
    signedIn: () => true,
    now: () => clock.now,
    ...(options.unitsLeft ? { unitsLeft: options.unitsLeft } : {}),
    emit: () => undefined,
    tell: (event) => told.push(event),
    tickMs: 0,
    liveLook: { baseMs: 60_000, capMs: 60_000 },
    thumbnails,
  });
  return { channel, storage, told, clock, runner, thumbnails };
}

function titleChange(channel: FakeChannel, title: string, when: ScheduleCreateInput['when']): ScheduleCreateInput {
  const seen = bulkValuesOf(channel.videos.get(VIDEO)!);
  return { videoId: VIDEO, title: seen.title, fields: ['title'], seen, target: { ...seen, title }, when };
}

describe('ScheduleRunner', () => {
  afterEach(() => setSayingLocale('en'));

  it('runs changes at their time, in order and once, and says what ran', async () => {
    const { channel, clock, runner, told } = setup();
    await runner.start();
    await runner.create(titleChange(channel, 'Second', { kind: 'at', at: T0 + 2 * HOUR }));
    await runner.create(titleChange(channel, 'First', { kind: 'at', at: T0 + HOUR }));
    await runner.tick();
    expect(channel.calls).toEqual([]);

    clock.now = T0 + 3 * HOUR;
    await runner.tick();
    await runner.tick();
    // The second change expects what the first wrote: our own edit is not "changed elsewhere".
    expect(channel.calls).toEqual(['update First', 'update Second']);
    expect(runner.history().map((change) => change.state)).toEqual(['done', 'done']);
    expect(runner.list().changes).toEqual([]);
    // Due an hour and two ago when the clock was looked at: both late.
    expect(runner.history().every((change) => (change.lateByMs ?? 0) >= HOUR)).toBe(true);
    await runner.stop();
    // Notifications are grouped by the center; here each one is told.
    expect(told.map((event) => event.kind)).toEqual(['schedule-ran', 'schedule-ran']);
  });

  it('resumes a change cut short at its next step, repeating none (and reads a written field as done)', async () => {
    const first = setup();
    await first.runner.start();
    const created = await first.runner.create({
      ...titleChange(first.channel, 'Live now', { kind: 'at', at: T0 + HOUR }),
      playlistIds: ['PLseries0001', 'PLseries0002'],
    });
    first.clock.now = T0 + HOUR;
    // The title lands, then the second playlist's insert fails for good (an app killed would look the same on disk).
    first.channel.failNext.push(new DeskError('not-found', 'The playlist is gone.'));
    await first.runner.tick();
    await first.runner.stop();
    // The failing call came first: the title and the first playlist were not sent, so start again from a mid-run file.
    const file = first.storage.file!;
    file.changes[0]!.state = 'running';
    file.changes[0]!.done.edit = true;
    file.changes[0]!.done.playlistItems['PLseries0001'] = 'item9';
    first.channel.videos.set(VIDEO, { ...first.channel.videos.get(VIDEO)!, title: 'Live now' });

    const second = setup({ storage: first.storage, channel: first.channel });
    second.clock.now = T0 + HOUR + 60_000;
    await second.runner.start();
    await second.runner.tick();
    expect(first.channel.calls).toEqual(['add PLseries0002']);
    const [done] = second.runner.history();
    expect(done).toMatchObject({ id: created.id, state: 'done' });
  });

  it('runs a change due while the app was closed at the next start, said late, or skips it past its limit', async () => {
    const before = setup();
    await before.runner.start();
    await before.runner.create(titleChange(before.channel, 'Late one', { kind: 'at', at: T0 + HOUR }));
    await before.runner.create({
      ...titleChange(before.channel, 'Too late', { kind: 'at', at: T0 + HOUR + 1 }),
      skipIfLateMs: HOUR,
    });
    await before.runner.stop();

    const after = setup({ storage: before.storage, channel: before.channel });
    after.clock.now = T0 + 3 * HOUR;
    await after.runner.start();
    await after.runner.tick();
    const history = after.runner.history();
    expect(history.find((change) => change.after.title === 'Late one')).toMatchObject({
      state: 'done',
      lateByMs: 2 * HOUR,
    });
    expect(history.find((change) => change.after.title === 'Too late')).toMatchObject({ state: 'skipped' });
    expect(before.channel.calls).toEqual(['update Late one']);
  });

  it('holds a change whose field was edited elsewhere, and writes it over only when run by hand', async () => {
    const { channel, clock, runner, told } = setup();
    await runner.start();
    const change = await runner.create(titleChange(channel, 'Planned', { kind: 'at', at: T0 + HOUR }));
    channel.videos.set(VIDEO, { ...channel.videos.get(VIDEO)!, title: 'Edited on the platform' });
    clock.now = T0 + HOUR;
    await runner.tick();
    expect(runner.history()[0]).toMatchObject({ state: 'held', message: expect.stringContaining('title') });
    // Kept as a line, written in English: a creator who switches to German reads it, field names and all, in German.
    const held = scheduledChangeViewSchema.parse(runner.history()[0]);
    expect(sayLine(intlFor('de'), held.messageLine, held.message!)).toBe(
      'Angehalten: Seit diese Änderung geplant wurde, wurde am Video anderswo etwas geändert (Titel). Bearbeite sie, ' +
        'führe sie jetzt aus, um zu überschreiben, oder brich sie ab.',
    );
    expect(channel.videos.get(VIDEO)!.title).toBe('Edited on the platform');
    expect(told.map((event) => event.kind)).toEqual(['schedule-held']);

    expect(await runner.runNow(change.id)).toMatchObject({ state: 'done' });
    expect(channel.videos.get(VIDEO)!.title).toBe('Planned');
  });

  it('writes over the other edit once the creator has edited a held change', async () => {
    const { channel, clock, runner } = setup();
    await runner.start();
    const change = await runner.create(titleChange(channel, 'Planned', { kind: 'at', at: T0 + HOUR }));
    channel.videos.set(VIDEO, { ...channel.videos.get(VIDEO)!, title: 'Edited on the platform' });
    clock.now = T0 + HOUR;
    await runner.tick();
    expect(runner.history()[0]).toMatchObject({ state: 'held' });

    const edited = await runner.edit({ id: change.id, values: { title: 'Planned, again' } });
    expect(edited).toMatchObject({ state: 'scheduled', after: { title: 'Planned, again' } });
    await runner.tick();
    expect(runner.history()[0]).toMatchObject({ state: 'done', before: { title: 'Edited on the platform' } });
    expect(channel.videos.get(VIDEO)!.title).toBe('Planned, again');
  });

  it('waits for the quota when today cannot pay, and runs after the reset', async () => {
    let left = 10;
    const { channel, clock, runner } = setup({ unitsLeft: () => left });
    await runner.start();
    await runner.create(titleChange(channel, 'After reset', { kind: 'at', at: T0 + HOUR }));
    expect(runner.list().reservedToday).toBe(51);
    clock.now = T0 + HOUR;
    await runner.tick();
    const [waiting] = runner.list().changes;
    expect(waiting).toMatchObject({ state: 'waitingQuota', retryAt: nextQuotaReset(T0 + HOUR) });
    expect(channel.calls).toEqual([]);

    // The platform refusing it (its count, not ours) waits the same way.
    left = 10_000;
    clock.now = waiting!.retryAt!;
    channel.failNext.push(new DeskError('quota-exceeded', 'The quota is used up.'));
    await runner.tick();
    expect(runner.list().changes[0]).toMatchObject({ state: 'waitingQuota' });

    clock.now = runner.list().changes[0]!.retryAt!;
    await runner.tick();
    expect(runner.history()[0]).toMatchObject({ state: 'done' });
    expect(channel.calls).toEqual(['update After reset']);
  });

  it('waits for a live change until the platform makes the video public, looking from its publish time on', async () => {
    const channel = new FakeChannel();
    const publishAt = new Date(T0 + 2 * HOUR).toISOString();
    channel.videos.set(VIDEO, libraryVideo(VIDEO, { title: 'Premiere', privacyStatus: 'private', publishAt }));
    const { clock, runner } = setup({ channel });
    await runner.start();
    const seen = bulkValuesOf(channel.videos.get(VIDEO)!);
    await runner.create({
      videoId: VIDEO,
      title: 'Premiere',
      fields: [],
      seen,
      target: seen,
      playlistIds: ['PLseries0001'],
      comment: 'Thanks for watching!',
      when: { kind: 'live' },
    });
    expect(runner.list().changes[0]).toMatchObject({ dueAt: T0 + 2 * HOUR, units: 100 });
    clock.now = T0 + HOUR;
    await runner.tick();
    expect(channel.calls).toEqual([]);

    // Its time came, but the platform has not made it public yet: looked at, and looked at again after the backoff.
    clock.now = T0 + 2 * HOUR;
    await runner.tick();
    await runner.tick();
    expect(channel.calls).toEqual(['statuses']);
    channel.videos.set(VIDEO, { ...channel.videos.get(VIDEO)!, privacyStatus: 'public', publishAt: undefined });
    clock.now = T0 + 2 * HOUR + 60_000;
    await runner.tick();
    expect(channel.calls).toEqual(['statuses', 'statuses', 'add PLseries0001', 'comment Thanks for watching!']);

    // Undo takes the video out of the playlist and deletes the comment.
    const [done] = runner.history();
    expect(done).toMatchObject({ state: 'done', undoable: true });
    expect(await runner.undo(done!.id)).toMatchObject({ state: 'undone', undoable: false });
    expect(channel.calls.slice(-2)).toEqual(['remove item1', 'delete comment2']);
  });

  it('undoes a title change only while the video still holds what it wrote', async () => {
    const { channel, clock, runner } = setup();
    await runner.start();
    await runner.create(titleChange(channel, 'New title', { kind: 'at', at: T0 + HOUR }));
    clock.now = T0 + HOUR;
    await runner.tick();
    const [done] = runner.history();
    expect(done).toMatchObject({ before: { title: 'Episode 1' }, after: { title: 'New title' }, undoable: true });

    channel.videos.set(VIDEO, { ...channel.videos.get(VIDEO)!, title: 'Someone else' });
    await expect(runner.undo(done!.id)).rejects.toMatchObject({ code: 'rejected' });
    channel.videos.set(VIDEO, { ...channel.videos.get(VIDEO)!, title: 'New title' });
    await runner.undo(done!.id);
    expect(channel.videos.get(VIDEO)!.title).toBe('Episode 1');
  });

  it('moves, edits and cancels a waiting change, and refuses a time gone by or a value the platform refuses', async () => {
    const { channel, clock, runner } = setup();
    await runner.start();
    const change = await runner.create(titleChange(channel, 'Planned', { kind: 'at', at: T0 + HOUR }));
    await expect(runner.create(titleChange(channel, 'Past', { kind: 'at', at: T0 - 1 }))).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(runner.create(titleChange(channel, 'a <b>', { kind: 'at', at: T0 + HOUR }))).rejects.toMatchObject({
      code: 'invalid-input',
    });
    const moved = await runner.edit({ id: change.id, when: { kind: 'at', at: T0 + 5 * HOUR } });
    expect(moved.dueAt).toBe(T0 + 5 * HOUR);
    clock.now = T0 + 2 * HOUR;
    await runner.tick();
    expect(channel.calls).toEqual([]);
    expect(await runner.cancel(change.id)).toMatchObject({ state: 'cancelled' });
    clock.now = T0 + 6 * HOUR;
    await runner.tick();
    expect(channel.calls).toEqual([]);
    await expect(runner.runNow(change.id)).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('tries a passing failure again later rather than giving up', async () => {
    const { channel, clock, runner } = setup();
    await runner.start();
    await runner.create(titleChange(channel, 'Retried', { kind: 'at', at: T0 + HOUR }));
    clock.now = T0 + HOUR;
    channel.failNext.push(new DeskError('network', 'The connection dropped.'));
    await runner.tick();
    const [waiting] = runner.list().changes;
    expect(waiting).toMatchObject({ state: 'scheduled', retryAt: T0 + HOUR + 60_000 });
    clock.now = waiting!.retryAt!;
    await runner.tick();
    expect(runner.history()[0]).toMatchObject({ state: 'done' });
  });

  it("keeps the reasons' lines in the state lines: written in English, read in German (tried again, then failed)", async () => {
    setSayingLocale('en');
    const german = intlFor('de');
    const { channel, clock, runner } = setup();
    await runner.start();
    await runner.create(titleChange(channel, 'Refused', { kind: 'at', at: T0 + HOUR }));
    clock.now = T0 + HOUR;
    channel.failNext.push(new DeskError('network', keepWords(PLATFORM_ERRORS.unreachable, { why: 'ECONNRESET' })));
    await runner.tick();
    const [waiting] = runner.list().changes;
    expect(waiting!.message).toBe(
      'Could not reach the video platform (ECONNRESET). Check your connection and try again. It is tried again later.',
    );
    expect(sayLine(german, waiting!.messageLine, waiting!.message!)).toBe(
      'Die Videoplattform war nicht erreichbar (ECONNRESET). Prüfe deine Verbindung und versuche es erneut. Es wird später erneut versucht.',
    );

    clock.now = waiting!.retryAt!;
    channel.failNext.push(
      toDeskError(403, {
        error: { message: 'Insufficient Permission', errors: [{ reason: 'insufficientPermissions' }] },
      }),
    );
    await runner.tick();
    const [failed] = runner.history();
    expect(failed).toMatchObject({ state: 'failed' });
    expect(failed!.message).toMatch(/^Insufficient Permission \S/);
    const said = sayLine(german, failed!.messageLine, failed!.message!);
    // The platform's own words stay as it said them; our advice after them is said in German.
    expect(said).toMatch(/^Insufficient Permission /);
    expect(said).toBe(`Insufficient Permission ${german.formatMessage(PLATFORM_ADVICE.missingPermission)}`);
    expect(said).not.toBe(failed!.message);
  });

  it('sets a scheduled thumbnail at its time from the copy it kept, and undo sets the previous one again', async () => {
    const { channel, clock, runner, thumbnails } = setup();
    thumbnails.current.set(VIDEO, 'auto');
    await runner.start();
    const seen = bulkValuesOf(channel.videos.get(VIDEO)!);
    const when = { kind: 'at' as const, at: T0 + HOUR };
    const base = { videoId: VIDEO, title: 'Episode 1', fields: [], seen, target: seen, when };
    await expect(runner.create({ ...base, thumbnail: { kind: 'path', path: '/tmp/notes.txt' } })).rejects.toMatchObject(
      { code: 'invalid-image' },
    );
    const change = await runner.create({ ...base, thumbnail: { kind: 'path', path: '/pictures/day-two.png' } });
    expect(change).toMatchObject({ thumbnail: { name: 'day-two.png' }, units: 51 });
    expect(runner.list().reservedToday).toBe(51);
    expect(thumbnails.kept).toEqual(new Set([`${change.id}.png`]));

    clock.now = T0 + HOUR;
    await runner.tick();
    expect(channel.calls).toEqual(['thumbnail day-two.png']);
    const [done] = runner.history();
    expect(done).toMatchObject({ state: 'done', undoable: true, thumbnail: { previousKept: true } });
    // The copy to set is gone once set; the previous one stays for undo.
    expect(thumbnails.kept).toEqual(new Set([`${change.id}-before.jpg`]));

    await runner.undo(done!.id);
    expect(thumbnails.current.get(VIDEO)).toBe('auto');
    expect(thumbnails.kept.size).toBe(0);
    expect(runner.history()[0]).toMatchObject({ state: 'undone', undoable: false });
  });

  it('says when the previous thumbnail could not be kept, and bounds the images it keeps', async () => {
    const { channel, clock, runner, thumbnails } = setup();
    thumbnails.unreadable = 'the previous thumbnail could not be downloaded';
    await runner.start();
    const seen = bulkValuesOf(channel.videos.get(VIDEO)!);
    const base = { videoId: VIDEO, title: 'Episode 1', fields: [], seen, target: seen };
    const at = (hours: number) => ({ kind: 'at' as const, at: T0 + hours * HOUR });
    const first = await runner.create({ ...base, when: at(1), thumbnail: { kind: 'path', path: '/p/huge-1.png' } });
    await expect(
      runner.create({ ...base, when: at(2), thumbnail: { kind: 'path', path: '/p/huge-2.png' } }),
    ).rejects.toMatchObject({ code: 'too-large' });
    expect(thumbnails.kept).toEqual(new Set([`${first.id}.png`]));

    clock.now = T0 + HOUR;
    await runner.tick();
    expect(runner.history()[0]).toMatchObject({
      state: 'done',
      undoable: false,
      thumbnail: { name: 'huge-1.png', previousKept: false },
    });
  });

  it('forgets the kept image of a cancelled thumbnail change', async () => {
    const { channel, runner, thumbnails } = setup();
    await runner.start();
    const seen = bulkValuesOf(channel.videos.get(VIDEO)!);
    const change = await runner.create({
      videoId: VIDEO,
      title: 'Episode 1',
      fields: [],
      seen,
      target: seen,
      when: { kind: 'at', at: T0 + HOUR },
      thumbnail: { kind: 'path', path: '/p/day-two.png' },
    });
    await runner.cancel(change.id);
    expect(thumbnails.kept.size).toBe(0);
  });
});
