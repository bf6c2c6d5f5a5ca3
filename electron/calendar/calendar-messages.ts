// What the Calendar's main process says to the creator, in the language in force: the refusals of a move and of a
// spread over the slots of a rule, shown beside the upload they concern.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const CALENDAR_REFUSALS = untyped(
  defineMessages({
    publishTimeLost: {
      id: 'calendar.error.publishTimeLost',
      defaultMessage: 'The upload lost its publish time.',
      description: "Error: an upload moved on the calendar came back without its publish time (the app's own fault)",
    },
    notQueued: {
      id: 'calendar.error.notQueued',
      defaultMessage: 'Not in the queue.',
      description: 'Why an upload was not spread over the slots: it is no longer in the upload queue',
    },
    started: {
      id: 'calendar.error.started',
      defaultMessage: '"{file}" has started: its details went to the platform with it.',
      description:
        "Why an upload was not spread over the slots: its upload started, its publish time can no longer be changed here; file is the video file's name",
    },
    noFreeSlots: {
      id: 'calendar.error.noFreeSlots',
      defaultMessage: 'The rule has no more free slots.',
      description: 'Why an upload was not spread: the publishing rule (days and times) has no free time left',
    },
    notChanged: {
      id: 'calendar.error.notChanged',
      defaultMessage: 'It could not be changed.',
      description: "Why an upload's publish time was not changed, when no reason is known",
    },
  }),
);
