// A running emulator for the upload host tests: ephemeral port (kept across restarts, since session URIs name it),
// its own data dir, a clock the tests move, tokens minted through the test control, and views of the store.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getService } from '../../../electron/emulator/context';
import { startEmulator, type RunningEmulator } from '../../../electron/emulator/server';
import { DEMO_CHANNEL_ID, OTHER_CHANNEL_ID } from '../../../electron/emulator/youtube/demo-seed';
import type { QuotaLedger } from '../../../electron/emulator/youtube/quota-ledger';
import type { YoutubeStore } from '../../../electron/emulator/youtube/youtube-store';
import { send, type RawResponse } from './raw-http';

const ALL_SCOPES = ['youtube', 'youtube.force-ssl', 'youtube.upload'].map((s) => `https://www.googleapis.com/auth/${s}`);

export interface UploadHostHarness {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly channelId: string;
  readonly otherChannelId: string;
  readonly uploadsPlaylistId: string;
  /** A fresh access token (the demo channel and every scope unless told otherwise). */
  token(options?: { channelId?: string; scopes?: string[] }): string;
  expireAllTokens(): number;
  advanceClock(ms: number): void;
  control(method: string, path: string, body?: unknown): Promise<RawResponse>;
  /** GET on the Data API with a fresh token. */
  api(pathAndQuery: string): Promise<RawResponse>;
  media(videoId: string): Promise<{ size: number; sha256: string; mimeType: string }>;
  videoCount(): Promise<number>;
  quotaUsed(): number;
  resetQuota(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<UploadHostHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'upload-host-it-'));
  let clock = Date.now();
  const now = () => clock;
  let emulator: RunningEmulator | undefined = await startEmulator({ dataDir, port: 0, now });
  const port = emulator.port;
  const running = () => {
    if (!emulator) throw new Error('the emulator is stopped');
    return emulator;
  };
  const store = () => getService<YoutubeStore>(running().context, 'youtube.store');
  const quota = () => getService<QuotaLedger>(running().context, 'youtube.quota');
  const baseUrl = emulator.baseUrl;
  // The real daily quota allows six uploads; these suites make dozens (quotaExceeded has its own tests).
  const unlimited = () => quota().setLimit(1_000_000_000);
  unlimited();

  const harness: UploadHostHarness = {
    baseUrl,
    dataDir,
    channelId: DEMO_CHANNEL_ID,
    otherChannelId: OTHER_CHANNEL_ID,
    uploadsPlaylistId: store().channel(DEMO_CHANNEL_ID)?.uploadsPlaylistId ?? '',
    token(options = {}) {
      return running().context.tokens.issueAccessToken({
        channelId: options.channelId ?? DEMO_CHANNEL_ID,
        scopes: options.scopes ?? ALL_SCOPES,
        clientId: 'upload-host-tests',
      }).access_token;
    },
    expireAllTokens: () => running().context.tokens.expireAllAccessTokens(),
    advanceClock(ms) {
      clock += ms;
    },
    control(method, path, body) {
      return send({
        method,
        url: `${baseUrl}${path}`,
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
    },
    api(pathAndQuery) {
      return send({ method: 'GET', url: `${baseUrl}/youtube/v3${pathAndQuery}`, headers: { authorization: `Bearer ${harness.token()}` } });
    },
    async media(videoId) {
      const response = await harness.control('GET', `/_emulator/v1/videos/${videoId}/media`);
      if (response.status !== 200) throw new Error(`no media for ${videoId}: ${response.status} ${response.text}`);
      return response.json();
    },
    async videoCount() {
      return store().videos().length;
    },
    quotaUsed: () => quota().used(),
    resetQuota: () => quota().reset(),
    async stop() {
      await emulator?.close();
      emulator = undefined;
    },
    async start() {
      emulator = await startEmulator({ dataDir, port, now });
      unlimited();
    },
    async restart() {
      await harness.stop();
      await harness.start();
    },
    close: () => harness.stop(),
  };
  return harness;
}
