// The native menus as data: the usual roles and shortcuts of each platform, and our commands (add videos, show a
// screen, open a help page) named rather than bound, so this is pure and the Electron wiring
// (electron/desktop/menu.ts) binds each command once. macOS puts the app's own menu first and keeps Close in
// File and Quit in the app menu; Windows and Linux put Quit (Exit) in File. Reload and the developer tools exist only
// in development: in the packaged app a reload would drop the page's unsaved edits.
import { SIDEBAR_SCREENS, type ScreenId } from '../../../shared/desktop/screens';

type MenuRole =
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'quit'
  | 'close'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'zoom'
  | 'front'
  | 'windowMenu'
  | 'help';

export type MenuCommand =
  | { readonly kind: 'addVideos' }
  | { readonly kind: 'navigate'; readonly screen: ScreenId }
  | { readonly kind: 'openLink'; readonly url: string };

export interface MenuItemSpec {
  readonly label?: string;
  readonly role?: MenuRole;
  readonly type?: 'separator';
  readonly accelerator?: string;
  readonly command?: MenuCommand;
  readonly submenu?: readonly MenuItemSpec[];
}

/** Help pages: the platform's own references (opened in the browser through the external-link policy). */
export const HELP_LINKS: ReadonlyArray<{ readonly label: string; readonly url: string }> = [
  { label: 'Uploading videos (YouTube Help)', url: 'https://support.google.com/youtube/answer/57407' },
  { label: 'YouTube Data API reference', url: 'https://developers.google.com/youtube/v3/docs' },
  {
    label: 'Resumable uploads',
    url: 'https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol',
  },
  { label: 'Rulesets API', url: 'https://developers.cloudflare.com/ruleset-engine/rulesets-api/' },
];

interface MenuContext {
  readonly platform: NodeJS.Platform;
  readonly appName: string;
  /** Unpackaged (development): reload and the developer tools are offered. */
  readonly development: boolean;
}

const separator: MenuItemSpec = { type: 'separator' };

export function buildMenuTemplate(context: MenuContext): MenuItemSpec[] {
  const mac = context.platform === 'darwin';
  const appMenu: MenuItemSpec = {
    label: context.appName,
    submenu: [
      { role: 'about' },
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  };
  const file: MenuItemSpec = {
    label: mac ? 'File' : '&File',
    submenu: [
      { label: 'Add Videos…', accelerator: 'CmdOrCtrl+O', command: { kind: 'addVideos' } },
      separator,
      { role: 'close' },
      ...(mac ? [] : [{ role: 'quit' as const, label: 'Exit' }]),
    ],
  };
  const edit: MenuItemSpec = {
    label: mac ? 'Edit' : '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' as const }] : []),
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  };
  // Every screen is in the menu; the keys go as far as a digit does (Ctrl/Cmd+1…9), as in browsers' tab keys.
  const screens: MenuItemSpec[] = SIDEBAR_SCREENS.map((screen, index) => ({
    label: screen.label,
    ...(index < 9 ? { accelerator: `CmdOrCtrl+${index + 1}` } : {}),
    command: { kind: 'navigate', screen: screen.id },
  }));
  const view: MenuItemSpec = {
    label: mac ? 'View' : '&View',
    submenu: [
      ...screens,
      separator,
      ...(context.development
        ? [
            { role: 'reload' as const },
            { role: 'forceReload' as const },
            { role: 'toggleDevTools' as const },
            separator,
          ]
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };
  const window: MenuItemSpec = {
    role: 'windowMenu',
    label: mac ? 'Window' : '&Window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  };
  const help: MenuItemSpec = {
    role: 'help',
    label: mac ? 'Help' : '&Help',
    submenu: HELP_LINKS.map((link) => ({ label: link.label, command: { kind: 'openLink', url: link.url } })),
  };
  return [...(mac ? [appMenu] : []), file, edit, view, window, help];
}
