// What the preload exposes as `window.desk` in the desktop app, and what browser mode's WebSocket client imitates.
// Deliberately narrow: no ipcRenderer, no channel names, nothing but the contract.
import type { CallResult } from './define';

export type BridgeEventListener = (name: string, payload: unknown) => void;

export interface DeskBridge {
  readonly host: 'electron' | 'web';
  invoke(name: string, payload: unknown): Promise<CallResult<unknown>>;
  subscribe(listener: BridgeEventListener): () => void;
  /**
   * The local path of a dropped or picked File (Electron only: `webUtils.getPathForFile`). Typed `unknown` because
   * shared/ knows no DOM; the renderer passes a File.
   */
  pathForFile?(file: unknown): string;
}
