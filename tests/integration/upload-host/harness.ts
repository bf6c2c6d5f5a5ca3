// The upload host tests run against a real emulator process on an ephemeral 127.0.0.1 port (kept across restarts,
// since session URIs name it) with its own data dir. Everything goes over HTTP: tokens are minted and expired,
// the clock moved and the quota read through the emulator's test control.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulatorProcess, type EmulatorProcess } from '../support/emulator-process';
import { send, type RawResponse } from './raw-http';

const SCOPE = (name: string) => `https://www.googleapis.com/auth/${name}`;
const ALL_SCOPES = ['youtube', 'youtube.force-ssl', 'youtube.upload'].map(SCOPE);
/** The tokens the suites ask for, minted ahead so that `token()` can stay synchronous in the tests. */
const TOKEN_VARIANTS = (other: string): Array<{ channelId?: string; scopes?: string[] }> => [
  {},
  { channelId: other },
  { scopes: [SCOPE('youtube.readonly')] },
  ...ALL_SCOPES.map((scope) => ({ scopes: [scope] })),
];

export interface UploadHostHarness {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly channelId: string;
  readonly otherChannelId: string;
  readonly uploadsPlaylistId: string;
  /** An access token (the demo channel and every scope unless told otherwise). */
  token(options?: { channelId?: string; scopes?: string[] }): string;
  /** Expires every access token, then mints fresh ones for `token()`. */
  expireAllTokens(): Promise<number>;
  /** Mints fresh tokens for `token()` (after the server expired them, e.g. by an injected fault). */
  renewTokens(): Promise<void>;
  advanceClock(ms: number): Promise<void>;
  control(method: string, path: string, body?: unknown): Promise<RawResponse>;
  /** GET on the Data API with a fresh token. */
  api(pathAndQuery: string): Promise<RawResponse>;
  media(videoId: string): Promise<{ size: number; sha256: string; mimeType: string }>;
  videoCount(): Promise<number>;
  quotaUsed(): Promise<number>;
  resetQuota(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

const keyOf = (options: { channelId?: string; scopes?: string[] }) => JSON.stringify([options.channelId ?? '', [...(options.scopes ?? [])].sort()]);

export async function startHarness(): Promise<UploadHostHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'upload-host-it-'));
  let emulator: EmulatorProcess | undefined = await startEmulatorProcess({ dataDir });
  const port = emulator.port;
  const baseUrl = emulator.baseUrl;
  const tokens = new Map<string, string>();

  const control = (method: string, path: string, body?: unknown) =>
    send({
      method,
      url: `${baseUrl}${path}`,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const json = async (method: string, path: string, body?: unknown) => {
    const response = await control(method, path, body);
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${response.text}`);
    return response.json();
  };
  const info = await json('GET', '/_emulator/v1/info');
  const channelId: string = info.demo.channelId;
  const otherChannelId: string = info.demo.otherChannelId;

  const renewTokens = async () => {
    tokens.clear();
    for (const variant of TOKEN_VARIANTS(otherChannelId)) {
      const minted = await json('POST', '/_emulator/v1/tokens', { channelId: variant.channelId ?? channelId, scopes: variant.scopes ?? ALL_SCOPES });
      tokens.set(keyOf(variant), minted.access_token);
    }
  };
  const prepare = async () => {
    // The real daily quota allows six uploads; these suites make dozens (quotaExceeded has its own tests).
    await json('PUT', '/_emulator/v1/quota', { limit: 1_000_000_000 });
    await renewTokens();
  };
  await prepare();

  const harness: UploadHostHarness = {
    baseUrl,
    dataDir,
    channelId,
    otherChannelId,
    uploadsPlaylistId: info.demo.uploadsPlaylistId,
    token(options = {}) {
      const token = tokens.get(keyOf({ ...options, ...(options.channelId === channelId ? { channelId: undefined } : {}) }));
      if (!token) throw new Error(`no token minted ahead for ${JSON.stringify(options)}: add it to TOKEN_VARIANTS`);
      return token;
    },
    async expireAllTokens() {
      const { expired } = await json('POST', '/_emulator/v1/tokens/expire');
      await prepare();
      return expired;
    },
    renewTokens,
    async advanceClock(ms) {
      await json('POST', '/_emulator/v1/clock', { advanceMs: ms });
    },
    control,
    api(pathAndQuery) {
      return send({ method: 'GET', url: `${baseUrl}/youtube/v3${pathAndQuery}`, headers: { authorization: `Bearer ${harness.token()}` } });
    },
    async media(videoId) {
      return json('GET', `/_emulator/v1/videos/${videoId}/media`);
    },
    async videoCount() {
      return (await json('GET', '/_emulator/v1/videos')).count;
    },
    async quotaUsed() {
      return (await json('GET', '/_emulator/v1/quota')).used;
    },
    async resetQuota() {
      await json('POST', '/_emulator/v1/quota/reset');
    },
    async stop() {
      const code = await emulator?.stop();
      emulator = undefined;
      if (code !== undefined && code !== 0) throw new Error(`the emulator exited with ${code} on SIGTERM`);
    },
    async start() {
      emulator = await startEmulatorProcess({ dataDir, port });
      await prepare();
    },
    async restart() {
      await harness.stop();
      await harness.start();
    },
    close: () => harness.stop(),
  };
  return harness;
}
