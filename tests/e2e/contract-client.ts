// Talks to a running browser-mode host the way its page does (the contract over the WebSocket, files through the
// staging routes), for tests that are about the host process rather than the screen: e.g. killing it mid-upload.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import WebSocket from 'ws';
import {
  RUN_TOKEN_HEADER,
  SESSION_HEADER,
  SESSION_PROTOCOL_PREFIX,
  SESSION_ROUTE,
  WEB_SOCKET_PROTOCOL,
} from '../../shared/ipc/web-credential';
import type { WebHost } from './web-host';

interface EventFrame {
  readonly name: string;
  readonly payload: unknown;
}

export interface ContractClient {
  call<T>(name: string, payload?: unknown): Promise<T>;
  /** Resolves with the first event of `name` whose payload satisfies `test`. */
  waitForEvent<T>(name: string, test: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** Trades the printed run token for a session id, as the page does when it is opened from the printed URL. */
export async function openSession(host: WebHost): Promise<string> {
  const answer = await fetch(`${host.origin}${SESSION_ROUTE}`, { method: 'POST', headers: { [RUN_TOKEN_HEADER]: host.token } });
  if (answer.status !== 201) throw new Error(`the host refused the run token: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { session: string }).session;
}

/** The subprotocols a page offers on its WebSocket: ours, and its session beside it. */
export function sessionProtocols(session: string): string[] {
  return [WEB_SOCKET_PROTOCOL, `${SESSION_PROTOCOL_PREFIX}${session}`];
}

export async function connectContract(host: WebHost): Promise<ContractClient> {
  const session = await openSession(host);
  const socket = new WebSocket(`ws://127.0.0.1:${new URL(host.origin).port}/_desk/ws`, sessionProtocols(session), {
    origin: host.origin,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<number, (result: { ok: boolean; value?: unknown; error?: { message: string } }) => void>();
  const watchers = new Set<(frame: EventFrame) => void>();
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; id?: number; result?: never; name?: string; payload?: unknown };
    if (frame.type === 'result') {
      pending.get(frame.id!)?.(frame.result!);
      pending.delete(frame.id!);
    } else {
      for (const watcher of watchers) watcher({ name: frame.name!, payload: frame.payload });
    }
  });
  return {
    call<T>(name: string, payload?: unknown): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, (result) =>
          result.ok ? resolve(result.value as T) : reject(new Error(`${name}: ${result.error?.message ?? 'failed'}`)),
        );
        socket.send(JSON.stringify({ type: 'call', id, name, payload }));
      });
    },
    waitForEvent<T>(name: string, test: (payload: T) => boolean, timeoutMs = 30_000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          watchers.delete(watch);
          reject(new Error(`no ${name} event matched within ${timeoutMs} ms`));
        }, timeoutMs);
        const watch = (frame: EventFrame): void => {
          if (frame.name !== name || !test(frame.payload as T)) return;
          clearTimeout(timer);
          watchers.delete(watch);
          resolve(frame.payload as T);
        };
        watchers.add(watch);
      });
    },
    close: () => socket.close(),
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
