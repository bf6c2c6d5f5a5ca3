// The Appearance settings at the foot of the sidebar: the theme and the language.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const APPEARANCE = untyped(
  defineMessages({
    theme: { id: 'appearance.theme', defaultMessage: 'Theme', description: 'Legend of the theme choice (Appearance)' },
    system: {
      id: 'appearance.theme.system',
      defaultMessage: 'System',
      description: "Theme choice: follow the system's light or dark setting",
    },
    light: { id: 'appearance.theme.light', defaultMessage: 'Light', description: 'Theme choice' },
    dark: { id: 'appearance.theme.dark', defaultMessage: 'Dark', description: 'Theme choice' },
    language: {
      id: 'appearance.language',
      defaultMessage: 'Language',
      description: "Label of the interface language's menu (Appearance)",
    },
    systemLanguage: {
      id: 'appearance.language.system',
      defaultMessage: 'System ({language})',
      description: "Language choice: follow the system's language; language is that language's own name (Deutsch)",
    },
  }),
);
