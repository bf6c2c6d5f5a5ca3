// The native menus as data: the usual roles and shortcuts of each platform, and our commands (add videos, show a
// screen, open a help page) named rather than bound, so this is pure and the Electron wiring
// (electron/desktop/menu.ts) binds each command once. macOS puts the app's own menu first and keeps Close in
// File and Quit in the app menu; Windows and Linux put Quit (Exit) in File. Reload and the developer tools exist only
// in development: in the packaged app a reload would drop the page's unsaved edits.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { SCREEN_NAMES } from '../../../shared/desktop/screen-messages';
import { SIDEBAR_SCREENS, type ScreenId } from '../../../shared/desktop/screens';
import { intlFor } from '../../../shared/i18n/catalogue';
import { MENU } from '../../language/desktop-messages';

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
export const HELP_LINKS: ReadonlyArray<{ readonly label: MessageDescriptor; readonly url: string }> = [
  { label: MENU.helpUploading, url: 'https://support.google.com/youtube/answer/57407' },
  { label: MENU.helpDataApi, url: 'https://developers.google.com/youtube/v3/docs' },
  {
    label: MENU.helpResumable,
    url: 'https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol',
  },
  { label: MENU.helpRulesets, url: 'https://developers.cloudflare.com/ruleset-engine/rulesets-api/' },
];

interface MenuContext {
  readonly platform: NodeJS.Platform;
  readonly appName: string;
  /** Unpackaged (development): reload and the developer tools are offered. */
  readonly development: boolean;
  /** The language in force (the main process's catalogue); English when absent. */
  readonly intl?: IntlShape;
}

const separator: MenuItemSpec = { type: 'separator' };

export function buildMenuTemplate(context: MenuContext): MenuItemSpec[] {
  const mac = context.platform === 'darwin';
  const intl = context.intl ?? intlFor('en');
  // Windows and Linux mark each menu's access key (&File); macOS has none.
  const title = (plain: MessageDescriptor, keyed: MessageDescriptor): string => intl.formatMessage(mac ? plain : keyed);
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
    label: title(MENU.file, MENU.fileKeyed),
    submenu: [
      { label: intl.formatMessage(MENU.addVideos), accelerator: 'CmdOrCtrl+O', command: { kind: 'addVideos' } },
      separator,
      { role: 'close' },
      ...(mac ? [] : [{ role: 'quit' as const, label: intl.formatMessage(MENU.exit) }]),
    ],
  };
  const edit: MenuItemSpec = {
    label: title(MENU.edit, MENU.editKeyed),
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
    label: intl.formatMessage(SCREEN_NAMES[screen.id]),
    ...(index < 9 ? { accelerator: `CmdOrCtrl+${index + 1}` } : {}),
    command: { kind: 'navigate', screen: screen.id },
  }));
  const view: MenuItemSpec = {
    label: title(MENU.view, MENU.viewKeyed),
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
    label: title(MENU.window, MENU.windowKeyed),
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  };
  const help: MenuItemSpec = {
    role: 'help',
    label: title(MENU.help, MENU.helpKeyed),
    submenu: HELP_LINKS.map((link) => ({
      label: intl.formatMessage(link.label),
      command: { kind: 'openLink', url: link.url },
    })),
  };
  return [...(mac ? [appMenu] : []), file, edit, view, window, help];
}
