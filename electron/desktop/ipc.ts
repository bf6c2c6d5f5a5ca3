// The Electron host of the contract: one ipcMain handler for every call, answering only the app's own top frame,
// and the event hub forwarded to the window.
import type { BrowserWindow, IpcMainInvokeEvent, WebFrameMain } from 'electron';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from '../../shared/ipc';
import type { EventHub } from '../kernel/event-hub';
import type { Router } from '../ipc/router';
import { APP_ORIGIN } from './window';

interface IpcMainLike {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

/** Only the main frame of our own window, loaded from our own protocol, may call. */
export function isTrustedSender(frame: WebFrameMain | null | undefined, window: BrowserWindow | undefined): boolean {
  if (!frame || !window || window.isDestroyed()) return false;
  if (frame !== window.webContents.mainFrame) return false;
  try {
    // A custom scheme has an opaque origin ("null") in WHATWG URL terms, so compare scheme and host instead.
    const url = new URL(frame.url);
    return `${url.protocol}//${url.host}` === APP_ORIGIN;
  } catch {
    return false;
  }
}

export function bindIpc(
  ipcMain: IpcMainLike,
  router: Router,
  events: EventHub,
  window: () => BrowserWindow | undefined,
): () => void {
  ipcMain.handle(IPC_CALL_CHANNEL, async (event, name, payload) => {
    if (!isTrustedSender(event.senderFrame, window())) {
      return {
        ok: false,
        error: { code: 'forbidden', message: 'Refused: the request did not come from Channel Desk.' },
      };
    }
    return router.dispatch(name, payload);
  });
  const unsubscribe = events.subscribe((name, payload) => {
    const target = window();
    if (target && !target.isDestroyed()) target.webContents.send(IPC_EVENT_CHANNEL, name, payload);
  });
  return () => {
    ipcMain.removeHandler(IPC_CALL_CHANNEL);
    unsubscribe();
  };
}
