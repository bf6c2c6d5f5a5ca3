// Checks on a ruleset's whole rule list as it would be after a change: rate limiting rules last, refs unique,
// and the zone's plan limit on rate limiting rules.
import { CF_CODES, cfErrors } from './cf-error';
import { countOf } from '../../../shared/text/count-words';
import { currentVersion, type RuleRecord, type RulesetRecord, type ZoneRecord } from './model';
import { rateLimitOrderProblem } from './position';
import type { RulesetsSettings } from './settings';

export function checkOrderAndRefs(rules: readonly RuleRecord[], orderPointer: string): void {
  const order = rateLimitOrderProblem(rules);
  if (order)
    throw cfErrors.badRequest([{ code: CF_CODES.invalidPosition, message: order, source: { pointer: orderPointer } }]);
  const refs = new Set<string>();
  rules.forEach((rule, i) => {
    if (refs.has(rule.ref)) {
      throw cfErrors.badRequest([
        {
          code: CF_CODES.invalidField,
          message: `'${rule.ref}' is not a valid value for ref because another rule of the ruleset has it`,
          source: { pointer: `/rules/${i}/ref` },
        },
      ]);
    }
    refs.add(rule.ref);
  });
}

const countRateLimitRules = (list: readonly RuleRecord[]): number =>
  list.filter((r) => r.ratelimit !== undefined).length;

/**
 * `zoneRulesets`: every ruleset of the zone as stored (the changed one included, if it exists yet). A limit only
 * refuses changes that add rate limiting rules, so a zone moved to a smaller plan can still edit or remove the
 * rules it has.
 */
export function checkPlanLimit(
  zone: ZoneRecord,
  settings: RulesetsSettings,
  zoneRulesets: readonly RulesetRecord[],
  changed: RulesetRecord,
  rules: readonly RuleRecord[],
): void {
  const others = zoneRulesets
    .filter((r) => r.id !== changed.id)
    .reduce((sum, r) => sum + countRateLimitRules(currentVersion(r).rules), 0);
  const before = others + (changed.versions.length > 0 ? countRateLimitRules(currentVersion(changed).rules) : 0);
  const after = others + countRateLimitRules(rules);
  const limit = settings.maxRateLimitRules[zone.plan];
  if (after > limit && after > before) {
    throw cfErrors.badRequest([
      {
        code: CF_CODES.planLimitExceeded,
        message: `the ${zone.plan} plan allows ${countOf(limit, 'rate limiting rule', 'en-US')} per zone; this change would make ${after}`,
        source: { pointer: '/rules' },
      },
    ]);
  }
}
