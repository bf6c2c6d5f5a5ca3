// The queue service against the small fake host: persistence, restarts, refusals and the queue operations. The same
// behaviours are proven against the real emulator in tests/integration/uploads.
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../../electron/files/staging-area';
import type { EventSink } from '../../../../electron/ipc/handlers';
import { nextQuotaReset } from '../../../../shared/platform/quota-reset';
import {
  createUploadService,
  type QueueSnapshot,
  type UploadService,
} from '../../../../electron/uploads/upload-service';
import type { EventName } from '../../../../shared/ipc';
import type { UploadProgress, UploadView } from '../../../../shared/uploads/upload-view';
import { sentAsNo, unansweredChoice } from '../../../support/unanswered-choice';
import { FakeUploadHost } from './fake-upload-host';
import { makeTempDir, removeDir, writeVideo } from '../../../support/video-fixture';

const KiB256 = 256 * 1024;

class Events implements EventSink {
  readonly all: Array<{ name: EventName; payload: unknown }> = [];
  emit(name: EventName, payload: unknown): void {
    this.all.push({ name, payload });
  }
  notices(): string[] {
    return this.all
      .filter((event) => event.name === 'app.notice')
      .map((event) => (event.payload as { message: string }).message);
  }
  progress(id: string): UploadProgress[] {
    return this.all
      .filter((event) => event.name === 'uploads.progress' && (event.payload as UploadProgress).id === id)
      .map((event) => event.payload as UploadProgress);
  }
}

let dir: string;
let dataDir: string;
let host: FakeUploadHost;
const services: UploadService[] = [];

beforeEach(async () => {
  dir = await makeTempDir();
  dataDir = join(dir, 'data');
  host = new FakeUploadHost();
  await host.start();
});
afterEach(async () => {
  for (const service of services.splice(0)) await service.stop();
  await host.close();
  await removeDir(dir);
});

/**
 * A service whose creator chose to send uploads without an answer as "no" (the altered content question), unless
 * `choice` says otherwise: the tests of the hold itself leave it unchosen.
 */
async function newService(
  events = new Events(),
  now?: () => number,
  channels?: Parameters<typeof createUploadService>[0]['channels'],
  choice = sentAsNo(),
) {
  const staging = new StagingArea(dataDir);
  const service = createUploadService({
    dataDir,
    tokens: { getAccessToken: async () => 'token-1', refreshAfterRejection: async () => 'token-1' },
    endpoints: () => ({ uploadBaseUrl: host.uploadBaseUrl(), dataApiBaseUrl: `${host.baseUrl}/youtube/v3` }),
    events,
    staging,
    settings: { chunkSize: KiB256, retryBaseMs: 5, retryCapMs: 20 },
    unansweredChoice: choice,
    random: () => 0.5,
    idleTimeoutMs: 2000,
    progressIntervalMs: 50,
    ...(now ? { now } : {}),
    ...(channels ? { channels } : {}),
    log: () => undefined,
  });
  services.push(service);
  await service.start();
  return { service, events, staging };
}

async function waitFor<T>(probe: () => T | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The most uploads that were starting or uploading at the same moment, replayed from the state events. */
function peakRunning(events: Events): number {
  const running = new Set<string>();
  let peak = 0;
  for (const event of events.all) {
    if (event.name !== 'uploads.progress') continue;
    const { id, state } = event.payload as UploadProgress;
    if (state === 'starting' || state === 'uploading') running.add(id);
    else running.delete(id);
    peak = Math.max(peak, running.size);
  }
  return peak;
}

const stateOf = (service: UploadService, id: string) => service.view(id).state;
const waitState = (service: UploadService, id: string, state: UploadView['state']) =>
  waitFor(() => stateOf(service, id) === state && service.view(id), `${id} to be ${state}`);

async function enqueueOne(service: UploadService, size: number, name = 'clip.mp4') {
  const video = await writeVideo(dir, name, size);
  const result = await service.enqueue([{ source: { kind: 'path', path: video.path } }]);
  expect(result.refused).toEqual([]);
  return { ...video, id: result.accepted[0]!.id };
}

describe('UploadService: enqueue', () => {
  it('checks every file first, queues the good ones and says why each other one was refused', async () => {
    const { service, staging } = await newService();
    const good = await writeVideo(dir, 'good.mp4', 1000);
    await writeFile(join(dir, 'notes.txt'), 'not a video at all\n');
    await mkdir(join(dir, 'folder'));
    const { id: stagedText } = await staging.create({ name: 'readme.md', size: 5, type: 'text/markdown' });
    await staging.append(stagedText, 0, Readable.from([Buffer.from('hello')]));
    const result = await service.enqueue([
      {
        source: { kind: 'path', path: good.path },
        metadata: { snippet: { title: 'Good one' }, status: { privacyStatus: 'unlisted' } },
      },
      { source: { kind: 'path', path: join(dir, 'notes.txt') } },
      { source: { kind: 'path', path: join(dir, 'folder') } },
      { source: { kind: 'path', path: 'relative.mp4' } },
      { source: { kind: 'staged', stagingId: stagedText } },
    ]);
    expect(result.accepted.map((view) => [view.fileName, view.mimeType, view.metadata.snippet.title])).toEqual([
      ['good.mp4', 'video/mp4', 'Good one'],
    ]);
    expect(result.refused).toEqual([
      { name: 'notes.txt', reason: 'notes.txt is not a video file (it looks like text).' },
      { name: 'folder', reason: 'folder is a folder, not a video file.' },
      { name: 'relative.mp4', reason: "relative.mp4: Channel Desk needs the file's full path to read it." },
      { name: 'readme.md', reason: 'readme.md is not a video file (it looks like text).' },
    ]);
    expect(service.snapshot().uploads).toHaveLength(1);
    // A refused staged file is of no further use: its space is reclaimed.
    await expect(staging.status(stagedText)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('holds files for review: queued paused, details editable, nothing sent until resumed', async () => {
    const { service } = await newService();
    const video = await writeVideo(dir, 'held.mp4', KiB256 + 10);
    const { accepted } = await service.enqueue([{ source: { kind: 'path', path: video.path } }], { hold: true });
    const id = accepted[0]!.id;
    expect(accepted[0]).toMatchObject({ state: 'paused', canEditMetadata: true });
    // Were it not held, it would be running now and idleness would come only after its requests.
    await service.whenIdle();
    expect(host.requests).toHaveLength(0);
    await service.updateMetadata(id, { snippet: { title: 'Reviewed title' }, status: { privacyStatus: 'unlisted' } });
    await service.resume(id);
    await waitState(service, id, 'done');
    const start = host.requests.find((request) => request.kind === 'start');
    expect(start?.body).toMatchObject({ snippet: { title: 'Reviewed title' }, status: { privacyStatus: 'unlisted' } });
  });

  it('uploads a queued file, persists it as done and reclaims its staged copy', async () => {
    const { service, staging, events } = await newService();
    const bytes = await readFile((await writeVideo(dir, 'drop.mp4', KiB256 + 5)).path);
    const { id: stagingId } = await staging.create({ name: 'Dropped.mp4', size: bytes.length, type: 'video/mp4' });
    await staging.append(stagingId, 0, Readable.from([bytes]));
    const { accepted } = await service.enqueue([{ source: { kind: 'staged', stagingId } }]);
    const id = accepted[0]!.id;
    expect(accepted[0]).toMatchObject({
      fileName: 'Dropped.mp4',
      sourceKind: 'staged',
      metadata: { snippet: { title: 'Dropped' }, status: { privacyStatus: 'private' } },
    });
    expect(accepted[0]).not.toHaveProperty('path');
    const done = await waitState(service, id, 'done');
    expect(done.videoId).toBe(`video-${KiB256 + 5}`);
    expect(done.bytesConfirmed).toBe(KiB256 + 5);
    let reclaimed = false;
    await waitFor(() => {
      staging.status(stagingId).catch((error: { code?: string }) => {
        reclaimed = error.code === 'not-found';
      });
      return reclaimed;
    }, 'the staged copy to be reclaimed');
    const states = events.progress(id).map((progress) => progress.state);
    expect(states[0]).toBe('starting');
    expect(states.at(-1)).toBe('done');
    const persisted = JSON.parse(await readFile(join(dataDir, 'uploads', 'queue.json'), 'utf8'));
    expect(persisted.uploads[0]).toMatchObject({ id, state: 'done', videoId: done.videoId });
  });
});

describe('UploadService: crashes and restarts', () => {
  it('continues after a restart from the offset the server confirms, with one video in the end', async () => {
    const first = await newService();
    host.next('data', { kind: 'partial', storeBytes: KiB256 });
    host.next('data', { kind: 'hang' });
    const video = await enqueueOne(first.service, 3 * KiB256);
    await waitFor(
      () => first.service.view(video.id).bytesConfirmed === KiB256 && host.requests.length >= 3,
      'first chunk confirmed',
    );
    await first.service.stop();
    const persisted = JSON.parse(await readFile(join(dataDir, 'uploads', 'queue.json'), 'utf8'));
    expect(persisted.uploads[0]).toMatchObject({
      state: 'uploading',
      bytesConfirmed: KiB256,
      session: { uri: expect.stringContaining('upload_id=s1') },
    });

    const before = host.requests.length;
    const second = await newService();
    const done = await waitState(second.service, video.id, 'done');
    expect(host.kinds().slice(before, before + 2)).toEqual([
      `status bytes */${3 * KiB256}`,
      `data bytes 262144-524287/${3 * KiB256}`,
    ]);
    expect(host.requests.filter((request) => request.kind === 'start')).toHaveLength(1);
    expect(host.storedSha256('s1')).toBe(video.sha256);
    expect(done.videoId).toBe(`video-${3 * KiB256}`);
  });

  it('holds an upload saved without a channel, mid-transfer, and never sends it to the chosen channel', async () => {
    const older = await newService();
    host.next('data', { kind: 'partial', storeBytes: KiB256 });
    host.next('data', { kind: 'hang' });
    const video = await enqueueOne(older.service, 3 * KiB256);
    await waitFor(() => older.service.view(video.id).bytesConfirmed === KiB256, 'first chunk confirmed');
    await older.service.stop();
    expect(older.service.view(video.id).channelId).toBeUndefined();

    const requests = host.requests.length;
    const tokensAsked: string[] = [];
    const { service } = await newService(new Events(), undefined, {
      chosen: () => 'UCchosen',
      signedIn: (id) => id === 'UCchosen',
      tokensFor: (id) => ({
        getAccessToken: async () => {
          tokensAsked.push(id);
          return 'token-1';
        },
        refreshAfterRejection: async () => 'token-1',
      }),
      observerFor: () => ({ called: () => undefined }),
    });
    expect(service.view(video.id)).toMatchObject({ state: 'paused', channelUnknown: true, bytesConfirmed: KiB256 });
    expect(service.view(video.id).channelId).toBeUndefined();
    await service.resumeAll();
    await expect(service.resume(video.id)).rejects.toMatchObject({ code: 'no-channel' });
    await service.whenIdle();
    expect(service.view(video.id).state).toBe('paused');
    expect(host.requests.length).toBe(requests);
    expect(tokensAsked).toEqual([]);
  });

  it('never uploads a done video again after a restart', async () => {
    const first = await newService();
    const video = await enqueueOne(first.service, 1000);
    await waitState(first.service, video.id, 'done');
    await first.service.stop();
    const requests = host.requests.length;
    const second = await newService();
    await second.service.whenIdle();
    expect(second.service.view(video.id).state).toBe('done');
    expect(host.requests.length).toBe(requests);
  });

  it('refuses to resume a file that changed or vanished while the app was closed, and says why', async () => {
    const first = await newService();
    host.next('data', { kind: 'hang' });
    host.next('data', { kind: 'hang' });
    await first.service.setSettings({ concurrency: 2 });
    const changed = await enqueueOne(first.service, 2 * KiB256, 'changed.mp4');
    const vanished = await enqueueOne(first.service, 2 * KiB256, 'vanished.mp4');
    await waitFor(() => host.requests.filter((request) => request.kind === 'data').length >= 2, 'both uploading');
    await first.service.stop();
    await appendFile(changed.path, 'x');
    await rm(vanished.path);

    const second = await newService();
    expect(second.service.view(changed.id)).toMatchObject({ state: 'failed', error: { code: 'file-changed' } });
    expect(second.service.view(vanished.id)).toMatchObject({ state: 'failed', error: { code: 'file-missing' } });
    expect(second.events.notices().join('\n')).toMatch(
      /changed\.mp4 changed since it was queued \(its size went from 524288 to 524289 bytes\)/,
    );
    expect(second.events.notices().join('\n')).toMatch(/vanished\.mp4 is no longer there/);
  });

  it('reports a corrupt queue file and starts anyway', async () => {
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'queue.json'), '{ this is not json');
    const { service, events } = await newService();
    expect(service.snapshot().uploads).toEqual([]);
    expect(events.notices()[0]).toMatch(/The upload queue file could not be fully read: it is not valid JSON/);
    const video = await enqueueOne(service, 1000);
    await waitState(service, video.id, 'done');
  });
});

describe('UploadService: quota', () => {
  it('waits for the Pacific midnight reset, holds the rest of the queue, and tries again when asked', async () => {
    const now = Date.parse('2026-01-15T12:00:00Z');
    const { service, events } = await newService(new Events(), () => now);
    host.next('start', {
      kind: 'status',
      status: 403,
      body: JSON.stringify({
        error: { code: 403, message: 'quota', errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] },
      }),
    });
    const first = await enqueueOne(service, 1000, 'first.mp4');
    const waiting = await waitState(service, first.id, 'waiting-quota');
    expect(waiting.nextAttemptAt).toBe(nextQuotaReset(now));
    expect(new Date(waiting.nextAttemptAt!).toISOString()).toBe('2026-01-16T08:00:00.000Z');
    expect(service.snapshot().quotaResetAt).toBe(waiting.nextAttemptAt);
    expect(events.notices().some((notice) => notice.includes('quota is used up'))).toBe(true);

    const second = await enqueueOne(service, 1000, 'second.mp4');
    await service.whenIdle();
    expect(stateOf(service, second.id)).toBe('queued');
    expect(host.requests.filter((request) => request.kind === 'start')).toHaveLength(1);

    await service.resume(first.id);
    await waitState(service, first.id, 'done');
    await waitState(service, second.id, 'done');
    expect(service.snapshot().quotaResetAt).toBeUndefined();
  });
});

describe('UploadService: queue operations', () => {
  it('runs in list order, reorders, pauses, resumes and cancels', async () => {
    const { service } = await newService();
    host.next('data', { kind: 'hang' });
    const a = await enqueueOne(service, 2 * KiB256, 'a.mp4');
    await waitState(service, a.id, 'uploading');
    const b = await enqueueOne(service, 1000, 'b.mp4');
    const c = await enqueueOne(service, 1000, 'c.mp4');
    await service.move(c.id, 1);
    let snapshot: QueueSnapshot = service.snapshot();
    expect(snapshot.uploads.map((upload) => upload.fileName)).toEqual(['a.mp4', 'c.mp4', 'b.mp4']);
    await service.pause(b.id);
    expect(stateOf(service, b.id)).toBe('paused');

    // Pausing the running one aborts its hanging request; c goes next, b stays paused.
    await service.pause(a.id);
    await waitState(service, c.id, 'done');
    expect(stateOf(service, b.id)).toBe('paused');
    expect(stateOf(service, a.id)).toBe('paused');

    await service.resume(a.id);
    await waitState(service, a.id, 'done');
    await expect(service.cancel(a.id)).rejects.toMatchObject({ code: 'upload-finished' });
    const cancelled = await service.cancel(b.id);
    expect(cancelled.state).toBe('cancelled');
    await service.clearFinished();
    snapshot = service.snapshot();
    expect(snapshot.uploads).toEqual([]);
  });

  it('edits metadata only before a session exists, and retries a failed upload after fixing it', async () => {
    const { service } = await newService();
    host.next('start', {
      kind: 'status',
      status: 400,
      body: JSON.stringify({
        error: {
          code: 400,
          message: 'The request metadata specifies an invalid video title.',
          errors: [{ reason: 'invalidTitle' }],
        },
      }),
    });
    const video = await enqueueOne(service, 1000);
    const failed = await waitState(service, video.id, 'failed');
    expect(failed.error).toEqual({
      code: 'rejected',
      reason: 'invalidTitle',
      message: 'The platform refused the upload: The request metadata specifies an invalid video title. (invalidTitle)',
      // Kept as a line too, said again in the language of each reading; the platform's words stay its own.
      line: {
        id: 'uploadFailure.refusedSaidReason',
        values: { said: 'The request metadata specifies an invalid video title.', reason: 'invalidTitle' },
      },
    });
    expect(failed.canEditMetadata).toBe(true);
    await service.updateMetadata(video.id, { snippet: { title: 'Fixed' }, status: { privacyStatus: 'public' } });
    await service.retry(video.id);
    const done = await waitState(service, video.id, 'done');
    expect(done.metadata.snippet.title).toBe('Fixed');
    expect(host.requests.filter((request) => request.kind === 'start').at(-1)?.body).toEqual({
      snippet: { title: 'Fixed' },
      // The service's creator chose to send uploads without an answer as "no" (newService).
      status: { privacyStatus: 'public', containsSyntheticMedia: false },
    });
    await expect(
      service.updateMetadata(video.id, { snippet: { title: 'Late' }, status: { privacyStatus: 'public' } }),
    ).rejects.toMatchObject({
      code: 'metadata-locked',
    });
  });

  it('a pause asks the host what it kept of the cut chunk: the paused upload shows it, and resumes from it', async () => {
    const { service, events } = await newService();
    // The host takes part of the first chunk, then the pause cuts the request.
    host.next('data', { kind: 'hang' });
    host.onRequest = (request) => {
      if (request.kind !== 'data' || host.sessions.get('s1')?.storedBytes !== 0) return;
      const session = host.sessions.get('s1')!;
      session.stored.push(Buffer.alloc(100_000));
      session.storedBytes = 100_000;
    };
    const a = await enqueueOne(service, 4 * KiB256, 'a.mp4');
    await waitState(service, a.id, 'uploading');
    await waitFor(() => host.requests.some((request) => request.kind === 'data'), 'a data request');
    const paused = await service.pause(a.id);
    expect(paused).toMatchObject({ state: 'paused', bytesConfirmed: 100_000 });
    expect(host.kinds().at(-1)).toBe(`status bytes */${4 * KiB256}`);
    // The paused state is told once, with the host's bytes: never a paused row at 0 first.
    const pausedEvents = events.progress(a.id).filter((progress) => progress.state === 'paused');
    expect(pausedEvents.map((progress) => progress.bytesConfirmed)).toEqual([100_000]);

    // Saved with the queue: after a restart the paused upload still shows the host's bytes, and resumes from them.
    host.onRequest = undefined;
    await service.stop();
    const { service: restarted } = await newService();
    expect(restarted.view(a.id)).toMatchObject({ state: 'paused', bytesConfirmed: 100_000 });
    await restarted.resume(a.id);
    await waitState(restarted, a.id, 'done');
    expect(host.kinds()).toContain(`data bytes 100000-${100_000 + KiB256 - 1}/${4 * KiB256}`);
  });

  it('a pause with a host that does not answer keeps the last confirmed offset and is not held up', async () => {
    const { service } = await newService();
    host.next('data', { kind: 'hang' });
    host.next('status', { kind: 'status', status: 503 });
    const a = await enqueueOne(service, 2 * KiB256, 'a.mp4');
    await waitState(service, a.id, 'uploading');
    await waitFor(() => host.requests.some((request) => request.kind === 'data'), 'a data request');
    expect(await service.pause(a.id)).toMatchObject({ state: 'paused', bytesConfirmed: 0 });
  });

  it('runs two uploads at once with concurrency 2, never three', async () => {
    const { service, events } = await newService();
    await service.setSettings({ concurrency: 2 });
    host.next('data', { kind: 'hang' });
    host.next('data', { kind: 'hang' });
    const a = await enqueueOne(service, 2 * KiB256, 'a.mp4');
    const b = await enqueueOne(service, 2 * KiB256, 'b.mp4');
    await waitFor(
      () => stateOf(service, a.id) === 'uploading' && stateOf(service, b.id) === 'uploading',
      'both uploading',
    );
    const c = await enqueueOne(service, 1000, 'c.mp4');
    expect(stateOf(service, c.id)).toBe('queued');
    await service.pauseAll();
    expect(service.snapshot().uploads.map((upload) => upload.state)).toEqual(['paused', 'paused', 'paused']);
    await service.resumeAll();
    await service.whenIdle();
    expect(service.snapshot().uploads.map((upload) => upload.state)).toEqual(['done', 'done', 'done']);
    // The state events replay every start and end in order, so they show the most uploads that ever ran together.
    expect(peakRunning(events)).toBe(2);
    expect(events.progress(c.id)[0]?.state).toBe('paused');
  });

  it('refuses settings that do not fit together', async () => {
    const { service } = await newService();
    await expect(service.setSettings({ retryBaseMs: 500_000 })).rejects.toMatchObject({ code: 'invalid-settings' });
    expect((await service.setSettings({ chunkSize: 4 * KiB256 })).chunkSize).toBe(4 * KiB256);
  });
});

describe('UploadService: the altered or synthetic content question (revision 20260924)', () => {
  const sessionStarts = () => host.requests.filter((request) => request.kind === 'start');
  const sentStatus = (index: number) => (sessionStarts()[index]?.body as { status?: Record<string, unknown> }).status;

  it('holds an upload without an answer while the creator has not chosen what such uploads do, sending nothing', async () => {
    const { service, events } = await newService(new Events(), undefined, undefined, unansweredChoice());
    expect(service.getUnansweredSyntheticMedia()).toBeNull();
    const { id } = await enqueueOne(service, 1000);
    const held = await waitState(service, id, 'paused');
    expect(held.error?.code).toBe('disclosure-unanswered');
    expect(held.error?.message).toMatch(/altered or synthetic content/);
    expect(held.error?.message).toMatch(/not chosen yet/);
    expect(held.canEditMetadata).toBe(true);
    await service.whenIdle();
    expect(sessionStarts()).toEqual([]);
    expect(events.notices()).toEqual([]);
  });

  it('sends the held upload with "no" once the creator chooses so, and records the answer it sent', async () => {
    const choice = unansweredChoice();
    const { service } = await newService(new Events(), undefined, undefined, choice);
    const { id } = await enqueueOne(service, 1000);
    await waitState(service, id, 'paused');
    await service.setUnansweredSyntheticMedia('no');
    expect(choice.read()).toBe('no');
    const done = await waitState(service, id, 'done');
    expect(sentStatus(0)?.containsSyntheticMedia).toBe(false);
    expect(done.metadata.status.containsSyntheticMedia).toBe(false);
  });

  it('keeps holding under "hold", and sends the creator\'s own answer once given and resumed', async () => {
    const { service } = await newService(new Events(), undefined, undefined, unansweredChoice('hold'));
    const { id } = await enqueueOne(service, 1000, 'voiced.mp4');
    const held = await waitState(service, id, 'paused');
    expect(held.error?.message).toMatch(/you chose to hold/);
    await service.updateMetadata(id, {
      ...held.metadata,
      status: { ...held.metadata.status, containsSyntheticMedia: true },
    });
    await service.resume(id);
    await waitState(service, id, 'done');
    expect(sessionStarts()).toHaveLength(1);
    expect(sentStatus(0)?.containsSyntheticMedia).toBe(true);
  });

  it('sends an answered upload at once whatever the setting, and the setting\'s "yes" for one without', async () => {
    const { service } = await newService(new Events(), undefined, undefined, unansweredChoice('yes'));
    const answered = await writeVideo(dir, 'answered.mp4', 1000);
    const result = await service.enqueue([
      {
        source: { kind: 'path', path: answered.path },
        metadata: {
          snippet: { title: 'answered' },
          status: { privacyStatus: 'private', containsSyntheticMedia: false },
        },
      },
    ]);
    await waitState(service, result.accepted[0]!.id, 'done');
    const { id } = await enqueueOne(service, 1000, 'unanswered.mp4');
    await waitState(service, id, 'done');
    expect(sessionStarts().map((_, index) => sentStatus(index)?.containsSyntheticMedia)).toEqual([false, true]);
  });
});
