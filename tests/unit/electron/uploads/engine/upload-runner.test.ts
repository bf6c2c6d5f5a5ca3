import { appendFileSync, closeSync, openSync, renameSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import { readFile, utimes } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessTokenProvider } from '../../../../../electron/platform/access-token-provider';
import { fingerprintFile } from '../../../../../electron/files/file-fingerprint';
import { HttpTransport } from '../../../../../electron/uploads/engine/http-transport';
import { ResumableProtocol } from '../../../../../electron/uploads/engine/resumable-protocol';
import {
  runUpload,
  type RunnerListener,
  type RunnerOptions,
  type UploadJob,
  type UploadSession,
} from '../../../../../electron/uploads/engine/upload-runner';
import { FakeUploadHost } from '../fake-upload-host';
import { makeTempDir, removeDir, sha256OfFile, writeVideo } from '../../../../support/video-fixture';
import { keepWords, type KeptWords } from '../../../../../electron/language/say-line';
import { setSayingLocale } from '../../../../../electron/language/say';
import { DeskError } from '../../../../../electron/ipc/desk-error';
import { ACCOUNT_REFUSALS } from '../../../../../electron/auth/auth-messages';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { sayKeptError } from '../../../../../shared/i18n/saved-line';

const KiB256 = 256 * 1024;
const options: RunnerOptions = { chunkSize: KiB256, baseMs: 5, capMs: 20, maxAttemptsWithoutProgress: 4 };
const metadata = { snippet: { title: 'Test clip', tags: ['a b'] }, status: { privacyStatus: 'private' as const } };

let dir: string;
let host: FakeUploadHost;
let transport: HttpTransport;

beforeAll(async () => {
  dir = await makeTempDir();
});
afterAll(async () => {
  await removeDir(dir);
});
beforeEach(async () => {
  host = new FakeUploadHost();
  await host.start();
  transport = new HttpTransport({ idleTimeoutMs: 2000 });
});
afterEach(async () => {
  setSayingLocale('en');
  transport.close();
  await host.close();
});

class Recorder implements RunnerListener {
  readonly log: string[] = [];
  readonly notices: string[] = [];
  readonly retries: Array<{ at: number; code: string }> = [];
  session: UploadSession | undefined;
  confirmedBytes = 0;
  maxSent = 0;
  starting() {
    this.log.push('starting');
  }
  uploading() {
    if (this.log.at(-1) !== 'uploading') this.log.push('uploading');
  }
  retrying(at: number, failure: { code: string }) {
    this.log.push(`retrying:${failure.code}`);
    this.retries.push({ at, code: failure.code });
  }
  async sessionStarted(session: UploadSession) {
    this.session = session;
    this.log.push('session');
  }
  async sessionDropped() {
    this.session = undefined;
    this.log.push('session-dropped');
  }
  confirmed(bytes: number) {
    this.confirmedBytes = bytes;
  }
  sending(position: number) {
    this.maxSent = Math.max(this.maxSent, position);
  }
  notice(words: KeptWords) {
    this.notices.push(words.text);
  }
}

function tokens(): AccessTokenProvider & { refreshed: string[]; current: string } {
  const provider = {
    current: 'token-1',
    refreshed: [] as string[],
    async getAccessToken() {
      return provider.current;
    },
    async refreshAfterRejection(rejected: string) {
      provider.refreshed.push(rejected);
      provider.current = `token-${provider.refreshed.length + 1}`;
      host.validTokens.add(provider.current);
      return provider.current;
    },
  };
  return provider;
}

async function job(size: number, session?: UploadSession, bytesConfirmed = 0): Promise<UploadJob> {
  const video = await writeVideo(dir, `clip-${size}-${Math.random().toString(36).slice(2)}.mp4`, size);
  return {
    fileName: 'clip.mp4',
    file: await fingerprintFile(video.path),
    mimeType: 'video/mp4',
    metadata,
    ...(session ? { session } : {}),
    bytesConfirmed,
  };
}

async function run(
  uploadJob: UploadJob,
  provider: AccessTokenProvider = tokens(),
  signal = new AbortController().signal,
  listener = new Recorder(),
) {
  const outcome = await runUpload(
    uploadJob,
    options,
    {
      protocol: new ResumableProtocol(transport, Date.now),
      tokens: provider,
      uploadBaseUrl: host.uploadBaseUrl(),
      now: Date.now,
      random: () => 0.5,
    },
    listener,
    signal,
  );
  return { outcome, listener, provider };
}

const sessionIdOf = (listener: Recorder) =>
  new URL(listener.session?.uri ?? 'http://x/').searchParams.get('upload_id') ?? '';

describe('runUpload: the protocol', () => {
  it('starts a session with the metadata and sends 256 KiB chunks, the last one the remainder', async () => {
    const uploadJob = await job(2 * KiB256 + 1000);
    const { outcome, listener } = await run(uploadJob);
    expect(outcome).toMatchObject({ kind: 'done', video: { id: `video-${2 * KiB256 + 1000}` } });
    const start = host.requests[0]!;
    expect(start.url).toContain('uploadType=resumable');
    expect(new URL(start.url).searchParams.get('part')).toBe('snippet,status,contentDetails');
    expect(start.headers['x-upload-content-length']).toBe(String(2 * KiB256 + 1000));
    expect(start.headers['x-upload-content-type']).toBe('video/mp4');
    expect(start.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(start.body).toEqual({
      snippet: { title: 'Test clip', tags: ['a b'] },
      status: { privacyStatus: 'private' },
    });
    expect(host.kinds()).toEqual([
      'start',
      `data bytes 0-262143/${2 * KiB256 + 1000}`,
      `data bytes 262144-524287/${2 * KiB256 + 1000}`,
      `data bytes 524288-525287/${2 * KiB256 + 1000}`,
    ]);
    expect(host.requests.every((request) => request.headers['x-guploader-no-308'] === undefined)).toBe(true);
    expect(host.requests.slice(1).every((request) => request.headers['content-type'] === 'video/mp4')).toBe(true);
    expect(host.storedSha256(sessionIdOf(listener))).toBe(await sha(uploadJob));
    expect(listener.confirmedBytes).toBe(2 * KiB256 + 1000);
    expect(listener.maxSent).toBe(2 * KiB256 + 1000);
    // Keep-alive: every request on one connection.
    expect(host.connections).toBe(1);
  });

  it('resumes an existing session from the offset the server reports, not the one it remembered', async () => {
    const uploadJob = await job(3 * KiB256);
    const firstChunk = (await readFile(uploadJob.file.path)).subarray(0, KiB256);
    host.sessions.set('s9', { total: 3 * KiB256, stored: [firstChunk], storedBytes: KiB256 });
    const session = {
      uri: `${host.uploadBaseUrl()}/videos?uploadType=resumable&upload_id=s9`,
      uploadBaseUrl: host.uploadBaseUrl(),
    };
    const { outcome } = await run({ ...uploadJob, session, bytesConfirmed: 2 * KiB256 });
    expect(outcome.kind).toBe('done');
    expect(host.kinds()).toEqual([
      `status bytes */${3 * KiB256}`,
      `data bytes 262144-524287/${3 * KiB256}`,
      `data bytes 524288-786431/${3 * KiB256}`,
    ]);
    expect(host.storedSha256('s9')).toBe(await sha(uploadJob));
  });

  it('adopts a video the server finished before we learned of it (crash after completion)', async () => {
    const uploadJob = await job(1000);
    const session = {
      uri: `${host.uploadBaseUrl()}/videos?uploadType=resumable&upload_id=done1`,
      uploadBaseUrl: host.uploadBaseUrl(),
    };
    host.sessions.set('done1', { total: 1000, stored: [], storedBytes: 1000, videoId: 'already-there' });
    const { outcome } = await run({ ...uploadJob, session, bytesConfirmed: 0 });
    expect(outcome).toMatchObject({ kind: 'done', video: { id: 'already-there' } });
    expect(host.kinds()).toEqual(['status bytes */1000']);
  });
});

describe('runUpload: interruptions', () => {
  it('after a dropped connection, asks the server and continues from its offset', async () => {
    const uploadJob = await job(3 * KiB256);
    host.next('data', { kind: 'drop', afterBytes: 100_000 });
    const { outcome, listener } = await run(uploadJob);
    expect(outcome.kind).toBe('done');
    expect(listener.log).toContain('retrying:network');
    const kinds = host.kinds();
    expect(kinds.slice(1, 4)).toEqual([
      `data bytes 0-262143/${3 * KiB256}`,
      `status bytes */${3 * KiB256}`,
      expect.stringMatching(/^data bytes \d+-/),
    ]);
    expect(host.storedSha256(sessionIdOf(listener))).toBe(await sha(uploadJob));
  });

  it('continues from a partial store without calling it a failure', async () => {
    const uploadJob = await job(2 * KiB256);
    host.next('data', { kind: 'partial', storeBytes: 1000 });
    const { outcome, listener } = await run(uploadJob);
    expect(outcome.kind).toBe('done');
    expect(listener.log.some((entry) => entry.startsWith('retrying'))).toBe(false);
    expect(host.kinds()[2]).toBe(`data bytes 1000-263143/${2 * KiB256}`);
    expect(host.storedSha256(sessionIdOf(listener))).toBe(await sha(uploadJob));
  });

  it('retries 5xx with backoff, never sooner than Retry-After', async () => {
    const uploadJob = await job(KiB256 + 10);
    host.next('data', { kind: 'status', status: 503, headers: { 'retry-after': '1' } });
    host.next('status', { kind: 'status', status: 502 });
    const started = Date.now();
    const { outcome, listener } = await run(uploadJob);
    expect(outcome.kind).toBe('done');
    expect(listener.retries.map((retry) => retry.code)).toEqual(['service-unavailable', 'service-unavailable']);
    expect(listener.retries[0]!.at - started).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('retries 429 and rate-limit 403s, but gives up after the budget when nothing moves, keeping the session', async () => {
    const uploadJob = await job(KiB256 + 10);
    host.next('data', { kind: 'status', status: 429 });
    host.next('status', {
      kind: 'status',
      status: 403,
      body: JSON.stringify({ error: { code: 403, message: 'slow', errors: [{ reason: 'userRateLimitExceeded' }] } }),
    });
    for (let index = 0; index < 5; index += 1) host.next('status', { kind: 'status', status: 500 });
    const { outcome, listener } = await run(uploadJob);
    expect(outcome).toMatchObject({ kind: 'failed', keepSession: true, error: { code: 'service-unavailable' } });
    expect(listener.retries.map((retry) => retry.code)).toEqual([
      'rate-limited',
      'rate-limited',
      'service-unavailable',
      'service-unavailable',
    ]);
    if (outcome.kind === 'failed')
      expect(outcome.error.message).toMatch(/Gave up after 4 attempts without progress; Retry continues/);
  });

  it('resets the retry budget whenever bytes move', async () => {
    const uploadJob = await job(8 * KiB256);
    // Eight failures in all, more than the budget of 4, but each followed by progress.
    for (let index = 0; index < 8; index += 1) host.next('data', { kind: 'drop', afterBytes: KiB256 / 2 });
    const { outcome, listener } = await run(uploadJob);
    expect(outcome.kind).toBe('done');
    expect(listener.retries.length).toBe(8);
    expect(host.storedSha256(sessionIdOf(listener))).toBe(await sha(uploadJob));
  });

  it('on 401 refreshes the rejected token and goes on', async () => {
    const uploadJob = await job(2 * KiB256);
    const provider = tokens();
    host.next('data', { kind: 'partial', storeBytes: KiB256 });
    const afterFirst = host.validTokens;
    const { outcome } = await run(uploadJob, {
      ...provider,
      getAccessToken: async (forUrl) => {
        // After the first chunk, the server stops accepting the first token.
        if (host.requests.length >= 2) afterFirst.delete('token-1');
        return provider.getAccessToken(forUrl);
      },
      refreshAfterRejection: (rejected, forUrl) => provider.refreshAfterRejection(rejected, forUrl),
    });
    expect(outcome.kind).toBe('done');
    expect(provider.refreshed).toEqual(['token-1']);
    const last = host.requests.at(-1)!;
    expect(last.headers.authorization).toBe('Bearer token-2');
  });

  it('stops (keeping the session) when the sign-in cannot be refreshed', async () => {
    const uploadJob = await job(1000);
    host.validTokens.clear();
    const { outcome } = await run(uploadJob, {
      getAccessToken: async () => 'dead',
      refreshAfterRejection: async () => {
        throw new Error('invalid_grant');
      },
    });
    expect(outcome).toMatchObject({ kind: 'failed', keepSession: true, error: { code: 'sign-in-refused' } });
  });

  it("keeps the token refusal's line in the sign-in failure: written in English, read in German", async () => {
    setSayingLocale('en');
    const uploadJob = await job(1000);
    const { outcome } = await run(uploadJob, {
      getAccessToken: async () => {
        throw new DeskError('reconnect-required', keepWords(ACCOUNT_REFUSALS.signInExpired));
      },
      refreshAfterRejection: async () => 'never',
    });
    if (outcome.kind !== 'failed') throw new Error('the upload was expected to stop');
    expect(outcome.error).toMatchObject({
      code: 'sign-in-refused',
      message: 'Your sign-in has expired. Sign in again.',
    });
    expect(sayKeptError(intlFor('de'), outcome.error)).toBe('Deine Anmeldung ist abgelaufen. Melde dich erneut an.');
  });

  it('starts a new session from byte 0 when the session expired, and says so', async () => {
    const uploadJob = await job(2 * KiB256);
    host.next('data', { kind: 'partial', storeBytes: KiB256 });
    host.next('data', { kind: 'status', status: 404 });
    const { outcome, listener } = await run(uploadJob);
    expect(outcome.kind).toBe('done');
    expect(listener.notices).toEqual([
      'The upload session of "clip.mp4" expired, so it starts again from the beginning.',
    ]);
    expect(listener.log).toContain('session-dropped');
    expect(host.kinds().filter((kind) => kind === 'start')).toHaveLength(2);
    expect(sessionIdOf(listener)).toBe('s2');
    expect(host.storedSha256('s2')).toBe(await sha(uploadJob));
  });

  it('waits for quota instead of retrying', async () => {
    const uploadJob = await job(1000);
    host.next('start', {
      kind: 'status',
      status: 403,
      body: JSON.stringify({
        error: { code: 403, message: 'quota', errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] },
      }),
    });
    const { outcome } = await run(uploadJob);
    expect(outcome).toMatchObject({ kind: 'quota' });
    expect(host.requests).toHaveLength(1);
  });

  it('stops for good on another 4xx with the server message', async () => {
    const uploadJob = await job(1000);
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
    const { outcome } = await run(uploadJob);
    expect(outcome).toEqual({
      kind: 'failed',
      keepSession: false,
      error: {
        code: 'rejected',
        reason: 'invalidTitle',
        message:
          'The platform refused the upload: The request metadata specifies an invalid video title. (invalidTitle)',
        line: expect.objectContaining({ id: 'uploadFailure.refusedSaidReason' }),
      },
    });
  });

  it('calls a 201 without a video a bad response and keeps the session to check again later', async () => {
    const uploadJob = await job(1000);
    host.next('data', { kind: 'status', status: 201, body: 'OK' });
    const { outcome } = await run(uploadJob);
    expect(outcome).toMatchObject({ kind: 'failed', keepSession: true, error: { code: 'bad-response' } });
  });

  it('gives up a silent connection after the idle timeout and resumes', async () => {
    transport.close();
    transport = new HttpTransport({ idleTimeoutMs: 200 });
    const uploadJob = await job(1000);
    host.next('data', { kind: 'hang' });
    const { outcome, listener } = await run(uploadJob);
    expect(outcome.kind).toBe('done');
    expect(listener.retries[0]?.code).toBe('network');
  });
});

describe('runUpload: the file and the user', () => {
  it('refuses to go on with a file that changed between chunks', async () => {
    const uploadJob = await job(3 * KiB256);
    host.next('data', { kind: 'partial', storeBytes: KiB256 });
    const listener = new Recorder();
    const original = listener.confirmed.bind(listener);
    listener.confirmed = (bytes: number) => {
      original(bytes);
      // At once, before the runner reads its next chunk (an append left to finish later lost the race under load).
      if (bytes === KiB256) appendFileSync(uploadJob.file.path, 'more');
    };
    const { outcome } = await run(uploadJob, tokens(), new AbortController().signal, listener);
    expect(outcome).toMatchObject({ kind: 'failed', keepSession: false, error: { code: 'file-changed' } });
  });

  it('refuses to go on with another file of the same size and time put in its place between chunks', async () => {
    const uploadJob = await job(3 * KiB256);
    const when = new Date('2026-01-01T00:00:00Z');
    await utimes(uploadJob.file.path, when, when);
    const held = { ...uploadJob, file: { ...uploadJob.file, mtimeMs: when.getTime() } };
    const listener = new Recorder();
    const original = listener.confirmed.bind(listener);
    listener.confirmed = (bytes: number) => {
      original(bytes);
      if (bytes !== KiB256) return;
      // Before the next chunk's check (synchronously): a stat of the path alone would find it unchanged.
      const other = `${uploadJob.file.path}.other`;
      writeFileSync(other, Buffer.alloc(3 * KiB256, 7));
      utimesSync(other, when, when);
      renameSync(other, uploadJob.file.path);
    };
    const { outcome } = await run(held, tokens(), new AbortController().signal, listener);
    expect(outcome).toMatchObject({ kind: 'failed', keepSession: false, error: { code: 'file-changed' } });
    expect(outcome.kind === 'failed' && outcome.error.message).toContain('another file took its place');
    // Only the first chunk, of the original file, was sent.
    expect(host.requests.filter((request) => request.headers['content-range']?.startsWith('bytes 0-')).length).toBe(1);
  });

  it('never sends the next chunk read ahead during the answer when the file was rewritten in place meanwhile', async () => {
    const uploadJob = await job(3 * KiB256);
    const listener = new Recorder();
    const original = listener.confirmed.bind(listener);
    listener.confirmed = (bytes: number) => {
      original(bytes);
      if (bytes !== KiB256) return;
      // The second chunk's bytes were read ahead while the server answered the first; now they change on disk
      // (same file, same size), before the check that precedes the second chunk.
      const fd = openSync(uploadJob.file.path, 'r+');
      writeSync(fd, Buffer.alloc(KiB256, 9), 0, KiB256, KiB256);
      closeSync(fd);
    };
    const { outcome } = await run(uploadJob, tokens(), new AbortController().signal, listener);
    expect(outcome).toMatchObject({ kind: 'failed', keepSession: false, error: { code: 'file-changed' } });
    expect(host.kinds()).toEqual(['start', `data bytes 0-262143/${3 * KiB256}`]);
  });

  it('aborts an in-flight request at once', async () => {
    // Without the abort only the idle timeout could end the hanging request: make it longer than the test may take.
    transport.close();
    transport = new HttpTransport({ idleTimeoutMs: 600_000 });
    const uploadJob = await job(2 * KiB256);
    host.next('data', { kind: 'hang' });
    const controller = new AbortController();
    // The host has the data request, and will never answer it.
    host.onRequest = (request) => request.kind === 'data' && controller.abort();
    const { outcome } = await run(uploadJob, tokens(), controller.signal);
    expect(outcome).toEqual({ kind: 'aborted' });
    expect(host.kinds()).toEqual(['start', `data bytes 0-262143/${2 * KiB256}`]);
  });
});

function sha(uploadJob: UploadJob): Promise<string> {
  return sha256OfFile(uploadJob.file.path);
}
