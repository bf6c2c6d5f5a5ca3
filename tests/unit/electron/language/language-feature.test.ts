// The main process's language: the setting resolved against the system's languages, a change through the contract
// kept in the settings, told to every page and to the desktop shell (menus, tray), and a choice the app does not
// ship refused by the contract's schema before any handler sees it, the setting left as it was.
import { afterEach, describe, expect, it } from 'vitest';
import { languageChoiceSchema, type LanguageChoice } from '../../../../shared/i18n/locales';
import { calls } from '../../../../shared/ipc';
import { setTextLocale, textLocale } from '../../../../shared/text/text-locale';
import { EventHub } from '../../../../electron/kernel/event-hub';
import { createLanguageFeature } from '../../../../electron/language/language-feature';
import { MENU } from '../../../../electron/language/desktop-messages';
import { setSayingLocale } from '../../../../electron/language/say';

function feature(stored: LanguageChoice, system: readonly string[]) {
  let choice = stored;
  const events = new EventHub();
  const told: unknown[] = [];
  events.on('language.changed', (payload) => told.push(payload));
  const language = createLanguageFeature(
    { read: () => choice, write: (next) => (choice = next) },
    events,
    () => system,
  );
  return { language, told, stored: () => choice };
}

// The unit tests share one module graph per worker: the language set here must not follow the files after it.
afterEach(() => {
  setTextLocale(undefined);
  setSayingLocale('en');
});

describe('the main process language', () => {
  it('follows the system until a language is chosen, then says the menus in it at once', async () => {
    const { language, told, stored } = feature('system', ['de-AT']);
    expect(language.locale()).toBe('de');
    expect(language.intl().formatMessage(MENU.addVideos)).toBe('Videos hinzufügen…');
    expect(textLocale()).toBe('de');
    const heard: string[] = [];
    language.onChange((locale) => heard.push(locale));

    await language.handlers['language.set']('ja');
    expect(stored()).toBe('ja');
    expect(heard).toEqual(['ja']);
    expect(told).toEqual([{ choice: 'ja' }]);
    expect(language.intl().formatMessage(MENU.addVideos)).toBe('動画を追加…');
    expect(await language.handlers['language.get'](undefined)).toBe('ja');
  });

  it('refuses a language it does not ship, in the contract, before any handler', () => {
    expect(calls['language.set'].input.safeParse('fr').success).toBe(false);
    expect(calls['language.set'].input.safeParse('en-XA').success).toBe(false);
    expect(languageChoiceSchema.safeParse('pt-BR').success).toBe(true);
  });
});
