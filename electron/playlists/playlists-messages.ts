// What the playlists' main process says to the creator when it refuses, in the language in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const PLAYLIST_REFUSALS = untyped(
  defineMessages({
    noUploads: {
      id: 'playlists.error.noUploads',
      defaultMessage: 'The platform names no uploads for this channel. Upload a video first.',
      description: "Listing the channel's videos to add to a playlist when the channel has no uploads list",
    },
    unreadableAnswer: {
      id: 'playlists.error.unreadableAnswer',
      defaultMessage: 'The video platform answered with something Channel Desk cannot read. Try again later.',
      description: "The platform's answer about playlists could not be read",
    },
  }),
);
