// Watched folders with real files growing on disk, the real upload service and the emulator: a video written in
// pieces is enqueued once, after its last piece; a copy of an uploaded file is not enqueued again, in this folder
// or another; a restart resumes the watch without enqueuing anything twice; a folder that goes away is said and
// watched again when it is back.
import { execFileSync } from 'node:child_process';
import { appendFile, copyFile, mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadService } from '../../../electron/uploads/upload-service';
import {
  WatchedFoldersService,
  type ExaminationOutcome,
  type WatchedFoldersServiceOptions,
} from '../../../electron/watched-folders/watched-folders-service';
import { StagingArea } from '../../../electron/files/staging-area';
import { SeriesTemplates } from '../../../electron/series/series-templates';
import { TemplatesFile } from '../../../electron/series/templates-file';
import { emptyDraft } from '../../../shared/series/template';
import { defaultMetadataFor } from '../../../shared/uploads/video-metadata';
import type { AddWatchedFolder } from '../../../shared/watched-folders/watched-folder';
import { eventProblem, type EventPayload } from '../../../shared/ipc';
import { videoBytes } from '../../support/video-fixture';
import { useUploadServiceSuite } from '../support/upload-service-suite';
import { noticeMessage } from '../../../electron/kernel/feature';

const suite = useUploadServiceSuite('desk-watched-');
const SETTLE_MS = 300;
const HEALTH_MS = 100;

interface Examined {
  readonly path: string;
  readonly outcome: ExaminationOutcome;
  readonly at: number;
}

const running: WatchedFoldersService[] = [];
afterEach(async () => {
  for (const service of running.splice(0)) await service.stop();
});

let folderCount = 0;
async function newFolder(name = 'watched'): Promise<string> {
  folderCount += 1;
  const path = join(suite.workDir, `${name}-${folderCount}`);
  await mkdir(path, { recursive: true });
  return path;
}

async function startWatching(
  uploads: UploadService,
  dataDir: string,
  extra: Pick<
    WatchedFoldersServiceOptions,
    'enqueueThroughTemplate' | 'chosenChannelId' | 'maxEntries' | 'metadataFor'
  > = {},
) {
  const examined: Examined[] = [];
  const notices: string[] = [];
  const changes: EventPayload<'watchedFolders.changed'>[] = [];
  const service = new WatchedFoldersService({
    dataDir,
    uploads,
    events: {
      emit: (name, payload) => {
        // Hosts send events unchecked: the contract's schema is held here.
        expect(eventProblem(name, payload)).toBeUndefined();
        if (name === 'watchedFolders.changed') changes.push(payload as EventPayload<'watchedFolders.changed'>);
      },
    },
    notice: (words) => notices.push(noticeMessage(words).message),
    log: () => undefined,
    settleMs: SETTLE_MS,
    healthMs: HEALTH_MS,
    onExamined: (path, outcome) => examined.push({ path, outcome, at: Date.now() }),
    ...extra,
  });
  await service.start();
  running.push(service);
  const outcomeOf = async (path: string, outcome: ExaminationOutcome): Promise<Examined> =>
    vi.waitFor(
      () => {
        const found = examined.find((each) => each.path === path && each.outcome === outcome);
        if (!found) throw new Error(`${path} not ${outcome} yet: ${JSON.stringify(examined)}`);
        return found;
      },
      { timeout: 15_000, interval: 20 },
    );
  const stop = async () => {
    running.splice(running.indexOf(service), 1);
    await service.stop();
  };
  return { service, dataDir, examined, notices, changes, outcomeOf, stop };
}

const hold: AddWatchedFolder = { existing: 'enqueue', onArrival: 'hold' };
const start: AddWatchedFolder = { existing: 'enqueue', onArrival: 'start' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dataDirOf = async () => join(await newFolder('data'));

describe('watched folders against real files', () => {
  it('enqueues a video written in pieces once, after its last piece, held as the folder says', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const folder = await newFolder();
    await watched.service.add(folder, hold);

    const path = join(folder, 'Episode 1.mp4');
    const bytes = videoBytes(6 * 64 * 1024);
    let lastWriteAt = 0;
    for (let piece = 0; piece < 6; piece += 1) {
      const slice = bytes.subarray(piece * 64 * 1024, (piece + 1) * 64 * 1024);
      if (piece === 0) await writeFile(path, slice);
      else await appendFile(path, slice);
      lastWriteAt = Date.now();
      // Pauses shorter than the settle time: a slow copy, never taken for a finished file.
      await pause(SETTLE_MS / 2);
      expect(uploads.queuedFiles()).toEqual([]);
    }
    const enqueued = await watched.outcomeOf(path, 'enqueued');
    expect(enqueued.at - lastWriteAt).toBeGreaterThanOrEqual(SETTLE_MS);

    const queue = uploads.snapshot().uploads;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ fileName: 'Episode 1.mp4', totalBytes: bytes.length, state: 'paused' });
    // The file name gives the title, as for a dropped file.
    expect(queue[0]!.metadata.snippet.title).toBe('Episode 1');
    await vi.waitFor(() =>
      expect(watched.service.list()[0]).toMatchObject({ enqueued: 1, settling: 0, state: 'watching' }),
    );
    expect(watched.examined.filter((each) => each.outcome === 'enqueued')).toHaveLength(1);
  });

  it('uploads a file of a "start" folder, and never enqueues a copy of it again, here or in another folder', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const first = await newFolder();
    const second = await newFolder();
    await watched.service.add(first, start);
    await watched.service.add(second, hold);

    const original = join(first, 'talk.mp4');
    await writeFile(original, videoBytes(200 * 1024));
    await watched.outcomeOf(original, 'enqueued');
    await uploads.whenIdle();
    expect(uploads.snapshot().uploads.map((each) => each.state)).toEqual(['done']);
    // Cleared from the queue: the ledger still knows it was uploaded.
    await uploads.clearFinished();
    expect(uploads.snapshot().uploads).toEqual([]);

    const renamedCopy = join(first, 'talk (copy).mp4');
    const elsewhere = join(second, 'talk.mp4');
    await copyFile(original, renamedCopy);
    await copyFile(original, elsewhere);
    await watched.outcomeOf(renamedCopy, 'duplicate');
    await watched.outcomeOf(elsewhere, 'duplicate');
    expect(uploads.snapshot().uploads).toEqual([]);
  });

  it('remembers a dropped video the queue finished, so a copy is not enqueued after the queue was cleared', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const outside = await newFolder('dropped');
    const dropped = join(outside, 'clip.mp4');
    await writeFile(dropped, videoBytes(90 * 1024));
    await uploads.enqueue([{ source: { kind: 'path', path: dropped } }]);
    await uploads.whenIdle();
    expect(uploads.snapshot().uploads.map((each) => each.state)).toEqual(['done']);
    // What the feature does when the queue changes (uploads.changed): the finished upload is remembered.
    watched.service.learnFromQueue();
    await uploads.clearFinished();

    const folder = await newFolder();
    await watched.service.add(folder, start);
    await copyFile(dropped, join(folder, 'clip.mp4'));
    await watched.outcomeOf(join(folder, 'clip.mp4'), 'duplicate');
    expect(uploads.snapshot().uploads).toEqual([]);
  });

  it('does not enqueue a file already queued by a drop, nor one copy landing in two folders at once twice', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const outside = await newFolder('dropped');
    const dropped = join(outside, 'dropped.mp4');
    await writeFile(dropped, videoBytes(100 * 1024));
    await uploads.enqueue([{ source: { kind: 'path', path: dropped } }], { hold: true });

    const one = await newFolder();
    const two = await newFolder();
    await watched.service.add(one, hold);
    await watched.service.add(two, hold);
    await copyFile(dropped, join(one, 'dropped.mp4'));
    await watched.outcomeOf(join(one, 'dropped.mp4'), 'duplicate');

    const fresh = videoBytes(120 * 1024);
    await Promise.all([writeFile(join(one, 'new.mp4'), fresh), writeFile(join(two, 'new.mp4'), fresh)]);
    await vi.waitFor(
      () =>
        expect(
          watched.examined
            .filter((each) => each.path.endsWith('new.mp4'))
            .map((each) => each.outcome)
            .sort(),
        ).toEqual(['duplicate', 'enqueued']),
      { timeout: 15_000 },
    );
    expect(uploads.snapshot().uploads.map((each) => each.fileName)).toEqual(['dropped.mp4', 'new.mp4']);
  });

  it('resumes the watch after a restart: files seen before are not enqueued again, files that came meanwhile are', async () => {
    const uploads = await suite.startService();
    const dataDir = await dataDirOf();
    const folder = await newFolder();
    const before = await startWatching(uploads, dataDir);
    await before.service.add(folder, hold);
    await writeFile(join(folder, 'one.mp4'), videoBytes(50 * 1024));
    await before.outcomeOf(join(folder, 'one.mp4'), 'enqueued');
    await before.stop();

    // While the app is closed: a new file arrives, and the first is moved to another name in the folder.
    await writeFile(join(folder, 'two.mp4'), videoBytes(60 * 1024));
    await rename(join(folder, 'one.mp4'), join(folder, 'one renamed.mp4'));

    const after = await startWatching(uploads, dataDir);
    await vi.waitFor(() =>
      expect(after.service.list()).toMatchObject([{ path: folder, onArrival: 'hold', state: 'watching', enqueued: 1 }]),
    );
    await after.outcomeOf(join(folder, 'two.mp4'), 'enqueued');
    await after.outcomeOf(join(folder, 'one renamed.mp4'), 'duplicate');
    expect(uploads.snapshot().uploads.map((each) => each.fileName)).toEqual(['one.mp4', 'two.mp4']);

    // A third start: every file is known by its path, size and mtime, and is not even read again.
    await after.stop();
    const third = await startWatching(uploads, dataDir);
    await third.outcomeOf(join(folder, 'two.mp4'), 'already-decided');
    await third.outcomeOf(join(folder, 'one renamed.mp4'), 'already-decided');
    expect(uploads.snapshot().uploads).toHaveLength(2);
  });

  it('does not enqueue a queued video again when it is rewritten in place, but does a new file put at its path', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const folder = await newFolder();
    await watched.service.add(folder, hold);
    const path = join(folder, 'export.mp4');
    await writeFile(path, videoBytes(40 * 1024));
    await watched.outcomeOf(path, 'enqueued');

    // A tagger rewrites the end of the file: not a new upload by itself, and said.
    await appendFile(path, Buffer.from('tags'));
    await watched.outcomeOf(path, 'changed-after-enqueue');
    expect(watched.notices.join('\n')).toMatch(/export\.mp4 changed after it was queued/);
    expect(uploads.snapshot().uploads).toHaveLength(1);

    // Moved away, and next week's export written under the same name: a new video.
    await rename(path, join(await newFolder('archive'), 'export.mp4'));
    // Once the watcher reported it gone, the ledger no longer holds the path (its content it keeps).
    const ledger = join(watched.dataDir, 'watched-folders', 'ledger.json');
    await vi.waitFor(async () => expect(await readFile(ledger, 'utf8')).not.toContain(JSON.stringify(path)), {
      timeout: 10_000,
    });
    await writeFile(path, videoBytes(45 * 1024));
    await vi.waitFor(
      () =>
        expect(watched.examined.filter((each) => each.path === path && each.outcome === 'enqueued')).toHaveLength(2),
      { timeout: 15_000 },
    );
    expect(uploads.snapshot().uploads.map((each) => each.totalBytes)).toEqual([40 * 1024, 45 * 1024]);
  });

  it('asks about the files present when a folder is added: left alone, or enqueued', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const ignored = await newFolder();
    const taken = await newFolder();
    await writeFile(join(ignored, 'old.mp4'), videoBytes(40 * 1024));
    await writeFile(join(taken, 'old too.mp4'), videoBytes(41 * 1024));

    await watched.service.add(ignored, { ...hold, existing: 'ignore' });
    await watched.service.add(taken, hold);
    await watched.outcomeOf(join(ignored, 'old.mp4'), 'already-decided');
    await watched.outcomeOf(join(taken, 'old too.mp4'), 'enqueued');
    await writeFile(join(ignored, 'new.mp4'), videoBytes(42 * 1024));
    await watched.outcomeOf(join(ignored, 'new.mp4'), 'enqueued');
    expect(
      uploads
        .snapshot()
        .uploads.map((each) => each.fileName)
        .sort(),
    ).toEqual(['new.mp4', 'old too.mp4']);
  });

  it('refuses a file that is no video by its bytes and says so, and ignores files that are not named as videos', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const folder = await newFolder();
    await watched.service.add(folder, hold);
    await writeFile(join(folder, 'notes.txt'), 'not watched');
    await writeFile(join(folder, 'fake.mp4'), '%PDF-1.7 this is a document');
    await watched.outcomeOf(join(folder, 'fake.mp4'), 'not-a-video');
    expect(watched.notices.join('\n')).toMatch(/fake\.mp4 is not a video file/);
    expect(watched.examined.map((each) => each.path)).toEqual([join(folder, 'fake.mp4')]);
    expect(uploads.snapshot().uploads).toEqual([]);
  });

  it('walks subfolders when asked, through a link loop and past a pipe named like a video, without stalling', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const folder = await newFolder();
    await mkdir(join(folder, 'season 1', 'raw'), { recursive: true });
    await symlink(folder, join(folder, 'season 1', 'loop'));
    execFileSync('mkfifo', [join(folder, 'pipe.mp4')]);
    await watched.service.add(folder, { ...hold, includeSubfolders: true });
    const deep = join(folder, 'season 1', 'raw', 'take.mp4');
    await writeFile(deep, videoBytes(33 * 1024));
    await watched.outcomeOf(deep, 'enqueued');
    expect(watched.examined.map((each) => each.path)).toEqual([deep]);
    expect(uploads.snapshot().uploads.map((each) => each.fileName)).toEqual(['take.mp4']);
  });

  it('skips and names a link to a file outside the folder; a link to a file inside it is taken', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const folder = await newFolder();
    const elsewhere = await newFolder('elsewhere');
    const secret = join(elsewhere, 'private.mp4');
    await writeFile(secret, videoBytes(40 * 1024));
    await mkdir(join(folder, 'takes'));
    await writeFile(join(folder, 'takes', 'take.mp4'), videoBytes(41 * 1024));
    await watched.service.add(folder, start);
    const out = join(folder, 'clip.mp4');
    await symlink(secret, out);
    await watched.outcomeOf(out, 'outside-folder');
    const inside = join(folder, 'best take.mp4');
    await symlink(join(folder, 'takes', 'take.mp4'), inside);
    await watched.outcomeOf(inside, 'enqueued');
    expect(watched.notices.join('\n')).toContain(
      `Watched folder ${folder}: clip.mp4 is a link to a file outside the folder (${secret}); it was not queued.`,
    );
    expect(uploads.snapshot().uploads.map((each) => each.fileName)).toEqual(['best take.mp4']);
    // Decided on: not looked at again while the link is unchanged.
    await watched.stop();
    const again = await startWatching(uploads, watched.dataDir);
    await again.outcomeOf(out, 'already-decided');
  });

  it('does not send a file whose link was swapped out of the folder after it was checked', async () => {
    const uploads = await suite.startService();
    const elsewhere = await newFolder('elsewhere');
    const secret = join(elsewhere, 'private.mp4');
    await writeFile(secret, videoBytes(50 * 1024));
    const folder = await newFolder();
    await writeFile(join(folder, 'decoy.bin'), videoBytes(51 * 1024));
    const path = join(folder, 'clip.mp4');
    const watched = await startWatching(uploads, await dataDirOf(), {
      // Called between the check of the file opened and the queue's own look at the path: the link is swapped then.
      metadataFor: async (filePath) => {
        await rm(filePath);
        await symlink(secret, filePath);
        return { metadata: defaultMetadataFor('clip.mp4') };
      },
    });
    await watched.service.add(folder, start);
    await symlink(join(folder, 'decoy.bin'), path);
    await watched.outcomeOf(path, 'refused');
    expect(watched.notices.join('\n')).toContain('clip.mp4 changed while it was being queued; it was not queued.');
    expect(uploads.snapshot().uploads).toEqual([]);
  });

  it('refuses a folder holding more entries than a watch may keep, and stops watching one that grows past it', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf(), { maxEntries: 20 });
    const big = await newFolder('big');
    await mkdir(join(big, 'sub'));
    for (let i = 0; i < 20; i += 1) await writeFile(join(big, 'sub', `note ${i}.txt`), '');
    // Twenty-one entries once the subfolder's are counted: fine alone, too many with subfolders.
    const { id } = await watched.service.add(big, hold);
    await expect(watched.service.update({ id, includeSubfolders: true })).rejects.toMatchObject({
      code: 'invalid-input',
      message: `${big} holds more than 20 files and folders, more than a folder can be watched with; watch a smaller one (a folder per series or season).`,
    });
    await expect(watched.service.add(join(big, 'sub'), { ...hold, includeSubfolders: true })).resolves.toBeDefined();
    const other = await newFolder();
    await expect(watched.service.add(other, hold)).resolves.toMatchObject({ state: 'watching' });
    for (let i = 0; i < 21; i += 1) await writeFile(join(other, `note ${i}.txt`), '');
    // Non-videos are not reported one by one, so the look at the folder is what sees it grow.
    await vi.waitFor(
      () => expect(watched.service.list().find((each) => each.path === other)).toMatchObject({ state: 'unreadable' }),
      { timeout: 10_000, interval: 50 },
    );
  });

  it('leaves the videos already in subfolders alone when subfolders are turned on, and takes new ones', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const folder = await newFolder();
    await mkdir(join(folder, 'old season'));
    await writeFile(join(folder, 'old season', 'e1.mp4'), videoBytes(20 * 1024));
    const { id } = await watched.service.add(folder, hold);
    await watched.service.update({ id, includeSubfolders: true });
    await watched.outcomeOf(join(folder, 'old season', 'e1.mp4'), 'already-decided');
    await writeFile(join(folder, 'old season', 'e2.mp4'), videoBytes(21 * 1024));
    await watched.outcomeOf(join(folder, 'old season', 'e2.mp4'), 'enqueued');
    expect(uploads.snapshot().uploads.map((each) => each.fileName)).toEqual(['e2.mp4']);
  });

  it('says a folder that disappears is missing, and watches it again when it comes back', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const folder = await newFolder();
    const { id } = await watched.service.add(folder, hold);
    await rm(folder, { recursive: true });
    await vi.waitFor(
      () =>
        expect(watched.service.list()[0]).toMatchObject({
          id,
          state: 'missing',
          problem: expect.stringMatching(/is not there/),
        }),
      { timeout: 10_000 },
    );
    // The page hears it too.
    await vi.waitFor(() => expect(watched.changes.at(-1)?.folders[0]?.state).toBe('missing'));

    await mkdir(folder);
    await vi.waitFor(() => expect(watched.service.list()[0]?.state).toBe('watching'), { timeout: 10_000 });
    await writeFile(join(folder, 'back.mp4'), videoBytes(30 * 1024));
    await watched.outcomeOf(join(folder, 'back.mp4'), 'enqueued');
  });

  it('keeps its promises through a damaged ledger: files present are left alone, new ones enqueued, and it is said', async () => {
    const uploads = await suite.startService();
    const dataDir = await dataDirOf();
    const folder = await newFolder();
    const before = await startWatching(uploads, dataDir);
    await before.service.add(folder, hold);
    await writeFile(join(folder, 'a.mp4'), videoBytes(30 * 1024));
    await before.outcomeOf(join(folder, 'a.mp4'), 'enqueued');
    await before.stop();
    const { id } = uploads.snapshot().uploads[0]!;
    await uploads.cancel(id);
    await uploads.remove(id);
    const ledger = join(dataDir, 'watched-folders', 'ledger.json');
    await writeFile(ledger, (await readFile(ledger, 'utf8')).slice(0, 40));

    const after = await startWatching(uploads, dataDir);
    expect(after.notices.join('\n')).toMatch(/could not be read .*set aside as .*ledger\.json\.corrupt-/);
    await after.outcomeOf(join(folder, 'a.mp4'), 'already-decided');
    await writeFile(join(folder, 'b.mp4'), videoBytes(31 * 1024));
    await after.outcomeOf(join(folder, 'b.mp4'), 'enqueued');
    expect(uploads.snapshot().uploads.map((each) => each.fileName)).toEqual(['b.mp4']);
  });

  it('refuses a folder watched twice, a relative path and a folder that is not there, with sentences', async () => {
    const uploads = await suite.startService();
    const watched = await startWatching(uploads, await dataDirOf());
    const folder = await newFolder();
    await watched.service.add(folder, hold);
    await expect(watched.service.add(folder, hold)).rejects.toMatchObject({
      code: 'invalid-input',
      message: expect.stringMatching(/already watched/),
    });
    await expect(watched.service.add('videos', hold)).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(watched.service.add(join(folder, 'nope'), hold)).rejects.toMatchObject({ code: 'file-missing' });
    await expect(watched.service.update({ id: 'gone', onArrival: 'start' })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it("queues through the folder's template (its episode numbers and what it found beside each file), and as dropped once the template is gone", async () => {
    const uploads = await suite.startService();
    const dataDir = await dataDirOf();
    const series = new SeriesTemplates({
      file: new TemplatesFile(dataDir),
      uploads,
      staging: new StagingArea(dataDir),
      channelId: () => 'UCwatchedchannel',
    });
    const { template } = await series.save(undefined, {
      ...emptyDraft('UTC'),
      name: 'Weekly show',
      title: 'Episode {n}: {file_spaced}',
    });
    const watched = await startWatching(uploads, dataDir, {
      enqueueThroughTemplate: (templateId, path, holdIt, channelId) =>
        series.enqueueIfKnown(templateId, path, holdIt, channelId),
    });
    const folder = await newFolder();
    await watched.service.add(folder, { ...hold, templateId: template.id });

    const first = join(folder, 'Show_S01E01.mp4');
    await writeFile(first, videoBytes(64 * 1024));
    await watched.outcomeOf(first, 'enqueued');
    const second = join(folder, 'Show_S01E02.mp4');
    await writeFile(second, videoBytes(96 * 1024));
    await watched.outcomeOf(second, 'enqueued');
    expect(uploads.snapshot().uploads.map((upload) => upload.metadata.snippet.title)).toEqual([
      'Episode 1: Show S01E01',
      'Episode 2: Show S01E02',
    ]);
    // The template asks for a thumbnail and captions beside each video: none was there, and each file says so.
    expect(watched.notices.filter((notice) => notice.includes('was queued, with no thumbnail'))).toHaveLength(2);

    await series.remove(template.id);
    const third = join(folder, 'Show_S01E03.mp4');
    await writeFile(third, videoBytes(128 * 1024));
    await watched.outcomeOf(third, 'enqueued');
    expect(uploads.snapshot().uploads.at(-1)!.metadata.snippet.title).toBe('Show_S01E03');
    expect(watched.notices.some((notice) => notice.includes('no longer exists'))).toBe(true);
  });

  it("queues each folder for the channel chosen when it was added, through that channel's template, whichever is chosen now", async () => {
    let chosen = 'UCmainchannel';
    const signedIn = new Set(['UCmainchannel', 'UCclipschannel']);
    const tokens = { getAccessToken: () => suite.fx.token(), refreshAfterRejection: () => suite.fx.token() };
    const uploads = await suite.startService({
      channels: {
        chosen: () => chosen,
        signedIn: (id) => signedIn.has(id),
        tokensFor: () => tokens,
        observerFor: () => ({ called: () => undefined }),
      },
    });
    const dataDir = await dataDirOf();
    const series = new SeriesTemplates({
      file: new TemplatesFile(dataDir),
      uploads,
      staging: new StagingArea(dataDir),
      channelId: () => chosen,
    });
    chosen = 'UCclipschannel';
    const { template } = await series.save(undefined, {
      ...emptyDraft('UTC'),
      name: 'Clips',
      title: 'Clip {n}',
      slots: { kind: 'weekly', zone: 'UTC', days: [1], times: ['18:00'] },
      slotsFrom: '2030-01-07',
    });
    // The main channel's video planned for the clips schedule's first slot does not take it from the clips channel.
    const planned = join(await newFolder('planned'), 'Main premiere.mp4');
    await writeFile(planned, videoBytes(32 * 1024));
    const premiere = {
      snippet: { title: 'Main premiere' },
      status: { privacyStatus: 'private' as const, publishAt: '2030-01-07T18:00:00.000Z' },
    };
    await uploads.enqueue([{ source: { kind: 'path', path: planned }, metadata: premiere }], {
      hold: true,
      channelId: 'UCmainchannel',
    });
    const watched = await startWatching(uploads, dataDir, {
      chosenChannelId: () => chosen,
      enqueueThroughTemplate: (templateId, path, holdIt, channelId) =>
        series.enqueueIfKnown(templateId, path, holdIt, channelId),
    });
    const clipsFolder = await newFolder('clips');
    const clipsView = await watched.service.add(clipsFolder, { ...hold, templateId: template.id });
    chosen = 'UCmainchannel';
    const mainFolder = await newFolder('main');
    await watched.service.add(mainFolder, hold);
    // Its template is one of the clips channel's: not changed while another channel (and its templates) is chosen.
    await expect(watched.service.update({ id: clipsView.id, templateId: 'tpl_mainonly1' })).rejects.toMatchObject({
      code: 'invalid-input',
      message: expect.stringMatching(/Choose this folder's channel/),
    });
    await watched.service.update({ id: clipsView.id, onArrival: 'hold' });
    // Every folder is listed, whichever channel is chosen, each with its own.
    expect(watched.service.list().map((folder) => folder.channelId)).toEqual(['UCclipschannel', 'UCmainchannel']);

    // Main is chosen: the clips folder's file still goes to the clips channel, through the clips channel's template.
    const clip = join(clipsFolder, 'Funny moment.mp4');
    await writeFile(clip, videoBytes(64 * 1024));
    await watched.outcomeOf(clip, 'enqueued');
    chosen = 'UCclipschannel';
    const episode = join(mainFolder, 'Episode 9.mp4');
    await writeFile(episode, videoBytes(96 * 1024));
    await watched.outcomeOf(episode, 'enqueued');
    expect(
      uploads
        .snapshot()
        .uploads.map((upload) => [
          upload.fileName,
          upload.channelId,
          upload.metadata.snippet.title,
          upload.metadata.status.publishAt,
        ]),
    ).toEqual([
      ['Main premiere.mp4', 'UCmainchannel', 'Main premiere', '2030-01-07T18:00:00.000Z'],
      ['Funny moment.mp4', 'UCclipschannel', 'Clip 1', '2030-01-07T18:00:00Z'],
      ['Episode 9.mp4', 'UCmainchannel', 'Episode 9', undefined],
    ]);

    // The main channel is signed out: its folder's next file is not sent to the clips channel, and that is said.
    signedIn.delete('UCmainchannel');
    const orphan = join(mainFolder, 'Episode 10.mp4');
    await writeFile(orphan, videoBytes(128 * 1024));
    await watched.outcomeOf(orphan, 'refused');
    expect(uploads.snapshot().uploads).toHaveLength(3);
    expect(watched.notices.some((notice) => notice.includes("the folder's channel is no longer signed in"))).toBe(true);
  });

  it('gives a list written before folders had a channel the channel chosen at start, and keeps it', async () => {
    const uploads = await suite.startService();
    const dataDir = await dataDirOf();
    const folder = await newFolder();
    await mkdir(join(dataDir, 'watched-folders'), { recursive: true });
    const listPath = join(dataDir, 'watched-folders', 'folders.json');
    await writeFile(
      listPath,
      JSON.stringify({ version: 1, folders: [{ id: 'old1', path: folder, onArrival: 'hold', templateId: null }] }),
    );
    const watched = await startWatching(uploads, dataDir, { chosenChannelId: () => 'UCmainchannel' });
    expect(watched.service.list()).toMatchObject([{ id: 'old1', channelId: 'UCmainchannel' }]);
    const saved = JSON.parse(await readFile(listPath, 'utf8')) as { folders: Array<{ channelId?: string }> };
    expect(saved.folders.map((each) => each.channelId)).toEqual(['UCmainchannel']);
    expect(watched.notices).toEqual([]);
  });
});
