// Browser mode's real server on 127.0.0.1 over a real desk on a temp data dir, and the page's moves against it:
// trade the run token for a session, open the WebSocket with it, make calls.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect as connectTcp, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import Conf from 'conf';
import WebSocket from 'ws';
import { createDesk, type Desk } from '../../../electron/app/composition-root';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import type { BridgeLimits } from '../../../electron/web/websocket-bridge';
import { startWebServer, type RunningWebServer } from '../../../electron/web/web-server';
import { SESSION_PROTOCOL_PREFIX, WEB_SOCKET_PROTOCOL } from '../../../shared/ipc/web-credential';
import { frameText } from '../../../electron/web/frame-text';
import { chooseSendAsNo } from '../../support/unanswered-choice';

export interface WebFixture {
  readonly desk: Desk;
  readonly server: RunningWebServer;
  readonly origin: string;
  stop(): Promise<void>;
}

export async function startWebFixture(
  options: {
    bridgeLimits?: Partial<BridgeLimits>;
    prepareDataDir?: (dataDir: string) => void;
    /** The demo channel seeded with the big channel's 10,000 videos (`--demo-size large`). */
    demoBigChannel?: boolean;
  } = {},
): Promise<WebFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-web-'));
  // Before the desk exists: state it should find as a restarted app would (a saved upload queue).
  options.prepareDataDir?.(dataDir);
  const rendererDir = join(dataDir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><title>Channel Desk</title><script src="./a.js"></script>',
  );
  const desk = createDesk({
    kind: 'web',
    version: '1.2.3',
    dataDir,
    openCipher: () => createKeyFileCipher(join(dataDir, 'secret.key')),
    openSettingsFile: (settings) => new Conf(settings),
    openExternal: async () => undefined,
    ...(options.demoBigChannel ? { demoBigChannel: true } : {}),
  });
  chooseSendAsNo(desk);
  const server = await startWebServer({
    desk,
    rendererDir,
    port: 0,
    ...(options.bridgeLimits ? { bridgeLimits: options.bridgeLimits } : {}),
  });
  return {
    desk,
    server,
    origin: `http://127.0.0.1:${server.port}`,
    async stop() {
      await server.close();
      await desk.stop();
    },
  };
}

export async function openSession(fixture: WebFixture): Promise<string> {
  const answer = await fetch(`${fixture.origin}/_desk/session`, {
    method: 'POST',
    headers: { 'x-desk-token': fixture.server.token },
  });
  if (answer.status !== 201) throw new Error(`session refused: ${answer.status}`);
  return ((await answer.json()) as { session: string }).session;
}

export function sessionProtocols(session: string): string[] {
  return [WEB_SOCKET_PROTOCOL, `${SESSION_PROTOCOL_PREFIX}${session}`];
}

/** Resolves with the open socket, or the HTTP status the upgrade was refused with. */
export function openSocket(
  fixture: WebFixture,
  protocols: string[],
  origin: string | null = fixture.origin,
): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(
      `ws://127.0.0.1:${fixture.server.port}/_desk/ws`,
      protocols,
      origin === null ? {} : { origin },
    );
    socket.on('open', () => resolve(socket));
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', () => resolve(-1));
  });
}

export async function openContractSocket(fixture: WebFixture): Promise<WebSocket> {
  const socket = await openSocket(fixture, sessionProtocols(await openSession(fixture)));
  if (typeof socket === 'number') throw new Error(`upgrade refused: ${socket}`);
  return socket;
}

export function call(socket: WebSocket, id: number, name: string, payload?: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData): void => {
      const frame = JSON.parse(frameText(data)) as { type: string; id?: number; result?: unknown };
      if (frame.type === 'result' && frame.id === id) {
        socket.off('message', onMessage);
        socket.off('close', onClose);
        resolve(frame.result);
      }
    };
    const onClose = (code: number): void => reject(new Error(`socket closed (${code}) before the answer to ${name}`));
    socket.on('message', onMessage);
    socket.once('close', onClose);
    socket.send(JSON.stringify({ type: 'call', id, name, payload }));
  });
}

/**
 * A WebSocket client made of a bare TCP socket, for frames no well-behaved client would send. Resolves after the
 * handshake; `frame` builds a masked client frame from raw parts.
 */
export async function rawSocket(fixture: WebFixture, session: string): Promise<{ socket: Socket; rest: Buffer }> {
  const socket = connectTcp(fixture.server.port, '127.0.0.1');
  const key = randomBytes(16).toString('base64');
  socket.write(
    [
      'GET /_desk/ws HTTP/1.1',
      `Host: 127.0.0.1:${fixture.server.port}`,
      `Origin: ${fixture.origin}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${key}`,
      'Sec-WebSocket-Version: 13',
      `Sec-WebSocket-Protocol: ${sessionProtocols(session).join(', ')}`,
      '',
      '',
    ].join('\r\n'),
  );
  let received = Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      const head = received.subarray(0, end).toString();
      if (!head.startsWith('HTTP/1.1 101')) reject(new Error(`handshake refused: ${head.split('\r\n')[0]}`));
      else resolve({ socket, rest: received.subarray(end + 4) });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

export function frame(options: {
  opcode: number;
  payload: Buffer;
  fin?: boolean;
  rsv1?: boolean;
  declaredLength?: number;
}): Buffer {
  const mask = randomBytes(4);
  const length = options.declaredLength ?? options.payload.length;
  const first = ((options.fin ?? true) ? 0x80 : 0) | (options.rsv1 ? 0x40 : 0) | options.opcode;
  let header: Buffer;
  if (length < 126) header = Buffer.from([first, 0x80 | length]);
  else if (length < 65536) {
    header = Buffer.alloc(4);
    header[0] = first;
    header[1] = 0x80 | 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  const masked = Buffer.from(options.payload);
  for (let i = 0; i < masked.length; i += 1) masked[i]! ^= mask[i % 4]!;
  return Buffer.concat([header, mask, masked]);
}

/** The close code of the first close frame the server sends (server frames are unmasked). */
export function closeCodeFrom(socket: Socket, already: Buffer): Promise<number> {
  let received = already;
  return new Promise((resolve, reject) => {
    const look = (): boolean => {
      let at = 0;
      while (received.length >= at + 2) {
        const opcode = received[at]! & 0x0f;
        let length = received[at + 1]! & 0x7f;
        let start = at + 2;
        if (length === 126) {
          if (received.length < at + 4) return false;
          length = received.readUInt16BE(at + 2);
          start = at + 4;
        } else if (length === 127) {
          if (received.length < at + 10) return false;
          length = Number(received.readBigUInt64BE(at + 2));
          start = at + 10;
        }
        if (received.length < start + length) return false;
        if (opcode === 0x8) {
          resolve(length >= 2 ? received.readUInt16BE(start) : 1005);
          return true;
        }
        at = start + length;
      }
      return false;
    };
    if (look()) return;
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      look();
    });
    socket.once('close', () => reject(new Error('closed without a close frame')));
    socket.once('error', () => undefined);
  });
}
