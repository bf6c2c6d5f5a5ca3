// The page's side of browser mode's credential: the token leaves the address bar at once, is traded for a session
// kept in sessionStorage (so a reload works), and the session rides as a header; a session the host no longer knows
// is forgotten.
import { describe, expect, it } from 'vitest';
import { createWebSession } from '../../../../renderer/desk/web-session';

const SESSION = 'S'.repeat(43);

function page(href: string, answers: { exchange?: number; check?: number } = {}) {
  const storage = new Map<string, string>();
  const replaced: string[] = [];
  const requests: Array<{ method: string; url: string; headers: Headers }> = [];
  const deps = {
    location: { href },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, url?: string | URL | null) => void replaced.push(String(url)),
    },
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({
        method,
        url: input instanceof Request ? input.url : input.toString(),
        headers: new Headers(init?.headers),
      });
      if (method === 'POST')
        return new Response(JSON.stringify({ session: SESSION }), { status: answers.exchange ?? 201 });
      return new Response(null, { status: answers.check ?? 204 });
    }) as typeof fetch,
  };
  return { deps, storage, replaced, requests };
}

describe('browser mode session (page side)', () => {
  it('takes the token out of the URL at once and trades it for a session kept in sessionStorage', async () => {
    const { deps, storage, replaced, requests } = page('http://127.0.0.1:5000/?tab=uploads&token=tok_123#x');
    const session = createWebSession(deps);
    expect(replaced).toEqual(['/?tab=uploads#x']);
    expect(requests).toEqual([]);
    expect(session.present).toBe(true);
    expect(await session.id()).toBe(SESSION);
    expect(requests.map((r) => [r.method, r.url, r.headers.get('x-desk-token')])).toEqual([
      ['POST', '/_desk/session', 'tok_123'],
    ]);
    expect([...storage.values()]).toEqual([SESSION]);

    // A reload: no token in the URL any more, the stored session is used without asking the host.
    const reloaded = createWebSession({ ...page('http://127.0.0.1:5000/?tab=uploads').deps, storage: deps.storage });
    expect(await reloaded.id()).toBe(SESSION);
  });

  it('sends the session as a header on its fetch, never the token', async () => {
    const { deps, requests } = page('http://127.0.0.1:5000/?token=tok_123');
    const session = createWebSession(deps);
    await session.fetch('/_desk/staging', { method: 'PUT', headers: { 'content-type': 'application/octet-stream' } });
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.headers.get('x-desk-session')).toBe(SESSION);
    expect(put.headers.get('content-type')).toBe('application/octet-stream');
    expect(put.headers.get('x-desk-token')).toBeNull();
  });

  it('without a token or a stored session it has nothing, and says how to get in', async () => {
    const session = createWebSession(page('http://127.0.0.1:5000/').deps);
    expect(session.present).toBe(false);
    await expect(session.id()).rejects.toThrow('open the URL printed in the terminal');
  });

  it('says what the host says when every session place is taken by an open tab', async () => {
    const { deps } = page('http://127.0.0.1:5000/?token=tok');
    const message = 'Channel Desk is open in 64 tabs already; close one of them, then open the printed URL again.';
    const full = (async () =>
      new Response(JSON.stringify({ error: { code: 'too-many-sessions', message } }), {
        status: 429,
      })) as typeof fetch;
    await expect(createWebSession({ ...deps, fetch: full }).id()).rejects.toThrow(message);
  });

  it('refuses a token the host does not take, and forgets a session of an earlier run', async () => {
    await expect(
      createWebSession(page('http://127.0.0.1:5000/?token=old', { exchange: 401 }).deps).id(),
    ).rejects.toThrow('open the URL printed in the terminal');
    const { deps, storage } = page('http://127.0.0.1:5000/?token=tok', { check: 401 });
    const session = createWebSession(deps);
    await session.id();
    expect(await session.stillValid()).toBe(false);
    expect(storage.size).toBe(0);
  });
});
