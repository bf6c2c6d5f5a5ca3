// The screens' names in the catalogue: the sidebar and the desktop app's View menu say them from here.
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';
import type { ScreenId } from './screens';

export const SCREEN_NAMES = untyped(
  defineMessages({
    uploads: {
      id: 'screens.uploads',
      defaultMessage: 'Uploads',
      description: 'Sidebar and View menu: the upload queue',
    },
    series: {
      id: 'screens.series',
      defaultMessage: 'Series',
      description: 'Sidebar and View menu: templates for recurring videos (episodes of a series)',
    },
    library: {
      id: 'screens.library',
      defaultMessage: 'Library',
      description: "Sidebar and View menu: the channel's videos (YouTube Studio calls this list Content)",
    },
    calendar: {
      id: 'screens.calendar',
      defaultMessage: 'Calendar',
      description: 'Sidebar and View menu: scheduled videos',
    },
    playlists: { id: 'screens.playlists', defaultMessage: 'Playlists', description: 'Sidebar and View menu' },
    channel: {
      id: 'screens.channel',
      defaultMessage: 'Channel',
      description: "Sidebar and View menu: the channel's banner, description and sections",
    },
    comments: { id: 'screens.comments', defaultMessage: 'Comments', description: 'Sidebar and View menu' },
    watermark: {
      id: 'screens.watermark',
      defaultMessage: 'Watermark',
      description: "Sidebar and View menu: the channel's video watermark (a branding image shown over videos)",
    },
    rateLimits: {
      id: 'screens.rateLimits',
      defaultMessage: 'Rate limits',
      description: "Sidebar and View menu: the website's rate limiting rules",
    },
    accounts: {
      id: 'screens.accounts',
      defaultMessage: 'Accounts',
      description: 'Sidebar and View menu: signed-in channels and sign-in settings',
    },
  } satisfies Record<ScreenId, unknown>),
);
