// The emulator's door guard. It listens on loopback, where any web page the user visits can reach it: by DNS
// rebinding (the page's name in Host) or by cross-site requests (`text/plain` POSTs need no preflight). So every
// request must name the emulator in Host, and in Origin when it has one (the same check as browser mode's), and the
// test control under /_emulator/v1 also needs the control secret in `x-emulator-control`: it mints tokens, exhausts
// quota and hands out the demo's API token. The Data API, upload host, OAuth server and rulesets API need no
// secret: they have their own credentials, as the real services do.
//
// Registered after the edge, whose hook claims a zone's Host first: the edge plays a website, reached by its name.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { checkPlace } from '../../../shared/net/loopback-place';
import { EMULATOR_CONTROL_HEADER, EMULATOR_CONTROL_PREFIX } from '../../../shared/platform/emulator-control';
import { EMULATOR_CORE } from '../core-plugin';
import { EDGE } from '../edge/edge-plugin';
import { ApiError } from '../data-api/errors/api-error';
import { isControlSecret } from './control-secret';
import { isPublicContent } from './public-content';

function refuse(reply: FastifyReply, status: 401 | 403, reason: string, message: string): FastifyReply {
  // The platform's error envelope, so that every client (the official SDKs, the conformance check) reads it as one.
  const body = new ApiError(status, reason, message, { domain: 'global' }).toBody();
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

function isControlRoute(request: FastifyRequest): boolean {
  // The matched route's pattern when there is one: a percent-encoded path reaches the same route under another
  // spelling. An unmatched path is judged by its own spelling (a 404 tells a stranger nothing either way).
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  const underControl = route === EMULATOR_CONTROL_PREFIX || route.startsWith(`${EMULATOR_CONTROL_PREFIX}/`);
  return underControl && !isPublicContent(request.method, route);
}

const door: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const secret = ctx.options.controlSecret;
  // Known once listening, and no request arrives before that.
  let listeningPort: number | undefined;
  const port = () => (listeningPort ??= Number(new URL(ctx.baseUrl()).port));

  app.addHook('onRequest', async (request, reply) => {
    const { host, origin } = request.headers;
    const place = checkPlace({ host, origin, requireOrigin: false }, port());
    if (!place.ok) {
      return refuse(reply, 403, 'forbidden', `The emulator refused this request: ${place.reason}.`);
    }
    if (!isControlRoute(request)) return;
    const presented = request.headers[EMULATOR_CONTROL_HEADER];
    if (typeof presented !== 'string' || presented === '') {
      return refuse(
        reply,
        401,
        'controlSecretMissing',
        `The emulator's test control needs the header ${EMULATOR_CONTROL_HEADER}: <control secret> ` +
          '(printed by `npm run emulator`, or set with --control-secret).',
      );
    }
    if (!isControlSecret(presented, secret)) {
      return refuse(
        reply,
        403,
        'controlSecretWrong',
        `The ${EMULATOR_CONTROL_HEADER} header does not hold this emulator's control secret.`,
      );
    }
  });
};

const DOOR = 'door';

export const doorPlugin = fp(door, { name: DOOR, fastify: '5.x', dependencies: [EMULATOR_CORE, EDGE] });
