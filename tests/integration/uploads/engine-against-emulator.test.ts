// The upload engine against a real emulator process (started by the shared harness), through every fault the upload
// host can inject: each upload ends with the stored bytes' SHA-256 equal to the file's and exactly one video, or waits
// as the user is told.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../electron/files/staging-area';
import { createUploadService, type UploadService } from '../../../electron/uploads/upload-service';
import type { UploadProgress } from '../../../shared/uploads/upload-view';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { videoBytes } from '../../support/video-fixture';
import { sentAsNo } from '../../support/unanswered-choice';

const KiB = 1024;
const CHUNK = 256 * KiB;

let emulator: EmulatorHarness;
let info: { dataApiBaseUrl: string; uploadBaseUrl: string; demo: { channelId: string } };
let workDir: string;
let service: UploadService | undefined;
let minted = 0;

const control = (method: string, path: string, body?: unknown): Promise<any> => emulator.controlOk(method, path, body);

async function mintToken(): Promise<string> {
  minted += 1;
  return (await control('POST', '/_emulator/v1/tokens', { channelId: info.demo.channelId })).access_token;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'engine-it-'));
  emulator = await startEmulatorHarness({ mode: 'process', dataDir: join(workDir, 'emulator') });
  info = emulator.info;
  await control('PUT', '/_emulator/v1/quota', { limit: 1_000_000 });
});

afterAll(async () => {
  await emulator?.close();
});

afterEach(async () => {
  await service?.stop();
  service = undefined;
  await control('DELETE', '/_emulator/v1/faults');
  await control('POST', '/_emulator/v1/quota/reset');
});

interface Started {
  readonly service: UploadService;
  readonly progress: UploadProgress[];
  /** Resolves with the first progress event, past or future, that `matches`. */
  until(matches: (progress: UploadProgress) => boolean): Promise<UploadProgress>;
  finished(id: string): Promise<UploadProgress>;
}

async function startService(): Promise<Started> {
  let token = await mintToken();
  const progress: UploadProgress[] = [];
  const waiters: Array<() => void> = [];
  const dataDir = await mkdtemp(join(workDir, 'desk-'));
  const created = createUploadService({
    dataDir,
    tokens: { getAccessToken: async () => token, refreshAfterRejection: async () => (token = await mintToken()) },
    endpoints: () => info,
    staging: new StagingArea(dataDir),
    settings: { chunkSize: CHUNK, retryBaseMs: 20, retryCapMs: 200 },
    unansweredChoice: sentAsNo(),
    events: {
      emit(name, payload) {
        if (name !== 'uploads.progress') return;
        progress.push(payload as UploadProgress);
        for (const wake of waiters.splice(0)) wake();
      },
    },
    idleTimeoutMs: 5_000,
    progressIntervalMs: 0,
    log: () => undefined,
  });
  service = created;
  await created.start();
  const until = (matches: (progress: UploadProgress) => boolean) =>
    new Promise<UploadProgress>((resolve) => {
      let seen = 0;
      const check = () => {
        const found = progress.slice(seen).find(matches);
        seen = progress.length;
        if (found) resolve(found);
        else waiters.push(check);
      };
      check();
    });
  const finished = (id: string) =>
    new Promise<UploadProgress>((resolve) => {
      const check = () => {
        const last = progress.filter((p) => p.id === id).at(-1);
        if (last && ['done', 'failed', 'cancelled', 'waiting-quota'].includes(last.state)) resolve(last);
        else waiters.push(check);
      };
      check();
    });
  return { service: created, progress, until, finished };
}

async function videoFile(size: number): Promise<{ path: string; sha256: string; size: number }> {
  const bytes = videoBytes(size);
  const path = join(workDir, `${randomBytes(6).toString('hex')}.mp4`);
  await writeFile(path, bytes);
  return { path, sha256: createHash('sha256').update(bytes).digest('hex'), size };
}

async function enqueue(started: Started, file: { path: string }, title: string): Promise<string> {
  const { accepted, refused } = await started.service.enqueue([
    {
      source: { kind: 'path', path: file.path },
      metadata: { snippet: { title }, status: { privacyStatus: 'private' } },
    },
  ]);
  expect(refused).toEqual([]);
  return accepted[0]!.id;
}

/** The upload is done, its bytes are the file's, and exactly one video carries its title. */
async function expectDelivered(
  started: Started,
  id: string,
  file: { sha256: string; size: number },
  title: string,
): Promise<void> {
  const last = await started.finished(id);
  expect(last.state, JSON.stringify(last.error)).toBe('done');
  const videoId = started.service.view(id).videoId;
  expect(videoId).toBeTruthy();
  expect(await control('GET', `/_emulator/v1/videos/${videoId}/media`)).toMatchObject({
    size: file.size,
    sha256: file.sha256,
  });
  const { videos } = (await control('GET', '/_emulator/v1/videos')) as { videos: Array<{ title: string }> };
  expect(videos.filter((video) => video.title === title)).toHaveLength(1);
}

describe('the upload engine against the emulator', () => {
  it('uploads in 256 KiB chunks and lists the video', async () => {
    const started = await startService();
    const file = await videoFile(5 * CHUNK + 123);
    const id = await enqueue(started, file, 'Clean run');
    await expectDelivered(started, id, file, 'Clean run');
  });

  it('survives a connection dropped mid-chunk and resumes from the server offset', async () => {
    const started = await startService();
    await control('POST', '/_emulator/v1/faults', { kind: 'dropConnection', afterBytes: CHUNK + 1000 });
    const file = await videoFile(4 * CHUNK);
    const id = await enqueue(started, file, 'Dropped connection');
    await expectDelivered(started, id, file, 'Dropped connection');
  });

  it('retries 503 with Retry-After and 500/502/504 on data requests', async () => {
    const started = await startService();
    await control('POST', '/_emulator/v1/faults', {
      kind: 'serverError',
      status: 503,
      retryAfter: 1,
      on: 'data',
      times: 2,
    });
    await control('POST', '/_emulator/v1/faults', { kind: 'serverError', status: 502, on: 'sessionStart' });
    const file = await videoFile(3 * CHUNK);
    const id = await enqueue(started, file, 'Server errors');
    await expectDelivered(started, id, file, 'Server errors');
    expect(started.progress.some((p) => p.id === id && p.state === 'retrying')).toBe(true);
  });

  it('sends again what the server did not store (Range ends earlier than the chunk)', async () => {
    const started = await startService();
    await control('POST', '/_emulator/v1/faults', { kind: 'partialStore', storeBytes: 100_000 });
    const file = await videoFile(3 * CHUNK);
    const id = await enqueue(started, file, 'Partial store');
    await expectDelivered(started, id, file, 'Partial store');
  });

  it('refreshes an access token that expires mid-upload and carries on', async () => {
    const started = await startService();
    const before = minted;
    await control('POST', '/_emulator/v1/faults', { kind: 'expireAccessToken', afterBytes: 1000 });
    const file = await videoFile(3 * CHUNK);
    const id = await enqueue(started, file, 'Expired token');
    await expectDelivered(started, id, file, 'Expired token');
    // One refresh after the 401: the engine asked for a fresh token instead of failing.
    expect(minted).toBeGreaterThan(before);
  });

  it('starts a fresh session when the session expired (404) and says so', async () => {
    const started = await startService();
    const file = await videoFile(6 * CHUNK);
    const id = await enqueue(started, file, 'Expired session');
    await started.until((p) => p.id === id && p.bytesConfirmed > 0);
    await started.service.pause(id);
    await control('POST', '/_emulator/v1/faults', { kind: 'expireSession', all: true });
    await started.service.resume(id);
    await expectDelivered(started, id, file, 'Expired session');
    expect(started.service.view(id).notice ?? '').toMatch(/start/i);
  });

  it('waits for the quota reset on quotaExceeded, then uploads when asked to try now', async () => {
    const started = await startService();
    await control('POST', '/_emulator/v1/faults', { kind: 'quotaExhausted' });
    const file = await videoFile(2 * CHUNK);
    const id = await enqueue(started, file, 'Quota');
    const waiting = await started.finished(id);
    expect(waiting.state).toBe('waiting-quota');
    const resetAt = started.service.snapshot().quotaResetAt ?? 0;
    expect(resetAt).toBeGreaterThan(Date.now());
    expect(resetAt - Date.now()).toBeLessThanOrEqual(25 * 3600 * 1000);

    await control('POST', '/_emulator/v1/quota/reset');
    await started.service.resume(id);
    await expectDelivered(started, id, file, 'Quota');
  });

  it('stops for good on a permanent 4xx with the server message', async () => {
    const started = await startService();
    const file = await videoFile(2 * CHUNK);
    // Category 30 exists but cannot be assigned: the platform refuses the session start with invalidCategoryId.
    const { accepted } = await started.service.enqueue([
      {
        source: { kind: 'path', path: file.path },
        metadata: { snippet: { title: 'Bad category', categoryId: '30' }, status: { privacyStatus: 'private' } },
      },
    ]);
    const last = await started.finished(accepted[0]!.id);
    expect(last.state).toBe('failed');
    expect(last.error?.reason).toBe('invalidCategoryId');
    const { videos } = (await control('GET', '/_emulator/v1/videos')) as { videos: Array<{ title: string }> };
    expect(videos.some((video) => video.title === 'Bad category')).toBe(false);
  });
});

describe('the upload form fields that ride on the session start', () => {
  it('gives the video its languages, public stats, recording date, altered content answer, and accepts notifySubscribers=false', async () => {
    const started = await startService();
    const file = await videoFile(CHUNK + 17);
    const { accepted, refused } = await started.service.enqueue([
      {
        source: { kind: 'path', path: file.path },
        metadata: {
          snippet: { title: 'Fields run', defaultLanguage: 'fr', defaultAudioLanguage: 'de' },
          // The altered or synthetic content answer (revision 20260924), sent as given whatever the setting.
          status: { privacyStatus: 'private', publicStatsViewable: false, containsSyntheticMedia: true },
          recordingDetails: { recordingDate: '2025-12-20' },
          notifySubscribers: false,
        },
      },
    ]);
    expect(refused).toEqual([]);
    const id = accepted[0]!.id;
    await expectDelivered(started, id, file, 'Fields run');
    const videoId = started.service.view(id).videoId!;
    const response = await fetch(
      `${info.dataApiBaseUrl}/videos?part=snippet,status,recordingDetails&id=${encodeURIComponent(videoId)}`,
      { headers: { authorization: `Bearer ${await mintToken()}` } },
    );
    expect(response.status).toBe(200);
    const [video] = ((await response.json()) as { items: any[] }).items;
    expect(video.snippet).toMatchObject({ defaultLanguage: 'fr', defaultAudioLanguage: 'de' });
    expect(video.status.publicStatsViewable).toBe(false);
    expect(video.status.containsSyntheticMedia).toBe(true);
    expect(Date.parse(video.recordingDetails.recordingDate)).toBe(Date.parse('2025-12-20T00:00:00Z'));
    // The insert's answer and the read held to the discovery document (conformance mode).
    expect((await emulator.conformance()).violations).toEqual([]);
  });
});
