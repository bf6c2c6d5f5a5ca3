// The desktop composition root, with Electron and the desk replaced: the hardening it wires before and at start.
import type { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HostCapabilities } from '../../../../electron/app/host';

const fakes = vi.hoisted(async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const order: string[] = [];
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const app = Object.assign(new Emitter(), {
    setPath: () => undefined,
    getPath: () => '/tmp/desk-main-test',
    getName: () => 'Channel Desk',
    isPackaged: true,
    enableSandbox: () => void order.push('enableSandbox'),
    requestSingleInstanceLock: () => true,
    quit: () => undefined,
    exit: () => undefined,
    whenReady: () => {
      order.push('whenReady');
      return Promise.resolve();
    },
  });
  const authorizeUrl = 'http://127.0.0.1:4400/o/oauth2/v2/auth';
  const hosts: unknown[] = [];
  const windows: unknown[] = [];
  // The desk's settings file and queue, as the desktop shell sees them.
  const settings: Record<string, unknown> = {
    window: { x: 40, y: 30, width: 1100, height: 700, maximized: true },
    closeAction: 'ask',
  };
  const enqueued: string[][] = [];
  const emitted: Array<[string, unknown]> = [];
  const uploads = {
    running: [{ state: 'uploading' }],
    paused: 0,
  };
  return {
    app,
    order,
    authorizeUrl,
    started,
    markStarted: () => markStarted(),
    hosts,
    windows,
    settings,
    enqueued,
    emitted,
    uploads,
  };
});

vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events');
  const { app, windows } = await fakes;
  class Tray extends EventEmitter {
    static made = 0;
    constructor(readonly image: unknown) {
      super();
      Tray.made += 1;
    }
    setToolTip = vi.fn();
    setContextMenu = vi.fn();
    destroy = vi.fn();
  }
  const session = {
    defaultSession: {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    },
  };
  class BrowserWindow extends EventEmitter {
    readonly webContents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn(), send: vi.fn() });
    constructor(readonly options: unknown) {
      super();
      windows.push(this);
      // What Electron does for every web contents it creates.
      app.emit('web-contents-created', {}, this.webContents);
    }
    loadURL = vi.fn(async () => undefined);
    isDestroyed = () => false;
    show = vi.fn();
    hide = vi.fn();
    focus = vi.fn();
    maximize = vi.fn();
    restore = vi.fn();
    isMinimized = () => false;
    isMaximized = () => false;
    getNormalBounds = () => ({ x: 12, y: 34, width: 1000, height: 650 });
  }
  return {
    app,
    BrowserWindow,
    ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
    Notification: Object.assign(class {}, { isSupported: () => false }),
    powerSaveBlocker: { start: vi.fn(() => 1), stop: vi.fn(), isStarted: vi.fn(() => false) },
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'gnome_libsecret',
      encryptString: (text: string) => Buffer.from(text),
      decryptString: (buffer: Buffer) => buffer.toString(),
    },
    session,
    shell: { openExternal: vi.fn(async () => undefined) },
    dialog: {
      showMessageBox: vi.fn(async () => ({ response: 0, checkboxChecked: true })),
      showOpenDialog: vi.fn(async () => ({ canceled: false, filePaths: ['/picked/a.mp4'] })),
    },
    Menu: {
      setApplicationMenu: vi.fn(),
      buildFromTemplate: vi.fn((template: unknown) => ({ template })),
    },
    nativeImage: { createFromBuffer: vi.fn(() => ({})) },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    Tray,
  };
});

vi.mock('electron-store', () => ({ default: class {} }));

vi.mock('../../../../electron/app/composition-root', async () => {
  const { authorizeUrl, hosts, markStarted, settings, enqueued, emitted, uploads } = await fakes;
  const english = (await import('../../../../shared/i18n/catalogue')).intlFor('en');
  return {
    createDesk: (host: unknown) => {
      hosts.push(host);
      return {
        router: { dispatch: vi.fn() },
        events: {
          subscribe: () => () => undefined,
          emit: (name: string, payload: unknown) => void emitted.push([name, payload]),
        },
        settings: {
          read: () => settings,
          update: (patch: Record<string, unknown>) => Object.assign(settings, patch),
        },
        uploads: {
          snapshot: () => ({ uploads: uploads.running }),
          pauseAll: async () => {
            uploads.paused += 1;
          },
          enqueue: async (files: Array<{ source: { path: string } }>) => {
            enqueued.push(files.map((file) => file.source.path));
            return { accepted: [], refused: [] };
          },
        },
        accounts: { services: () => ({ oauthAuthorizeUrl: authorizeUrl }), get: () => null },
        language: { intl: () => english, locale: () => 'en', onChange: () => () => undefined },
        start: async () => markStarted(),
        stop: async () => undefined,
      };
    },
  };
});

let electron: typeof import('electron');
let fake: Awaited<typeof fakes>;
const argv = process.argv;

beforeAll(async () => {
  fake = await fakes;
  (globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '0.0.0-test';
  // Development: `electron . <file>`, the app's path after the executable.
  process.argv = ['electron', '.', 'first-take.mp4'];
  (process as { defaultApp?: boolean }).defaultApp = true;
  electron = await import('electron');
  await import('../../../../electron/desktop/main');
  await fake.started;
});

afterAll(() => {
  process.argv = argv;
  delete (process as { defaultApp?: boolean }).defaultApp;
});

describe('desktop main process', () => {
  it('sandboxes every renderer before the app is ready', () => {
    expect(fake.order).toEqual(['enableSandbox', 'whenReady']);
  });

  it('refuses every permission check and request of the default session', () => {
    const session = electron.session.defaultSession as unknown as Record<string, { mock: { calls: unknown[][] } }>;
    const check = session.setPermissionCheckHandler!.mock.calls[0]![0] as (...args: unknown[]) => boolean;
    expect(check(null, 'clipboard-read', 'app://desk', {})).toBe(false);
    expect(session.setPermissionRequestHandler!.mock.calls).toHaveLength(1);
    expect(session.setDevicePermissionHandler!.mock.calls).toHaveLength(1);
  });

  it('guards the window once, through the hook that guards every web contents', () => {
    type Contents = EventEmitter & { setWindowOpenHandler: { mock: { calls: unknown[] } } };
    const window = fake.windows[0] as { webContents: Contents };
    expect(fake.windows).toHaveLength(1);
    expect(window.webContents.setWindowOpenHandler.mock.calls).toHaveLength(1);
    expect(window.webContents.listenerCount('will-navigate')).toBe(1);
  });

  it('opens links through the one policy: https and the authorize origin in force, no other local port', async () => {
    const shell = electron.shell as unknown as { openExternal: { mock: { calls: unknown[][] } } };
    const host = fake.hosts[0] as HostCapabilities;
    const AUTHORIZE_URL = fake.authorizeUrl;
    await host.openExternal('https://example.com/help');
    await host.openExternal(`${AUTHORIZE_URL}?client_id=x`);
    // The desktop app used to open any http://127.0.0.1 port here.
    await expect(host.openExternal('http://127.0.0.1:9999/')).rejects.toMatchObject({ code: 'link-refused' });
    await expect(host.openExternal('https://localhost:9999/')).rejects.toMatchObject({ code: 'link-refused' });

    const window = fake.windows[0] as { webContents: { setWindowOpenHandler: { mock: { calls: unknown[][] } } } };
    const [[openHandler]] = window.webContents.setWindowOpenHandler.mock.calls as [
      [(details: { url: string }) => unknown],
    ];
    openHandler({ url: 'http://127.0.0.1:9999/' });
    openHandler({ url: `${AUTHORIZE_URL}?from=window` });
    expect(shell.openExternal.mock.calls.map(([url]) => url)).toEqual([
      'https://example.com/help',
      `${AUTHORIZE_URL}?client_id=x`,
      `${AUTHORIZE_URL}?from=window`,
    ]);
  });

  it('serves the renderer on app:// with a 400 for a malformed escape', async () => {
    const protocol = electron.protocol as unknown as { handle: { mock: { calls: unknown[][] } } };
    const [scheme, handler] = protocol.handle.mock.calls[0] as [string, (request: Request) => Promise<Response>];
    expect(scheme).toBe('app');
    expect((await handler(new Request('app://desk/%E0%A4%A'))).status).toBe(400);
  });

  it('opens the window where it was, maximized as it was', async () => {
    const window = fake.windows[0] as EventEmitter & {
      options: Record<string, unknown>;
      maximize: { mock: unknown[] };
    };
    expect(window.options).toMatchObject({ x: 40, y: 30, width: 1100, height: 700 });
    window.emit('ready-to-show');
    expect(window.maximize).toHaveBeenCalled();
  });

  it('queues a file named on its own command line once the desk has started, resolved against its folder', async () => {
    await vi.waitFor(() => expect(fake.enqueued).toContainEqual([resolve(process.cwd(), 'first-take.mp4')]));
  });

  it("takes a second launch's files, relative to that launch's folder, and comes to the front", async () => {
    const window = fake.windows[0] as { focus: { mock: { calls: unknown[] } } };
    const focused = window.focus.mock.calls.length;
    fake.app.emit('second-instance', {}, ['electron', '.', '--no-sandbox', 'clips/b.mov'], '/home/ana');
    await vi.waitFor(() => expect(fake.enqueued).toContainEqual(['/home/ana/clips/b.mov']));
    expect(window.focus.mock.calls.length).toBeGreaterThan(focused);
  });

  it("takes macOS's open-file", async () => {
    const preventDefault = vi.fn();
    fake.app.emit('open-file', { preventDefault }, '/Users/ana/Movies/c.mp4');
    expect(preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(fake.enqueued).toContainEqual(['/Users/ana/Movies/c.mp4']));
  });

  it('builds the menu from the template: a View item shows its screen in the page, Add Videos queues the picked files', async () => {
    const menu = electron.Menu as unknown as { setApplicationMenu: { mock: { calls: unknown[][] } } };
    type Item = { label?: string; click?: () => void; submenu?: Item[] };
    const { template } = menu.setApplicationMenu.mock.calls[0]![0] as { template: Item[] };
    const view = template.find((item) => item.label === '&View')!;
    view.submenu!.find((item) => item.label === 'Library')!.click!();
    expect(fake.emitted).toContainEqual(['desktop.navigate', { screen: 'library' }]);
    const file = template.find((item) => item.label === '&File')!;
    file.submenu!.find((item) => item.label === 'Add Videos…')!.click!();
    await vi.waitFor(() => expect(fake.enqueued).toContainEqual(['/picked/a.mp4']));
  });

  it("gives the desk the system's folder dialog for watched folders: a folder, or nothing when cancelled", async () => {
    const dialog = electron.dialog as unknown as {
      showOpenDialog: { mockResolvedValueOnce: (value: unknown) => void; mock: { calls: unknown[][] } };
    };
    const host = fake.hosts[0] as HostCapabilities;
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: ['/home/me/Exports'] });
    expect(await host.pickFolder?.('Choose a folder to watch')).toBe('/home/me/Exports');
    const options = dialog.showOpenDialog.mock.calls.at(-1)![1] as { title: string; properties: string[] };
    expect(options).toMatchObject({ title: 'Choose a folder to watch' });
    expect(options.properties).toContain('openDirectory');
    expect(options.properties).not.toContain('openFile');
    dialog.showOpenDialog.mockResolvedValueOnce({ canceled: true, filePaths: [] });
    expect(await host.pickFolder?.('Choose a folder to watch')).toBeUndefined();
  });

  it('asks before closing while uploads run; "keep uploading in the tray" hides the window, remembered if asked', async () => {
    const window = fake.windows[0] as EventEmitter & { hide: { mock: { calls: unknown[] } } };
    const dialog = electron.dialog as unknown as { showMessageBox: { mock: { calls: unknown[][] } } };
    const event = { preventDefault: vi.fn() };
    window.emit('close', event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(dialog.showMessageBox.mock.calls[0]![1]).toMatchObject({
      message: 'An upload is still running.',
      buttons: ['Keep uploading in the tray', 'Stop uploads and quit', 'Cancel'],
    });
    await vi.waitFor(() => expect(window.hide.mock.calls).toHaveLength(1));
    expect(fake.settings.closeAction).toBe('tray');
    // The place was saved as the close began.
    expect(fake.settings.window).toEqual({ x: 12, y: 34, width: 1000, height: 650, maximized: false });

    // Remembered: the next close goes to the tray without asking.
    const again = { preventDefault: vi.fn() };
    window.emit('close', again);
    expect(again.preventDefault).toHaveBeenCalled();
    expect(dialog.showMessageBox.mock.calls).toHaveLength(1);
  });

  it('closes without a question when nothing runs, and stops cleanly when that was the remembered answer', async () => {
    const window = fake.windows[0] as EventEmitter;
    fake.uploads.running = [{ state: 'paused' }];
    const idle = { preventDefault: vi.fn() };
    window.emit('close', idle);
    expect(idle.preventDefault).not.toHaveBeenCalled();

    fake.uploads.running = [{ state: 'uploading' }];
    fake.settings.closeAction = 'stop';
    const quit = vi.spyOn(fake.app, 'quit');
    window.emit('close', { preventDefault: vi.fn() });
    await vi.waitFor(() => expect(quit).toHaveBeenCalled());
    expect(fake.uploads.paused).toBe(1);
  });
});
