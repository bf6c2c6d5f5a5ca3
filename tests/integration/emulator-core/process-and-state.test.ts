// The emulator as a process: the CLI's output and flags, SIGTERM, state that survives a restart, and damaged state
// files moved aside instead of stopping it. Also the test control's refusals.
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runEmulatorCli as runCli } from '../support/emulator-process';
import { startCore } from './core-fixture';

describe('the emulator process', () => {
  it('prints its base URL on 127.0.0.1 and exits 0 on SIGTERM', async () => {
    const core = await startCore();
    expect(core.emulator.output()).toMatch(/^Emulator listening on http:\/\/127\.0\.0\.1:\d+$/m);
    expect(core.info.baseUrl).toBe(core.emulator.baseUrl);
    expect(core.info.dataApiBaseUrl).toBe(`${core.emulator.baseUrl}/youtube/v3`);
    expect(core.info.uploadBaseUrl).toBe(`${core.emulator.baseUrl}/upload/youtube/v3`);
    expect(await core.emulator.stop()).toBe(0);
  });

  it('refuses bad flags with a message and exit code 2', async () => {
    expect(await runCli(['--port', 'eighty'])).toMatchObject({ code: 2, output: expect.stringContaining('--port must be a port number') });
    expect(await runCli(['--token-lifetime', '0'])).toMatchObject({ code: 2, output: expect.stringContaining('--token-lifetime') });
    expect(await runCli(['--colour'])).toMatchObject({ code: 2 });
  });

  it('issues tokens with the lifetime it was given', async () => {
    const core = await startCore({ args: ['--token-lifetime', '120'] });
    const minted = await core.control('POST', '/_emulator/v1/tokens', {});
    expect(minted.body.expires_in).toBe(120);
    await core.emulator.stop();
  });

  it('keeps tokens and data across a restart on the same data dir', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'emulator-restart-'));
    const first = await startCore({ dataDir });
    const token = await first.token();
    expect(await first.emulator.stop()).toBe(0);
    const second = await startCore({ dataDir });
    expect((await second.api('/channels?part=id&mine=true', token)).status).toBe(200);
    await second.emulator.stop();
  });

  it('moves a damaged state file aside and starts from the seed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'emulator-corrupt-'));
    await writeFile(join(dataDir, 'youtube-state.json'), '{"version":1,"channels":[');
    await writeFile(join(dataDir, 'oauth-tokens.json'), JSON.stringify({ version: 99 }));
    const core = await startCore({ dataDir });
    const files = await readdir(dataDir);
    expect(files.some((name) => name.startsWith('youtube-state.json.corrupt-'))).toBe(true);
    expect(files.some((name) => name.startsWith('oauth-tokens.json.unknown-layout-'))).toBe(true);
    expect((await core.api('/channels?part=snippet&mine=true', await core.token())).body.items[0].snippet.title).toBe('Demo Creator');
    await core.emulator.stop();
  });

  it('test control refuses what it cannot do', async () => {
    const core = await startCore();
    expect((await core.control('POST', '/_emulator/v1/tokens', { channelId: 'UCnobody' })).status).toBe(404);
    expect((await core.control('POST', '/_emulator/v1/tokens', { scopes: 'all' })).status).toBe(400);
    expect((await core.control('POST', '/_emulator/v1/clock', { advanceMs: 'soon' })).status).toBe(400);
    expect((await core.control('PUT', '/_emulator/v1/quota', { limit: -1 })).status).toBe(400);
    const moved = await core.control('POST', '/_emulator/v1/clock', { advanceMs: 3_600_000 });
    expect(Date.parse(moved.body.now) - Date.now()).toBeGreaterThan(3_500_000);
    await core.emulator.stop();
  });
});
