// One request through the emulated edge: the zone's http_ratelimit rules, then the stand-in origin (or the
// rule's response), and a log entry. Independent of Fastify so it can be driven directly.
import { randomBytes } from 'node:crypto';
import { RuleContext, type RuleRequest } from '../../../shared/rules/index';
import type { RuleRecord } from '../rulesets/model';
import { CompiledRules } from './compiled-rules';
import { EdgeEngine, type Counted } from '../../../shared/rate-limits/edge-engine';
import { EdgeLog, type EdgeLogEntry } from './edge-log';
import { blockResponse, challengeResponse, type EdgeResponse } from './edge-responses';
import { isCacheHit, originRespond } from './stand-in-origin';

export const RATE_LIMIT_PHASE = 'http_ratelimit';

/** What the edge needs from the rulesets API: zones by host name and their enabled rules, in order. */
export interface EdgeRuleSource {
  zoneByName(name: string): { readonly id: string; readonly name: string } | undefined;
  edgeRules(zoneId: string, phase: string): readonly RuleRecord[];
}

interface EdgeOptions {
  /** The data center this edge stands for: the value of cf.colo.id and the suffix of cf-ray. */
  readonly coloId: string;
  readonly now: () => number;
  readonly logCapacity: number;
}

export class Edge {
  readonly log: EdgeLog;
  private readonly compiled = new CompiledRules();
  private readonly engine: EdgeEngine;

  constructor(private readonly options: EdgeOptions) {
    this.log = new EdgeLog(options.logCapacity);
    this.engine = new EdgeEngine(options.coloId, options.now);
  }

  resetCounters(): void {
    this.compiled.resetCounters();
  }

  handle(
    zone: { readonly id: string; readonly name: string },
    rules: readonly RuleRecord[],
    request: RuleRequest,
  ): EdgeResponse {
    const ctx = new RuleContext(request);
    const compiledRules = this.compiled.compile(zone.id, rules);
    const cached = isCacheHit(request);
    const before = this.engine.beforeOrigin(compiledRules, ctx, cached);

    let response: EdgeResponse;
    let outcome: EdgeLogEntry['outcome'] = 'passed';
    let counted: Counted[] = [];
    if (before.acting) {
      const { compiled, hit } = before.acting;
      const block = compiled.rule.action === 'block';
      outcome = block ? 'blocked' : 'challenged';
      response = block
        ? blockResponse(compiled.rule.action_parameters, hit, this.options.now())
        : challengeResponse(compiled.rule.action, zone.name);
    } else {
      const scoreHeaders = compiledRules.flatMap((c) =>
        c.ratelimit.score_response_header_name ? [c.ratelimit.score_response_header_name] : [],
      );
      const origin = originRespond(request, scoreHeaders);
      counted = this.engine.afterOrigin(before.pending, ctx, origin);
      response = origin;
    }

    this.log.add({
      at: new Date(this.options.now()).toISOString(),
      zone: zone.name,
      method: request.method,
      path: request.path,
      query: request.query ?? '',
      clientIp: request.sourceIp,
      outcome,
      status: response.status,
      cached,
      rule: before.acting?.hit ?? null,
      logged: before.logged,
      counted,
    });
    return {
      status: response.status,
      headers: {
        ...response.headers,
        server: 'cloudflare',
        'cf-ray': `${randomBytes(8).toString('hex')}-${this.options.coloId}`,
      },
      body: response.body,
    };
  }
}
