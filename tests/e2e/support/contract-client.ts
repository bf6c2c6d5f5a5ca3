// Talks to a running browser-mode host the way its page does (the contract over the WebSocket, files through the
// staging routes), for tests that are about the host process rather than the screen: e.g. killing it mid-upload.
// Calls go through the renderer's own typed client over a DeskBridge made of a Node WebSocket, so every call here
// is checked against the contract's types, and every event the host sends is checked against its schema.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import WebSocket from 'ws';
import { createDeskClient, type DeskClient } from '../../../renderer/desk/desk-client';
import { eventProblem, type CallResult, type EventName, type EventPayload } from '../../../shared/ipc';
import type { BridgeEventListener, DeskBridge } from '../../../shared/ipc/bridge';
import {
  RUN_TOKEN_HEADER,
  SESSION_HEADER,
  SESSION_PROTOCOL_PREFIX,
  SESSION_ROUTE,
  WEB_SOCKET_PROTOCOL,
} from '../../../shared/ipc/web-credential';
import { WEB_SOCKET_PATH, type ServerFrame } from '../../../shared/ipc/wire';
import type { WebHost } from './web-host';
import { frameText } from '../../../electron/web/frame-text';

export interface ContractClient {
  readonly call: DeskClient['call'];
  readonly on: DeskClient['on'];
  /** Resolves with the first event of `name` whose payload satisfies `test`. */
  waitForEvent<E extends EventName>(
    name: E,
    test: (payload: EventPayload<E>) => boolean,
    timeoutMs?: number,
  ): Promise<EventPayload<E>>;
  /** Closes the socket; throws if any event the host sent broke the contract, so every test that closes checks it. */
  close(): void;
}

/** Trades the printed run token for a session id, as the page does when it is opened from the printed URL. */
export async function openSession(host: WebHost): Promise<string> {
  const answer = await fetch(`${host.origin}${SESSION_ROUTE}`, {
    method: 'POST',
    headers: { [RUN_TOKEN_HEADER]: host.token },
  });
  if (answer.status !== 201) throw new Error(`the host refused the run token: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { session: string }).session;
}

/** The subprotocols a page offers on its WebSocket: ours, and its session beside it. */
export function sessionProtocols(session: string): string[] {
  return [WEB_SOCKET_PROTOCOL, `${SESSION_PROTOCOL_PREFIX}${session}`];
}

/**
 * The DeskBridge the page's web bridge is, over an open Node WebSocket and without its reconnection: a test that
 * restarts the host connects again. Calls in flight when the socket closes fail as the page's do.
 */
export function createSocketBridge(socket: WebSocket): DeskBridge {
  const listeners = new Set<BridgeEventListener>();
  const pending = new Map<number, (result: CallResult<unknown>) => void>();
  let nextId = 1;
  socket.on('message', (data) => {
    const frame = JSON.parse(frameText(data)) as ServerFrame;
    if (frame.type === 'result') {
      pending.get(frame.id)?.(frame.result as CallResult<unknown>);
      pending.delete(frame.id);
    } else {
      for (const listener of listeners) listener(frame.name, frame.payload);
    }
  });
  socket.on('close', () => {
    for (const [id, settle] of pending) {
      settle({
        ok: false,
        error: { code: 'disconnected', message: 'The socket to the host closed before the answer.' },
      });
      pending.delete(id);
    }
  });
  return {
    host: 'web',
    invoke(name, payload) {
      if (socket.readyState !== WebSocket.OPEN) {
        return Promise.resolve({
          ok: false,
          error: { code: 'disconnected', message: `${name}: the socket is not open.` },
        });
      }
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        socket.send(JSON.stringify({ type: 'call', id, name, payload }));
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export async function connectContract(host: WebHost): Promise<ContractClient> {
  const session = await openSession(host);
  const socket = new WebSocket(
    `ws://127.0.0.1:${new URL(host.origin).port}${WEB_SOCKET_PATH}`,
    sessionProtocols(session),
    {
      origin: host.origin,
    },
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // A killed host resets the socket; 'close' follows and settles what was in flight.
  socket.on('error', () => undefined);
  const bridge = createSocketBridge(socket);
  const client = createDeskClient(bridge);
  const problems: string[] = [];
  bridge.subscribe((name, payload) => {
    const problem = eventProblem(name, payload);
    if (problem) problems.push(problem);
  });
  return {
    call: client.call.bind(client),
    on: client.on.bind(client),
    waitForEvent(name, test, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no ${name} event matched within ${timeoutMs} ms`));
        }, timeoutMs);
        const stop = bridge.subscribe((eventName, payload) => {
          if (eventName !== name) return;
          const problem = eventProblem(name, payload);
          if (problem === undefined && !test(payload as EventPayload<typeof name>)) return;
          clearTimeout(timer);
          stop();
          if (problem === undefined) resolve(payload as EventPayload<typeof name>);
          else reject(new Error(problem));
        });
      });
    },
    close() {
      socket.close();
      if (problems.length > 0) throw new Error(`the host sent events that break the contract:\n${problems.join('\n')}`);
    },
  };
}

/** Streams a local file into the host's staging area in one request, as the page would in slices. */
export async function stageFile(host: WebHost, path: string, name: string, type: string): Promise<string> {
  const { size } = await stat(path);
  const headers = { [SESSION_HEADER]: await openSession(host) };
  const created = await fetch(`${host.origin}/_desk/staging`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name, size, type }),
  });
  if (!created.ok) throw new Error(`staging refused the file: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const appended = await fetch(`${host.origin}/_desk/staging/${id}?offset=0`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': String(size) },
    body: createReadStream(path) as never,
    duplex: 'half',
  } as RequestInit);
  if (!appended.ok) throw new Error(`staging the bytes failed: ${appended.status} ${await appended.text()}`);
  return id;
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The embedded demo emulator's base URL, as the host printed it. */
export function demoEmulatorUrl(host: WebHost): string {
  const match = /Demo workspace emulator: (http:\/\/127\.0\.0\.1:\d+)/.exec(host.output());
  if (!match) throw new Error(`the host did not print its demo emulator URL:\n${host.output()}`);
  return match[1]!;
}
