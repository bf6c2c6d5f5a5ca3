// The sandboxed preload: exposes the contract as window.desk and nothing else. It never hands out ipcRenderer,
// only checks that a call name belongs to the contract before forwarding it.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL, isCallName, type CallResult } from '../../shared/ipc';
import type { BridgeEventListener, DeskBridge } from '../../shared/ipc/bridge';

const bridge: DeskBridge = {
  host: 'electron',
  invoke(name, payload): Promise<CallResult<unknown>> {
    if (!isCallName(name)) {
      return Promise.resolve({
        ok: false,
        error: { code: 'unknown-call', message: 'This action is not part of Channel Desk.' },
      });
    }
    return ipcRenderer.invoke(IPC_CALL_CHANNEL, name, payload) as Promise<CallResult<unknown>>;
  },
  subscribe(listener: BridgeEventListener) {
    const forward = (_event: IpcRendererEvent, name: string, payload: unknown): void => listener(name, payload);
    ipcRenderer.on(IPC_EVENT_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, forward);
    };
  },
  pathForFile(file) {
    return webUtils.getPathForFile(file as File);
  },
};

contextBridge.exposeInMainWorld('desk', bridge);
