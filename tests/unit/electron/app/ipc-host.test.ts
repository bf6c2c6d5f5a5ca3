// The Electron host of the contract with Electron replaced by fakes: sender checks and event forwarding.
import { describe, expect, it, vi } from 'vitest';
import { EventHub } from '../../../../electron/kernel/event-hub';
import { bindIpc, isTrustedSender } from '../../../../electron/desktop/ipc';

function fakeWindow(url: string) {
  const mainFrame = { url };
  const send = vi.fn();
  return {
    window: { isDestroyed: () => false, webContents: { mainFrame, send } } as never,
    mainFrame,
    send,
  };
}

describe('Electron IPC host', () => {
  it('trusts only the main frame of our window on app://desk', () => {
    const { window, mainFrame } = fakeWindow('app://desk/index.html');
    expect(isTrustedSender(mainFrame as never, window)).toBe(true);
    expect(isTrustedSender({ url: 'app://desk/index.html' } as never, window)).toBe(false);
    expect(isTrustedSender(mainFrame as never, undefined)).toBe(false);
    const evil = fakeWindow('https://evil.example/');
    expect(isTrustedSender(evil.mainFrame as never, evil.window)).toBe(false);
  });

  it('dispatches trusted calls, refuses others, and forwards events to the window', async () => {
    const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
    const ipcMain = { handle: (channel: string, fn: never) => handlers.set(channel, fn), removeHandler: vi.fn() };
    const dispatch = vi.fn(async () => ({ ok: true as const, value: 1 }));
    const events = new EventHub();
    const { window, mainFrame, send } = fakeWindow('app://desk/index.html');
    const unbind = bindIpc(ipcMain, { dispatch }, events, () => window);

    const handler = handlers.get('desk:call')!;
    await expect(handler({ senderFrame: mainFrame }, 'accounts.get', undefined)).resolves.toEqual({
      ok: true,
      value: 1,
    });
    expect(dispatch).toHaveBeenCalledWith('accounts.get', undefined);
    expect(await handler({ senderFrame: { url: 'app://desk/x' } }, 'accounts.get', undefined)).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(dispatch).toHaveBeenCalledTimes(1);

    events.emit('accounts.changed', { signedIn: true });
    expect(send).toHaveBeenCalledWith('desk:event', 'accounts.changed', { signedIn: true });
    unbind();
    events.emit('accounts.changed', { signedIn: false });
    expect(send).toHaveBeenCalledTimes(1);
    expect(ipcMain.removeHandler).toHaveBeenCalledWith('desk:call');
  });
});
