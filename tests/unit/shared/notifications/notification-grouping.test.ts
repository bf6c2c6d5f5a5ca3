import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import type { AppLocale } from '../../../../shared/i18n/locales';
import { groupNotifications } from '../../../../shared/notifications/notification-grouping';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationEvent,
} from '../../../../shared/notifications/notification-kinds';

const finished = (subject: string): NotificationEvent => ({ kind: 'upload-finished', subject });
const english = intlFor('en');

describe('groupNotifications', () => {
  it('tells one event as itself, with its detail', () => {
    expect(
      groupNotifications(
        [{ kind: 'upload-failed', subject: 'Trip', detail: 'the file is gone' }],
        DEFAULT_NOTIFICATION_SETTINGS,
        english,
      ),
    ).toEqual([{ kind: 'upload-failed', title: 'Upload failed', body: 'Trip: the file is gone', count: 1 }]);
  });

  it('groups many of a kind into one ("12 uploads finished") naming the first three', () => {
    const events = Array.from({ length: 12 }, (_, index) => finished(`Clip ${index + 1}`));
    expect(groupNotifications(events, DEFAULT_NOTIFICATION_SETTINGS, english)).toEqual([
      {
        kind: 'upload-finished',
        title: '12 uploads finished',
        body: 'Clip 1, Clip 2, Clip 3, and 9 more',
        count: 12,
      },
    ]);
  });

  it('keeps one notification per kind, in the order each kind first came', () => {
    const grouped = groupNotifications(
      [
        { kind: 'processing-done', subject: 'A' },
        finished('B'),
        { kind: 'processing-done', subject: 'C' },
        { kind: 'processing-rejected', subject: 'D', detail: 'duplicate' },
      ],
      DEFAULT_NOTIFICATION_SETTINGS,
      english,
    );
    expect(grouped.map((notification) => [notification.title, notification.body])).toEqual([
      ['2 videos processed', 'A and C'],
      ['Upload finished', 'B'],
      ['Video rejected or not processed', 'D: duplicate'],
    ]);
  });

  it('drops the kinds turned off', () => {
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, 'upload-finished': false };
    expect(groupNotifications([finished('A'), { kind: 'upload-failed', subject: 'B' }], settings, english)).toEqual([
      { kind: 'upload-failed', title: 'Upload failed', body: 'B', count: 1 },
    ]);
  });

  // The shipped languages' plurals and lists, as their readers write them.
  const SAID: Record<Exclude<AppLocale, 'en' | 'en-XA'>, [one: string, many: string, body: string]> = {
    es: ['Se terminó una subida', 'Se terminaron 12 subidas', 'Clip 1, Clip 2, Clip 3 y 9 más'],
    'pt-BR': ['Envio concluído', '12 envios concluídos', 'Clip 1, Clip 2, Clip 3 e mais 9'],
    de: ['Upload abgeschlossen', '12 Uploads abgeschlossen', 'Clip 1, Clip 2, Clip 3 und 9 weitere'],
    ja: ['アップロードが完了しました', '12 件のアップロードが完了しました', 'Clip 1、Clip 2、Clip 3、他 9 件'],
  };
  for (const [locale, [one, many, body]] of Object.entries(SAID)) {
    it(`says one and many uploads finished in ${locale}`, () => {
      const intl = intlFor(locale as AppLocale);
      const events = Array.from({ length: 12 }, (_, index) => finished(`Clip ${index + 1}`));
      expect(groupNotifications([finished('A')], DEFAULT_NOTIFICATION_SETTINGS, intl)[0]?.title).toBe(one);
      const [grouped] = groupNotifications(events, DEFAULT_NOTIFICATION_SETTINGS, intl);
      expect([grouped?.title, grouped?.body]).toEqual([many, body]);
    });
  }
});
