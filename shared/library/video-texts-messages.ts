// What the platform refuses in a video's translations (its other languages' titles and descriptions), said in the
// translations matrix, the bulk editor's preview, the translator's file and the sheet import.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const TRANSLATION_PROBLEMS = untyped(
  defineMessages({
    defaultLanguageMissing: {
      id: 'library.translations.error.defaultLanguageMissing',
      defaultMessage: 'Translations need the language of the default title and description: choose it.',
      description:
        "A video has translations but no 'video language' (the language of its default title and description) set",
    },
    translationEmpty: {
      id: 'library.translations.error.translationEmpty',
      defaultMessage: '{language}: a translation needs a title or a description.',
      description: '{language} is a language code such as de or pt-BR; the translation in it has neither text',
    },
    titleProblem: {
      id: 'library.translations.error.titleProblem',
      defaultMessage: '{language} title: {problem}',
      description:
        "{language} is a language code such as de or pt-BR; {problem} is a full sentence saying what is wrong with that translation's title",
    },
    descriptionProblem: {
      id: 'library.translations.error.descriptionProblem',
      defaultMessage: '{language} description: {problem}',
      description:
        "{language} is a language code such as de or pt-BR; {problem} is a full sentence saying what is wrong with that translation's description",
    },
    tooManyLanguages: {
      id: 'library.translations.error.tooManyLanguages',
      defaultMessage: 'A video has at most {max, plural, one {# translation} other {# translations}}; remove some.',
      description:
        "A video's translations (its title and description in other languages) are more than the app sends; max is the limit",
    },
  }),
);
