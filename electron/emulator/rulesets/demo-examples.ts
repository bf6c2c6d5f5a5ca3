// Puts the demo blog's example rules in place, once: only while the blog has no rate limiting entry point, so rules
// a user deleted (which leaves the entry point, empty) are not brought back at the next start.
import { DEMO_EXAMPLES } from './seed';
import type { RulesetsService } from './rulesets-service';

const PHASE = 'http_ratelimit';

export function addDemoExamples(service: RulesetsService): { zoneId: string; added: boolean } {
  const { zoneId } = DEMO_EXAMPLES;
  if (service.entrypoint(zoneId, PHASE)) return { zoneId, added: false };
  service.setZonePlan(zoneId, DEMO_EXAMPLES.plan);
  service.putEntrypoint(zoneId, PHASE, { name: 'default', rules: structuredClone(DEMO_EXAMPLES.rules) }, false);
  return { zoneId, added: true };
}
