// What the template editor says of a draft the template's schema refuses (Series → a template → Save): a missing
// name or title, a day that does not exist, an empty translation, too many translations or tags, a category not in
// the list, a counter's number out of its bounds.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const TEMPLATE_PROBLEMS = untyped(
  defineMessages({
    nameMissing: {
      id: 'series.template.error.nameMissing',
      defaultMessage: 'Give the template a name.',
      description: "An upload template's Name field is empty",
    },
    nameTooLong: {
      id: 'series.template.error.nameTooLong',
      defaultMessage: 'A name is at most {max, plural, one {# character} other {# characters}}.',
      description: "An upload template's name is longer than the limit",
    },
    titleMissing: {
      id: 'series.template.error.titleMissing',
      defaultMessage: 'A title is required.',
      description: "An upload template's Title field (the video title, with placeholders) is empty",
    },
    atCharacter: {
      id: 'series.template.error.atCharacter',
      defaultMessage: 'At character {position}: {problem}',
      description:
        'A problem with a placeholder (such as {n} or {date}) in a template text; {position} counts characters from 1, {problem} is a full sentence',
    },
    dateFormat: {
      id: 'series.template.error.dateFormat',
      defaultMessage: 'Write the date as YYYY-MM-DD.',
      description:
        'A date field (recording date, first publish day) holds something else; YYYY-MM-DD is the format to type (year-month-day), translate the letters only if your language writes them otherwise',
    },
    noSuchDay: {
      id: 'series.template.error.noSuchDay',
      defaultMessage: 'There is no such day.',
      description: 'A date field holds a day no calendar has (e.g. 2026-02-30)',
    },
    translationEmpty: {
      id: 'series.template.error.translationEmpty',
      defaultMessage: '{language}: give the translation a title or a description, or remove it.',
      description: "{language} is a language's name (e.g. German); the template's translation into it has no text",
    },
    translationCode: {
      id: 'series.template.error.translationCode',
      defaultMessage: '"{code}" is not a language code such as de, pt-PT or es-419; remove it.',
      description: 'A template translation with an unknown language code (keep the example codes)',
    },
    textTooLong: {
      id: 'series.template.error.textTooLong',
      defaultMessage: 'At most {max, plural, one {# character} other {# characters}} here.',
      description: "A template's text (title, description or a tag, with placeholders) is longer than the editor keeps",
    },
    tooManyTags: {
      id: 'series.template.error.tooManyTags',
      defaultMessage: 'A template has at most {max, plural, one {# tag} other {# tags}}; remove some.',
      description: "An upload template's Tags field (comma separated) lists more tags than the editor keeps",
    },
    categoryId: {
      id: 'series.template.error.categoryId',
      defaultMessage: 'Choose a category from the list.',
      description:
        "An upload template's category is not one the platform knows (a damaged or imported template); the Category field is a list to choose from",
    },
    wholeNumberBetween: {
      id: 'series.template.error.wholeNumberBetween',
      defaultMessage: 'Give a whole number from {min, number} to {max, number}.',
      description:
        "A number of an upload template's episode counter (First number, Step or Digits) is outside what it takes; min and max are the bounds",
    },
    tooManyTranslations: {
      id: 'series.template.error.tooManyTranslations',
      defaultMessage: 'A template has at most {max, plural, one {# translation} other {# translations}}; remove some.',
      description:
        'An upload template has more translations (title and description in other languages) than a video takes',
    },
  }),
);

/** A placeholder's problem in a template text; the placeholders and braces themselves are passed in as values. */
export const PLACEHOLDER_PROBLEMS = untyped(
  defineMessages({
    notClosed: {
      id: 'series.placeholder.error.notClosed',
      defaultMessage: 'A "{open}" is not closed; close it with "{close}" or write "{twice}" for a brace.',
      description:
        '{open} is an opening curly brace, {close} a closing one, {twice} two opening ones (they write one brace as text)',
    },
    notPadding: {
      id: 'series.placeholder.error.notPadding',
      defaultMessage: '{placeholder} is not a padding; write {example} for 2 digits (1 to {max}).',
      description:
        '{placeholder} is what was typed after n: in braces; {example} is the episode number placeholder written with at least 2 digits (zeros in front)',
    },
    takesNoFormat: {
      id: 'series.placeholder.error.takesNoFormat',
      defaultMessage: '{placeholder} takes no format (remove "{format}").',
      description:
        '{placeholder} is a placeholder such as the file name one; {format} is what follows its name after a colon',
    },
    unknown: {
      id: 'series.placeholder.error.unknown',
      defaultMessage: '{placeholder} is not a placeholder; use one of {known} (write {twice} for a brace).',
      description:
        '{placeholder} is what was typed; {known} lists the placeholders, comma separated; {twice} is two opening braces',
    },
    dateFormat: {
      id: 'series.placeholder.error.dateFormat',
      defaultMessage: '{placeholder}: {problem}',
      description: '{placeholder} is a date placeholder with its format as typed; {problem} a full sentence',
    },
    dateFormatEmpty: {
      id: 'series.placeholder.error.dateFormatEmpty',
      defaultMessage: 'A date format is empty.',
      description: 'A date placeholder with nothing after its colon',
    },
    dateToken: {
      id: 'series.placeholder.error.dateToken',
      defaultMessage:
        '"{token}" is not a date part this app writes (use yyyy, MM, dd, LLL, cccc, HH, mm and the like).',
      description:
        'A date format (Luxon tokens: yyyy year, MM month, dd day, LLL month name, cccc weekday, HH hour, mm minute) has an unknown part; keep the tokens as they are',
    },
  }),
);
