// The screens of the signed-in app, in sidebar order (shared/desktop/screens.ts, which the desktop's View menu
// reads too); the first is where the app opens. Each capability adds its entry there and its component here.
import type { ComponentType } from 'react';
import { SIDEBAR_SCREENS, type ScreenId } from '../../shared/desktop/screens';
import { AccountsScreen } from '../screens/accounts/AccountsScreen';
import { CalendarScreen } from '../screens/calendar/CalendarScreen';
import { LibraryScreen } from '../screens/library/LibraryScreen';
import { PlaylistsScreen } from '../screens/playlists/PlaylistsScreen';
import { ChannelScreen } from '../screens/channel/ChannelScreen';
import { CommentsScreen } from '../screens/comments/CommentsScreen';
import { SeriesScreen } from '../screens/series/SeriesScreen';
import { RateLimitsScreen } from '../screens/rate-limits/RateLimitsScreen';
import { UploadsScreen } from '../screens/uploads/UploadsScreen';
import { WatermarkScreen } from '../screens/watermark/WatermarkScreen';

interface ScreenEntry {
  readonly id: ScreenId;
  readonly label: string;
  readonly component: ComponentType;
}

const COMPONENTS: Readonly<Record<ScreenId, ComponentType>> = {
  uploads: UploadsScreen,
  series: SeriesScreen,
  library: LibraryScreen,
  calendar: CalendarScreen,
  playlists: PlaylistsScreen,
  channel: ChannelScreen,
  comments: CommentsScreen,
  watermark: WatermarkScreen,
  rateLimits: RateLimitsScreen,
  accounts: AccountsScreen,
};

export const screens: readonly ScreenEntry[] = SIDEBAR_SCREENS.map((screen) => ({
  ...screen,
  component: COMPONENTS[screen.id],
}));
