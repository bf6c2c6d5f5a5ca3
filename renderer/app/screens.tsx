// The screens of the signed-in app, in sidebar order; the first is where the app opens. Each capability adds its
// entry here.
import type { ComponentType } from 'react';
import { AccountsScreen } from '../screens/accounts/AccountsScreen';
import { LibraryScreen } from '../screens/library/LibraryScreen';
import { PlaylistsScreen } from '../screens/playlists/PlaylistsScreen';
import { ChannelScreen } from '../screens/channel/ChannelScreen';
import { CommentsScreen } from '../screens/comments/CommentsScreen';
import { RateLimitsScreen } from '../screens/ratelimits/RateLimitsScreen';
import { UploadsScreen } from '../screens/uploads/UploadsScreen';
import { WatermarkScreen } from '../screens/watermark/WatermarkScreen';

export interface ScreenEntry {
  readonly id: string;
  readonly label: string;
  readonly component: ComponentType;
}

export const screens: readonly ScreenEntry[] = [
  { id: 'uploads', label: 'Uploads', component: UploadsScreen },
  { id: 'library', label: 'Library', component: LibraryScreen },
  { id: 'playlists', label: 'Playlists', component: PlaylistsScreen },
  { id: 'channel', label: 'Channel', component: ChannelScreen },
  { id: 'comments', label: 'Comments', component: CommentsScreen },
  { id: 'watermark', label: 'Watermark', component: WatermarkScreen },
  { id: 'ratelimits', label: 'Rate limits', component: RateLimitsScreen },
  { id: 'accounts', label: 'Accounts', component: AccountsScreen },
];
