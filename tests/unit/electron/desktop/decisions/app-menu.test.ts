import { describe, expect, it } from 'vitest';
import { buildMenuTemplate, HELP_LINKS, type MenuItemSpec } from '../../../../../electron/desktop/decisions/app-menu';
import { SIDEBAR_SCREENS } from '../../../../../shared/desktop/screens';

const labels = (items: readonly MenuItemSpec[]): string[] => items.map((item) => item.label ?? item.role ?? '-');
const menu = (items: readonly MenuItemSpec[], label: string): readonly MenuItemSpec[] =>
  items.find((item) => item.label?.replace('&', '') === label)!.submenu!;
const roles = (items: readonly MenuItemSpec[]) => items.flatMap((item) => (item.role ? [item.role] : []));

describe('menu template', () => {
  const mac = buildMenuTemplate({ platform: 'darwin', appName: 'Channel Desk', development: false });
  const win = buildMenuTemplate({ platform: 'win32', appName: 'Channel Desk', development: false });
  const linuxDev = buildMenuTemplate({ platform: 'linux', appName: 'Channel Desk', development: true });

  it('puts the app menu first on macOS, with Quit in it; File holds Exit elsewhere', () => {
    expect(labels(mac)).toEqual(['Channel Desk', 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(mac[0]!.submenu!)).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(roles(menu(mac, 'File'))).toEqual(['close']);
    expect(labels(win)).toEqual(['&File', '&Edit', '&View', '&Window', '&Help']);
    expect(roles(menu(win, 'File'))).toEqual(['close', 'quit']);
  });

  it('adds videos with Ctrl/Cmd+O', () => {
    expect(menu(win, 'File')[0]).toEqual({
      label: 'Add Videos…',
      accelerator: 'CmdOrCtrl+O',
      command: { kind: 'addVideos' },
    });
  });

  it('has the edit roles, with paste and match style on macOS only', () => {
    expect(roles(menu(mac, 'Edit'))).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'pasteAndMatchStyle',
      'delete',
      'selectAll',
    ]);
    expect(roles(menu(win, 'Edit'))).not.toContain('pasteAndMatchStyle');
  });

  it('shows every screen in sidebar order, the first nine with Ctrl/Cmd and their number', () => {
    const screens = menu(win, 'View').filter((item) => item.command?.kind === 'navigate');
    expect(SIDEBAR_SCREENS.length).toBeGreaterThan(9);
    expect(screens.map((item) => [item.label, item.accelerator])).toEqual(
      SIDEBAR_SCREENS.map((screen, index) => [screen.label, index < 9 ? `CmdOrCtrl+${index + 1}` : undefined]),
    );
    expect(screens[0]!.command).toEqual({ kind: 'navigate', screen: 'uploads' });
  });

  it('offers reload and the developer tools only in development; zoom and full screen always', () => {
    expect(roles(menu(win, 'View'))).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(roles(menu(linuxDev, 'View'))).toEqual([
      'reload',
      'forceReload',
      'toggleDevTools',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
  });

  it('has the window roles of each platform', () => {
    expect(roles(menu(mac, 'Window'))).toEqual(['minimize', 'zoom', 'front']);
    expect(roles(menu(win, 'Window'))).toEqual(['minimize', 'close']);
  });

  it('opens help pages through a command, every one of them https', () => {
    const help = menu(mac, 'Help');
    expect(help.map((item) => item.command)).toEqual(HELP_LINKS.map(({ url }) => ({ kind: 'openLink', url })));
    for (const { url } of HELP_LINKS) expect(url).toMatch(/^https:\/\//);
  });
});
