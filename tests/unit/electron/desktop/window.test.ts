// Window hardening with Electron replaced by fakes.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createExternalLinkPolicy, createLinkOpener } from '../../../../electron/app/external-links';
import { createSafeStorageCipher } from '../../../../electron/desktop/safe-storage-cipher';
import { ACCOUNT_NOTICES } from '../../../../electron/auth/auth-messages';
import {
  guardAllWebContents,
  guardSession,
  guardWebContents,
  secureWindowOptions,
} from '../../../../electron/desktop/window';

const AUTHORIZE_URL = 'http://127.0.0.1:4400/o/oauth2/v2/auth';

function fakeContents() {
  return Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
}

/** The real policy and opener, with the system browser replaced. */
function guarded() {
  const contents = fakeContents();
  const shell = { openExternal: vi.fn(async (_url: string) => undefined) };
  const openLink = createLinkOpener(
    createExternalLinkPolicy(() => AUTHORIZE_URL),
    shell.openExternal,
  );
  guardWebContents(contents as never, openLink);
  const openHandler = contents.setWindowOpenHandler.mock.calls[0]![0] as (details: { url: string }) => unknown;
  const emit = (name: string, ...args: unknown[]): boolean => {
    const event = { preventDefault: vi.fn() };
    contents.emit(name, Object.assign(event, args[0] && typeof args[0] === 'object' ? args[0] : {}), ...args);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { contents, shell, openHandler, emit };
}

const opened = (shell: { openExternal: { mock: { calls: unknown[][] } } }) =>
  shell.openExternal.mock.calls.map(([url]) => url);

describe('window hardening', () => {
  it('creates a sandboxed, isolated window without Node, experiments, webviews or drop navigation', () => {
    const prefs = secureWindowOptions('/app/preload.cjs').webPreferences!;
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
  });

  it('denies every new window and opens outside only what the link policy allows', () => {
    const { shell, openHandler } = guarded();
    for (const url of [
      'https://example.com/help',
      'http://127.0.0.1:9999/admin',
      'http://127.0.0.1:4400/o/oauth2/v2/auth?client_id=x',
      'https://127.0.0.1:9999/',
      'file:///etc/passwd',
    ]) {
      expect(openHandler({ url })).toEqual({ action: 'deny' });
    }
    expect(opened(shell)).toEqual(['https://example.com/help', 'http://127.0.0.1:4400/o/oauth2/v2/auth?client_id=x']);
  });

  it('keeps the main frame in the app and hands allowed links to the policy', () => {
    const { shell, emit } = guarded();
    expect(emit('will-navigate', 'app://desk/index.html')).toBe(false);
    expect(emit('will-navigate', 'https://example.com/')).toBe(true);
    // Before the link policy, navigation sent any 127.0.0.1 port to the system browser from the desktop app.
    expect(emit('will-navigate', 'http://127.0.0.1:9999/')).toBe(true);
    expect(emit('will-navigate', 'app://other/index.html')).toBe(true);
    expect(opened(shell)).toEqual(['https://example.com/']);
  });

  it('keeps subframes in the app and refuses redirects and webviews', () => {
    const { shell, emit } = guarded();
    expect(emit('will-frame-navigate', { url: 'https://example.com/', isMainFrame: false })).toBe(true);
    expect(emit('will-frame-navigate', { url: 'app://desk/index.html', isMainFrame: false })).toBe(false);
    // The main frame is will-navigate's: cancelling it here would stop that event from opening the link.
    expect(emit('will-frame-navigate', { url: 'https://example.com/', isMainFrame: true })).toBe(false);
    expect(emit('will-redirect', 'https://example.com/')).toBe(true);
    expect(emit('will-redirect', 'app://desk/index.html')).toBe(false);
    expect(emit('will-attach-webview', {})).toBe(true);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('guards every web contents the app creates, not only the window', () => {
    const app = new EventEmitter();
    guardAllWebContents(app as never, async () => undefined);
    const contents = fakeContents();
    app.emit('web-contents-created', {}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalledTimes(1);
    for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview']) {
      expect(contents.listenerCount(name), name).toBe(1);
    }
  });

  it('refuses every permission, both when asked and when checked, and every device', () => {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    };
    guardSession(session as never);

    const request = session.setPermissionRequestHandler.mock.calls[0]![0] as (...args: unknown[]) => void;
    const callback = vi.fn();
    request({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);

    const check = session.setPermissionCheckHandler.mock.calls[0]![0] as (...args: unknown[]) => boolean;
    for (const permission of ['clipboard-read', 'media', 'hid', 'serial', 'usb', 'geolocation', 'notifications']) {
      expect(check({}, permission, 'app://desk', { isMainFrame: true }), permission).toBe(false);
    }
    const device = session.setDevicePermissionHandler.mock.calls[0]![0] as (...args: unknown[]) => boolean;
    expect(device({ deviceType: 'usb', origin: 'app://desk' })).toBe(false);
  });

  it('warns when safeStorage falls back to basic_text on Linux', () => {
    const safeStorage = {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'basic_text',
      encryptString: (text: string) => Buffer.from(`enc:${text}`),
      decryptString: (buffer: Buffer) => buffer.toString().slice(4),
    };
    const cipher = createSafeStorageCipher(safeStorage as never, 'linux');
    expect(cipher.warning).toBe(ACCOUNT_NOTICES.noKeyring);
    expect(cipher.decrypt(cipher.encrypt('x'))).toBe('x');
    const keyring = createSafeStorageCipher(
      { ...safeStorage, getSelectedStorageBackend: () => 'gnome_libsecret' } as never,
      'linux',
    );
    expect(keyring.warning).toBeUndefined();
    expect(() =>
      createSafeStorageCipher({ ...safeStorage, isEncryptionAvailable: () => false } as never, 'linux'),
    ).toThrow(/keychain/);
  });
});
