// Browser mode's "system" language is the browser's, which only the page knows: once the page reports it, the host
// says its notifications (grouped by the center, shown by the page) and its refusals in it, not in the host's own.
// The desktop app's host keeps the system's, whatever a page reports.
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageChoice } from '../../../../shared/i18n/locales';
import { calls } from '../../../../shared/ipc';
import type { DeskNotification } from '../../../../shared/notifications/notification-kinds';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../../shared/notifications/notification-kinds';
import { setTextLocale } from '../../../../shared/text/text-locale';
import { EventHub } from '../../../../electron/kernel/event-hub';
import { createLanguageFeature } from '../../../../electron/language/language-feature';
import { sayingIntl, setSayingLocale } from '../../../../electron/language/say';
import { NotificationCenter } from '../../../../electron/notifications/notification-center';

function hostIn(hostLanguages: readonly string[], pageSpeaksForSystem: boolean, stored: LanguageChoice = 'system') {
  let choice = stored;
  return createLanguageFeature(
    { read: () => choice, write: (next) => (choice = next) },
    new EventHub(),
    () => hostLanguages,
    { pageSpeaksForSystem },
  );
}

function notifyOnce(): DeskNotification[] {
  const shown: DeskNotification[] = [];
  const center = new NotificationCenter({
    settings: () => DEFAULT_NOTIFICATION_SETTINGS,
    intl: sayingIntl,
    deliver: (notification) => shown.push(notification),
  });
  for (const subject of ['Vlog 1', 'Vlog 2']) center.tell({ kind: 'upload-finished', subject });
  center.flush();
  return shown;
}

afterEach(() => {
  setSayingLocale('en');
  setTextLocale(undefined);
});

describe("browser mode's notifications", () => {
  it("are said in the page's language when the choice is to follow the system", async () => {
    const language = hostIn(['en-US'], true);
    expect(notifyOnce()[0]!.title).toBe('2 uploads finished');
    await language.handlers['language.preferred'](['de-DE', 'en']);
    expect(language.locale()).toBe('de');
    expect(notifyOnce()).toEqual([
      { kind: 'upload-finished', title: '2 Uploads abgeschlossen', body: 'Vlog 1 und Vlog 2', count: 2 },
    ]);
    await language.handlers['language.preferred'](['ja-JP']);
    expect(notifyOnce()[0]!.title).toBe('2 件のアップロードが完了しました');
  });

  it("follow the creator's choice over any browser language", async () => {
    const language = hostIn(['en-US'], true, 'ja');
    await language.handlers['language.preferred'](['de-DE']);
    expect(language.locale()).toBe('ja');
    await language.handlers['language.set']('system');
    expect(language.locale()).toBe('de');
  });

  it("leave the desktop app's host in the system's language", async () => {
    const language = hostIn(['es-ES'], false);
    await language.handlers['language.preferred'](['de-DE']);
    expect(language.locale()).toBe('es');
  });

  it('take only language tags from a page', () => {
    expect(calls['language.preferred'].input.safeParse(['de-DE', 'pt_BR']).success).toBe(true);
    expect(calls['language.preferred'].input.safeParse(['<script>']).success).toBe(false);
    expect(calls['language.preferred'].input.safeParse(Array.from({ length: 17 }, () => 'en')).success).toBe(false);
  });
});
