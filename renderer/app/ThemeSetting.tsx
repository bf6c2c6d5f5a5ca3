// The Appearance settings at the foot of the sidebar: follow the system's theme (the default), or pin light or dark;
// and the language, the system's (the default) or one the creator picks, applied at once.
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { languageChoiceSchema, localeFor, SHIPPED_LOCALES, type LanguageChoice } from '../../shared/i18n/locales';
import { languageName } from '../../shared/text/language-name';
import { useLanguage } from '../stores/language-store';
import { THEME_CHOICES, useTheme, type ThemeChoice } from '../stores/theme-store';
import { APPEARANCE } from './appearance-messages';

const LABELS: Readonly<Record<ThemeChoice, { label: MessageDescriptor; icon: LucideIcon }>> = {
  system: { label: APPEARANCE.system, icon: Monitor },
  light: { label: APPEARANCE.light, icon: Sun },
  dark: { label: APPEARANCE.dark, icon: Moon },
};

/** A language named in itself ("Deutsch", "日本語"), as a creator looks for their own. */
function ownName(locale: string): string {
  return languageName(locale, locale);
}

function LanguageSetting() {
  const intl = useIntl();
  const choice = useLanguage((s) => s.choice);
  const choose = useLanguage((s) => s.choose);
  const system = localeFor('system', navigator.languages);
  return (
    <label className="language-setting">
      <span>{intl.formatMessage(APPEARANCE.language)}</span>
      <select
        value={choice}
        data-testid="language-setting"
        onChange={(event) => {
          const picked = languageChoiceSchema.safeParse(event.target.value);
          if (picked.success) void choose(picked.data satisfies LanguageChoice);
        }}
      >
        <option value="system">{intl.formatMessage(APPEARANCE.systemLanguage, { language: ownName(system) })}</option>
        {SHIPPED_LOCALES.map((locale) => (
          // A language's own name is no message: the same in every language, never translated.
          <option key={locale} value={locale} lang={locale} translate="no">
            {ownName(locale)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ThemeSetting() {
  const intl = useIntl();
  const choice = useTheme((s) => s.choice);
  const choose = useTheme((s) => s.choose);
  return (
    <>
      <fieldset className="theme-setting" data-testid="theme-setting">
        <legend>{intl.formatMessage(APPEARANCE.theme)}</legend>
        <div className="theme-options">
          {THEME_CHOICES.map((option) => {
            const { label, icon: Icon } = LABELS[option];
            return (
              <label key={option} className={option === choice ? 'theme-option theme-chosen' : 'theme-option'}>
                <input
                  type="radio"
                  name="theme"
                  value={option}
                  checked={option === choice}
                  onChange={() => choose(option)}
                />
                <Icon size={14} />
                {intl.formatMessage(label)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <LanguageSetting />
    </>
  );
}
