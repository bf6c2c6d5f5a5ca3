// Browser mode listens on loopback, where any web page the user visits could reach it: by DNS rebinding (a foreign
// Host), by cross-site requests (a foreign Origin), or by guessing the port. Every request and WebSocket upgrade must
// name us in Host (and in Origin when it has one: shared/net/loopback-place.ts, the emulator's door uses it too); what
// else it must carry depends on what it reaches (web-server.ts).
import { SESSION_PROTOCOL_PREFIX, WEB_SOCKET_PROTOCOL } from '../../shared/ipc/web-credential';

/** A header value as Node gives it (repeated headers arrive as an array, which no honest client sends). */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The session id a WebSocket upgrade carries in `Sec-WebSocket-Protocol`, beside our own subprotocol. A browser
 * cannot set other headers on a WebSocket, and a query string would end up in logs and history.
 */
export function sessionFromProtocols(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const offered = header.split(',').map((value) => value.trim());
  if (!offered.includes(WEB_SOCKET_PROTOCOL)) return undefined;
  const sessions = offered.filter((value) => value.startsWith(SESSION_PROTOCOL_PREFIX));
  return sessions.length === 1 ? sessions[0]!.slice(SESSION_PROTOCOL_PREFIX.length) : undefined;
}
