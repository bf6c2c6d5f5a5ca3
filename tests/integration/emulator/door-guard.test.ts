// The emulator's door guard: it listens on loopback, where any web page the user visits can reach it. Its test
// control needs the control secret in `x-emulator-control` (refused with a clear JSON error without it or with a
// wrong one); every request must name the emulator in Host (DNS rebinding) and in Origin when it has one
// (cross-site `text/plain` POSTs); the edge still answers for a zone's name in Host; the CLI takes
// --control-secret and prints the secret it uses.
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_CONTROL_HEADER, emulatorControlHeaders } from '../../../shared/platform/emulator-control';
import { errorOf, SHOP, startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { runEmulatorCli, startEmulatorProcess } from '../support/emulator-process';

interface RawAnswer {
  status: number;
  body: string;
}

/** A request with any Host (fetch cannot set it) straight to the emulator's port. */
function raw(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

let fx: EmulatorHarness;
let own: string;
let cliDirs: string;
beforeAll(async () => {
  fx = await startEmulatorHarness();
  own = `127.0.0.1:${fx.port}`;
  cliDirs = await mkdtemp(join(tmpdir(), 'emulator-door-cli-'));
});
afterAll(async () => {
  await fx.close();
  await rm(cliDirs, { recursive: true, force: true });
});

const controlRoutes: Array<[string, string]> = [
  ['GET', '/_emulator/v1/info'],
  ['GET', '/_emulator/v1/health'],
  ['POST', '/_emulator/v1/tokens'],
  ['POST', '/_emulator/v1/quota/exhaust'],
  ['POST', '/_emulator/v1/rulesets/reset'],
  ['GET', '/_emulator/v1/uploads'],
  ['GET', '/_emulator/v1/edge/log'],
  ['GET', '/_emulator/v1/conformance'],
];

describe('the control secret', () => {
  it.each(controlRoutes)('%s %s without the header: 401 with a JSON error naming the header', async (method, path) => {
    const answer = await fetch(`${fx.baseUrl}${path}`, { method });
    expect(answer.status).toBe(401);
    const body = await answer.json();
    expect(errorOf(body)).toMatchObject({ code: 401, reason: 'controlSecretMissing' });
    expect(errorOf(body).message).toContain(EMULATOR_CONTROL_HEADER);
  });

  it.each(controlRoutes)('%s %s with a wrong secret: 403 with a JSON error', async (method, path) => {
    for (const wrong of ['x', `${fx.controlSecret}x`, fx.controlSecret.slice(0, -1), fx.controlSecret.toUpperCase()]) {
      const answer = await fetch(`${fx.baseUrl}${path}`, { method, headers: emulatorControlHeaders(wrong) });
      expect(answer.status, wrong).toBe(403);
      expect(errorOf(await answer.json())).toMatchObject({ code: 403, reason: 'controlSecretWrong' });
    }
  });

  it('nothing a refused call asked for happened', async () => {
    const before = await fx.controlOk('GET', '/_emulator/v1/quota');
    await fetch(`${fx.baseUrl}/_emulator/v1/quota/exhaust`, { method: 'POST' });
    await fetch(`${fx.baseUrl}/_emulator/v1/quota/exhaust`, { method: 'POST', headers: emulatorControlHeaders('no') });
    expect(await fx.controlOk('GET', '/_emulator/v1/quota')).toEqual(before);
  });

  it('answers with the secret: info (with the demo write token), tokens, uploads', async () => {
    const headers = emulatorControlHeaders(fx.controlSecret);
    const info = await fetch(`${fx.baseUrl}/_emulator/v1/info`, { headers });
    expect(info.status).toBe(200);
    expect((await info.json()).rulesets.tokens.write).toEqual(expect.any(String));
    const minted = await fetch(`${fx.baseUrl}/_emulator/v1/tokens`, { method: 'POST', headers });
    expect(minted.status).toBe(200);
    expect((await fetch(`${fx.baseUrl}/_emulator/v1/uploads`, { headers })).status).toBe(200);
  });

  it('a percent-encoded spelling of a control route is refused all the same', async () => {
    for (const path of ['/_emulator/%761/info', '/%5Femulator/v1/info', '/_emulator/v1/inf%6F']) {
      const answer = await fetch(`${fx.baseUrl}${path}`);
      expect(answer.status, path).not.toBe(200);
      expect(await answer.text(), path).not.toContain('clientSecret');
    }
  });

  it('the Data API, the upload host, OAuth and the rulesets API never need it', async () => {
    const token = await fx.token();
    expect((await fx.api('/channels?part=id&mine=true', token)).status).toBe(200);
    const session = await fetch(`${fx.info.uploadBaseUrl}/videos?uploadType=resumable&part=snippet,status`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-upload-content-type': 'video/mp4',
        'x-upload-content-length': '1024',
      },
      body: JSON.stringify({ snippet: { title: 'door' }, status: { privacyStatus: 'private' } }),
    });
    expect(session.status).toBe(200);
    const verify = await fetch(`${fx.info.rulesets.apiBaseUrl}/user/tokens/verify`, {
      headers: { authorization: `Bearer ${fx.info.rulesets.tokens.read}` },
    });
    expect(verify.status).toBe(200);
    const revoke = await fx.form('/revoke', { token: 'nothing-issued' });
    expect([200, 400]).toContain(revoke.status);
  });

  it("the platform's images stay open: the page shows them with <img>, which sends no header", async () => {
    const token = await fx.token();
    const videos = await fx.api('/videos?part=snippet&id=dQd3moVid01', token);
    const thumbnail = videos.body.items[0].snippet.thumbnails.default.url as string;
    expect(thumbnail).toContain('/_emulator/v1/images/');
    const image = await fetch(thumbnail);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    // Open to reading only: nothing else under that prefix is.
    expect((await fetch(thumbnail, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('Host and Origin', () => {
  const secret = () => emulatorControlHeaders(fx.controlSecret);
  const places: Array<[string, string, string]> = [
    ['the Data API', 'GET', '/youtube/v3/i18nRegions?part=id'],
    ['the upload host', 'POST', '/upload/youtube/v3/videos?uploadType=resumable&part=snippet'],
    ['the test control', 'POST', '/_emulator/v1/quota/exhaust'],
    ['the OAuth server', 'POST', '/token'],
    ['the rulesets API', 'GET', '/client/v4/user/tokens/verify'],
  ];

  it.each(places)('a foreign Host on %s (DNS rebinding) is refused with 403', async (_what, method, path) => {
    for (const host of [`evil.example:${fx.port}`, `127.0.0.1:${fx.port + 1}`, 'evil.example']) {
      const answer = await raw(fx.port, path, { method, headers: { host, ...secret() } });
      expect(answer.status, host).toBe(403);
      expect(errorOf(JSON.parse(answer.body)).message).toContain('foreign Host');
    }
  });

  it.each(places)('a cross-site text/plain POST to %s is refused with 403', async (_what, _method, path) => {
    for (const origin of ['https://evil.example', `http://127.0.0.1:${fx.port + 1}`, 'null']) {
      const answer = await raw(fx.port, path, {
        method: 'POST',
        headers: { host: own, origin, 'content-type': 'text/plain', ...secret() },
        body: '{"limit":0}',
      });
      expect(answer.status, origin).toBe(403);
      expect(errorOf(JSON.parse(answer.body)).message).toContain('foreign Origin');
    }
  });

  it('refused requests change nothing: the quota is not exhausted', async () => {
    const before = await fx.controlOk('GET', '/_emulator/v1/quota');
    await raw(fx.port, '/_emulator/v1/quota/exhaust', {
      method: 'POST',
      headers: { host: `evil.example:${fx.port}`, ...secret() },
    });
    await raw(fx.port, '/_emulator/v1/quota/exhaust', {
      method: 'POST',
      headers: { host: own, origin: 'https://evil.example', 'content-type': 'text/plain', ...secret() },
    });
    expect(await fx.controlOk('GET', '/_emulator/v1/quota')).toEqual(before);
  });

  it('its own names pass: 127.0.0.1 and localhost, with or without its own Origin', async () => {
    for (const host of [own, `localhost:${fx.port}`, `LOCALHOST:${fx.port}`]) {
      const plain = await raw(fx.port, '/_emulator/v1/health', { headers: { host, ...secret() } });
      expect(plain.status, host).toBe(200);
      const sameSite = await raw(fx.port, '/_emulator/v1/health', {
        headers: { host, origin: `http://${host}`, ...secret() },
      });
      expect(sameSite.status, host).toBe(200);
    }
  });

  it("the edge still answers for a zone's name in Host, whatever the Origin: it plays a website", async () => {
    const page = await fx.edge('/', { headers: { origin: 'https://elsewhere.example' } });
    expect(page.status).toBe(200);
    expect(JSON.parse(page.body)).toMatchObject({ host: SHOP });
    const control = await fx.edge('/_emulator/v1/info');
    expect(control.status).toBe(200);
    expect(control.body).not.toContain('clientSecret');
  });
});

describe('the CLI (npm run emulator)', () => {
  it('takes --control-secret and prints it; the control answers only that secret', async () => {
    const emulator = await startEmulatorProcess({
      dataDir: join(cliDirs, 'given'),
      args: ['--control-secret', 'given-secret-123'],
    });
    try {
      expect(emulator.output()).toMatch(/^Control secret: given-secret-123$/m);
      const info = `${emulator.baseUrl}/_emulator/v1/info`;
      expect((await fetch(info, { headers: emulatorControlHeaders('given-secret-123') })).status).toBe(200);
      expect((await fetch(info)).status).toBe(401);
    } finally {
      await emulator.kill();
    }
  });

  it('makes a random secret when none is given, and prints it', async () => {
    const [a, b] = await Promise.all([
      startEmulatorProcess({ dataDir: join(cliDirs, 'a') }),
      startEmulatorProcess({ dataDir: join(cliDirs, 'b') }),
    ]);
    try {
      expect(a.controlSecret).toMatch(/^[\w-]{43}$/);
      expect(a.controlSecret).not.toBe(b.controlSecret);
      expect(a.output()).toContain(`Control secret: ${a.controlSecret}\n`);
      const headers = emulatorControlHeaders(a.controlSecret);
      expect((await fetch(`${a.baseUrl}/_emulator/v1/info`, { headers })).status).toBe(200);
      expect((await fetch(`${b.baseUrl}/_emulator/v1/info`, { headers })).status).toBe(403);
    } finally {
      await Promise.all([a.kill(), b.kill()]);
    }
  });

  it('refuses a control secret that cannot travel in a header, with exit code 2', async () => {
    const secrets = ['', 'has space', 'tab\there'];
    const runs = await Promise.all(secrets.map((secret) => runEmulatorCli(['--control-secret', secret])));
    for (const [index, run] of runs.entries()) {
      expect(run.code, JSON.stringify(secrets[index])).toBe(2);
      expect(run.output).toMatch(/^emulator: --control-secret: /m);
      expect(run.output).not.toContain('Emulator listening');
    }
  });
});
