import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeskError } from '../../../../electron/ipc/desk-error';
import type { Handlers } from '../../../../electron/ipc/handlers';
import { createRouter } from '../../../../electron/ipc/router';
import { setSayingLocale } from '../../../../electron/language/say';

const UPLOAD_ID = 'upload_0001';

function handlers(overrides: Partial<Record<string, (args: unknown) => unknown>> = {}): Handlers {
  const base = new Proxy({}, { get: (_target, name) => overrides[String(name)] ?? (() => 'default') });
  return base as Handlers;
}

describe('the contract router', () => {
  // The unit tests share one module graph per worker: the language set here must not follow the files after it.
  afterEach(() => setSayingLocale('en'));

  it('refuses a call that is not in the contract without calling anything', async () => {
    const spy = vi.fn();
    const router = createRouter(handlers({ 'no.such': spy }));
    const result = await router.dispatch('no.such', undefined);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'unknown-call' }) });
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a payload that fails the zod schema before the service sees it', async () => {
    const spy = vi.fn();
    const router = createRouter(handlers({ 'accounts.importClientSecret': spy }));
    for (const payload of [undefined, null, 42, { json: 7 }, { json: 'x'.repeat(70_000) }, { json: '' }]) {
      const result = await router.dispatch('accounts.importClientSecret', payload);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-input');
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it('says a refusal that carries its message in the language in force, in its text and its details', async () => {
    setSayingLocale('de');
    const spy = vi.fn();
    const router = createRouter(handlers({ 'calendar.spread': spy }));
    const rule = { kind: 'weekly', zone: 'Mars/Olympus', days: [1], times: ['18:00'] };
    const result = await router.dispatch('calendar.spread', { uploadIds: [UPLOAD_ID], rule });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toContain(
      'rule.zone: Diese Zeitzone kennt dieser Computer nicht (z. B. Europe/Berlin).',
    );
    expect(result.error.details).toContainEqual({
      path: ['rule', 'zone'],
      message: 'Diese Zeitzone kennt dieser Computer nicht (z. B. Europe/Berlin).',
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('says a tab pasted into a search in Japanese, as the contract refuses it', async () => {
    setSayingLocale('ja');
    const result = await createRouter(handlers()).dispatch('library.search', { q: 'vlog\tberlin' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.details).toEqual([
        { path: ['q'], message: '検索語に制御文字（タブなど）は使えません。削除してから、もう一度検索してください。' },
      ]);
    }
  });

  it('refuses extra payload on calls that take none', async () => {
    const spy = vi.fn();
    const router = createRouter(handlers({ 'accounts.signOut': spy }));
    const result = await router.dispatch('accounts.signOut', { evil: true });
    expect(result.ok).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it('passes the validated payload and wraps the value', async () => {
    const router = createRouter(handlers({ 'accounts.importClientSecret': (args) => ({ got: args }) }));
    const result = await router.dispatch('accounts.importClientSecret', { json: '{}' });
    expect(result).toEqual({ ok: true, value: { got: { json: '{}' } } });
  });

  it('forwards a DeskError as is and hides any other error', async () => {
    const onUnexpectedError = vi.fn();
    const router = createRouter(
      handlers({
        'accounts.signIn': () => {
          throw new DeskError('no-client-secret', 'Import your OAuth client file first.');
        },
        'accounts.signOut': () => {
          throw new Error('secret path /home/u/token leaked');
        },
      }),
      { onUnexpectedError },
    );
    expect(await router.dispatch('accounts.signIn', undefined)).toEqual({
      ok: false,
      error: { code: 'no-client-secret', message: 'Import your OAuth client file first.' },
    });
    const hidden = await router.dispatch('accounts.signOut', undefined);
    expect(hidden.ok).toBe(false);
    if (!hidden.ok) {
      expect(hidden.error.code).toBe('internal');
      expect(hidden.error.message).not.toContain('/home/u');
    }
    expect(onUnexpectedError).toHaveBeenCalledOnce();
  });

  it('accepts only https links for openExternal', async () => {
    const opened = vi.fn();
    const router = createRouter(handlers({ 'app.openExternal': opened }));
    expect((await router.dispatch('app.openExternal', { url: 'file:///etc/passwd' })).ok).toBe(false);
    expect((await router.dispatch('app.openExternal', { url: 'javascript:alert(1)' })).ok).toBe(false);
    expect((await router.dispatch('app.openExternal', { url: 'http://example.com' })).ok).toBe(false);
    expect((await router.dispatch('app.openExternal', { url: 'https://example.com/help' })).ok).toBe(true);
    expect(opened).toHaveBeenCalledOnce();
  });
});
