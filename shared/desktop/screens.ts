// The screens of the signed-in app, in sidebar order (the first is where the app opens): one list for the sidebar
// (renderer/app/screens.tsx adds each screen's component) and the desktop app's View menu (Ctrl/Cmd+1…9).
export const SIDEBAR_SCREENS = [
  { id: 'uploads', label: 'Uploads' },
  { id: 'series', label: 'Series' },
  { id: 'library', label: 'Library' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'playlists', label: 'Playlists' },
  { id: 'channel', label: 'Channel' },
  { id: 'comments', label: 'Comments' },
  { id: 'watermark', label: 'Watermark' },
  { id: 'rateLimits', label: 'Rate limits' },
  { id: 'accounts', label: 'Accounts' },
] as const;

export type ScreenId = (typeof SIDEBAR_SCREENS)[number]['id'];

export const SCREEN_IDS = SIDEBAR_SCREENS.map((screen) => screen.id) as [ScreenId, ...ScreenId[]];
