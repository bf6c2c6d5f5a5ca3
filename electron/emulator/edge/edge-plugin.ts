// The emulated edge of the web-infrastructure service. A root onRequest hook claims every request whose Host
// (without port) is one of the emulated zones, before any route of the other plugins sees it, and answers it
// as the zone's edge would: rate limiting rules first, then the stand-in origin. Other hosts pass through.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { EMULATOR_CORE } from '../core-plugin';
import { RULESETS_API } from '../rulesets/rulesets-plugin';
import { Edge, RATE_LIMIT_PHASE, type EdgeRuleSource } from './edge-handler';
import { buildRuleRequest, hostWithoutPort } from './request-model';

/** The value of cf.colo.id at this edge. */
const EDGE_COLO_ID = 'LHR';
const LOG_CAPACITY = 500;

const registerEdge: FastifyPluginAsync = async (app) => {
  const ctx = app.emulator;
  const source: EdgeRuleSource = app.rulesets;
  const edge = new Edge({ coloId: EDGE_COLO_ID, now: () => ctx.now(), logCapacity: LOG_CAPACITY });

  app.addHook('onRequest', async (request, reply) => {
    const zone = source.zoneByName(hostWithoutPort(request.headers.host));
    if (!zone) return;
    const ruleRequest = buildRuleRequest({
      method: request.method,
      url: request.raw.url ?? request.url,
      headers: request.headers,
      peerAddress: request.socket.remoteAddress,
    });
    const response = edge.handle(zone, source.edgeRules(zone.id, RATE_LIMIT_PHASE), ruleRequest);
    // A Buffer, so that Fastify sends the rule's content_type exactly as configured (no added charset).
    reply.code(response.status).headers(response.headers).send(Buffer.from(response.body, 'utf8'));
    return reply;
  });

  app.get('/_emulator/v1/edge/log', async (request, reply) => {
    const query = request.query as { since?: string; limit?: string };
    const since = query.since === undefined ? 0 : Number(query.since);
    const limit = query.limit === undefined ? LOG_CAPACITY : Number(query.limit);
    if (!Number.isInteger(since) || since < 0 || !Number.isInteger(limit) || limit < 1) {
      return reply.code(400).send({ error: 'since must be an integer >= 0 and limit an integer >= 1' });
    }
    return { coloId: EDGE_COLO_ID, entries: edge.log.list(since, limit) };
  });

  app.delete('/_emulator/v1/edge/log', async (_request, reply) => {
    edge.log.clear();
    return reply.code(204).send();
  });

  app.post('/_emulator/v1/rulesets/counters/reset', async () => {
    edge.resetCounters();
    return { reset: true };
  });
};

export const EDGE = 'edge';

export const edgePlugin = fp(registerEdge, {
  name: EDGE,
  fastify: '5.x',
  dependencies: [EMULATOR_CORE, RULESETS_API],
});
