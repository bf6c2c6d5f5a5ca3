import { describe, expect, it } from 'vitest';
import { sessionFromProtocols, singleHeader } from '../../../../electron/web/access-guard';
import { checkPlace } from '../../../../shared/net/loopback-place';

const port = 4321;
const base = { host: `127.0.0.1:${port}`, origin: undefined, requireOrigin: false };
const session = 'S'.repeat(43);

describe('browser mode access guard', () => {
  it('accepts our own Host, with or without our Origin', () => {
    expect(checkPlace(base, port)).toEqual({ ok: true });
    expect(checkPlace({ ...base, host: `localhost:${port}` }, port)).toEqual({ ok: true });
    expect(checkPlace({ ...base, origin: `http://127.0.0.1:${port}` }, port)).toEqual({ ok: true });
  });

  it('refuses a foreign Host (DNS rebinding) with 403', () => {
    for (const host of ['evil.example:4321', '127.0.0.1:9999', undefined, '']) {
      expect(checkPlace({ ...base, host }, port)).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('refuses a foreign Origin with 403, and a WebSocket upgrade without Origin', () => {
    expect(checkPlace({ ...base, origin: 'https://evil.example' }, port)).toMatchObject({ ok: false, status: 403 });
    expect(checkPlace({ ...base, origin: `http://127.0.0.1:${port + 1}` }, port)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(checkPlace({ ...base, requireOrigin: true }, port)).toMatchObject({ ok: false, status: 403 });
    expect(checkPlace({ ...base, requireOrigin: true, origin: `http://localhost:${port}` }, port)).toEqual({
      ok: true,
    });
  });

  it('reads the session beside our subprotocol, and nothing else', () => {
    expect(sessionFromProtocols(`channel-desk, desk-session.${session}`)).toBe(session);
    expect(sessionFromProtocols(`desk-session.${session},channel-desk`)).toBe(session);
    // Without our protocol the host could not select one, and the browser would fail the connection anyway.
    expect(sessionFromProtocols(`desk-session.${session}`)).toBeUndefined();
    expect(sessionFromProtocols(`channel-desk, desk-session.a, desk-session.b`)).toBeUndefined();
    expect(sessionFromProtocols('channel-desk')).toBeUndefined();
    expect(sessionFromProtocols(undefined)).toBeUndefined();
  });

  it('takes a header only when it came once', () => {
    expect(singleHeader('a')).toBe('a');
    expect(singleHeader(['a', 'b'])).toBeUndefined();
    expect(singleHeader(undefined)).toBeUndefined();
  });
});
