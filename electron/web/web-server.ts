// Browser mode's HTTP server: serves the built renderer and the contract's WebSocket on 127.0.0.1, behind the
// access guard. Nothing (not even a 404) is served to a request that fails the guard.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { WEB_SOCKET_PATH } from '../../shared/ipc/wire';
import { contentSecurityPolicy } from '../app/content-security-policy';
import type { Desk } from '../app/desk';
import { registerStagingRoutes } from '../files/staging-routes';
import { checkAccess, SESSION_COOKIE } from './access-guard';
import { createWebSocketBridge } from './websocket-bridge';

export interface WebServerOptions {
  readonly desk: Desk;
  readonly rendererDir: string;
  readonly port: number;
  /** Fixed in tests; random per run otherwise. */
  readonly token?: string;
}

export interface RunningWebServer {
  readonly port: number;
  readonly token: string;
  /** The URL to open, token included. */
  readonly url: string;
  close(): Promise<void>;
}

export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  if (!existsSync(options.rendererDir)) {
    throw new Error(`The renderer is not built (${options.rendererDir} is missing): run "npm run build" first.`);
  }
  const token = options.token ?? randomBytes(24).toString('base64url');
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  const bridge = createWebSocketBridge(options.desk.router, options.desk.events);
  let port = options.port;

  app.addHook('onRequest', async (request, reply) => {
    const verdict = checkAccess(
      {
        host: request.headers.host,
        origin: request.headers.origin,
        cookie: request.headers.cookie,
        url: request.url,
        tokenHeader: request.headers['x-desk-token'] as string | undefined,
        requireOrigin: false,
      },
      token,
      port,
    );
    if (!verdict.ok) {
      return reply.code(verdict.status).header('content-type', 'text/plain; charset=utf-8').send(
        verdict.status === 401
          ? 'Channel Desk: open the URL printed in the terminal (it carries this run\'s token).\n'
          : 'Channel Desk: refused.\n',
      );
    }
    if (verdict.via === 'query') {
      // Trade the token in the URL for a cookie, and send the browser to the same address without it, so the token
      // leaves the address bar and the history.
      reply.header('set-cookie', `${SESSION_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`);
      if (request.method === 'GET') {
        const clean = new URL(request.url, 'http://127.0.0.1');
        clean.searchParams.delete('token');
        return reply.code(303).header('location', `${clean.pathname}${clean.search}`).header('cache-control', 'no-store').send();
      }
    }
    reply.header('content-security-policy', contentSecurityPolicy({ connect: [`ws://127.0.0.1:${port}`, `ws://localhost:${port}`] }));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
  });

  await app.register(fastifyStatic, { root: options.rendererDir, index: 'index.html', wildcard: true });
  // A browser never reveals a dropped file's path, so the page streams it here first (behind the same guard).
  await registerStagingRoutes(app, options.desk.staging);

  app.server.on('upgrade', (request, socket, head) => {
    const verdict = checkAccess(
      {
        host: request.headers.host,
        origin: request.headers.origin,
        cookie: request.headers.cookie,
        url: request.url ?? '/',
        requireOrigin: true,
      },
      token,
      port,
    );
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (!verdict.ok || path !== WEB_SOCKET_PATH) {
      const status = verdict.ok ? '404 Not Found' : verdict.status === 401 ? '401 Unauthorized' : '403 Forbidden';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    bridge.handleUpgrade(request, socket, head);
  });

  await app.listen({ host: '127.0.0.1', port: options.port });
  port = (app.server.address() as AddressInfo).port;
  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    async close() {
      bridge.close();
      await app.close();
    },
  };
}
