// Versions of a ruleset, addressed by ruleset id or through a phase entry point. Lists carry no rules.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cfErrors, cfSuccess } from './cf-error';
import type { RulesetRecord } from './model';
import { dryRunOf, type Query } from './query';
import type { RulesetsService } from './rulesets-service';
import { guard, type PhaseParams, type RulesetParams } from './routes-rulesets';
import { rulesetSummaryView, rulesetView } from './views';

function versionParam(request: FastifyRequest): string {
  const { version } = request.params as { version: string };
  if (!/^[1-9]\d*$/.test(version)) {
    throw cfErrors.invalidQuery(
      `'${version}' is not a valid value for version because it must be a positive integer`,
      '/version',
    );
  }
  return version;
}

export function registerVersionRoutes(api: FastifyInstance, service: RulesetsService): void {
  const byId = (request: FastifyRequest, access: 'read' | 'write'): RulesetRecord => {
    const zoneId = guard(service, request, access);
    return service.ruleset(zoneId, (request.params as RulesetParams).rulesetId);
  };
  const byPhase = (request: FastifyRequest, access: 'read' | 'write'): RulesetRecord => {
    const zoneId = guard(service, request, access);
    return service.requireEntrypoint(zoneId, (request.params as PhaseParams).phase);
  };

  for (const [base, find] of [
    ['/zones/:zoneId/rulesets/:rulesetId/versions', byId],
    ['/zones/:zoneId/rulesets/phases/:phase/entrypoint/versions', byPhase],
  ] as const) {
    api.get(base, async (request) => {
      const ruleset = find(request, 'read');
      return cfSuccess(ruleset.versions.map((v) => rulesetSummaryView(ruleset, v)));
    });
    api.get(`${base}/:version`, async (request) => {
      const ruleset = find(request, 'read');
      return cfSuccess(rulesetView(ruleset, service.version(ruleset, versionParam(request))));
    });
  }

  api.delete('/zones/:zoneId/rulesets/:rulesetId/versions/:version', async (request, reply) => {
    const ruleset = byId(request, 'write');
    service.deleteVersion(ruleset, versionParam(request), dryRunOf(request.query as Query));
    return reply.code(204).send();
  });
}
