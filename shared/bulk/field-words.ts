// A field a bulk edit or a scheduled change writes, by its name inside a sentence ("changed elsewhere: title, tags"):
// said in the language in force, or kept as a line (shared/i18n/saved-line.ts) and said when shown.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** A field's name inside a sentence ("the video's title, tags changed elsewhere"), lower case where the language has it. */
export const FIELD_NAMES = untyped(
  defineMessages({
    title: { id: 'schedule.field.title', defaultMessage: 'title', description: "A video's title, in a sentence" },
    description: {
      id: 'schedule.field.description',
      defaultMessage: 'description',
      description: "A video's description, in a sentence",
    },
    tags: { id: 'schedule.field.tags', defaultMessage: 'tags', description: "A video's tags, in a sentence" },
    categoryId: {
      id: 'schedule.field.category',
      defaultMessage: 'category',
      description: "A video's category, in a sentence",
    },
    privacyStatus: {
      id: 'schedule.field.visibility',
      defaultMessage: 'visibility',
      description: "A video's visibility (public, unlisted, private), in a sentence",
    },
    selfDeclaredMadeForKids: {
      id: 'schedule.field.audience',
      defaultMessage: 'audience',
      description: "A video's audience setting (made for kids or not), in a sentence",
    },
    license: {
      id: 'schedule.field.licence',
      defaultMessage: 'licence',
      description: "A video's licence, in a sentence",
    },
    embeddable: {
      id: 'schedule.field.embedding',
      defaultMessage: 'embedding',
      description: 'Whether a video may be embedded on other sites, in a sentence',
    },
    publishAt: {
      id: 'schedule.field.publishTime',
      defaultMessage: 'publish time',
      description: "A video's scheduled publish time, in a sentence",
    },
    containsSyntheticMedia: {
      id: 'schedule.field.alteredContent',
      defaultMessage: 'altered content answer',
      description: 'The answer to the question whether a video contains altered or synthetic content, in a sentence',
    },
    defaultLanguage: {
      id: 'schedule.field.defaultLanguage',
      defaultMessage: 'default language',
      description: "A video's language (of its title and description), in a sentence",
    },
    localizations: {
      id: 'schedule.field.translations',
      defaultMessage: 'translations',
      description: "A video's translated titles and descriptions, in a sentence",
    },
  }),
);
