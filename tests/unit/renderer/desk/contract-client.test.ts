// The e2e tests' contract client is the renderer's typed client over a Node WebSocket. Against a stand-in host that
// records what it is sent: the session handshake, the call frames, results and errors as the page sees them, and the
// event check that makes a test fail when the host sends an event its schema refuses.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { DeskCallError } from '../../../../renderer/desk/desk-client';
import { RUN_TOKEN_HEADER, SESSION_ROUTE, WEB_SOCKET_PROTOCOL } from '../../../../shared/ipc/web-credential';
import { WEB_SOCKET_PATH, type CallFrame, type ServerFrame } from '../../../../shared/ipc/wire';
import { connectContract, type ContractClient } from '../../../e2e/support/contract-client';
import type { WebHost } from '../../../e2e/support/web-host';
import { frameText } from '../../../../electron/web/frame-text';

const TOKEN = 'run-token';
const SESSION = 's'.repeat(43);

interface StandIn {
  readonly host: WebHost;
  readonly frames: CallFrame[];
  readonly offered: string[];
  /** Resolves when the next call frame arrives. */
  nextFrame(): Promise<CallFrame>;
  socket(): WebSocket;
  close(): Promise<void>;
}

async function startStandIn(answer: (frame: CallFrame) => unknown): Promise<StandIn> {
  const frames: CallFrame[] = [];
  const offered: string[] = [];
  let current: WebSocket | undefined;
  const waiting: Array<(frame: CallFrame) => void> = [];
  const server: Server = createServer((request, response) => {
    const granted =
      request.method === 'POST' && request.url === SESSION_ROUTE && request.headers[RUN_TOKEN_HEADER] === TOKEN;
    response.writeHead(granted ? 201 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(granted ? { session: SESSION } : {}));
  });
  const sockets = new WebSocketServer({
    server,
    path: WEB_SOCKET_PATH,
    handleProtocols: (protocols) => {
      offered.push(...protocols);
      return WEB_SOCKET_PROTOCOL;
    },
  });
  sockets.on('connection', (socket) => {
    current = socket;
    socket.on('message', (data) => {
      const frame = JSON.parse(frameText(data)) as CallFrame;
      frames.push(frame);
      for (const resolve of waiting.splice(0)) resolve(frame);
      const result = answer(frame);
      if (result !== undefined)
        socket.send(JSON.stringify({ type: 'result', id: frame.id, result } satisfies ServerFrame));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host: { origin, token: TOKEN } as WebHost,
    frames,
    offered,
    nextFrame: () => new Promise((resolve) => waiting.push(resolve)),
    socket: () => current!,
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}

function sendEvent(standIn: StandIn, name: string, payload: unknown): void {
  standIn.socket().send(JSON.stringify({ type: 'event', name, payload } satisfies ServerFrame));
}

let standIn: StandIn;
let client: ContractClient | undefined;

beforeEach(async () => {
  standIn = await startStandIn((frame) => {
    if (frame.name === 'app.notices') return { ok: true, value: ['a notice'] };
    if (frame.name === 'uploads.pause') return { ok: false, error: { code: 'not-found', message: 'No such upload.' } };
    return undefined;
  });
});

afterEach(async () => {
  await standIn.close();
  client = undefined;
});

describe('the e2e contract client', () => {
  it('opens the socket with the session as a subprotocol and sends the calls the page sends', async () => {
    client = await connectContract(standIn.host);
    expect(standIn.offered).toEqual([WEB_SOCKET_PROTOCOL, `desk-session.${SESSION}`]);
    expect(await client.call('app.notices')).toEqual(['a notice']);
    const refused = await client.call('uploads.pause', { id: 'upload-1' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeskCallError);
    expect(refused).toMatchObject({ code: 'not-found', message: 'No such upload.' });
    expect(standIn.frames).toEqual([
      { type: 'call', id: 1, name: 'app.notices' },
      { type: 'call', id: 2, name: 'uploads.pause', payload: { id: 'upload-1' } },
    ]);
    client.close();
  });

  it('fails a call in flight when the socket closes', async () => {
    client = await connectContract(standIn.host);
    const arrived = standIn.nextFrame();
    const pending = client.call('uploads.list');
    expect(await arrived).toMatchObject({ name: 'uploads.list' });
    standIn.socket().terminate();
    await expect(pending).rejects.toMatchObject({ code: 'disconnected' });
    client.close();
  });

  it('waits for the first matching event, and refuses an event that breaks its schema', async () => {
    client = await connectContract(standIn.host);
    const signedIn = client.waitForEvent('accounts.changed', (payload) => payload.signedIn);
    sendEvent(standIn, 'accounts.changed', { signedIn: false });
    sendEvent(standIn, 'accounts.changed', { signedIn: true });
    expect(await signedIn).toEqual({ signedIn: true });

    const broken = client.waitForEvent('app.notice', () => true);
    sendEvent(standIn, 'app.notice', { level: 'loud', message: 'x' });
    await expect(broken).rejects.toThrow(/app\.notice .* breaks its schema: level/);
    expect(() => client!.close()).toThrow(/the host sent events that break the contract/);
  });

  it('closing reports an unknown event even when no test waited for it', async () => {
    client = await connectContract(standIn.host);
    const seen = client.waitForEvent('accounts.changed', () => true);
    sendEvent(standIn, 'accounts.renamed', {});
    sendEvent(standIn, 'accounts.changed', { signedIn: true });
    await seen;
    expect(() => client!.close()).toThrow('"accounts.renamed" is not an event of the contract');
  });
});
