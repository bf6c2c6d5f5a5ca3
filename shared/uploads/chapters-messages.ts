// What keeps a description's timestamps from becoming chapters, in the language given (YouTube Help "Video chapters":
// the first at 0:00, at least three, going up, each at least 10 seconds). Timestamps are shown as written.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const CHAPTER_PROBLEMS = untyped(
  defineMessages({
    notFromZero: {
      id: 'uploads.chapters.notFromZero',
      defaultMessage: 'Chapters must start at 0:00: the first timestamp is {first}, so no chapters will show.',
      description: "A video description's chapter timestamps do not start at 0:00 (YouTube's chapters rule)",
    },
    tooFew: {
      id: 'uploads.chapters.tooFew',
      defaultMessage:
        'Chapters need at least {min, plural, one {# timestamp} other {# timestamps}}: this description has {count, number}, so no chapters will show.',
      description: "A video description has too few chapter timestamps for YouTube's chapters",
    },
    notUp: {
      id: 'uploads.chapters.notUp',
      defaultMessage: 'Timestamps must go up: {current} comes after {previous}.',
      description: "A video description's chapter timestamps are not in increasing order; both shown as written",
    },
    tooShort: {
      id: 'uploads.chapters.tooShort',
      defaultMessage: 'Chapter {chapter} lasts {seconds, number} s: each chapter must last at least {min, number} s.',
      description:
        'A chapter shorter than YouTube allows; chapter is its timestamp, or its title and timestamp (uploads.chapters.named)',
    },
    named: {
      id: 'uploads.chapters.named',
      defaultMessage: '"{title}" ({at})',
      description: "A chapter named by its title (the creator's own words) and its timestamp, within another message",
    },
  }),
);
