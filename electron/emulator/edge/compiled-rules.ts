// Compiled rate limiting rules and their counters, kept per rule id and rule version: a rule that is edited
// (new version) starts with fresh counters, one that is only moved keeps them.
import { compileEngineRule, type CompiledRule } from '../../../shared/rate-limits/edge-engine';
import type { RuleRecord } from '../rulesets/model';

type CompiledEdgeRule = CompiledRule<RuleRecord>;

function compileOrThrow(rule: RuleRecord & { ratelimit: NonNullable<RuleRecord['ratelimit']> }): CompiledEdgeRule {
  const compiled = compileEngineRule(rule, rule.ratelimit);
  // The API refuses invalid rules, so this only fires if stored state was edited by hand.
  if (!compiled.ok) {
    const { kind, detail } = compiled.problem;
    throw new Error(`rule ${rule.id}: stored rule cannot be applied (${kind}): ${detail}`);
  }
  return compiled.compiled;
}

export class CompiledRules {
  private readonly byKey = new Map<string, CompiledEdgeRule>();
  private readonly keysOfZone = new Map<string, Set<string>>();

  /**
   * The compiled form of each rate limiting rule of a zone's list (rules without `ratelimit` are skipped).
   * Rules of the zone that are gone from the list, or replaced by a newer version, are forgotten.
   */
  compile(zoneId: string, rules: readonly RuleRecord[]): CompiledEdgeRule[] {
    const out: CompiledEdgeRule[] = [];
    const live = new Set<string>();
    for (const rule of rules) {
      if (!rule.ratelimit) continue;
      const key = `${rule.id}@${rule.version}`;
      live.add(key);
      let compiled = this.byKey.get(key);
      if (!compiled) {
        compiled = compileOrThrow({ ...rule, ratelimit: rule.ratelimit });
        this.byKey.set(key, compiled);
      }
      out.push(compiled);
    }
    for (const key of this.keysOfZone.get(zoneId) ?? []) if (!live.has(key)) this.byKey.delete(key);
    this.keysOfZone.set(zoneId, live);
    return out;
  }

  resetCounters(): void {
    for (const compiled of this.byKey.values()) compiled.counter.reset();
  }
}
