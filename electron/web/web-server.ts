// Browser mode's HTTP server: serves the built renderer and the contract's WebSocket on 127.0.0.1. Every request
// and upgrade must name us in Host and Origin (access-guard.ts). The contract and the staging routes also need a
// session, got once in exchange for the printed run token; no cookie is ever set (web-credential.ts says why).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { WEB_SOCKET_PATH } from '../../shared/ipc/wire';
import { OPEN_PRINTED_URL, RUN_TOKEN_HEADER, SESSION_HEADER, SESSION_ROUTE } from '../../shared/ipc/web-credential';
import { contentSecurityPolicy } from '../app/content-security-policy';
import type { Desk } from '../app/composition-root';
import { registerStagingRoutes } from './staging-routes';
import { checkPlace } from '../../shared/net/loopback-place';
import { sessionFromProtocols, singleHeader } from './access-guard';
import { sameSecret } from './same-secret';
import { createSessionBook, MAX_SESSIONS } from './session-book';
import { createWebSocketBridge, type BridgeLimits, type WebSocketBridge } from './websocket-bridge';
import { say } from '../language/say';
import { WEB_REFUSALS } from './web-messages';

interface WebServerOptions {
  readonly desk: Desk;
  readonly rendererDir: string;
  readonly port: number;
  /** Fixed in tests; random per run otherwise. */
  readonly token?: string;
  /** Tests shrink them to reach them quickly. */
  readonly bridgeLimits?: Partial<BridgeLimits>;
}

export interface RunningWebServer {
  readonly port: number;
  readonly token: string;
  /** The URL to open, token included. */
  readonly url: string;
  readonly bridge: WebSocketBridge;
  close(): Promise<void>;
}

function unauthorized(reply: FastifyReply): FastifyReply {
  return reply.code(401).send({ error: { code: 'unauthorized', message: OPEN_PRINTED_URL } });
}

export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  if (!existsSync(options.rendererDir)) {
    throw new Error(`The renderer is not built (${options.rendererDir} is missing): run "npm run build" first.`);
  }
  const token = options.token ?? randomBytes(24).toString('base64url');
  const sessions = createSessionBook();
  // forceCloseConnections: closing the host ends every connection, so a client that never hangs up (a WebSocket, a
  // refused upgrade it left open) cannot keep SIGTERM from shutting the host down.
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, forceCloseConnections: true });
  const bridge = createWebSocketBridge(options.desk.router, options.desk.events, options.bridgeLimits);
  let port = options.port;

  app.addHook('onRequest', async (request, reply) => {
    const verdict = checkPlace(
      { host: request.headers.host, origin: request.headers.origin, requireOrigin: false },
      port,
    );
    if (!verdict.ok)
      return reply
        .code(verdict.status)
        .header('content-type', 'text/plain; charset=utf-8')
        .send('Channel Desk: refused.\n');
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ connect: [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`] }),
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
  });

  // The built renderer is served to anyone who names us in Host: it is the app's public code and holds no secret,
  // and a page loaded from a bookmark or a reload cannot carry a credential without a cookie. A foreign site cannot
  // read it (same-origin policy) and DNS rebinding fails the Host check; everything that acts or reads data is below.
  await app.register(fastifyStatic, { root: options.rendererDir, index: 'index.html', wildcard: true });

  app.post(SESSION_ROUTE, async (request, reply) => {
    const presented = singleHeader(request.headers[RUN_TOKEN_HEADER]);
    if (presented === undefined || !sameSecret(presented, token)) return unauthorized(reply);
    const session = sessions.issue();
    if (session === undefined) {
      return reply.code(429).send({
        error: {
          code: 'too-many-sessions',
          message: say(WEB_REFUSALS.tooManyTabs, { max: MAX_SESSIONS }),
        },
      });
    }
    return reply.code(201).send({ session });
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!sessions.has(singleHeader(request.headers[SESSION_HEADER]))) return unauthorized(reply);
    });
    // Lets a reloaded page tell a session of an earlier run (host restarted) from a host that is down.
    scope.get(SESSION_ROUTE, async (_request, reply) => reply.code(204).send());
    // A browser never reveals a dropped file's path, so the page streams it here first.
    await registerStagingRoutes(scope, options.desk.staging);
  });

  app.server.on('upgrade', (request, socket, head) => {
    // Node's HTTP server drops its own error handling from an upgraded socket: a client resetting the connection
    // must not become an uncaught exception.
    socket.on('error', () => socket.destroy());
    const place = checkPlace({ host: request.headers.host, origin: request.headers.origin, requireOrigin: true }, port);
    const session = sessionFromProtocols(singleHeader(request.headers['sec-websocket-protocol']));
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const status = !place.ok
      ? '403 Forbidden'
      : !sessions.has(session)
        ? '401 Unauthorized'
        : path !== WEB_SOCKET_PATH
          ? '404 Not Found'
          : undefined;
    if (status) {
      // Ended from our side once the answer is out: a client that ignores "Connection: close" keeps nothing open.
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
      return;
    }
    // A tab with an open WebSocket is in use: its session is not forgotten to make room for a new one.
    const release = sessions.hold(session);
    socket.once('close', release);
    bridge.handleUpgrade(request, socket, head);
  });

  await app.listen({ host: '127.0.0.1', port: options.port });
  port = (app.server.address() as AddressInfo).port;
  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    bridge,
    async close() {
      bridge.close();
      await app.close();
    },
  };
}
