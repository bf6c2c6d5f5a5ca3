// startEmulator() as a library (ports, options, close, a busy port) and the `npm run emulator` CLI as a
// developer runs it: it prints its URL, serves, stops cleanly on SIGTERM with its state written, starts again from
// that state, and refuses bad flags with a message and exit code 2. Only here does the emulator run as a process.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../electron/emulator/server';
import { emulatorControlHeaders } from '../../../shared/platform/emulator-control';
import { startEmulatorHarness } from '../support/emulator-harness';
import { runEmulatorCli, startEmulatorProcess } from '../support/emulator-process';

let running: RunningEmulator[] = [];
let dirs: string[] = [];
afterEach(async () => {
  for (const emulator of running) await emulator.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  running = [];
  dirs = [];
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'emulator-cli-it-'));
  dirs.push(dir);
  return dir;
}

/** The headers that open an emulator's test control. */
const control = (emulator: RunningEmulator) => emulatorControlHeaders(emulator.context.options.controlSecret);

async function start(options: Parameters<typeof startEmulator>[0]): Promise<RunningEmulator> {
  const emulator = await startEmulator(options);
  running.push(emulator);
  return emulator;
}

describe('startEmulator', () => {
  it('listens on an ephemeral 127.0.0.1 port with the options it was given', async () => {
    const dir = await dataDir();
    const now = () => Date.parse('2026-05-01T00:00:00Z');
    const emulator = await start({ port: 0, dataDir: dir, now, accessTokenLifetimeSec: 42 });
    expect(emulator.port).toBeGreaterThan(0);
    expect(emulator.baseUrl).toBe(`http://127.0.0.1:${emulator.port}`);
    expect(emulator.context.options).toMatchObject({ dataDir: dir, accessTokenLifetimeSec: 42 });
    expect(emulator.context.now()).toBe(now());
    expect(emulator.context.baseUrl()).toBe(emulator.baseUrl);
    const minted = await fetch(`${emulator.baseUrl}/_emulator/v1/tokens`, {
      method: 'POST',
      headers: control(emulator),
    });
    expect((await minted.json()).expires_in).toBe(42);
  });

  it('defaults: a 3600 s token lifetime and a data dir of its own', async () => {
    const emulator = await start({ port: 0 });
    dirs.push(emulator.context.options.dataDir);
    expect(emulator.context.options.accessTokenLifetimeSec).toBe(3600);
    expect(existsSync(emulator.context.options.dataDir)).toBe(true);
    const info = await (await fetch(`${emulator.baseUrl}/_emulator/v1/info`, { headers: control(emulator) })).json();
    expect(info.oauth.accessTokenLifetimeSec).toBe(3600);
  });

  it('close() stops listening, writes the state, and may be called twice', async () => {
    const dir = await dataDir();
    const emulator = await startEmulator({ port: 0, dataDir: dir });
    const token = (
      await (
        await fetch(`${emulator.baseUrl}/_emulator/v1/tokens`, { method: 'POST', headers: control(emulator) })
      ).json()
    ).access_token as string;
    await Promise.all([emulator.close(), emulator.close()]);
    await emulator.close();
    await expect(fetch(`${emulator.baseUrl}/_emulator/v1/health`)).rejects.toThrow();
    const tokens = JSON.parse(await readFile(join(dir, 'oauth-tokens.json'), 'utf8'));
    expect(Object.keys(tokens.accessTokens)).toContain(token);
  });

  it('a busy port is an EADDRINUSE rejection, not a half-started emulator', async () => {
    const first = await start({ port: 0, dataDir: await dataDir() });
    await expect(startEmulator({ port: first.port, dataDir: await dataDir() })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    expect((await fetch(`${first.baseUrl}/_emulator/v1/health`, { headers: control(first) })).status).toBe(200);
  });

  it('two emulators on two data dirs share nothing', async () => {
    const a = await start({ port: 0, dataDir: await dataDir() });
    const b = await start({ port: 0, dataDir: await dataDir() });
    const token = (
      await (await fetch(`${a.baseUrl}/_emulator/v1/tokens`, { method: 'POST', headers: control(a) })).json()
    ).access_token as string;
    const onA = await fetch(`${a.baseUrl}/youtube/v3/channels?part=id&mine=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const onB = await fetch(`${b.baseUrl}/youtube/v3/channels?part=id&mine=true`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect([onA.status, onB.status]).toEqual([200, 401]);
  });
});

describe('the CLI (npm run emulator)', () => {
  it('prints its URL and data dir, serves, and exits 0 on SIGTERM with its state written', async () => {
    const dir = await dataDir();
    const emulator = await startEmulatorProcess({ dataDir: dir, args: ['--token-lifetime', '120'] });
    try {
      const baseUrl = emulator.baseUrl;
      const headers = emulatorControlHeaders(emulator.controlSecret);
      expect(emulator.output()).toMatch(/^Emulator listening on http:\/\/127\.0\.0\.1:\d+$/m);
      expect(emulator.output()).toContain(`Data dir: ${dir}`);
      const info = await (await fetch(`${baseUrl}/_emulator/v1/info`, { headers })).json();
      expect(info.baseUrl).toBe(baseUrl);
      expect(info.dataApiBaseUrl).toBe(`${baseUrl}/youtube/v3`);
      expect(info.uploadBaseUrl).toBe(`${baseUrl}/upload/youtube/v3`);
      expect(info.oauth.accessTokenLifetimeSec).toBe(120);
      const minted = await (await fetch(`${baseUrl}/_emulator/v1/tokens`, { method: 'POST', headers })).json();
      expect(minted.expires_in).toBe(120);
      const channels = await fetch(`${baseUrl}/youtube/v3/channels?part=id&mine=true`, {
        headers: { authorization: `Bearer ${minted.access_token}` },
      });
      expect(channels.status).toBe(200);
      // A process's clock is the wall clock plus what the test control added.
      const moved = await (
        await fetch(`${baseUrl}/_emulator/v1/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ advanceMs: 3_600_000 }),
        })
      ).json();
      expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan(3_500_000);

      expect(await emulator.stop()).toBe(0);
      await expect(fetch(`${baseUrl}/_emulator/v1/health`)).rejects.toThrow();
      expect((await readdir(dir)).sort()).toEqual(expect.arrayContaining(['oauth-tokens.json', 'youtube-state.json']));
      const tokens = JSON.parse(await readFile(join(dir, 'oauth-tokens.json'), 'utf8'));
      expect(Object.keys(tokens.accessTokens)).toContain(minted.access_token);
    } finally {
      await emulator.kill();
    }
  });

  it('refuses bad flags with a message and exit code 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['--port', 'eighty'], /--port must be a port number/],
      [['--port', '70000'], /--port must be a port number/],
      [['--token-lifetime', '0'], /--token-lifetime must be a whole number/],
      [['--token-lifetime', '1.5'], /--token-lifetime must be a whole number/],
      [['--colour', 'blue'], /colour/],
      [['--colour'], /colour/],
      [['stray-argument'], /stray-argument|positional/i],
    ];
    const runs = await Promise.all(cases.map(([args]) => runEmulatorCli(args)));
    for (const [index, run] of runs.entries()) {
      expect(run.code, cases[index]?.[0].join(' ')).toBe(2);
      expect(run.output).toMatch(/^emulator: /m);
      expect(run.output).toMatch(cases[index]?.[1] as RegExp);
      expect(run.output).not.toContain('Emulator listening');
    }
  });

  it('keeps tokens and data across a restart on the same data dir', async () => {
    const emulator = await startEmulatorHarness({ mode: 'process', dataDir: await dataDir() });
    try {
      const token = await emulator.token();
      expect(await emulator.stop()).toBe(0);
      await emulator.start();
      expect((await emulator.api('/channels?part=id&mine=true', token)).status).toBe(200);
    } finally {
      await emulator.close();
    }
  });

  it('a port in use: exit code 2 and a message that says so', async () => {
    const busy = await start({ port: 0, dataDir: await dataDir() });
    const run = await runEmulatorCli(['--port', String(busy.port), '--data-dir', await dataDir()]);
    expect(run.code).toBe(2);
    expect(run.output).toContain('already in use');
  });
});
