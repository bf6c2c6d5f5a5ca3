// The desktop composition root, with Electron and the desk replaced: the hardening it wires before and at start.
import type { EventEmitter } from 'node:events';
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
  return { app, order, authorizeUrl, started, markStarted: () => markStarted(), hosts, windows };
});

vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events');
  const { app, windows } = await fakes;
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
  }
  return {
    app,
    BrowserWindow,
    ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
    Notification: Object.assign(class {}, { isSupported: () => false }),
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'gnome_libsecret',
      encryptString: (text: string) => Buffer.from(text),
      decryptString: (buffer: Buffer) => buffer.toString(),
    },
    session,
    shell: { openExternal: vi.fn(async () => undefined) },
  };
});

vi.mock('electron-store', () => ({ default: class {} }));

vi.mock('../../../../electron/app/desk', async () => {
  const { authorizeUrl, hosts, markStarted } = await fakes;
  return {
    createDesk: (host: unknown) => {
      hosts.push(host);
      return {
        router: { dispatch: vi.fn() },
        events: { subscribe: () => () => undefined },
        accounts: { services: () => ({ oauthAuthorizeUrl: authorizeUrl }), get: () => null },
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
  process.argv = ['electron', '.'];
  electron = await import('electron');
  await import('../../../../electron/desktop/main');
  await fake.started;
});

afterAll(() => {
  process.argv = argv;
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
});
