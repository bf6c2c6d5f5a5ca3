// What the channel's sections (the home tab's shelves) say to the creator: the platform's refusals told with what to
// do, and the names standing for a playlist or channel the platform no longer shows. In the language in force.
import { defineMessages } from 'react-intl';
import { untyped } from '../../shared/i18n/untyped';

export const SECTION_REFUSALS = untyped(
  defineMessages({
    maxChannelSectionExceeded: {
      id: 'sections.error.tooMany',
      defaultMessage:
        'The platform refused: the channel already has the {max, plural, one {# section} other {# sections}} it allows. Remove one, then add this one again.',
      description: "Adding a section beyond the platform's limit (maxChannelSectionExceeded)",
    },
    playlistIsPrivate: {
      id: 'sections.error.playlistIsPrivate',
      defaultMessage:
        'A private playlist cannot be shown in a section. Make it public or unlisted on the Playlists screen, or pick another.',
      description: "A section showing a private playlist; Playlists is the app's screen of that name",
    },
    playlistNotFound: {
      id: 'sections.error.playlistNotFound',
      defaultMessage: 'A picked playlist is no longer on the platform. Reload the sections and pick again.',
      description: 'A section names a playlist that was deleted',
    },
    channelNotFound: {
      id: 'sections.error.channelNotFound',
      defaultMessage: 'A picked channel cannot be found on the platform. Check it, or pick another.',
      description: 'A featured-channels section names a channel that cannot be found',
    },
    ownChannelInChannels: {
      id: 'sections.error.ownChannelInChannels',
      defaultMessage: 'Your own channel cannot be featured in a section of your channel. Pick other channels.',
      description: 'A featured-channels section lists the channel itself',
    },
    channelSectionNotFound: {
      id: 'sections.error.sectionGone',
      defaultMessage: 'This section is no longer on the channel (removed elsewhere?). Reload the sections.',
      description: 'Changing a section that was removed meanwhile',
    },
    channelSectionForbidden: {
      id: 'sections.error.forbidden',
      defaultMessage: 'The platform does not let this account change the section. Sign in as its channel.',
      description: 'The signed-in account may not change the section',
    },
  }),
);

export const SECTION_CONTENT_NAMES = untyped(
  defineMessages({
    unavailablePlaylist: {
      id: 'sections.content.unavailablePlaylist',
      defaultMessage: 'Unavailable playlist',
      description: 'Stands for a playlist of a section that the platform no longer shows (deleted or private)',
    },
    unavailableChannel: {
      id: 'sections.content.unavailableChannel',
      defaultMessage: 'Unavailable channel',
      description: 'Stands for a featured channel that the platform no longer shows',
    },
  }),
);
