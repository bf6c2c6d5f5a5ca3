// The main process's language: the setting (kept in the settings file) resolved against the system's preferred
// languages, one IntlShape over the message catalogue for what the main process says itself (menus, tray, dialogs,
// notifications), and the shared formatters' locale. A change through the contract applies at once: the listeners
// (the desktop shell rebuilds its menus and tray) hear it and every page is told.
import { intlFor } from '../../shared/i18n/catalogue';
import { intlLocaleOf, localeFor, type AppLocale, type LanguageChoice } from '../../shared/i18n/locales';
import type { languageCalls } from '../../shared/ipc/language';
import { setTextLocale } from '../../shared/text/text-locale';
import type { EventHub } from '../kernel/event-hub';
import type { HandlersFor } from '../ipc/handlers';
import type { IntlShape } from 'react-intl';
import { setSayingLocale } from './say';

export interface LanguageSetting {
  read(): LanguageChoice;
  write(choice: LanguageChoice): void;
}

export interface Language {
  readonly handlers: HandlersFor<typeof languageCalls>;
  locale(): AppLocale;
  intl(): IntlShape;
  /** Hears each change of the locale in force; returns the way to stop hearing. */
  onChange(listener: (locale: AppLocale) => void): () => void;
}

interface LanguageOptions {
  /**
   * Browser mode: "system" means the browser's languages, which the page reports (`language.preferred`), not the
   * host's, so that what the host says (refusals, notifications shown by the page) is in the page's language. The
   * last page to report wins; until one does, the host's own.
   */
  readonly pageSpeaksForSystem?: boolean;
}

export function createLanguageFeature(
  setting: LanguageSetting,
  events: EventHub,
  /** The system's preferred languages, most preferred first (BCP 47). */
  hostPreferred: () => readonly string[],
  options: LanguageOptions = {},
): Language {
  const listeners = new Set<(locale: AppLocale) => void>();
  let pagePreferred: readonly string[] | undefined;
  const systemPreferred = (): readonly string[] =>
    pagePreferred && pagePreferred.length > 0 ? pagePreferred : hostPreferred();
  let locale = localeFor(setting.read(), systemPreferred());
  let intl = intlFor(locale);
  setTextLocale(intlLocaleOf(locale));
  setSayingLocale(locale);

  function apply(choice: LanguageChoice): void {
    const next = localeFor(choice, systemPreferred());
    if (next === locale) return;
    locale = next;
    intl = intlFor(next);
    setTextLocale(intlLocaleOf(next));
    setSayingLocale(next);
    for (const listener of listeners) listener(next);
  }

  return {
    handlers: {
      'language.get': () => setting.read(),
      'language.set': (choice) => {
        setting.write(choice);
        apply(choice);
        events.emit('language.changed', { choice });
        return choice;
      },
      'language.preferred': (preferred) => {
        if (!options.pageSpeaksForSystem) return;
        pagePreferred = [...preferred];
        apply(setting.read());
      },
    },
    locale: () => locale,
    intl: () => intl,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
