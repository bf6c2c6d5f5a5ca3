// What the scheduled changes' contract refuses beyond shapes, carried on the zod issue (shared/i18n/said-issue.ts) and
// said by the router, or a form, in the creator's language.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const SCHEDULE_CONTRACT_PROBLEMS = untyped(
  defineMessages({
    writeComment: {
      id: 'contract.error.schedule.writeComment',
      defaultMessage: 'Write the comment.',
      description: 'A scheduled change is to post a comment on the video, and the comment is empty',
    },
    commentTooLong: {
      id: 'contract.error.schedule.commentTooLong',
      defaultMessage: 'A comment is at most {max, number} characters.',
      description: 'A comment to post later on a video is too long; max is 2000',
    },
    descriptionTooLong: {
      id: 'contract.error.schedule.descriptionTooLong',
      defaultMessage: 'A description is at most {max, number} characters.',
      description: 'The description to write once an uploaded video goes public is too long; max is 5000',
    },
    skipAfterMinute: {
      id: 'contract.error.schedule.skipAfterMinute',
      defaultMessage: 'Skip after a minute at the least.',
      description:
        'A scheduled change is skipped when the app was not running at its time and is this late; the limit is under a minute',
    },
    doSomething: {
      id: 'contract.error.schedule.doSomething',
      defaultMessage: 'Choose a field to change, a thumbnail, a playlist to add to, or a comment to post.',
      description: 'A scheduled change that would do nothing',
    },
  }),
);
