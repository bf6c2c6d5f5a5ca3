// Why what a creator pasted names no channel (parseChannelReference in channel-activity.ts), said on the Channel
// screen as they type and again by the main process, in the language of the intl given. "About", "Share channel" and
// "Copy channel ID" are the platform's own menu words on a channel's page.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

export const CHANNEL_REFERENCE_PROBLEMS = untyped(
  defineMessages({
    empty: {
      id: 'subscriptions.reference.empty',
      defaultMessage: 'Paste a channel ID (it starts with UC), its handle (@name) or the address of its page.',
      description: 'The field for a channel to subscribe to is empty',
    },
    badHandle: {
      id: 'subscriptions.reference.badHandle',
      defaultMessage: 'A handle is @ followed by 3 to 30 letters, digits, _, - or . (e.g. @amara).',
      description: 'What was pasted looks like a handle but is not a valid one; @amara is an example handle, keep it',
    },
    legacyAddress: {
      id: 'subscriptions.reference.legacyAddress',
      defaultMessage:
        'That older address names the channel by a custom name the platform cannot look up. Paste its handle (@name) instead, or open the channel, choose About, then “Share channel” › “Copy channel ID”, and paste that.',
      description:
        "A legacy /c/ or /user/ address; About, Share channel and Copy channel ID are the platform's words on a channel page (use them as the platform says them in your language)",
    },
    neither: {
      id: 'subscriptions.reference.neither',
      defaultMessage:
        'That is neither a channel ID nor a handle: an ID is “UC” followed by 22 letters, digits, - or _ (as in …/channel/UC…), a handle starts with @.',
      description: 'What was pasted names no channel',
    },
  }),
);
