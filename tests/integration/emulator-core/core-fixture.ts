// An emulator process for the core suites, and the few requests they all make.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulatorProcess, type EmulatorProcess } from '../support/emulator-process';

export interface CoreInfo {
  baseUrl: string;
  dataApiBaseUrl: string;
  uploadBaseUrl: string;
  apiKey: string;
  oauth: { authorizeUrl: string; tokenUrl: string; revokeUrl: string; clients: Array<{ clientId: string; clientSecret: string; consent: boolean }> };
  demo: { clientId: string; clientSecret: string; channelId: string; otherChannelId: string; uploadsPlaylistId: string };
}

export interface CoreFixture {
  readonly emulator: EmulatorProcess;
  readonly dataDir: string;
  readonly info: CoreInfo;
  token(body?: { channelId?: string; scopes?: string[] }): Promise<string>;
  /** GET on the Data API; `auth` is a token, `{ key }`, or nothing. */
  api(path: string, auth?: string | { key: string }, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: any }>;
  control(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export const SCOPE = (name: string) => `https://www.googleapis.com/auth/${name}`;

export async function startCore(options: { dataDir?: string; args?: string[] } = {}): Promise<CoreFixture> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'emulator-core-')));
  const emulator = await startEmulatorProcess({ dataDir, ...(options.args ? { args: options.args } : {}) });
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${emulator.baseUrl}${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const info = (await control('GET', '/_emulator/v1/info')).body as CoreInfo;
  return {
    emulator,
    dataDir,
    info,
    async token(body = {}) {
      const answer = await control('POST', '/_emulator/v1/tokens', body);
      if (answer.status !== 200) throw new Error(`token: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.access_token as string;
    },
    async api(path, auth, headers = {}) {
      const url = new URL(`${info.dataApiBaseUrl}${path}`);
      if (auth && typeof auth === 'object') url.searchParams.set('key', auth.key);
      const response = await fetch(url, { headers: { ...headers, ...(typeof auth === 'string' ? { authorization: `Bearer ${auth}` } : {}) } });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
    },
    control,
  };
}
