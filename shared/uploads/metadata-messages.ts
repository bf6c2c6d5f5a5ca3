// What the platform's rules refuse in a video's details (YouTube Data API videos resource limits: title 100
// characters, description 5,000 bytes, tags 500 characters), said under the field in the language given.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const METADATA_PROBLEMS = untyped(
  defineMessages({
    titleRequired: {
      id: 'uploads.details.error.titleRequired',
      defaultMessage: 'A title is required.',
      description: "Under a video's title field: it is empty",
    },
    titleTooLong: {
      id: 'uploads.details.error.titleTooLong',
      defaultMessage: 'The title has {length} characters; at most {max} are allowed.',
      description: "Under a video's title field: longer than the platform allows; counts shown as plain digits",
    },
    titleAngles: {
      id: 'uploads.details.error.titleAngles',
      defaultMessage: 'The title may not contain "<" or ">".',
      description: "Under a video's title field: the platform refuses angle brackets",
    },
    descriptionTooLong: {
      id: 'uploads.details.error.descriptionTooLong',
      defaultMessage:
        'The description takes {bytes} bytes; at most {max} are allowed (accented letters and emoji take more than one).',
      description: "Under a video's description field: over the platform's limit, counted in UTF-8 bytes",
    },
    descriptionAngles: {
      id: 'uploads.details.error.descriptionAngles',
      defaultMessage: 'The description may not contain "<" or ">".',
      description: "Under a video's description field: the platform refuses angle brackets",
    },
    tagEmpty: {
      id: 'uploads.details.error.tagEmpty',
      defaultMessage: 'Tags may not be empty.',
      description: "Under a video's tags field: one tag is blank",
    },
    tagCharacters: {
      id: 'uploads.details.error.tagCharacters',
      defaultMessage: 'Tags may not contain "<", ">" or ",".',
      description: "Under a video's tags field: characters the platform refuses in a tag",
    },
    tagsTooLong: {
      id: 'uploads.details.error.tagsTooLong',
      defaultMessage:
        'The tags count {length} characters; at most {max} are allowed (separators count, and a tag with a space counts its quotes).',
      description: "Under a video's tags field: over the platform's limit, counted as the platform counts",
    },
    category: {
      id: 'uploads.details.error.category',
      defaultMessage: 'The category must be one of the listed categories (a numeric id).',
      description: "Under a video's category field: not one of the platform's categories",
    },
    language: {
      id: 'uploads.details.error.language',
      defaultMessage: 'A language is a code such as de, pt-PT or es-419.',
      description: 'Under a language field: not a language code (keep the example codes)',
    },
    recordingDate: {
      id: 'uploads.details.error.recordingDate',
      defaultMessage: 'The recording date must be a day such as 2025-12-20 (or a date and time).',
      description: 'Under the recording date field: not a day (keep the example date as it is)',
    },
    publishAtFormat: {
      id: 'uploads.details.error.publishAtFormat',
      defaultMessage: 'The publish time must be a date and time such as 2030-01-31T18:00:00Z.',
      description: 'Under the publish time field: not a date and time (keep the example as it is)',
    },
    publishAtNotPrivate: {
      id: 'uploads.details.error.publishAtNotPrivate',
      defaultMessage: 'A publish time can only be set on a private video (it becomes public then).',
      description: 'Under the publish time field: the platform schedules only private videos',
    },
    publishTimePassed: {
      id: 'uploads.details.error.publishTimePassed',
      defaultMessage:
        'That time has passed: the platform takes only a publish time in the future. Pick a later day or time.',
      description: 'A publish time (schedule) that is already in the past',
    },
    privacy: {
      id: 'uploads.details.error.privacy',
      defaultMessage: 'Choose public, unlisted or private.',
      description: "Under a video's visibility field: none of the platform's three chosen",
    },
    license: {
      id: 'uploads.details.error.license',
      defaultMessage: 'Choose the standard licence or Creative Commons.',
      description: "Under a video's licence field: none of the platform's two chosen",
    },
  }),
);
