// What stops a channel's description or keywords from being saved, said on the Channel screen as the creator types
// and again by the main process before anything is sent, in the language of the intl given.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const BRANDING_PROBLEMS = untyped(
  defineMessages({
    descriptionTooLong: {
      id: 'branding.problem.descriptionTooLong',
      defaultMessage:
        'The description is {length, plural, one {# character} other {# characters}}; the platform allows {max, number}. Shorten it by {over, number}.',
      description: "The channel's description is longer than the platform allows",
    },
    descriptionBrackets: {
      id: 'branding.problem.descriptionBrackets',
      defaultMessage:
        'The description cannot contain < or >: the platform refuses them. Remove them or write them out.',
      description: "The channel's description holds the characters < or >, which the platform refuses",
    },
    keywordQuote: {
      id: 'branding.problem.keywordQuote',
      defaultMessage:
        'A keyword cannot contain a double quote ({keywords}): the platform uses quotes to keep the words of one keyword together.',
      description: 'Channel keywords holding a double quote; keywords is the list of them, each in quotes',
    },
    keywordsTooLong: {
      id: 'branding.problem.keywordsTooLong',
      defaultMessage:
        'The keywords take {length, plural, one {# character} other {# characters}}; the platform allows {max, number} (spaces and the quotes around keywords of several words count). Remove some.',
      description: "The channel's keywords are longer together than the platform allows",
    },
  }),
);
