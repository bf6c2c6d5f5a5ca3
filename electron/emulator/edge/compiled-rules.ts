// Compiled rate limiting rules and their counters, kept per rule id and rule version: a rule that is edited
// (new version) starts with fresh counters, one that is only moved keeps them.
import {
  compileCounterKeyRef,
  compileExpression,
  RateLimitCounter,
  type CompiledExpression,
  type CounterKeyRefFunction,
} from '../../../shared/rules/index';
import type { RatelimitConfig, RuleRecord } from '../rulesets/model';

export interface CompiledRule {
  readonly rule: RuleRecord;
  readonly ratelimit: RatelimitConfig;
  readonly matches: CompiledExpression;
  /** Set when the rule counts other requests than those it matches (may read http.response.code). */
  readonly counts: CompiledExpression | undefined;
  readonly counterKey: CounterKeyRefFunction;
  readonly counter: RateLimitCounter;
}

function compileOrThrow(source: string, context: 'rule' | 'counting', ruleId: string): CompiledExpression {
  const compiled = compileExpression(source, { context });
  // The API refuses invalid expressions, so this only fires if stored state was edited by hand.
  if (!compiled.ok)
    throw new Error(`rule ${ruleId}: stored ${context} expression does not parse: ${compiled.error.message}`);
  return compiled;
}

export class CompiledRules {
  private readonly byKey = new Map<string, CompiledRule>();
  private readonly keysOfZone = new Map<string, Set<string>>();

  /**
   * The compiled form of each rate limiting rule of a zone's list (rules without `ratelimit` are skipped).
   * Rules of the zone that are gone from the list, or replaced by a newer version, are forgotten.
   */
  compile(zoneId: string, rules: readonly RuleRecord[]): CompiledRule[] {
    const out: CompiledRule[] = [];
    const live = new Set<string>();
    for (const rule of rules) {
      if (!rule.ratelimit) continue;
      const key = `${rule.id}@${rule.version}`;
      live.add(key);
      let compiled = this.byKey.get(key);
      if (!compiled) {
        compiled = {
          rule,
          ratelimit: rule.ratelimit,
          matches: compileOrThrow(rule.expression, 'rule', rule.id),
          counts: rule.ratelimit.counting_expression
            ? compileOrThrow(rule.ratelimit.counting_expression, 'counting', rule.id)
            : undefined,
          counterKey: compileCounterKeyRef(rule.ratelimit.characteristics),
          counter: new RateLimitCounter(rule.ratelimit),
        };
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
