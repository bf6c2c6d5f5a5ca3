// The demo workspace's emulator comes with its infrastructure account: the write token, bound to that emulator's
// rulesets API, and the demo blog's example rules, there from the first start and as the user left them after.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterEach, describe, expect, it } from 'vitest';
import { createSettingsStore } from '../../../electron/kernel/settings-store';
import { DemoWorkspace } from '../../../electron/auth/demo-workspace';
import { emulatorControlHeaders } from '../../../shared/platform/emulator-control';

const BLOG = 'creator-blog.example';

interface Info {
  rulesets: { apiBaseUrl: string; tokens: { write: string }; zones: Array<{ id: string; name: string }> };
}

/** The control secret the tests give the demo emulator (the app takes one from --control-secret). */
const SECRET = 'demo-workspace-test-secret';

async function infoOf(apiBaseUrl: string): Promise<Info> {
  const url = apiBaseUrl.replace('/client/v4', '/_emulator/v1/info');
  return (await (await fetch(url, { headers: emulatorControlHeaders(SECRET) })).json()) as Info;
}

function workspace(dir: string, { secretGiven = true } = {}): DemoWorkspace {
  const open = (o: { cwd: string; configName: string }) => new Conf(o) as never;
  return new DemoWorkspace(
    dir,
    createSettingsStore(dir, open, () => undefined),
    undefined,
    undefined,
    false,
    secretGiven ? SECRET : undefined,
  );
}

describe('DemoWorkspace', () => {
  let running: DemoWorkspace | undefined;
  afterEach(async () => {
    await running?.stop();
  });

  it('offers its emulator write token only while running, bound to that emulator', async () => {
    running = workspace(mkdtempSync(join(tmpdir(), 'demo-workspace-')));
    expect(running.rulesetsToken()).toBeUndefined();
    const endpoints = await running.ensureRunning();
    const info = await infoOf(endpoints.services.rulesetsApiBaseUrl);
    expect(running.rulesetsToken()).toEqual({
      token: info.rulesets.tokens.write,
      apiBaseUrl: info.rulesets.apiBaseUrl,
    });
    expect(info.rulesets.apiBaseUrl).toBe(endpoints.services.rulesetsApiBaseUrl);
    await running.stop();
    expect(running.rulesetsToken()).toBeUndefined();
  });

  it('starts with the example rules on the demo blog and keeps a deletion across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-workspace-'));
    running = workspace(dir);
    const { token, apiBaseUrl } = await running.ensureRunning().then(() => running!.rulesetsToken()!);
    const info = await infoOf(apiBaseUrl);
    const blog = info.rulesets.zones.find((z) => z.name === BLOG)!;
    const headers = { authorization: `Bearer ${token}` };
    const entrypoint = `${apiBaseUrl}/zones/${blog.id}/rulesets/phases/http_ratelimit/entrypoint`;
    const first = (await (await fetch(entrypoint, { headers })).json()) as {
      result: { id: string; rules: Array<{ id: string }> };
    };
    expect(first.result.rules).toHaveLength(2);
    const ruleUrl = `${apiBaseUrl}/zones/${blog.id}/rulesets/${first.result.id}/rules/${first.result.rules[0]!.id}`;
    expect((await fetch(ruleUrl, { method: 'DELETE', headers })).status).toBe(200);

    await running.stop();
    running = workspace(dir);
    const again = await running.ensureRunning().then(() => running!.rulesetsToken()!);
    const second = (await (await fetch(entrypoint.replace(apiBaseUrl, again.apiBaseUrl), { headers })).json()) as {
      result: { rules: unknown[] };
    };
    expect(second.result.rules).toHaveLength(1);
  });

  it("keeps its emulator's test control shut to anyone without the secret, made at random unless given", async () => {
    running = workspace(mkdtempSync(join(tmpdir(), 'demo-workspace-')), { secretGiven: false });
    const endpoints = await running.ensureRunning();
    const info = endpoints.services.rulesetsApiBaseUrl.replace('/client/v4', '/_emulator/v1/info');
    expect((await fetch(info)).status).toBe(401);
    expect((await fetch(info, { headers: emulatorControlHeaders(SECRET) })).status).toBe(403);
    // It started all the same: the example rules went in and the write token was read through the control.
    expect(running.rulesetsToken()?.token).toEqual(expect.any(String));
  });
});
