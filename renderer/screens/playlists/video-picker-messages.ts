// The Playlists screen's video picker in the catalogue (its privacy badges are playlists-messages.ts's).
import { defineMessages } from 'react-intl';
import { untyped } from '../../../shared/i18n/untyped';

export const PICKER = untyped(
  defineMessages({
    title: {
      id: 'playlists.picker.title',
      defaultMessage: 'Add videos to “{playlist}”',
      description: "The picker's heading; playlist is the playlist's title",
    },
    filter: { id: 'playlists.picker.filter', defaultMessage: 'Filter by title', description: 'Field label' },
    loading: {
      id: 'playlists.picker.loading',
      defaultMessage: 'Loading your channel’s videos…',
      description: 'While the videos are read',
    },
    noVideos: {
      id: 'playlists.picker.noVideos',
      defaultMessage: 'Your channel has no videos yet.',
      description: 'Nothing to pick',
    },
    noMatch: {
      id: 'playlists.picker.noMatch',
      defaultMessage: 'No video matches the filter.',
      description: 'The filter hides every video',
    },
    list: {
      id: 'playlists.picker.list',
      defaultMessage: 'Your channel’s videos',
      description: 'Accessible name of the list',
    },
    already: {
      id: 'playlists.picker.already',
      defaultMessage: '(already in this playlist)',
      description: 'Beside a video the playlist holds already',
    },
    order: {
      id: 'playlists.picker.order',
      defaultMessage: 'added as number {number, number}',
      description: 'Accessible name of the number showing the order a video was ticked in',
    },
    howTo: {
      id: 'playlists.picker.howTo',
      defaultMessage:
        'Tick the videos to add, in the order they should play. Each one added is a call that costs quota.',
      description: 'Before any video is ticked',
    },
    adds: {
      id: 'playlists.picker.adds',
      defaultMessage: 'Adds {count, plural, one {# video} other {# videos}}',
      description: 'What the quota cost is of (followed by “: 50 units”)',
    },
    adding: {
      id: 'playlists.picker.adding',
      defaultMessage: 'Adding {count, number}…',
      description: 'While the ticked videos are added',
    },
    addVideos: { id: 'playlists.picker.addVideos', defaultMessage: 'Add videos', description: 'Button, none ticked' },
    add: {
      id: 'playlists.picker.add',
      defaultMessage: 'Add {count, plural, one {# video} other {# videos}}',
      description: 'Button adding the ticked videos',
    },
    cancel: { id: 'playlists.picker.cancel', defaultMessage: 'Cancel', description: 'Button closing the picker' },
  }),
);
