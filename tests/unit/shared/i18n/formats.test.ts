// Plural and date messages in every shipped locale against what a reader of that language expects: the catalogue's
// plurals (one/other chosen by each language's rules, Japanese with none), its numbers grouped as each language
// groups them, and shared/text's dates, times, relative times, sizes and durations in the locale in force.
import { afterEach, describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { localeFor, matchLocale } from '../../../../shared/i18n/locales';
import { CLOSE } from '../../../../electron/language/desktop-messages';
import { SHELL } from '../../../../renderer/app/shell-messages';
import { formatDuration, formatFileSize } from '../../../../shared/text/measures';
import { setTextLocale } from '../../../../shared/text/text-locale';
import { formatDate, formatDateTime, formatRelative } from '../../../../shared/text/when';
import { countOf } from '../../../../shared/text/count-words';

const AT = Date.UTC(2026, 11, 7, 17, 5);
const NOW = Date.UTC(2026, 11, 4, 12);
const when = { now: NOW, timeZone: 'UTC' };

afterEach(() => setTextLocale(undefined));

describe('plurals and numbers in every shipped locale', () => {
  it.each([
    ['en', 'An upload is still running.', '3 uploads are still running.', 'Quota: 9,420 of 10,000 left today'],
    ['es', 'Todavía hay una subida en curso.', 'Todavía hay 3 subidas en curso.', 'Cuota: quedan 9420 de 10.000 hoy'],
    [
      'pt-BR',
      'Ainda há um envio em andamento.',
      'Ainda há 3 envios em andamento.',
      'Cota: restam 9.420 de 10.000 hoje',
    ],
    ['de', 'Ein Upload läuft noch.', '3 Uploads laufen noch.', 'Kontingent: heute noch 9.420 von 10.000'],
    [
      'ja',
      '1 件のアップロードがまだ実行中です。',
      '3 件のアップロードがまだ実行中です。',
      '割り当て: 本日の残り 9,420 / 10,000',
    ],
  ] as const)('%s', (locale, one, three, quota) => {
    const intl = intlFor(locale);
    expect(intl.formatMessage(CLOSE.running, { count: 1 })).toBe(one);
    expect(intl.formatMessage(CLOSE.running, { count: 3 })).toBe(three);
    expect(intl.formatMessage(SHELL.quotaLeft, { left: 9420, limit: 10000 })).toBe(quota);
  });

  it('the pseudo-locale keeps the plural rules and numbers of English, its words marked', () => {
    const intl = intlFor('en-XA');
    expect(intl.formatMessage(CLOSE.running, { count: 3 })).toBe('[3 ŭŭƥŀǿǿȧȧḓş ȧȧřḗḗ şŧīŀŀ řŭŭƞƞīƞɠ. ȧḗīǿŭȧ ḗī]');
    expect(intl.formatMessage(SHELL.quotaLeft, { left: 9420, limit: 10000 })).toContain('9,420');
  });
});

describe('dates, sizes and durations follow the locale in force', () => {
  it.each([
    ['en', 'Mon, Dec 7', 'Mon, Dec 7, 5:05 PM', 'in 3 days', '3.5 MiB', '2 hr 10 min'],
    ['es', 'lun, 7 dic', 'lun, 7 dic, 17:05', 'dentro de 3 días', '3,5 MiB', '2 h 10 min'],
    ['pt-BR', 'seg., 7 de dez.', 'seg., 7 de dez., 17:05', 'em 3 dias', '3,5 MiB', '2 h 10 min'],
    ['de', 'Mo., 7. Dez.', 'Mo., 7. Dez., 17:05', 'in 3 Tagen', '3,5 MiB', '2 Std., 10 Min.'],
    ['ja', '12月7日(月)', '12月7日(月) 17:05', '3 日後', '3.5 MiB', '2 時間10 分'],
  ] as const)('%s', (locale, date, dateTime, relative, size, duration) => {
    setTextLocale(locale);
    expect(formatDate(AT, when)).toBe(date);
    expect(formatDateTime(AT, when)).toBe(dateTime);
    expect(formatRelative(AT, when)).toBe(relative);
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe(size);
    expect(formatDuration(7805)).toBe(duration);
  });

  it('a caller naming a locale is obeyed over the one in force; unset, English output stays as it was', () => {
    setTextLocale('de');
    expect(formatDate(AT, { ...when, locale: 'en-US' })).toBe('Mon, Dec 7');
    expect(countOf(1200, 'video')).toBe('1.200 videos');
    setTextLocale(undefined);
    expect(countOf(1200, 'video', 'en-US')).toBe('1,200 videos');
  });
});

describe('the language follows the system', () => {
  it('matches a preferred language by its language when the region differs, else English', () => {
    expect(matchLocale(['de-AT', 'en-US'])).toBe('de');
    expect(matchLocale(['pt-PT'])).toBe('pt-BR');
    expect(matchLocale(['fr-FR', 'ja-JP'])).toBe('ja');
    expect(matchLocale(['fr-FR'])).toBe('en');
    expect(matchLocale(['en-XA'])).toBe('en-XA');
    expect(localeFor('es', ['de-DE'])).toBe('es');
    expect(localeFor('system', ['de-DE'])).toBe('de');
  });
});
