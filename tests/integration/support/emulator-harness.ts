// The one way integration suites get an emulator: in this process (startEmulator, fast, with a clock only the test
// moves) or as its own process started by the CLI (for what only a process shows: the CLI, SIGTERM, a restart on
// the same port). Either way on an ephemeral 127.0.0.1 port with a data dir of its own, and with the requests the
// suites make: tokens from the test control, Data API calls, JSON control calls, OAuth forms, the edge, and the
// official clients pointed at it. Both run in conformance mode: every Data API and upload host answer is held to
// the discovery document, a body that breaks it reaches the test as a 500 `conformanceViolation` naming the path,
// and stopping the emulator fails if any violation was logged, whether or not a test looked at that answer.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auth as googleAuth, youtube, type youtube_v3 } from '@googleapis/youtube';
import Cloudflare from 'cloudflare';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../electron/emulator/server';
import type { AccessTokenProvider } from '../../../electron/platform/access-token-provider';
import { DataApiClient, type DataApiClientOptions } from '../../../electron/platform/data-api-client';
import { EMULATOR_CONTROL_PREFIX, emulatorControlHeaders } from '../../../shared/platform/emulator-control';
import { startEmulatorProcess, type EmulatorProcess } from './emulator-process';

export const SCOPE = (name: string) => `https://www.googleapis.com/auth/${name}`;
/** Every scope a write needs: what the test control grants unless told otherwise. */
export const WRITE_SCOPES = ['youtube', 'youtube.force-ssl', 'youtube.upload'].map(SCOPE);
/** 2026-01-15 10:00 in Los Angeles: far from the quota's midnight rollover unless a test goes there. */
export const START_TIME = Date.parse('2026-01-15T18:00:00Z');
/** Where the rulesets suites' clock starts (on a whole hour). */
export const RULESETS_TIME = Date.parse('2025-03-01T12:00:00Z');
/** Loopback redirect of an installed app. */
export const REDIRECT = 'http://127.0.0.1:53682/callback';
/** The demo zone the rulesets suites protect. */
export const SHOP = 'creator-shop.example';

/** The demo channel's uploads, newest first: the order of its uploads playlist. */
export const DEMO_UPLOADS_NEWEST_FIRST: readonly string[] = [
  'dQd3moVid14',
  'dQd3moVid06',
  'dQd3moVid05',
  'dQd3moVid04',
  'dQd3moVid03',
  'dQd3moVid02',
  'dQd3moVid01',
  'dQd3moVid07',
  'dQd3moVid08',
  'dQd3moVid09',
  'dQd3moVid10',
  'dQd3moVid11',
  'dQd3moVid12',
  'dQd3moVid13',
];

export interface RulesetsInfo {
  apiBaseUrl: string;
  zones: Array<{ id: string; name: string; plan: string }>;
  tokens: { write: string; read: string; noPermission: string };
  edge: { baseUrl: string; hostHeaderFor: string };
}

export interface EmulatorInfo {
  baseUrl: string;
  dataApiBaseUrl: string;
  uploadBaseUrl: string;
  apiKey: string;
  oauth: {
    authorizeUrl: string;
    tokenUrl: string;
    revokeUrl: string;
    accessTokenLifetimeSec: number;
    clients: Array<{ clientId: string; clientSecret: string; name: string; consent: boolean }>;
  };
  demo: {
    clientId: string;
    clientSecret: string;
    channelId: string;
    /** The demo user's channels, the default one first. */
    channels: string[];
    otherChannelId: string;
    uploadsPlaylistId: string;
  };
  quota: { used: number; limit: number; control: string };
  rulesets: RulesetsInfo;
  uploads?: unknown;
  [key: string]: unknown;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

export interface EdgeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type TokenRequest = { channelId?: string; scopes?: string[] };

export interface HarnessOptions {
  /** In this process (default) or as a process started by the CLI. */
  readonly mode?: 'in-process' | 'process';
  /** Kept after close; a fresh temporary one (removed on close) when absent. */
  readonly dataDir?: string;
  /** In-process only: where the test's clock starts. */
  readonly time?: number;
  readonly accessTokenLifetimeSec?: number;
  /** Process only: more CLI flags. */
  readonly args?: readonly string[];
  /** Tests of the conformance check itself turn it off to see the raw answers; every other suite keeps it on. */
  readonly checkConformance?: boolean;
}

export interface ConformanceReport {
  /** Answers checked, by method id. */
  checked: Record<string, number>;
  violations: Array<{ request: string; method: string | null; status: number; path: string; problem: string }>;
}

export interface EmulatorHarness {
  readonly mode: 'in-process' | 'process';
  readonly baseUrl: string;
  readonly port: number;
  readonly dataDir: string;
  /** What the test control needs in `x-emulator-control` (json() and controlOk() send it under /_emulator/v1). */
  readonly controlSecret: string;
  readonly info: EmulatorInfo;
  /** In-process: the running server. */
  readonly emulator: RunningEmulator;
  /** Process: the child process (its output, SIGKILL). */
  readonly process: EmulatorProcess;
  /** In-process: the emulator's clock (ms since the epoch), which only the test moves. */
  now(): number;
  setTime(ms: number): void;
  /** Moves the clock to the next multiple of `seconds` (a window boundary of that period). In-process only. */
  alignTo(seconds: number): void;
  /** Moves the emulator's clock forward: the test's own clock in-process, the test control for a process. */
  advance(ms: number): Promise<void>;
  /** An access token from the test control (demo channel, every write scope unless told otherwise). */
  token(body?: TokenRequest): Promise<string>;
  /** GET on the Data API; `auth` is a bearer token, `{ key }`, `{ accessToken }`, or nothing. */
  api(
    pathAndQuery: string,
    auth?: string | { key: string } | { accessToken: string },
    headers?: Record<string, string>,
  ): Promise<Reply>;
  /**
   * JSON request to the emulator (test control, rulesets API), with a bearer token when given, and the control
   * secret when the path is under /_emulator/v1.
   */
  json(method: string, path: string, body?: unknown, token?: string): Promise<Reply>;
  /** A test control call that must succeed: its JSON answer. */
  controlOk(method: string, path: string, body?: unknown): Promise<any>;
  /** application/x-www-form-urlencoded POST (token, revoke, consent decision); redirects are not followed. */
  form(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Reply>;
  /** GET without following redirects (authorize endpoint). */
  get(url: string): Promise<Reply>;
  /** A request to the edge for a zone's host (fetch cannot set Host). */
  edge(
    path: string,
    options?: { ip?: string; method?: string; headers?: Record<string, string>; host?: string },
  ): Promise<EdgeAnswer>;
  /** The official rulesets client, pointed at the emulator. */
  cloudflare(token: string): Cloudflare;
  /** The platform's official Data API client, pointed at the emulator: with a bearer token, else the API key. */
  youtube(token?: string): youtube_v3.Youtube;
  /**
   * Tokens as the app's signed-in session hands them to its network code: the demo channel's, from the test control
   * (minted at the first call), minted again after the platform rejects one.
   */
  readonly tokens: AccessTokenProvider;
  /** The app's own Data API client (electron/platform/data-api-client.ts), pointed at the emulator, with `tokens`. */
  dataApiClient(options?: DataApiClientOptions): DataApiClient;
  /** What the conformance check saw so far: answers checked and violations logged. */
  conformance(): Promise<ConformanceReport>;
  /** Stops the emulator, writing its state (SIGTERM for a process); resolves with the process's exit code. */
  stop(): Promise<number | null | undefined>;
  /** Starts it again on the same data dir (a process keeps its port: session URIs name it). */
  start(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

interface Running {
  readonly baseUrl: string;
  readonly port: number;
  readonly controlSecret: string;
  readonly server?: RunningEmulator;
  readonly child?: EmulatorProcess;
}

export async function startEmulatorHarness(options: HarnessOptions = {}): Promise<EmulatorHarness> {
  const mode = options.mode ?? 'in-process';
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), `emulator-${mode}-`)));
  let clock = options.time ?? START_TIME;
  const now = () => clock;
  const lifetime = options.accessTokenLifetimeSec;
  const checkConformance = options.checkConformance ?? true;
  let port = 0;

  const launch = async (): Promise<Running> => {
    if (mode === 'in-process') {
      const server = await startEmulator({
        port: 0,
        dataDir,
        now,
        checkConformance,
        ...(lifetime ? { accessTokenLifetimeSec: lifetime } : {}),
      });
      return {
        baseUrl: server.baseUrl,
        port: server.port,
        controlSecret: server.context.options.controlSecret,
        server,
      };
    }
    const args = [
      ...(lifetime ? ['--token-lifetime', String(lifetime)] : []),
      ...(checkConformance ? ['--check-conformance'] : []),
      ...(options.args ?? []),
    ];
    const child = await startEmulatorProcess({ dataDir, port, args });
    port = child.port;
    return { baseUrl: child.baseUrl, port: child.port, controlSecret: child.controlSecret, child };
  };
  const readInfo = async ({ baseUrl, controlSecret }: Running) => {
    const answer = await fetch(`${baseUrl}/_emulator/v1/info`, { headers: emulatorControlHeaders(controlSecret) });
    if (!answer.ok) throw new Error(`GET /_emulator/v1/info answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as EmulatorInfo;
  };

  let running: Running | undefined = await launch();
  let info = await readInfo(running);
  const current = (): Running => {
    if (!running) throw new Error('the emulator is stopped');
    return running;
  };
  const inProcessOnly = (what: string) => {
    if (mode !== 'in-process')
      throw new Error(`${what} needs the emulator in this process; a process's clock moves only forward, by advance()`);
  };

  let appToken: string | undefined;
  const harness: EmulatorHarness = {
    mode,
    dataDir,
    get baseUrl() {
      return current().baseUrl;
    },
    get port() {
      return current().port;
    },
    get controlSecret() {
      return current().controlSecret;
    },
    get info() {
      return info;
    },
    get emulator() {
      const server = current().server;
      if (!server) throw new Error('the emulator runs as a process here');
      return server;
    },
    get process() {
      const child = current().child;
      if (!child) throw new Error('the emulator runs in this process here');
      return child;
    },
    now() {
      inProcessOnly('now()');
      return clock;
    },
    setTime(ms) {
      inProcessOnly('setTime()');
      clock = ms;
    },
    alignTo(seconds) {
      inProcessOnly('alignTo()');
      const period = seconds * 1000;
      clock += period - (clock % period);
    },
    async advance(ms) {
      if (mode === 'in-process') clock += ms;
      else await harness.controlOk('POST', '/_emulator/v1/clock', { advanceMs: ms });
    },
    async token(body = {}) {
      const minted = await harness.json('POST', '/_emulator/v1/tokens', body);
      if (minted.status !== 200) throw new Error(`minting a token answered ${minted.status}: ${minted.text}`);
      return minted.body.access_token as string;
    },
    async api(pathAndQuery, auth, headers = {}) {
      const url = new URL(`${info.dataApiBaseUrl}${pathAndQuery}`);
      const sent: Record<string, string> = { ...headers };
      if (typeof auth === 'string') sent.authorization = `Bearer ${auth}`;
      else if (auth && 'key' in auth) url.searchParams.set('key', auth.key);
      else if (auth && 'accessToken' in auth) url.searchParams.set('access_token', auth.accessToken);
      return reply(await fetch(url, { headers: sent }));
    },
    async json(method, path, body, token) {
      const headers: Record<string, string> = {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(path.startsWith(`${EMULATOR_CONTROL_PREFIX}/`) ? emulatorControlHeaders(current().controlSecret) : {}),
      };
      return reply(
        await fetch(`${current().baseUrl}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
    },
    async controlOk(method, path, body) {
      const answer = await harness.json(method, path, body);
      if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
      return answer.body;
    },
    async form(path, fields, headers = {}) {
      return reply(
        await fetch(path.startsWith('http') ? path : `${current().baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams(fields).toString(),
          redirect: 'manual',
        }),
      );
    },
    async get(url) {
      return reply(await fetch(url, { redirect: 'manual' }));
    },
    edge(path, opts = {}) {
      const { port: edgePort } = current();
      return new Promise((resolve, reject) => {
        const headers: Record<string, string> = { host: `${opts.host ?? SHOP}:${edgePort}`, ...opts.headers };
        if (opts.ip) headers['x-forwarded-for'] = opts.ip;
        const req = httpRequest(
          { host: '127.0.0.1', port: edgePort, path, method: opts.method ?? 'GET', headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      });
    },
    cloudflare(token) {
      return new Cloudflare({
        apiToken: token,
        apiKey: null,
        apiEmail: null,
        userServiceKey: null,
        baseURL: `${current().baseUrl}/client/v4`,
        maxRetries: 0,
      });
    },
    youtube(token) {
      const rootUrl = `${current().baseUrl}/`;
      if (token === undefined) return youtube({ version: 'v3', rootUrl, auth: harness.info.apiKey });
      const oauth = new googleAuth.OAuth2();
      oauth.setCredentials({ access_token: token });
      return youtube({ version: 'v3', rootUrl, auth: oauth });
    },
    tokens: {
      getAccessToken: async () => (appToken ??= await harness.token()),
      refreshAfterRejection: async () => (appToken = await harness.token()),
    },
    dataApiClient(clientOptions) {
      return new DataApiClient(() => harness.info.dataApiBaseUrl, harness.tokens, clientOptions);
    },
    async conformance() {
      return (await harness.controlOk('GET', '/_emulator/v1/conformance')) as ConformanceReport;
    },
    async stop() {
      const stopping = running;
      if (!stopping) return undefined;
      const report = checkConformance ? await harness.conformance().catch(() => undefined) : undefined;
      running = undefined;
      let code: number | null | undefined;
      if (stopping.server) await stopping.server.close();
      else code = await stopping.child?.stop();
      if (report && report.violations.length > 0) throw new ConformanceFailure(report);
      return code;
    },
    async start() {
      if (running) throw new Error('the emulator is already running');
      running = await launch();
      info = await readInfo(running);
    },
    async restart() {
      const code = await harness.stop();
      if (code !== undefined && code !== 0) throw new Error(`the emulator exited with ${code} on SIGTERM`);
      await harness.start();
    },
    async close() {
      try {
        await harness.stop();
      } finally {
        if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
  return harness;
}

/** Answers of the emulator that break the discovery document, one line each with the path and what is wrong. */
export class ConformanceFailure extends Error {
  constructor(readonly report: ConformanceReport) {
    super(
      `The emulator sent ${report.violations.length} answer(s) that break the discovery document:\n` +
        report.violations
          .map((v) => `  ${v.request} (${v.method ?? 'no method'}, ${v.status}): ${v.path}: ${v.problem}`)
          .join('\n'),
    );
    this.name = 'ConformanceFailure';
  }
}

/** The platform's error envelope with one error of this reason. */
export function errorOf(body: any): {
  code: number;
  message: string;
  reason: string;
  domain: string;
  location?: string;
  locationType?: string;
} {
  const first = body?.error?.errors?.[0];
  return {
    code: body?.error?.code,
    message: body?.error?.message,
    reason: first?.reason,
    domain: first?.domain,
    ...(first?.location !== undefined ? { location: first.location } : {}),
    ...(first?.locationType !== undefined ? { locationType: first.locationType } : {}),
  };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(harness: EmulatorHarness, params: Record<string, string>): string {
  const url = new URL(harness.info.oauth.authorizeUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

export function zoneId(harness: EmulatorHarness, name = SHOP): string {
  const zone = harness.info.rulesets.zones.find((z) => z.name === name);
  if (!zone) throw new Error(`zone ${name} is not in the emulator's info`);
  return zone.id;
}

/**
 * Tokens minted ahead for every variant a suite asks for, so that its many requests can name one synchronously;
 * `renew()` mints them again (after the server expired them).
 */
export async function mintedTokens(harness: EmulatorHarness, variants: readonly TokenRequest[]) {
  const keyOf = (request: TokenRequest) =>
    JSON.stringify([
      request.channelId === harness.info.demo.channelId ? '' : (request.channelId ?? ''),
      [...(request.scopes ?? [])].sort(),
    ]);
  const tokens = new Map<string, string>();
  const renew = async () => {
    tokens.clear();
    for (const variant of variants) {
      const minted = await harness.controlOk('POST', '/_emulator/v1/tokens', {
        channelId: variant.channelId ?? harness.info.demo.channelId,
        scopes: variant.scopes ?? WRITE_SCOPES,
      });
      tokens.set(keyOf(variant), minted.access_token as string);
    }
  };
  await renew();
  return {
    renew,
    token(request: TokenRequest = {}): string {
      const token = tokens.get(keyOf(request));
      if (!token) throw new Error(`no token minted ahead for ${JSON.stringify(request)}: add it to the variants`);
      return token;
    },
  };
}

export interface ControlAnswer {
  readonly status: number;
  readonly text: string;
  json<T = any>(): T;
}

/** The upload host suites' view: a process (session URIs name its port, kept across restarts), tokens minted ahead. */
export interface UploadHostHarness {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly channelId: string;
  readonly otherChannelId: string;
  readonly uploadsPlaylistId: string;
  /** An access token (the demo channel and every scope unless told otherwise). */
  token(options?: TokenRequest): string;
  /** Expires every access token, then mints fresh ones for `token()`. */
  expireAllTokens(): Promise<number>;
  /** Mints fresh tokens for `token()` (after the server expired them, e.g. by an injected fault). */
  renewTokens(): Promise<void>;
  advanceClock(ms: number): Promise<void>;
  control(method: string, path: string, body?: unknown): Promise<ControlAnswer>;
  /** GET on the Data API with a fresh token. */
  api(pathAndQuery: string): Promise<ControlAnswer>;
  media(videoId: string): Promise<{ size: number; sha256: string; mimeType: string }>;
  videoCount(): Promise<number>;
  quotaUsed(): Promise<number>;
  resetQuota(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function answerOf(response: Response): Promise<ControlAnswer> {
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

export async function startUploadHostHarness(): Promise<UploadHostHarness> {
  const emulator = await startEmulatorHarness({ mode: 'process' });
  const { channelId, otherChannelId, uploadsPlaylistId } = emulator.info.demo;
  const variants: TokenRequest[] = [
    {},
    { channelId: otherChannelId },
    { scopes: [SCOPE('youtube.readonly')] },
    ...WRITE_SCOPES.map((scope) => ({ scopes: [scope] })),
  ];
  let tokens: Awaited<ReturnType<typeof mintedTokens>> | undefined;
  const prepare = async () => {
    // The real daily quota allows six uploads; these suites make dozens (quotaExceeded has its own tests).
    await emulator.controlOk('PUT', '/_emulator/v1/quota', { limit: 1_000_000_000 });
    tokens = await mintedTokens(emulator, variants);
  };
  await prepare();

  const harness: UploadHostHarness = {
    get baseUrl() {
      return emulator.baseUrl;
    },
    dataDir: emulator.dataDir,
    channelId,
    otherChannelId,
    uploadsPlaylistId,
    token(options = {}) {
      if (!tokens) throw new Error('the emulator is stopped: no tokens');
      return tokens.token(options);
    },
    async expireAllTokens() {
      const { expired } = await emulator.controlOk('POST', '/_emulator/v1/tokens/expire');
      await prepare();
      return expired as number;
    },
    renewTokens: async () => tokens?.renew(),
    advanceClock: (ms) => emulator.advance(ms),
    async control(method, path, body) {
      const headers: Record<string, string> = {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...emulatorControlHeaders(emulator.controlSecret),
      };
      return answerOf(
        await fetch(`${emulator.baseUrl}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      );
    },
    async api(pathAndQuery) {
      return answerOf(
        await fetch(`${emulator.baseUrl}/youtube/v3${pathAndQuery}`, {
          headers: { authorization: `Bearer ${harness.token()}` },
        }),
      );
    },
    media: (videoId) => emulator.controlOk('GET', `/_emulator/v1/videos/${videoId}/media`),
    async videoCount() {
      return (await emulator.controlOk('GET', '/_emulator/v1/videos')).count;
    },
    async quotaUsed() {
      return (await emulator.controlOk('GET', '/_emulator/v1/quota')).used;
    },
    async resetQuota() {
      await emulator.controlOk('POST', '/_emulator/v1/quota/reset');
    },
    async stop() {
      const code = await emulator.stop();
      if (code !== undefined && code !== 0) throw new Error(`the emulator exited with ${code} on SIGTERM`);
    },
    async start() {
      await emulator.start();
      await prepare();
    },
    async restart() {
      await harness.stop();
      await harness.start();
    },
    close: () => emulator.close(),
  };
  return harness;
}

/**
 * The upload host of a suite: started before its tests (handed to `use`), closed after them, and its armed faults
 * cleared after each test so that none leaks into the next.
 */
export function useUploadHostHarness(use: (harness: UploadHostHarness) => void): void {
  let harness: UploadHostHarness | undefined;
  beforeAll(async () => {
    harness = await startUploadHostHarness();
    use(harness);
  });
  afterAll(async () => {
    await harness?.close();
  });
  afterEach(async () => {
    await harness?.control('DELETE', '/_emulator/v1/faults');
  });
}
