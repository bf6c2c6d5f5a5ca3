// The screens of the signed-in app, in sidebar order; the first is where the app opens. Each capability adds its
// entry here.
import type { ComponentType } from 'react';
import { AccountsScreen } from '../screens/accounts/AccountsScreen';
import { PlaylistsScreen } from '../screens/playlists/PlaylistsScreen';
import { RateLimitsScreen } from '../screens/ratelimits/RateLimitsScreen';
import { UploadsScreen } from '../screens/uploads/UploadsScreen';

export interface ScreenEntry {
  readonly id: string;
  readonly label: string;
  readonly component: ComponentType;
}

export const screens: readonly ScreenEntry[] = [
  { id: 'uploads', label: 'Uploads', component: UploadsScreen },
  { id: 'playlists', label: 'Playlists', component: PlaylistsScreen },
  { id: 'ratelimits', label: 'Rate limits', component: RateLimitsScreen },
  { id: 'accounts', label: 'Accounts', component: AccountsScreen },
];
