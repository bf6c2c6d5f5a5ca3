// Carries the contract over a WebSocket: each call frame goes through the same router as Electron's IPC, and every
// event of the hub goes to every open socket. Frames are bounded (in size, and in structure before they are parsed)
// and validated before anything else, a frame that breaks the protocol closes only its own socket, and one socket's
// appetite is bounded (call-flow.ts).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { WEB_SOCKET_PROTOCOL } from '../../shared/ipc/web-credential';
import { callFrameSchema, type CallFrame, type ServerFrame } from '../../shared/ipc/wire';
import type { EventHub } from '../kernel/event-hub';
import type { Router } from '../ipc/router';
import { createCallFlow } from './call-flow';
import { frameShapeProblem } from './frame-shape';
import { frameText } from './frame-text';

export interface BridgeLimits {
  /** Largest text frame accepted; a larger one closes the socket with 1009. */
  readonly maxFrameBytes: number;
  /** Calls of one socket being answered at once; past it, its frames wait and reading from it stops. */
  readonly maxCallsInFlight: number;
  /** Bytes of received call frames waiting for a turn (what arrived in the same read as the last one allowed). */
  readonly maxWaitingBytes: number;
  /** Answers and events one socket may have unsent; a client that does not read past it is cut off. */
  readonly maxUnsentBytes: number;
}

export const DEFAULT_BRIDGE_LIMITS: BridgeLimits = {
  maxFrameBytes: 1024 * 1024,
  maxCallsInFlight: 32,
  maxWaitingBytes: 2 * 1024 * 1024,
  maxUnsentBytes: 4 * 1024 * 1024,
};

/** The bridge's own accounting, for tests and diagnostics. */
interface BridgeStats {
  readonly sockets: number;
  readonly callsInFlight: number;
  readonly peakCallsInFlight: number;
  /** Bytes queued in the process for all sockets now, and the most ever queued for one socket. */
  readonly unsentBytes: number;
  readonly peakUnsentBytes: number;
  readonly closedForBadFrames: number;
  readonly closedForBackpressure: number;
}

export interface WebSocketBridge {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): BridgeStats;
  close(): void;
}

export function createWebSocketBridge(
  router: Router,
  events: EventHub,
  limits: Partial<BridgeLimits> = {},
): WebSocketBridge {
  const bounds: BridgeLimits = { ...DEFAULT_BRIDGE_LIMITS, ...limits };
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: bounds.maxFrameBytes,
    // The session id offered beside our protocol is a credential: never echo it back.
    handleProtocols: (offered) => (offered.has(WEB_SOCKET_PROTOCOL) ? WEB_SOCKET_PROTOCOL : false),
  });
  let callsInFlight = 0;
  let peakCallsInFlight = 0;
  let peakUnsentBytes = 0;
  let closedForBadFrames = 0;
  let closedForBackpressure = 0;

  const send = (socket: WebSocket, frame: ServerFrame): void => {
    if (socket.readyState !== socket.OPEN) return;
    const data = Buffer.from(JSON.stringify(frame));
    if (socket.bufferedAmount + data.length > bounds.maxUnsentBytes) {
      // A client this far behind is not reading; a close frame queued behind the rest would not reach it either,
      // so drop the connection and its buffers at once.
      closedForBackpressure += 1;
      socket.terminate();
      return;
    }
    socket.send(data, { binary: false });
    peakUnsentBytes = Math.max(peakUnsentBytes, socket.bufferedAmount);
  };

  server.on('connection', (socket) => {
    const unsubscribe = events.subscribe((name, payload) => send(socket, { type: 'event', name, payload }));
    const flow = createCallFlow<CallFrame>({
      maxInFlight: bounds.maxCallsInFlight,
      maxWaitingBytes: bounds.maxWaitingBytes,
      run: async ({ id, name, payload }) => {
        callsInFlight += 1;
        peakCallsInFlight = Math.max(peakCallsInFlight, callsInFlight);
        try {
          send(socket, { type: 'result', id, result: await router.dispatch(name, payload) });
        } finally {
          callsInFlight -= 1;
        }
      },
      pause: () => socket.pause(),
      resume: () => socket.resume(),
      overflow: () => {
        closedForBackpressure += 1;
        socket.close(1008, 'too many calls waiting');
      },
    });
    socket.on('close', () => {
      unsubscribe();
      flow.stop();
    });
    // ws reports a frame that breaks the protocol (too large: 1009, invalid UTF-8: 1007, reserved bits or bad
    // opcodes: 1002) here and closes the socket with that code itself; unheard, the error would end the process.
    socket.on('error', () => {
      closedForBadFrames += 1;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        closedForBadFrames += 1;
        socket.close(1003, 'text frames only');
        return;
      }
      const text = frameText(data);
      // Refused unparsed: parsing such a frame would hold the event loop for every other socket and upload.
      if (frameShapeProblem(Buffer.isBuffer(data) ? data : Buffer.from(text)) !== undefined) {
        closedForBadFrames += 1;
        socket.close(1009, 'frame too complex');
        return;
      }
      let frame;
      try {
        frame = callFrameSchema.safeParse(JSON.parse(text));
      } catch {
        closedForBadFrames += 1;
        socket.close(1007, 'frames must be JSON');
        return;
      }
      if (!frame.success) {
        closedForBadFrames += 1;
        socket.close(1007, 'not a call frame');
        return;
      }
      flow.push(frame.data, Buffer.byteLength(text));
    });
  });

  return {
    handleUpgrade(request, socket, head) {
      server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
    },
    stats() {
      let unsentBytes = 0;
      for (const client of server.clients) unsentBytes += client.bufferedAmount;
      return {
        sockets: server.clients.size,
        callsInFlight,
        peakCallsInFlight,
        unsentBytes,
        peakUnsentBytes,
        closedForBadFrames,
        closedForBackpressure,
      };
    },
    close() {
      for (const client of server.clients) client.terminate();
      server.close();
    },
  };
}
