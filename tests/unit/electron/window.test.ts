// Window hardening with Electron replaced by fakes.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createSafeStorageCipher } from '../../../electron/auth/safe-storage-cipher';
import { guardWindow, secureWindowOptions } from '../../../electron/window';

describe('window hardening', () => {
  it('creates a sandboxed, isolated window without Node', () => {
    const prefs = secureWindowOptions('/app/preload.cjs').webPreferences!;
    expect(prefs).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
  });

  it('denies new windows, blocks navigation and opens only https links outside', () => {
    const contents = Object.assign(new EventEmitter(), {
      setWindowOpenHandler: vi.fn(),
      session: { setPermissionRequestHandler: vi.fn() },
    });
    const shell = { openExternal: vi.fn(async () => undefined) };
    guardWindow({ webContents: contents } as never, shell);
    const openHandler = contents.setWindowOpenHandler.mock.calls[0]![0] as (details: { url: string }) => unknown;
    expect(openHandler({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    expect(openHandler({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(shell.openExternal.mock.calls).toEqual([['https://example.com']]);

    const navigate = (url: string) => {
      const event = { preventDefault: vi.fn() };
      contents.emit('will-navigate', event, url);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(navigate('https://evil.example/')).toBe(true);
    expect(navigate('app://desk/index.html')).toBe(false);

    const permission = contents.session.setPermissionRequestHandler.mock.calls[0]![0] as (...args: unknown[]) => void;
    const callback = vi.fn();
    permission({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
  });

  it('warns when safeStorage falls back to basic_text on Linux', () => {
    const safeStorage = {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'basic_text',
      encryptString: (text: string) => Buffer.from(`enc:${text}`),
      decryptString: (buffer: Buffer) => buffer.toString().slice(4),
    };
    const cipher = createSafeStorageCipher(safeStorage as never, 'linux');
    expect(cipher.warning).toMatch(/keyring/);
    expect(cipher.decrypt(cipher.encrypt('x'))).toBe('x');
    const keyring = createSafeStorageCipher({ ...safeStorage, getSelectedStorageBackend: () => 'gnome_libsecret' } as never, 'linux');
    expect(keyring.warning).toBeUndefined();
    expect(() => createSafeStorageCipher({ ...safeStorage, isEncryptionAvailable: () => false } as never, 'linux')).toThrow(/keychain/);
  });
});
