// The language the page speaks: the creator's choice (kept in the settings file by the host), or the system's (the
// browser's preferred languages, which Electron takes from the system) while the choice is to follow it. A choice
// applies at once: the IntlProvider re-renders every screen in place (their state kept), shared/text's formatters
// switch with it, and the page's `lang` follows for screen readers and hyphenation.
import { create } from 'zustand';
import { loadLocale } from '../../shared/i18n/catalogue';
import { intlLocaleOf, localeFor, type AppLocale, type LanguageChoice } from '../../shared/i18n/locales';
import { setTextLocale } from '../../shared/text/text-locale';
import { desk } from '../desk/desk';

/** The browser's preferred languages; none where there is no browser (a store imported by a unit test). */
function systemPreferred(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

function applied(locale: AppLocale): AppLocale {
  setTextLocale(intlLocaleOf(locale));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return locale;
}

/** The locale the page speaks first: the system's, until the stored choice is read. Load it before the first paint. */
export function firstLocale(): AppLocale {
  return localeFor('system', systemPreferred());
}

interface LanguageState {
  readonly choice: LanguageChoice;
  readonly locale: AppLocale;
  /** Reads the stored choice and follows changes made elsewhere (another window or tab); returns the unsubscribe. */
  readonly follow: () => () => void;
  readonly choose: (choice: LanguageChoice) => Promise<void>;
}

export const useLanguage = create<LanguageState>((set) => {
  // A language is loaded before the page switches to it (its messages are a chunk of their own), so no screen shows
  // English in between; of choices made while one loads, the last wins.
  let latest = 0;
  const switchTo = async (choice: LanguageChoice): Promise<void> => {
    const turn = (latest += 1);
    const locale = localeFor(choice, systemPreferred());
    // Should the chunk fail to load, the screens speak English (its messages are always here) rather than lose the choice.
    await loadLocale(locale).catch(() => undefined);
    if (turn === latest) set({ choice, locale: applied(locale) });
  };
  return {
    choice: 'system',
    locale: applied(firstLocale()),
    follow() {
      // Browser mode's host says its refusals and notifications in the language "system" means here (the browser's).
      void desk.call('language.preferred', [...systemPreferred()]).catch(() => undefined);
      void desk.call('language.get').then(
        (choice) => switchTo(choice),
        () => undefined, // The system's language stays; the setting shows "System".
      );
      return desk.on('language.changed', ({ choice }) => void switchTo(choice));
    },
    async choose(choice) {
      await Promise.all([switchTo(choice), desk.call('language.set', choice)]);
    },
  };
});
