// Browser mode's server for real on 127.0.0.1: the guard on every request and upgrade, and the contract over the
// WebSocket (validation included).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDesk, type Desk } from '../../../electron/app/desk';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import { startWebServer, type RunningWebServer } from '../../../electron/web/web-server';

let desk: Desk;
let server: RunningWebServer;
let origin: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-web-'));
  const rendererDir = join(dataDir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Channel Desk</title><script src="./a.js"></script>');
  desk = createDesk({
    kind: 'web',
    version: '1.2.3',
    dataDir,
    cipher: createKeyFileCipher(join(dataDir, 'secret.key')),
    openSettingsFile: (options) => new Conf(options) as never,
    openExternal: async () => undefined,
  });
  server = await startWebServer({ desk, rendererDir, port: 0 });
  origin = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server.close();
  await desk.stop();
});

function openSocket(headers: Record<string, string>): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/_desk/ws`, { headers });
    socket.on('open', () => resolve(socket));
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', () => resolve(-1));
  });
}

function call(socket: WebSocket, id: number, name: string, payload?: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData): void => {
      const frame = JSON.parse(String(data)) as { type: string; id?: number; result?: unknown };
      if (frame.type === 'result' && frame.id === id) {
        socket.off('message', onMessage);
        resolve(frame.result);
      }
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ type: 'call', id, name, payload }));
  });
}

describe('browser mode server', () => {
  it('binds to 127.0.0.1 and prints a URL with the token', () => {
    expect(server.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/\\?token=[\\w-]{20,}$`));
  });

  it('serves nothing without the token and trades the query token for a strict cookie', async () => {
    const bare = await fetch(`${origin}/`);
    expect(bare.status).toBe(401);
    expect(await bare.text()).not.toContain('<title>Channel Desk');
    expect((await fetch(`${origin}/missing.js`)).status).toBe(401);

    const first = await fetch(`${origin}/?token=${server.token}&tab=uploads`, { redirect: 'manual' });
    expect(first.status).toBe(303);
    // The same address without the token: it leaves the address bar and the history.
    expect(first.headers.get('location')).toBe('/?tab=uploads');
    expect(first.headers.get('set-cookie')).toMatch(/desk_session=.+HttpOnly; SameSite=Strict/);

    const withCookie = await fetch(`${origin}/index.html`, { headers: { cookie: `desk_session=${server.token}` } });
    expect(withCookie.status).toBe(200);
    expect(await withCookie.text()).toContain('<title>Channel Desk');
    expect(withCookie.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('refuses a foreign Origin with the right token (403)', async () => {
    const response = await fetch(`${origin}/?token=${server.token}`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });

  it('refuses WebSocket upgrades without token, with a foreign Origin, or on another path', async () => {
    expect(await openSocket({ origin })).toBe(401);
    expect(await openSocket({ origin: 'https://evil.example', cookie: `desk_session=${server.token}` })).toBe(403);
    expect(await openSocket({ cookie: `desk_session=${server.token}` })).toBe(403);
  });

  it('carries contract calls, validates their payloads, and closes on garbage frames', async () => {
    const socket = await openSocket({ origin, cookie: `desk_session=${server.token}` });
    expect(socket).toBeInstanceOf(WebSocket);
    const ws = socket as WebSocket;
    expect(await call(ws, 1, 'app.info')).toMatchObject({ ok: true, value: { version: '1.2.3', host: 'web' } });
    expect(await call(ws, 2, 'accounts.get')).toEqual({ ok: true, value: null });
    expect(await call(ws, 3, 'accounts.importClientSecret', { json: 42 })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(await call(ws, 4, 'process.exit')).toMatchObject({ ok: false, error: { code: 'unknown-call' } });
    expect(await call(ws, 5, 'accounts.signIn')).toMatchObject({ ok: false, error: { code: 'no-client-secret' } });

    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send('this is not json');
    expect(await closed).toBe(1007);
  });
});
