// What a notification says (the desktop's own and browser mode's page alike): its title per kind and count, and its
// body naming the videos. Formatted by the main process in the language in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const NOTIFICATION_TITLES = untyped(
  defineMessages({
    'upload-finished': {
      id: 'notification.title.uploadFinished',
      defaultMessage: '{count, plural, one {Upload finished} other {# uploads finished}}',
      description: 'Desktop notification title: uploads that finished sending (grouped over a few seconds)',
    },
    'upload-failed': {
      id: 'notification.title.uploadFailed',
      defaultMessage: '{count, plural, one {Upload failed} other {# uploads failed}}',
      description: 'Desktop notification title: uploads that stopped with an error',
    },
    'needs-attention': {
      id: 'notification.title.needsAttention',
      defaultMessage: '{count, plural, one {An upload needs you} other {# uploads need you}}',
      description:
        'Desktop notification title: uploads stopped for something only the creator can fix (quota, file, sign-in)',
    },
    'processing-done': {
      id: 'notification.title.processingDone',
      defaultMessage: '{count, plural, one {Video processed} other {# videos processed}}',
      description: 'Desktop notification title: the platform finished processing uploaded videos',
    },
    'processing-rejected': {
      id: 'notification.title.processingRejected',
      defaultMessage:
        '{count, plural, one {Video rejected or not processed} other {# videos rejected or not processed}}',
      description: 'Desktop notification title: the platform rejected uploaded videos or could not process them',
    },
    'schedule-ran': {
      id: 'notification.title.scheduleRan',
      defaultMessage: '{count, plural, one {Scheduled change made} other {# scheduled changes made}}',
      description: 'Desktop notification title: scheduled changes to videos (title, privacy…) were made at their time',
    },
    'schedule-missed': {
      id: 'notification.title.scheduleMissed',
      defaultMessage: '{count, plural, one {Scheduled change not made} other {# scheduled changes not made}}',
      description: 'Desktop notification title: scheduled changes that failed or were skipped',
    },
    'schedule-held': {
      id: 'notification.title.scheduleHeld',
      defaultMessage:
        '{count, plural, one {A scheduled change waits for you} other {# scheduled changes wait for you}}',
      description: 'Desktop notification title: scheduled changes held because the video was edited elsewhere',
    },
  }),
);

export const NOTIFICATION_BODY = untyped(
  defineMessages({
    withDetail: {
      id: 'notification.body.withDetail',
      defaultMessage: '{subject}: {detail}',
      description: "Desktop notification body for one video: the video's title, then why (a sentence)",
    },
    more: {
      id: 'notification.body.more',
      defaultMessage: '{more, plural, one {# more} other {# more}}',
      description:
        'Desktop notification body for many videos: the last item of the list of titles, how many others ("Clip 1, Clip 2, Clip 3, and 9 more")',
    },
    quotaUsedUp: {
      id: 'notification.detail.quotaUsedUp',
      defaultMessage: 'the daily quota is used up; it resumes after the reset',
      description:
        "Why an upload waits (after the video's title and a colon): the platform's daily API quota is used up; the upload continues after the daily reset",
    },
    processingFailed: {
      id: 'notification.detail.processingFailed',
      defaultMessage: '{state, select, rejected {rejected} other {processing failed}}',
      description:
        'Why a video was not processed (after its title and a colon), when the platform gave no reason: rejected, or processing failed',
    },
  }),
);

export const NOTIFICATION_SETTINGS_NOTICES = untyped(
  defineMessages({
    damaged: {
      id: 'notification.settings.damaged',
      defaultMessage: 'The notification settings were damaged (kept as {movedTo}); every kind is on again.',
      description: 'Notice at start: the notification settings file could not be read; a copy was kept at the path',
    },
    unreadable: {
      id: 'notification.settings.unreadable',
      defaultMessage: 'The notification settings could not be read; every kind is on again.',
      description: 'Notice at start: the notification settings file has an unknown layout; all notifications are on',
    },
  }),
);
