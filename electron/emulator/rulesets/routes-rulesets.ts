// Rulesets of a zone and phase entry points.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, requireRulesetsAccess } from './auth';
import { cfSuccess } from './cf-error';
import type { RulesetRecord } from './model';
import { decodeCursor, dryRunOf, encodeCursor, positiveIntParam, queryString, type Query } from './query';
import type { RulesetsService } from './rulesets-service';
import { rulesetSummaryView, rulesetView } from './views';

export interface ZoneParams {
  zoneId: string;
}
export interface RulesetParams extends ZoneParams {
  rulesetId: string;
}
export interface PhaseParams extends ZoneParams {
  phase: string;
}

/** Authenticates, checks the permission and the zone; returns the zone id. */
export function guard(service: RulesetsService, request: FastifyRequest, access: 'read' | 'write'): string {
  const token = authenticate(request, service);
  requireRulesetsAccess(token, access);
  const { zoneId } = request.params as ZoneParams;
  service.requireZone(zoneId);
  return zoneId;
}

/** A write answers the whole ruleset, or `result: null` for a dry run. */
export function rulesetResult(ruleset: RulesetRecord | null): Record<string, unknown> {
  return cfSuccess(ruleset ? rulesetView(ruleset) : null);
}

export function registerRulesetRoutes(api: FastifyInstance, service: RulesetsService): void {
  api.get('/zones/:zoneId/rulesets', async (request) => {
    const zoneId = guard(service, request, 'read');
    const query = request.query as Query;
    const all = service.rulesetsOfZone(zoneId);
    const offset = decodeCursor(queryString(query, 'cursor'));
    const perPage = positiveIntParam(query, 'per_page', 50, 500);
    const items = all.slice(offset, offset + perPage);
    const next = offset + items.length;
    return cfSuccess(
      items.map((r) => rulesetSummaryView(r)),
      { result_info: next < all.length ? { cursor: encodeCursor(next) } : {} },
    );
  });

  api.post('/zones/:zoneId/rulesets', async (request) => {
    const zoneId = guard(service, request, 'write');
    return rulesetResult(service.createRuleset(zoneId, request.body, dryRunOf(request.query as Query)));
  });

  api.get('/zones/:zoneId/rulesets/phases/:phase/entrypoint', async (request) => {
    const zoneId = guard(service, request, 'read');
    const { phase } = request.params as PhaseParams;
    return cfSuccess(rulesetView(service.requireEntrypoint(zoneId, phase)));
  });

  api.put('/zones/:zoneId/rulesets/phases/:phase/entrypoint', async (request) => {
    const zoneId = guard(service, request, 'write');
    const { phase } = request.params as PhaseParams;
    return rulesetResult(service.putEntrypoint(zoneId, phase, request.body, dryRunOf(request.query as Query)));
  });

  api.get('/zones/:zoneId/rulesets/:rulesetId', async (request) => {
    const zoneId = guard(service, request, 'read');
    const { rulesetId } = request.params as RulesetParams;
    return cfSuccess(rulesetView(service.ruleset(zoneId, rulesetId)));
  });

  api.put('/zones/:zoneId/rulesets/:rulesetId', async (request) => {
    const zoneId = guard(service, request, 'write');
    const { rulesetId } = request.params as RulesetParams;
    return rulesetResult(service.updateRuleset(zoneId, rulesetId, request.body, dryRunOf(request.query as Query)));
  });

  api.delete('/zones/:zoneId/rulesets/:rulesetId', async (request, reply: FastifyReply) => {
    const zoneId = guard(service, request, 'write');
    const { rulesetId } = request.params as RulesetParams;
    service.deleteRuleset(zoneId, rulesetId, dryRunOf(request.query as Query));
    return reply.code(204).send();
  });
}
