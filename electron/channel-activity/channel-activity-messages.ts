// What the channel's subscriptions say to the creator when the platform or the app refuses, in the language in force.
// Handles and channel ids are shown as they are.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const SUBSCRIPTION_REFUSALS = untyped(
  defineMessages({
    signInFirst: {
      id: 'subscriptions.error.signInFirst',
      defaultMessage: 'Sign in to a channel first.',
      description: "The channel's subscriptions need a signed-in channel and none is",
    },
    noSuchHandle: {
      id: 'subscriptions.error.noSuchHandle',
      defaultMessage: 'No channel has the handle {handle}. Check its spelling on the channel’s page.',
      description: 'Subscribing to a handle (@name) no channel has',
    },
    ownChannel: {
      id: 'subscriptions.error.ownChannel',
      defaultMessage: 'That is your own channel: a channel cannot subscribe to itself.',
      description: 'Subscribing the channel to itself, refused before any call',
    },
    duplicate: {
      id: 'subscriptions.error.duplicate',
      defaultMessage: 'You already subscribe to this channel; it is in the list below.',
      description: 'The platform refused a subscription that exists already (subscriptionDuplicate)',
    },
    forbidden: {
      id: 'subscriptions.error.forbidden',
      defaultMessage: 'The platform does not allow this subscription: a channel cannot subscribe to itself.',
      description: 'The platform refused the subscription (subscriptionForbidden)',
    },
    noSuchChannelId: {
      id: 'subscriptions.error.noSuchChannelId',
      defaultMessage:
        "No channel has the ID {channelId}. Check it (copy it from the channel's About page) and try again.",
      description: "Subscribing to a channel id no channel has; About is the channel page's tab of that name",
    },
    gone: {
      id: 'subscriptions.error.gone',
      defaultMessage: 'This subscription is already gone (ended elsewhere?). Reload the list.',
      description: 'Ending a subscription the platform no longer has',
    },
  }),
);
