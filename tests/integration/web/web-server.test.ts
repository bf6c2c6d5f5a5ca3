// Browser mode's server for real on 127.0.0.1: Host/Origin on every request and upgrade, the run token traded for a
// session that the contract and the staging routes require, no cookie ever, and the contract over the WebSocket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  call,
  openSession,
  openSocket,
  sessionProtocols,
  startWebFixture,
  type WebFixture,
} from '../support/web-fixture';

let fixture: WebFixture;
let origin: string;

beforeAll(async () => {
  fixture = await startWebFixture();
  origin = fixture.origin;
});

afterAll(async () => {
  await fixture.stop();
});

describe('browser mode server', () => {
  it('binds to 127.0.0.1 and prints a URL with the token', () => {
    expect(fixture.server.url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${fixture.server.port}/\\?token=[\\w-]{20,}$`),
    );
  });

  it('serves the public app code without a credential and never sets a cookie', async () => {
    for (const path of ['/', `/?token=${fixture.server.token}`, '/index.html']) {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Channel Desk');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('trades only the run token for a session, which is not the token and sets no cookie', async () => {
    expect((await fetch(`${origin}/_desk/session`, { method: 'POST' })).status).toBe(401);
    const wrong = await fetch(`${origin}/_desk/session`, {
      method: 'POST',
      headers: { 'x-desk-token': `${fixture.server.token}x` },
    });
    expect(wrong.status).toBe(401);
    // The old ways in are gone: the token in the query, or a cookie.
    const query = await fetch(`${origin}/_desk/session?token=${fixture.server.token}`, {
      method: 'POST',
      headers: { cookie: `desk_session=${fixture.server.token}` },
    });
    expect(query.status).toBe(401);

    const traded = await fetch(`${origin}/_desk/session`, {
      method: 'POST',
      headers: { 'x-desk-token': fixture.server.token },
    });
    expect(traded.status).toBe(201);
    expect(traded.headers.get('set-cookie')).toBeNull();
    const { session } = (await traded.json()) as { session: string };
    expect(session).toMatch(/^[\w-]{43}$/);
    expect(session).not.toContain(fixture.server.token);

    expect((await fetch(`${origin}/_desk/session`, { headers: { 'x-desk-session': session } })).status).toBe(204);
    expect(
      (await fetch(`${origin}/_desk/session`, { headers: { 'x-desk-session': fixture.server.token } })).status,
    ).toBe(401);
  });

  it('keeps a tab with an open WebSocket however many times the token is traded', async () => {
    const session = await openSession(fixture);
    const socket = await openSocket(fixture, sessionProtocols(session));
    if (typeof socket === 'number') throw new Error(`upgrade refused: ${socket}`);
    const others = [];
    for (let i = 0; i < 100; i += 1) others.push(await openSession(fixture));
    expect((await fetch(`${origin}/_desk/session`, { headers: { 'x-desk-session': session } })).status).toBe(204);
    // The idle sessions made room instead: the first of them is gone.
    expect((await fetch(`${origin}/_desk/session`, { headers: { 'x-desk-session': others[0]! } })).status).toBe(401);
    expect(await call(socket, 1, 'app.info')).toMatchObject({ ok: true, value: { host: 'web' } });
    socket.close();
  });

  it('lets the staging routes answer only with a session header', async () => {
    const body = JSON.stringify({ name: 'a.mp4', size: 10, type: 'video/mp4' });
    const headers = { 'content-type': 'application/json' };
    expect((await fetch(`${origin}/_desk/staging`, { method: 'POST', headers, body })).status).toBe(401);
    expect(
      (
        await fetch(`${origin}/_desk/staging`, {
          method: 'POST',
          headers: { ...headers, 'x-desk-token': fixture.server.token },
          body,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${origin}/_desk/staging`, {
          method: 'POST',
          headers: { ...headers, cookie: `desk_session=${fixture.server.token}` },
          body,
        })
      ).status,
    ).toBe(401);
    const session = await openSession(fixture);
    const created = await fetch(`${origin}/_desk/staging`, {
      method: 'POST',
      headers: { ...headers, 'x-desk-session': session },
      body,
    });
    expect(created.status).toBe(201);
  });

  it('refuses a foreign Host or Origin (403) even with the run token', async () => {
    const request = (extra: Record<string, string>) =>
      fetch(`${origin}/_desk/session`, { method: 'POST', headers: { 'x-desk-token': fixture.server.token, ...extra } });
    expect((await request({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await request({ origin: `http://127.0.0.1:${fixture.server.port + 1}` })).status).toBe(403);
  });

  it('refuses WebSocket upgrades without a session, with a foreign Origin, or on another path', async () => {
    const session = await openSession(fixture);
    expect(await openSocket(fixture, ['channel-desk'])).toBe(401);
    expect(await openSocket(fixture, sessionProtocols(fixture.server.token))).toBe(401);
    expect(await openSocket(fixture, sessionProtocols(session), 'https://evil.example')).toBe(403);
    expect(await openSocket(fixture, sessionProtocols(session), null)).toBe(403);
    const ok = await openSocket(fixture, sessionProtocols(session));
    expect(ok).toBeInstanceOf(WebSocket);
    // The host selects its own protocol and never echoes the session back.
    expect((ok as WebSocket).protocol).toBe('channel-desk');
    (ok as WebSocket).close();
  });

  it('carries contract calls, validates their payloads, and closes on garbage frames', async () => {
    const socket = await openSocket(fixture, sessionProtocols(await openSession(fixture)));
    expect(socket).toBeInstanceOf(WebSocket);
    const ws = socket as WebSocket;
    expect(await call(ws, 1, 'app.info')).toMatchObject({ ok: true, value: { version: '1.2.3', host: 'web' } });
    expect(await call(ws, 2, 'accounts.get')).toEqual({ ok: true, value: null });
    expect(await call(ws, 3, 'accounts.importClientSecret', { json: 42 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    expect(await call(ws, 4, 'process.exit')).toMatchObject({ ok: false, error: { code: 'unknown-call' } });
    expect(await call(ws, 5, 'accounts.signIn')).toMatchObject({ ok: false, error: { code: 'no-client-secret' } });

    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.send('this is not json');
    expect(await closed).toBe(1007);
  });
});
