// Browser mode's stand-in for the preload: the same DeskBridge over the host's WebSocket. Calls made while the
// socket (re)connects wait for it; a dropped socket fails the calls in flight with a message, then reconnects.
import type { CallResult } from '../../shared/ipc';
import type { BridgeEventListener, DeskBridge } from '../../shared/ipc/bridge';
import { OPEN_PRINTED_URL, SESSION_PROTOCOL_PREFIX, WEB_SOCKET_PROTOCOL } from '../../shared/ipc/web-credential';
import { WEB_SOCKET_PATH, type ServerFrame } from '../../shared/ipc/wire';
import { browserSession, type WebSession } from './web-session';

export function createWebBridge(
  session: WebSession = browserSession(),
  location: Location = window.location,
): DeskBridge {
  const listeners = new Set<BridgeEventListener>();
  const pending = new Map<number, (result: CallResult<unknown>) => void>();
  let nextId = 1;
  let socket: WebSocket | undefined;
  let opened: Promise<WebSocket> | undefined;
  let retryDelay = 250;

  const open = (sessionId: string): Promise<WebSocket> =>
    new Promise<WebSocket>((resolve, reject) => {
      // The session rides as a second subprotocol: a browser can set no other header on a WebSocket, and a query
      // string would land in logs.
      const ws = new WebSocket(`ws://${location.host}${WEB_SOCKET_PATH}`, [
        WEB_SOCKET_PROTOCOL,
        `${SESSION_PROTOCOL_PREFIX}${sessionId}`,
      ]);
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
          settle({
            ok: false,
            error: { code: 'disconnected', message: 'Lost the connection to Channel Desk. Retrying…' },
          });
          pending.delete(id);
        }
        if (wasOpen) {
          retryLater();
          return;
        }
        // Refused or unreachable: a host restarted since this tab got its session refuses it for good.
        void session.stillValid().then((valid) => {
          reject(
            new Error(valid ? 'Could not connect to Channel Desk. Is `npm run web` still running?' : OPEN_PRINTED_URL),
          );
          if (valid) retryLater();
        });
      };
    });

  const retryLater = (): void => {
    setTimeout(() => void connect().catch(() => undefined), retryDelay);
    retryDelay = Math.min(retryDelay * 2, 5000);
  };

  const connect = (): Promise<WebSocket> => {
    if (opened) return opened;
    const attempt = session.id().then(open);
    opened = attempt;
    attempt.catch(() => {
      if (opened === attempt) opened = undefined;
    });
    return attempt;
  };
  if (session.present) void connect().catch(() => undefined);

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
