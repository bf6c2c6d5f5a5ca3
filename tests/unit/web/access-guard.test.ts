import { describe, expect, it } from 'vitest';
import { checkAccess, readCookie } from '../../../electron/web/access-guard';

const token = 'tok_0123456789abcdef';
const port = 4321;
const base = { host: `127.0.0.1:${port}`, origin: undefined, cookie: undefined, url: '/', requireOrigin: false };

describe('browser mode access guard', () => {
  it('accepts the token in the query, the cookie or the header', () => {
    expect(checkAccess({ ...base, url: `/?token=${token}` }, token, port)).toEqual({ ok: true, via: 'query' });
    expect(checkAccess({ ...base, cookie: `a=b; desk_session=${token}` }, token, port)).toEqual({ ok: true, via: 'cookie' });
    expect(checkAccess({ ...base, tokenHeader: token }, token, port)).toEqual({ ok: true, via: 'header' });
  });

  it('refuses a missing or wrong token with 401', () => {
    expect(checkAccess(base, token, port)).toMatchObject({ ok: false, status: 401 });
    expect(checkAccess({ ...base, url: '/?token=tok_0123456789abcdeX' }, token, port)).toMatchObject({ ok: false, status: 401 });
    expect(checkAccess({ ...base, url: '/?token=short' }, token, port)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a foreign Host (DNS rebinding) with 403 even with the token', () => {
    for (const host of ['evil.example:4321', '127.0.0.1:9999', undefined, '']) {
      expect(checkAccess({ ...base, host, url: `/?token=${token}` }, token, port)).toMatchObject({ ok: false, status: 403 });
    }
    expect(checkAccess({ ...base, host: `localhost:${port}`, url: `/?token=${token}` }, token, port).ok).toBe(true);
  });

  it('refuses a foreign Origin with 403, and a WebSocket upgrade without Origin', () => {
    expect(
      checkAccess({ ...base, origin: 'https://evil.example', cookie: `desk_session=${token}` }, token, port),
    ).toMatchObject({ ok: false, status: 403 });
    expect(checkAccess({ ...base, requireOrigin: true, cookie: `desk_session=${token}` }, token, port)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      checkAccess({ ...base, requireOrigin: true, origin: `http://127.0.0.1:${port}`, cookie: `desk_session=${token}` }, token, port),
    ).toEqual({ ok: true, via: 'cookie' });
  });

  it('reads cookies by exact name', () => {
    expect(readCookie('xdesk_session=1; desk_session=2', 'desk_session')).toBe('2');
    expect(readCookie(undefined, 'desk_session')).toBeUndefined();
  });
});
