// Carries the contract over a WebSocket: each call frame goes through the same router as Electron's IPC, and every
// event of the hub goes to every open socket. Frames are bounded and validated before anything else.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { callFrameSchema, type ServerFrame } from '../../shared/ipc/wire';
import type { EventHub } from '../app/event-hub';
import type { Router } from '../ipc/router';

const MAX_FRAME_BYTES = 1024 * 1024;

export interface WebSocketBridge {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export function createWebSocketBridge(router: Router, events: EventHub): WebSocketBridge {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const send = (socket: WebSocket, frame: ServerFrame): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  server.on('connection', (socket) => {
    const unsubscribe = events.subscribe((name, payload) => send(socket, { type: 'event', name, payload }));
    socket.on('close', unsubscribe);
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        socket.close(1003, 'text frames only');
        return;
      }
      let frame;
      try {
        frame = callFrameSchema.safeParse(JSON.parse(String(data)));
      } catch {
        socket.close(1007, 'frames must be JSON');
        return;
      }
      if (!frame.success) {
        socket.close(1007, 'not a call frame');
        return;
      }
      const { id, name, payload } = frame.data;
      void router.dispatch(name, payload).then((result) => send(socket, { type: 'result', id, result }));
    });
  });

  return {
    handleUpgrade(request, socket, head) {
      server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
    },
    close() {
      for (const client of server.clients) client.terminate();
      server.close();
    },
  };
}
