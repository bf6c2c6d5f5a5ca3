// Browser mode shows the host's notifications with the Web Notifications API only once allowed, and only in browser
// mode (the desktop app's main process shows them itself); the tab title carries the queue's progress.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEveryLocale } from '../../../../shared/i18n/every-locale';

// A file of its own worker: no setup holds the languages it speaks.
holdEveryLocale();

const host = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: {
    on: (event: string, handler: (payload: unknown) => void) => {
      host.handlers.set(event, handler);
      return () => host.handlers.delete(event);
    },
  },
}));

const { showBrowserNotifications, showProgressInTitle } =
  await import('../../../../renderer/app/browser-notifications');

let shown: Array<{ title: string; options: NotificationOptions | undefined }>;
let permission: NotificationPermission;

beforeEach(() => {
  shown = [];
  permission = 'granted';
  vi.stubGlobal(
    'Notification',
    class {
      static get permission() {
        return permission;
      }
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, options });
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const grouped = { kind: 'upload-finished', title: '12 uploads finished', body: 'A, B, C and 9 more', count: 12 };

describe('browser notifications', () => {
  it('shows a notification in browser mode once allowed, one tag per kind', () => {
    const stop = showBrowserNotifications(() => true);
    host.handlers.get('notifications.show')!(grouped);
    expect(shown).toEqual([
      { title: '12 uploads finished', options: { body: 'A, B, C and 9 more', tag: 'upload-finished' } },
    ]);
    stop();
    expect(host.handlers.has('notifications.show')).toBe(false);
  });

  it('shows nothing before the user allowed it, nor in the desktop app', () => {
    permission = 'default';
    const stop = showBrowserNotifications(() => true);
    host.handlers.get('notifications.show')!(grouped);
    permission = 'granted';
    stop();
    showBrowserNotifications(() => false);
    host.handlers.get('notifications.show')!(grouped);
    expect(shown).toEqual([]);
  });

  it('puts the progress in the tab title and gives the plain title back', () => {
    // The unit tier runs in Node: the page's document is only its title here.
    // The page's language is its lang, which the language store sets.
    vi.stubGlobal('document', { title: 'Channel Desk', documentElement: { lang: 'en' } });
    const stop = showProgressInTitle(() => true);
    host.handlers.get('progress.changed')!({ value: 0.427, mode: 'normal', remaining: 3 });
    expect(document.title).toBe('42% · Channel Desk');
    document.documentElement.lang = 'de';
    host.handlers.get('progress.changed')!({ value: 0.427, mode: 'paused', remaining: 3 });
    expect(document.title).toBe('Pausiert 42\u00a0% · Channel Desk');
    document.documentElement.lang = 'en';
    host.handlers.get('progress.changed')!({ value: -1, mode: 'none', remaining: 0 });
    expect(document.title).toBe('Channel Desk');
    host.handlers.get('progress.changed')!({ value: 0.1, mode: 'normal', remaining: 1 });
    stop();
    expect(document.title).toBe('Channel Desk');
  });
});
