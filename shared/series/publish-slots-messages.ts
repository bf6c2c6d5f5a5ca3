// What a publish slot rule refuses (a series template's schedule, the Calendar's slots and its time zone), carried on
// the schema's issues (shared/i18n/said-issue.ts) and said where the rule is edited.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const SLOT_PROBLEMS = untyped(
  defineMessages({
    unknownZone: {
      id: 'series.slots.error.unknownZone',
      defaultMessage: 'Not a time zone this computer knows (e.g. Europe/Berlin).',
      description:
        'A time zone field holds a name the system does not know; zones are written as IANA names (Europe/Berlin, America/Sao_Paulo, Asia/Tokyo): keep the example as it is or use a zone of your region',
    },
    timeFormat: {
      id: 'series.slots.error.timeFormat',
      defaultMessage: 'Write a time as HH:MM, from 00:00 to 23:59.',
      description:
        "A release time of a series' schedule is not written as hours:minutes on a 24-hour clock; HH:MM is the format to type",
    },
    chooseDay: {
      id: 'series.slots.error.chooseDay',
      defaultMessage: 'Choose at least one day.',
      description: 'A weekly release schedule has no day of the week ticked',
    },
    dayTwice: {
      id: 'series.slots.error.dayTwice',
      defaultMessage: 'A day is listed twice.',
      description: 'A weekly release schedule names the same day of the week twice',
    },
    giveTime: {
      id: 'series.slots.error.giveTime',
      defaultMessage: 'Give at least one time.',
      description: 'A weekly release schedule has no time of day',
    },
    timeTwice: {
      id: 'series.slots.error.timeTwice',
      defaultMessage: 'A time is listed twice.',
      description: 'A weekly release schedule names the same time of day twice',
    },
    firstSlot: {
      id: 'series.slots.error.firstSlot',
      defaultMessage: 'Write the first slot as a date and a time.',
      description: 'An "every few hours" release schedule: its first release is not a date with a time',
    },
  }),
);
