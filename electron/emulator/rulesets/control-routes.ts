// Test and demo controls under /_emulator/v1/rulesets: move a zone to another plan (plan limits), change the
// settings on which docs and SDKs disagree (accepted periods), issue API tokens, put the demo's example rules in
// place, inspect and reset the state.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addDemoExamples } from './demo-examples';
import { isInteger, isObject } from './problems';
import type { RulesetsService } from './rulesets-service';
import { seedState } from './seed';
import { DEFAULT_RULESETS_SETTINGS, isPlanId, PLAN_IDS, type RulesetsSettings } from './settings';

export const CONTROL_PREFIX = '/_emulator/v1/rulesets';

function refuse(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send({ error: message });
}

function isIntegerList(value: unknown): value is number[] {
  return Array.isArray(value) && value.length > 0 && value.every((v) => isInteger(v) && v >= 0);
}

export function registerControlRoutes(app: FastifyInstance, service: RulesetsService, now: () => number): void {
  app.get(`${CONTROL_PREFIX}/state`, async () => ({
    settings: service.settings,
    zones: service.zones().map((z) => ({ id: z.id, name: z.name, plan: z.plan })),
    rulesets: service.zones().flatMap((z) => service.rulesetsOfZone(z.id)),
  }));

  app.put(`${CONTROL_PREFIX}/zones/:zoneId/plan`, async (request, reply) => {
    const { zoneId } = request.params as { zoneId: string };
    const body = request.body;
    if (!isObject(body) || !isPlanId(body.plan))
      return refuse(reply, 400, `body must be {"plan": one of ${PLAN_IDS.join(', ')}}`);
    if (!service.zoneById(zoneId)) return refuse(reply, 404, `no zone with id ${zoneId}`);
    const zone = service.setZonePlan(zoneId, body.plan);
    return {
      id: zone.id,
      name: zone.name,
      plan: zone.plan,
      maxRateLimitRules: service.settings.maxRateLimitRules[zone.plan],
    };
  });

  app.put(`${CONTROL_PREFIX}/settings`, async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) return refuse(reply, 400, 'body must be a JSON object');
    const next: { -readonly [K in keyof RulesetsSettings]: RulesetsSettings[K] } = { ...service.settings };
    if (body.periods !== undefined) {
      if (!isIntegerList(body.periods)) return refuse(reply, 400, 'periods must be a non-empty array of integers');
      next.periods = body.periods;
    }
    if (body.mitigationTimeouts !== undefined) {
      if (!isIntegerList(body.mitigationTimeouts))
        return refuse(reply, 400, 'mitigationTimeouts must be a non-empty array of integers');
      next.mitigationTimeouts = body.mitigationTimeouts;
    }
    if (body.maxRateLimitRules !== undefined) {
      const limits = body.maxRateLimitRules;
      if (!isObject(limits) || !Object.entries(limits).every(([k, v]) => isPlanId(k) && isInteger(v) && v >= 0)) {
        return refuse(reply, 400, `maxRateLimitRules must map plans (${PLAN_IDS.join(', ')}) to integers`);
      }
      next.maxRateLimitRules = { ...next.maxRateLimitRules, ...(limits as Record<string, number>) };
    }
    service.settings = next;
    return next;
  });

  app.post(`${CONTROL_PREFIX}/tokens`, async (request, reply) => {
    const body = request.body ?? {};
    if (!isObject(body)) return refuse(reply, 400, 'body must be a JSON object');
    const name = body.name ?? 'Issued by the emulator (Zone WAF Write)';
    const permissions = body.permissions ?? ['Zone WAF Write', 'Zone Read'];
    if (typeof name !== 'string' || name === '') return refuse(reply, 400, 'name must be a non-empty string');
    if (!Array.isArray(permissions) || !permissions.every((p) => typeof p === 'string')) {
      return refuse(
        reply,
        400,
        'permissions must be an array of permission names, e.g. ["Zone WAF Write", "Zone Read"]',
      );
    }
    return reply.code(201).send(service.issueToken(name, permissions));
  });

  app.post(`${CONTROL_PREFIX}/examples`, async () => addDemoExamples(service));

  app.post(`${CONTROL_PREFIX}/reset`, async () => {
    service.resetTo(seedState(new Date(now()).toISOString()));
    service.settings = DEFAULT_RULESETS_SETTINGS;
    return { reset: true };
  });
}
