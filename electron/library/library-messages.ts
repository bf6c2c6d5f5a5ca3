// What the Library's main process says to the creator, in the language in force: the refusals that reach the Library
// (and every screen that reads the platform's answers through parseAnswer).
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const LIBRARY_REFUSALS = untyped(
  defineMessages({
    signInFirst: {
      id: 'library.error.signInFirst',
      defaultMessage: 'Sign in to your channel (or open the demo workspace) first.',
      description: "Error: the channel's videos are asked for while no channel is signed in",
    },
    notChannelId: {
      id: 'library.error.notChannelId',
      defaultMessage: 'That is not a channel id.',
      description: "Error: the details catalogue was asked for a channel by something that is not a channel's id",
    },
    uploadsUnnamed: {
      id: 'library.error.uploadsUnnamed',
      defaultMessage: "The platform did not name this channel's uploads. Sign out and sign in again.",
      description: "Error: the platform's answer about the channel lacked the list (playlist) of its uploads",
    },
    oddAnswer: {
      id: 'library.error.oddAnswer',
      defaultMessage:
        'The video platform answered with something that is not {what}. Try again later; if it persists, the platform may have changed its answers.',
      description:
        'Error: the platform answered with data of an unexpected shape. what is an English phrase for what was expected ("a list of videos"): a translation may leave it out and say "answered unexpectedly" instead',
    },
    videoGone: {
      id: 'library.error.videoGone',
      defaultMessage:
        'This video is no longer on the channel (deleted, or not visible to this account). Reload the Library.',
      description: 'Error: editing a video that was deleted or hidden meanwhile; Library is the screen',
    },
  }),
);
