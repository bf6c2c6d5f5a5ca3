// Browser mode's stand-in for the preload: the same DeskBridge over the host's WebSocket. Calls made while the
// socket (re)connects wait for it; a dropped socket fails the calls in flight with a message, then reconnects.
import type { CallResult } from '../../shared/ipc';
import type { BridgeEventListener, DeskBridge } from '../../shared/ipc/bridge';
import { WEB_SOCKET_PATH, type ServerFrame } from '../../shared/ipc/wire';

export function createWebBridge(location: Location = window.location): DeskBridge {
  const listeners = new Set<BridgeEventListener>();
  const pending = new Map<number, (result: CallResult<unknown>) => void>();
  let nextId = 1;
  let socket: WebSocket | undefined;
  let opened: Promise<WebSocket> | undefined;
  let retryDelay = 250;

  const connect = (): Promise<WebSocket> => {
    opened ??= new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://${location.host}${WEB_SOCKET_PATH}`);
      ws.onopen = () => {
        socket = ws;
        retryDelay = 250;
        resolve(ws);
      };
      ws.onmessage = (message) => {
        const frame = JSON.parse(String(message.data)) as ServerFrame;
        if (frame.type === 'result') {
          pending.get(frame.id)?.(frame.result as CallResult<unknown>);
          pending.delete(frame.id);
        } else {
          for (const listener of listeners) listener(frame.name, frame.payload);
        }
      };
      ws.onclose = () => {
        const wasOpen = socket === ws;
        socket = undefined;
        opened = undefined;
        for (const [id, settle] of pending) {
          settle({ ok: false, error: { code: 'disconnected', message: 'Lost the connection to Channel Desk. Retrying…' } });
          pending.delete(id);
        }
        if (!wasOpen) reject(new Error('Could not connect to Channel Desk. Is `npm run web` still running?'));
        setTimeout(() => void connect().catch(() => undefined), retryDelay);
        retryDelay = Math.min(retryDelay * 2, 5000);
      };
    });
    return opened;
  };
  void connect().catch(() => undefined);

  return {
    host: 'web',
    async invoke(name, payload) {
      let ws: WebSocket;
      try {
        ws = socket ?? (await connect());
      } catch (error) {
        return { ok: false, error: { code: 'disconnected', message: (error as Error).message } };
      }
      const id = nextId++;
      return new Promise<CallResult<unknown>>((resolve) => {
        pending.set(id, resolve);
        ws.send(JSON.stringify({ type: 'call', id, name, payload }));
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
