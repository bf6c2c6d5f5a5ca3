// A running emulator on an ephemeral 127.0.0.1 port with its own data dir and a clock the test moves, plus the
// two clients the tests use: the official SDK for the API, and raw HTTP for the edge (fetch cannot set Host).
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Cloudflare from 'cloudflare';
import { startEmulator } from '../../../electron/emulator/server';

export interface RulesetsInfo {
  apiBaseUrl: string;
  zones: Array<{ id: string; name: string; plan: string }>;
  tokens: { write: string; read: string; noPermission: string };
  edge: { baseUrl: string; hostHeaderFor: string };
}

export interface EdgeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Fixture {
  readonly baseUrl: string;
  readonly port: number;
  readonly dataDir: string;
  readonly info: RulesetsInfo;
  sdk(token: string): Cloudflare;
  advance(ms: number): void;
  /** Moves the clock to the next multiple of `seconds` (a window boundary of that period). */
  alignTo(seconds: number): void;
  edge(path: string, options?: { ip?: string; method?: string; headers?: Record<string, string>; host?: string }): Promise<EdgeAnswer>;
  json(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export const SHOP = 'creator-shop.example';

export async function startFixture(options: { dataDir?: string } = {}): Promise<Fixture> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'rulesets-it-')));
  let clock = Date.parse('2025-03-01T12:00:00Z');
  const now = () => clock;
  let emulator = await startEmulator({ dataDir, port: 0, now });
  const infoResponse = await fetch(`${emulator.baseUrl}/_emulator/v1/info`);
  const info = ((await infoResponse.json()) as { rulesets: RulesetsInfo }).rulesets;

  const fixture: Fixture = {
    get baseUrl() {
      return emulator.baseUrl;
    },
    get port() {
      return emulator.port;
    },
    dataDir,
    info,
    sdk(token) {
      return new Cloudflare({
        apiToken: token,
        apiKey: null,
        apiEmail: null,
        userServiceKey: null,
        baseURL: `${emulator.baseUrl}/client/v4`,
        maxRetries: 0,
      });
    },
    advance(ms) {
      clock += ms;
    },
    alignTo(seconds) {
      const period = seconds * 1000;
      clock += period - (clock % period);
    },
    edge(path, opts = {}) {
      return new Promise((resolve, reject) => {
        const headers: Record<string, string> = { host: `${opts.host ?? SHOP}:${emulator.port}`, ...opts.headers };
        if (opts.ip) headers['x-forwarded-for'] = opts.ip;
        const req = httpRequest({ host: '127.0.0.1', port: emulator.port, path, method: opts.method ?? 'GET', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      });
    },
    async json(method, path, body, token) {
      const response = await fetch(`${emulator.baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
    },
    async restart() {
      await emulator.close();
      emulator = await startEmulator({ dataDir, port: 0, now });
    },
    async close() {
      await emulator.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return fixture;
}

export function zoneId(fixture: Fixture, name = SHOP): string {
  const zone = fixture.info.zones.find((z) => z.name === name);
  if (!zone) throw new Error(`zone ${name} is not in the emulator's info`);
  return zone.id;
}
