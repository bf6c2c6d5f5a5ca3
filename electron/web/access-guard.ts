// Browser mode listens on loopback, where any web page the user visits could reach it: by DNS rebinding (a foreign
// Host), by cross-site requests (a foreign Origin), or by guessing the port. Every request and WebSocket upgrade
// must carry the per-run token (query on first load, then an HttpOnly SameSite=Strict cookie) and name us in Host.
import { timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'desk_session';

export type GuardVerdict =
  | { readonly ok: true; readonly via: 'query' | 'cookie' | 'header' }
  | { readonly ok: false; readonly status: 401 | 403; readonly reason: string };

export interface GuardInput {
  readonly host: string | undefined;
  readonly origin: string | undefined;
  readonly cookie: string | undefined;
  readonly url: string;
  readonly tokenHeader?: string | undefined;
  /** WebSocket upgrades must name their Origin; browsers always send it there. */
  readonly requireOrigin: boolean;
}

export function allowedHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

export function checkAccess(input: GuardInput, token: string, port: number): GuardVerdict {
  const hosts = allowedHosts(port);
  if (!input.host || !hosts.includes(input.host.toLowerCase())) {
    return { ok: false, status: 403, reason: 'foreign Host header' };
  }
  if (input.origin !== undefined || input.requireOrigin) {
    const origins = hosts.map((host) => `http://${host}`);
    if (!input.origin || !origins.includes(input.origin.toLowerCase())) {
      return { ok: false, status: 403, reason: 'foreign Origin header' };
    }
  }
  const query = new URL(input.url, 'http://127.0.0.1').searchParams.get('token');
  if (query !== null && sameSecret(query, token)) return { ok: true, via: 'query' };
  const cookie = readCookie(input.cookie, SESSION_COOKIE);
  if (cookie !== undefined && sameSecret(cookie, token)) return { ok: true, via: 'cookie' };
  if (input.tokenHeader !== undefined && sameSecret(input.tokenHeader, token)) return { ok: true, via: 'header' };
  return { ok: false, status: 401, reason: 'missing or wrong token' };
}
