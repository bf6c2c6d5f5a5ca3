// What a series template's filling refuses, said in the template editor's preview, when a watched folder or the
// uploads page applies a template, and in a sheet import's rows.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const SERIES_PROBLEMS = untyped(
  defineMessages({
    noThumbnailBeside: {
      id: 'series.attachments.noThumbnail',
      defaultMessage: 'no thumbnail {base}.jpg or {base}.png beside it',
      description:
        "Part of a watched folder's notice about a video (a list of what is missing); {base} is the video's file name without its extension; lower case, no full stop",
    },
    noCaptionsBeside: {
      id: 'series.attachments.noCaptions',
      defaultMessage: "no captions {base}.'<language>'.srt or .vtt beside it",
      description:
        "Part of a watched folder's notice about a video (a list of what is missing); {base} is the video's file name without its extension; keep <language> as a placeholder in angle brackets, translated; lower case, no full stop",
    },
    notAdded: {
      id: 'series.fill.error.notAdded',
      defaultMessage: '{fileName} was not added: after filling the template, {problems}',
      description:
        "A video file was not queued because the template's filled texts break the platform's limits; {fileName} is the file's name, {problems} one or more full sentences saying what is wrong",
    },
    translationsNeedLanguage: {
      id: 'series.translations.error.needLanguage',
      defaultMessage:
        'Translations need the language of the default title and description: choose it under Language, or remove the translations.',
      description: "A template has translations but no 'Language' (the language of its default title and description)",
    },
    translationRepeatsDefault: {
      id: 'series.translations.error.repeatsDefault',
      defaultMessage:
        '{language} is the language of the default title and description; remove the {language} translation or choose another Language.',
      description:
        "{language} is a language's name (German, Japanese) in the creator's language: a translation into the default texts' own language",
    },
    translationFillsToNothing: {
      id: 'series.translations.error.fillsToNothing',
      defaultMessage: '{language}: the translation fills to nothing; give it a title.',
      description:
        "{language} is a language's name (German, Japanese): after the template's placeholders were filled, the translation has neither title nor description",
    },
    translationTitle: {
      id: 'series.translations.error.title',
      defaultMessage: '{language} title: {problem}',
      description:
        "{language} is a language's name (German, Japanese); {problem} a full sentence saying what is wrong with that translation's title",
    },
    translationDescription: {
      id: 'series.translations.error.description',
      defaultMessage: '{language} description: {problem}',
      description:
        "{language} is a language's name (German, Japanese); {problem} a full sentence saying what is wrong with that translation's description",
    },
  }),
);
