// Single rules of a ruleset: add (with optional position), edit (replace and/or move) and delete. Each answers
// the whole ruleset, as the service does.
import type { FastifyInstance } from 'fastify';
import { dryRunOf, type Query } from './query';
import type { RulesetsService } from './rulesets-service';
import { guard, rulesetResult, type RulesetParams } from './routes-rulesets';

interface RuleParams extends RulesetParams {
  ruleId: string;
}

export function registerRuleRoutes(api: FastifyInstance, service: RulesetsService): void {
  api.post('/zones/:zoneId/rulesets/:rulesetId/rules', async (request) => {
    const zoneId = guard(service, request, 'write');
    const { rulesetId } = request.params as RulesetParams;
    return rulesetResult(service.addRule(zoneId, rulesetId, request.body, dryRunOf(request.query as Query)));
  });

  api.patch('/zones/:zoneId/rulesets/:rulesetId/rules/:ruleId', async (request) => {
    const zoneId = guard(service, request, 'write');
    const { rulesetId, ruleId } = request.params as RuleParams;
    return rulesetResult(service.editRule(zoneId, rulesetId, ruleId, request.body, dryRunOf(request.query as Query)));
  });

  api.delete('/zones/:zoneId/rulesets/:rulesetId/rules/:ruleId', async (request) => {
    const zoneId = guard(service, request, 'write');
    const { rulesetId, ruleId } = request.params as RuleParams;
    return rulesetResult(service.deleteRule(zoneId, rulesetId, ruleId, dryRunOf(request.query as Query)));
  });
}
