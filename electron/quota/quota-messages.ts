// What the local count of the platform's API quota says at start when its file is damaged, in the language in force.
// The platform counts the units itself; this ledger is the app's own estimate.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const QUOTA_NOTICES = untyped(
  defineMessages({
    unreadable: {
      id: 'quota.notice.unreadable',
      defaultMessage:
        "The local quota ledger could not be read (kept as {file}); today's count starts again from 0. The platform still counts what was spent.",
      description:
        "Notice at start: the app's own count of API quota units used today is damaged; file is where it was kept",
    },
    unknownLayout: {
      id: 'quota.notice.unknownLayout',
      defaultMessage:
        "The local quota ledger has a layout this version does not know (kept as {file}); today's count starts again from 0.",
      description: "Notice at start: the app's own count of API quota units was written by another version",
    },
    partlyLost: {
      id: 'quota.notice.partlyLost',
      defaultMessage:
        'Part of the local quota ledger could not be read ({lost}); what was lost starts again from its default (a count of 0, the platform’s default limits). The rest was kept.',
      description: "Notice at start: parts of the app's count of API quota units are damaged; lost lists those parts",
    },
    dailyLimit: {
      id: 'quota.ledger.dailyLimit',
      defaultMessage: 'the daily limit',
      description: 'A part of the quota ledger that was lost: the daily API quota limit',
    },
    bucketLimit: {
      id: 'quota.ledger.bucketLimit',
      defaultMessage: 'the daily limit of {bucket}',
      description:
        'A part of the quota ledger that was lost: the daily limit of a quota bucket (bucket is its technical name)',
    },
    accountCount: {
      id: 'quota.ledger.accountCount',
      defaultMessage: "today's count for {account}",
      description:
        'A part of the quota ledger that was lost: the units counted today for a channel (account is its id)',
    },
  }),
);

/** Whose quota the meter shows: a channel, or a project, at the service it talks to. */
export const QUOTA_WORDS = untyped(
  defineMessages({
    onService: {
      id: 'quota.account.onService',
      defaultMessage: '{name} on {service}',
      description:
        "The quota meter's name for a channel or a Google Cloud project at one service (service is a host name, e.g. the demo's or the platform's)",
    },
  }),
);
