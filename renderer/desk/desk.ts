// Picks the bridge: the preload's window.desk in the desktop app, the WebSocket in browser mode.
import type { DeskBridge } from '../../shared/ipc/bridge';
import { createDeskClient, type DeskClient } from './desk-client';
import { createWebBridge } from './web-bridge';

declare global {
  interface Window {
    readonly desk?: DeskBridge;
  }
}

export const desk: DeskClient = createDeskClient(window.desk ?? createWebBridge());
