// What the frame says around the screens: the skip link, the sidebar's landmarks, the loading line, the channel
// switcher's entries, the notices' dismiss buttons and the quota line.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const SHELL = untyped(
  defineMessages({
    skipLink: {
      id: 'shell.skipLink',
      defaultMessage: 'Skip to the screen',
      description: 'Link first in the tab order that jumps over the sidebar to the screen',
    },
    screensNav: { id: 'shell.screensNav', defaultMessage: 'Screens', description: "The sidebar's navigation landmark" },
    loading: {
      id: 'shell.loading',
      defaultMessage: 'Loading…',
      description: 'While the app reads the signed-in account',
    },
    channels: {
      id: 'shell.channels',
      defaultMessage: 'Channels',
      description: 'Landmark name of the list of signed-in channels in the sidebar',
    },
    channelEntryTitle: {
      id: 'shell.channelEntryTitle',
      defaultMessage: '{title} ({id}): drop videos here to upload them to this channel',
      description: "Tooltip of a channel in the sidebar's switcher; title is the channel's name, id its channel ID",
    },
    signInEndsSoon: {
      id: 'shell.signInEndsSoon',
      defaultMessage: 'Sign-in ends soon',
      description: "A channel's sign-in expires soon",
    },
    signInAgain: {
      id: 'shell.signInAgain',
      defaultMessage: 'Sign in again',
      description: "A channel's sign-in has ended",
    },
    quotaUsedUp: {
      id: 'shell.quotaUsedUp',
      defaultMessage: "Today's quota is used up",
      description: "The project's daily YouTube API quota is spent",
    },
    sending: {
      id: 'shell.sending',
      defaultMessage: '{count, number} sending',
      description: "Switcher: a channel's uploads sending now; joined with the others in a list",
    },
    waiting: {
      id: 'shell.waiting',
      defaultMessage: '{count, number} waiting',
      description: "Switcher: a channel's uploads waiting their turn; joined with the others in a list",
    },
    held: {
      id: 'shell.held',
      defaultMessage: '{count, number}{more, select, yes {+} other {}} held',
      description: "Switcher: a channel's comments held for review (more = yes when there may be more than counted)",
    },
    nothingWaiting: {
      id: 'shell.nothingWaiting',
      defaultMessage: 'Nothing waiting',
      description: 'A channel in the switcher has no uploads running or waiting and no comments held for review',
    },
    dismiss: { id: 'shell.dismiss', defaultMessage: 'Dismiss', description: "Tooltip of a notice's close button" },
    dismissNotice: {
      id: 'shell.dismissNotice',
      defaultMessage: 'Dismiss: {start}',
      description: "Accessible name of a notice's close button; start is the notice's first words",
    },
    quotaReading: { id: 'shell.quotaReading', defaultMessage: 'Quota: reading…', description: 'Sidebar quota line' },
    quotaNotRead: {
      id: 'shell.quotaNotRead',
      defaultMessage: 'Quota: not read',
      description: 'Sidebar quota line when the quota could not be read',
    },
    quotaLeft: {
      id: 'shell.quotaLeft',
      defaultMessage: 'Quota: {left, number} of {limit, number} left today',
      description: 'Sidebar quota line: API units left of the daily limit',
    },
    quotaUsedUpToday: {
      id: 'shell.quotaUsedUpToday',
      defaultMessage: 'Quota: {allowances} used up today',
      description:
        'Sidebar quota line when daily allowances are spent; allowances is a list of shell.allowance.* names',
    },
    allowanceUploads: {
      id: 'shell.allowance.uploads',
      defaultMessage: 'uploads',
      description: 'Daily allowance named inside a sentence (Quota: … used up today)',
    },
    allowanceSearch: {
      id: 'shell.allowance.search',
      defaultMessage: 'searches',
      description: 'Daily allowance named inside a sentence (Quota: … used up today)',
    },
    allowanceUnits: {
      id: 'shell.allowance.units',
      defaultMessage: 'units',
      description: 'Daily allowance of API quota units named inside a sentence (Quota: … used up today)',
    },
    allowanceStats: {
      id: 'shell.allowance.stats',
      defaultMessage: 'statistics units',
      description: 'Daily allowance of the statistics quota named inside a sentence (Quota: … used up today)',
    },
    quotaToday: { id: 'shell.quotaToday', defaultMessage: 'Quota today', description: "Title of the quota's dialog" },
    close: { id: 'shell.close', defaultMessage: 'Close', description: 'Closes a dialog' },
    dailyLimit: {
      id: 'shell.dailyLimit',
      defaultMessage: 'Daily limit…',
      description: "Opens the form for the project's daily quota limits",
    },
  }),
);
