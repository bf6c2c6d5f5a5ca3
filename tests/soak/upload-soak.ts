// The upload soak: a queue of videos sent through a slow link (the emulator's throttle) while browser mode, with its
// embedded demo emulator, is killed with SIGKILL at random moments and started again on the same data dir. It
// checks what the engine promises (every video done, exactly one video each on the platform, the same bytes) and
// measures the cost of the kills: restarts, upload sessions opened, bytes sent beyond the files' sizes.
// Used by `npm run soak` (tests/soak/run.ts) and, in a short form, by the end-to-end suite.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QueuePage, UploadView } from '../../shared/uploads/upload-view';
import {
  connectContract,
  demoEmulatorUrl,
  sha256OfFile,
  stageFile,
  type ContractClient,
} from '../e2e/support/contract-client';
import { demoControl, startWebHost, type WebHost } from '../e2e/support/web-host';
import { videoBytes } from '../support/video-fixture';

export interface SoakOptions {
  readonly videos: number;
  readonly sizeBytes: number;
  readonly kills: number;
  /** The emulator's limit on upload bodies, in all. */
  readonly bytesPerSecond: number;
  readonly chunkSize: number;
  readonly concurrency: number;
  /** Seeds the kill moments, so a failing run can be repeated. */
  readonly seed: number;
  /** Progress lines (a kill, a restart); the figures are in the result. */
  readonly log?: (line: string) => void;
}

export interface SoakVideo {
  readonly title: string;
  readonly size: number;
  readonly state: UploadView['state'];
  readonly videoId?: string;
  readonly sha256Matches: boolean;
  readonly copiesOnPlatform: number;
}

export interface SoakResult {
  readonly seed: number;
  readonly kills: number;
  readonly seconds: number;
  readonly videos: readonly SoakVideo[];
  /** Videos of the demo channel whose title is one of the soak's. */
  readonly platformVideos: number;
  readonly fileBytes: number;
  /** Upload body bytes the emulator received, kept or not (from its inspection). */
  readonly bodyBytesReceived: number;
  readonly sessionsOpened: number;
  /** Notices the restarted app showed (a damaged queue would be one). */
  readonly notices: readonly string[];
  /** What went wrong, empty when the soak passed. */
  readonly failures: readonly string[];
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  const random = mulberry32(options.seed);
  const workDir = mkdtempSync(join(tmpdir(), 'desk-soak-'));
  const dataDir = join(workDir, 'data');
  const started = performance.now();
  const files = await writeVideos(workDir, options.videos, options.sizeBytes);
  const fileBytes = files.reduce((sum, file) => sum + file.size, 0);
  const failures: string[] = [];
  const notices = new Set<string>();

  let host: WebHost = await startWebHost({ dataDir, args: ['--demo'] });
  let client: ContractClient | undefined;
  try {
    client = await connectContract(host);
    const emulator = demoEmulatorUrl(host);
    await control(emulator, 'PUT', '/_emulator/v1/throttle', {
      bytesPerSecond: options.bytesPerSecond,
      resetCount: true,
    });
    // The real daily quota allows six uploads; sessions abandoned by a kill must not end the soak on a quota wait.
    await control(emulator, 'PUT', '/_emulator/v1/quota', { limit: 1_000_000_000 });
    const sessionsBefore = await sessionCount(emulator);
    await client.call('uploads.setSettings', { chunkSize: options.chunkSize, concurrency: options.concurrency });
    for (const file of files) {
      const stagingId = await stageFile(host, file.path, file.name, 'video/mp4');
      await client.call('uploads.enqueue', {
        files: [
          {
            source: { kind: 'staged', stagingId },
            metadata: { snippet: { title: file.title }, status: { privacyStatus: 'private' } },
          },
        ],
      });
    }
    const ids = (await client.call('uploads.list')).uploads.map((upload) => upload.id).sort();

    // Moments drawn at random over the app's running time that the transfer needs at the limit (less a margin, so
    // all of them fall before the end); one may fall while the app is still starting.
    const transferMs = (fileBytes / options.bytesPerSecond) * 1000;
    const moments = Array.from({ length: options.kills }, () => random() * 0.85 * transferMs).sort((a, b) => a - b);
    let kills = 0;
    let alive = 0;
    for (; kills < options.kills; kills += 1) {
      await sleep(moments[kills]! - alive);
      alive = moments[kills]!;
      const before = await client.call('uploads.list');
      if (before.uploads.every((upload) => upload.state === 'done')) break;
      client.close();
      client = undefined;
      host.process.kill('SIGKILL');
      await new Promise((resolve) =>
        host.process.exitCode !== null || host.process.signalCode !== null
          ? resolve(undefined)
          : host.process.once('exit', resolve),
      );
      log(`kill ${kills + 1}: ${describeProgress(before)}`);
      host = await startWebHost({ dataDir });
      client = await connectContract(host);
      for (const notice of await client.call('app.notices')) notices.add(notice.message);
      const after = await client.call('uploads.list');
      const afterIds = after.uploads.map((upload) => upload.id).sort();
      if (afterIds.join() !== ids.join())
        failures.push(
          `after kill ${kills + 1} the queue held ${afterIds.length} uploads, not the ${ids.length} queued`,
        );
    }

    const finished = await waitForAll(client, (fileBytes / options.bytesPerSecond) * 3000 + 60_000);
    const titles = await uploadedTitles(emulator);
    const videos: SoakVideo[] = [];
    for (const file of files) {
      const upload = finished.uploads.find((entry) => entry.fileName === file.name);
      const media = upload?.videoId
        ? await control<{ size: number; sha256: string }>(
            emulator,
            'GET',
            `/_emulator/v1/videos/${upload.videoId}/media`,
          )
        : undefined;
      videos.push({
        title: file.title,
        size: file.size,
        state: upload?.state ?? 'failed',
        ...(upload?.videoId ? { videoId: upload.videoId } : {}),
        sha256Matches: media?.sha256 === file.sha256 && media.size === file.size,
        copiesOnPlatform: titles.filter((title) => title === file.title).length,
      });
    }
    for (const video of videos) {
      if (video.state !== 'done') failures.push(`${video.title} ended ${video.state}`);
      if (!video.sha256Matches) failures.push(`${video.title}: the platform's bytes differ from the file's`);
      if (video.copiesOnPlatform !== 1)
        failures.push(`${video.title} is on the platform ${video.copiesOnPlatform} times`);
    }
    const platformVideos = videos.reduce((sum, video) => sum + video.copiesOnPlatform, 0);
    const { bodyBytesReceived } = await control<{ bodyBytesReceived: number }>(
      emulator,
      'GET',
      '/_emulator/v1/uploads',
    );
    for (const notice of notices)
      if (/could not be (fully )?read|Lost:/.test(notice))
        failures.push(`the restarted app reported damage: ${notice}`);
    return {
      seed: options.seed,
      kills,
      seconds: (performance.now() - started) / 1000,
      videos,
      platformVideos,
      fileBytes,
      bodyBytesReceived,
      sessionsOpened: (await sessionCount(emulator)) - sessionsBefore,
      notices: [...notices],
      failures,
    };
  } finally {
    client?.close();
    await host.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

export function formatSoak(result: SoakResult): string {
  const MiB = 1024 * 1024;
  const beyond = result.bodyBytesReceived - result.fileBytes;
  return [
    `Upload soak (seed ${result.seed}): ${result.videos.length} videos, ${(result.fileBytes / MiB).toFixed(1)} MiB, ${result.kills} SIGKILLs and restarts, ${result.seconds.toFixed(1)} s`,
    `  done: ${result.videos.filter((video) => video.state === 'done').length}/${result.videos.length}`,
    `  videos on the platform: ${result.platformVideos} (expected ${result.videos.length})`,
    `  SHA-256 equal: ${result.videos.filter((video) => video.sha256Matches).length}/${result.videos.length}`,
    `  upload sessions opened: ${result.sessionsOpened} (one per video when no session was lost)`,
    `  body bytes received by the emulator: ${result.bodyBytesReceived} = file sizes + ${beyond} (${((beyond / result.fileBytes) * 100).toFixed(2)}% sent beyond the files;`,
    "    counted before each throttled piece reaches the emulator's files, so a kill can over-count by at most one slice)",
    `  notices after restarts: ${result.notices.length === 0 ? 'none' : result.notices.join(' | ')}`,
    result.failures.length === 0
      ? '  PASSED'
      : `  FAILED:\n${result.failures.map((failure) => `    - ${failure}`).join('\n')}`,
  ].join('\n');
}

async function writeVideos(dir: string, count: number, size: number) {
  const files = [];
  for (let index = 1; index <= count; index += 1) {
    const name = `soak-${index}.mp4`;
    const path = join(dir, name);
    writeFileSync(path, videoBytes(size));
    files.push({ name, path, size, title: `Soak video ${index}`, sha256: await sha256OfFile(path) });
  }
  return files;
}

async function waitForAll(client: ContractClient, timeoutMs: number): Promise<QueuePage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await client.call('uploads.list');
    const settled = snapshot.uploads.every(
      (upload) => upload.state === 'done' || upload.state === 'failed' || upload.state === 'cancelled',
    );
    if (settled || Date.now() > deadline) return snapshot;
    await sleep(250);
  }
}

function describeProgress(snapshot: QueuePage): string {
  return snapshot.uploads
    .map((upload) => `${upload.state} ${Math.round((upload.bytesConfirmed / upload.totalBytes) * 100)}%`)
    .join(', ');
}

async function control<T>(emulator: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulator}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...demoControl },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function sessionCount(emulator: string): Promise<number> {
  return (await control<{ sessions: unknown[] }>(emulator, 'GET', '/_emulator/v1/uploads')).sessions.length;
}

/** Titles in the demo channel's uploads playlist, read through the Data API as any client would. */
async function uploadedTitles(emulator: string): Promise<string[]> {
  const info = await control<{ dataApiBaseUrl: string; demo: { channelId: string } }>(
    emulator,
    'GET',
    '/_emulator/v1/info',
  );
  const { access_token: token } = await control<{ access_token: string }>(emulator, 'POST', '/_emulator/v1/tokens', {
    channelId: info.demo.channelId,
    scopes: ['youtube.readonly'],
  });
  const get = async <T>(path: string): Promise<T> =>
    (await (
      await fetch(`${info.dataApiBaseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const channels = await get<{ items: Array<{ contentDetails: { relatedPlaylists: { uploads: string } } }> }>(
    '/channels?part=contentDetails&mine=true',
  );
  const playlistId = channels.items[0]!.contentDetails.relatedPlaylists.uploads;
  const titles: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await get<{ items: Array<{ snippet: { title: string } }>; nextPageToken?: string }>(
      `/playlistItems?part=snippet&maxResults=50&playlistId=${playlistId}${pageToken ? `&pageToken=${pageToken}` : ''}`,
    );
    titles.push(...page.items.map((item) => item.snippet.title));
    pageToken = page.nextPageToken;
  } while (pageToken);
  return titles;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A small seeded generator: the same seed gives the same kill moments. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
