// The emulator core in this process (startEmulator) on an ephemeral 127.0.0.1 port, with its own data dir and a
// clock the test moves, plus the few kinds of request the suites make: the Data API with a token or an API key,
// JSON to the test control, forms to the OAuth endpoints. restart() keeps the data dir, as a real restart would.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type RunningEmulator } from '../../../electron/emulator/server';

export const SCOPE = (name: string) => `https://www.googleapis.com/auth/${name}`;
/** 2026-01-15 10:00 in Los Angeles: far from the quota's midnight rollover unless a test goes there. */
export const START_TIME = Date.parse('2026-01-15T18:00:00Z');
/** Loopback redirect of an installed app. */
export const REDIRECT = 'http://127.0.0.1:53682/callback';

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
  demo: { clientId: string; clientSecret: string; channelId: string; otherChannelId: string; uploadsPlaylistId: string };
  quota: { used: number; limit: number; control: string };
  rulesets?: unknown;
  uploads?: unknown;
  [key: string]: unknown;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

export interface Fixture {
  readonly emulator: RunningEmulator;
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly info: EmulatorInfo;
  /** The emulator's clock (ms since the epoch), which only the test moves. */
  now(): number;
  advance(ms: number): void;
  setTime(ms: number): void;
  /** An access token from the test control (demo channel, every write scope unless told otherwise). */
  token(body?: { channelId?: string; scopes?: string[] }): Promise<string>;
  /** GET on the Data API; `auth` is a bearer token, `{ key }`, `{ accessToken }`, or nothing. */
  api(pathAndQuery: string, auth?: string | { key: string } | { accessToken: string }, headers?: Record<string, string>): Promise<Reply>;
  /** JSON request to the emulator (test control and friends). */
  json(method: string, path: string, body?: unknown): Promise<Reply>;
  /** application/x-www-form-urlencoded POST (token, revoke, consent decision); redirects are not followed. */
  form(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Reply>;
  /** GET without following redirects (authorize endpoint). */
  get(url: string): Promise<Reply>;
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

export async function startFixture(options: { dataDir?: string; accessTokenLifetimeSec?: number; time?: number } = {}): Promise<Fixture> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'emulator-it-')));
  let clock = options.time ?? START_TIME;
  const now = () => clock;
  const start = () =>
    startEmulator({ port: 0, dataDir, now, ...(options.accessTokenLifetimeSec ? { accessTokenLifetimeSec: options.accessTokenLifetimeSec } : {}) });
  let emulator = await start();
  let info = (await (await fetch(`${emulator.baseUrl}/_emulator/v1/info`)).json()) as EmulatorInfo;

  const fixture: Fixture = {
    get emulator() {
      return emulator;
    },
    get baseUrl() {
      return emulator.baseUrl;
    },
    get info() {
      return info;
    },
    dataDir,
    now,
    advance(ms) {
      clock += ms;
    },
    setTime(ms) {
      clock = ms;
    },
    async token(body = {}) {
      const minted = await fixture.json('POST', '/_emulator/v1/tokens', body);
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
    async json(method, path, body) {
      return reply(
        await fetch(`${emulator.baseUrl}${path}`, {
          method,
          ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        }),
      );
    },
    async form(path, fields, headers = {}) {
      return reply(
        await fetch(path.startsWith('http') ? path : `${emulator.baseUrl}${path}`, {
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
    async restart() {
      await emulator.close();
      emulator = await start();
      info = (await (await fetch(`${emulator.baseUrl}/_emulator/v1/info`)).json()) as EmulatorInfo;
    },
    async close() {
      await emulator.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return fixture;
}

/** The platform's error envelope with one error of this reason. */
export function errorOf(body: any): { code: number; message: string; reason: string; domain: string; location?: string; locationType?: string } {
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

export function authorizeUrl(fx: Fixture, params: Record<string, string>): string {
  const url = new URL(fx.info.oauth.authorizeUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
