import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE_LIMITS, type RateLimitRule } from '../../../../shared/rate-limits/rule-model';
import {
  characteristicProblems,
  validateRateLimitRule,
  withColo,
} from '../../../../shared/rate-limits/rule-validation';
import { intlFor } from '../../../../shared/i18n/catalogue';

const EN = intlFor('en');

const valid: RateLimitRule = {
  description: 'Login',
  expression: 'http.request.uri.path eq "/login"',
  action: 'block',
  ratelimit: { characteristics: ['cf.colo.id', 'ip.src'], period: 60, requests_per_period: 5, mitigation_timeout: 600 },
};

function withRatelimit(patch: Partial<RateLimitRule['ratelimit']>): RateLimitRule {
  return { ...valid, ratelimit: { ...valid.ratelimit, ...patch } };
}

const paths = (rule: RateLimitRule) => validateRateLimitRule(rule, EN).map((p) => p.path);

describe('validateRateLimitRule', () => {
  it('accepts a complete request-count rule', () => {
    expect(validateRateLimitRule(valid, EN)).toEqual([]);
  });

  it('requires a description', () => {
    expect(paths({ ...valid, description: '   ' })).toEqual(['description']);
  });

  it('reports an expression syntax error with line, column and the service rendering', () => {
    const [problem] = validateRateLimitRule({ ...valid, expression: 'http.request.uri.path eq "/login' }, EN);
    expect(problem?.path).toBe('expression');
    expect(problem?.syntax?.line).toBe(1);
    expect(problem?.syntax?.text).toMatch(/^Filter parsing error \(1:\d+\):\n/);
    expect(problem?.message).toMatch(/^Line 1, column \d+: /);
  });

  it('reports the column of a mistake on a later line', () => {
    const [problem] = validateRateLimitRule(
      {
        ...valid,
        expression: 'http.request.uri.path eq "/a"\nand http.request.method eq GET',
      },
      EN,
    );
    expect(problem?.syntax?.line).toBe(2);
    expect(problem?.syntax?.column).toBeGreaterThan(1);
    expect(problem?.syntax?.lineText).toBe('and http.request.method eq GET');
  });

  it('refuses response fields in the rule expression but allows them in the counting expression', () => {
    expect(paths({ ...valid, expression: 'http.response.code eq 404' })).toEqual(['expression']);
    expect(validateRateLimitRule(withRatelimit({ counting_expression: 'http.response.code eq 404' }), EN)).toEqual([]);
  });

  it('checks the counting expression in the counting context and accepts an empty one', () => {
    expect(validateRateLimitRule(withRatelimit({ counting_expression: '' }), EN)).toEqual([]);
    expect(paths(withRatelimit({ counting_expression: 'http.response.code eq' }))).toEqual([
      'ratelimit.counting_expression',
    ]);
    expect(paths(withRatelimit({ counting_expression: '   ' }))).toEqual(['ratelimit.counting_expression']);
  });

  it('refuses a blank rule expression', () => {
    expect(paths({ ...valid, expression: '' })).toEqual(['expression']);
  });

  it('accepts only the documented periods and timeouts, or those of the given limits', () => {
    expect(paths(withRatelimit({ period: 30 }))).toEqual(['ratelimit.period']);
    expect(paths(withRatelimit({ mitigation_timeout: 5 }))).toEqual(['ratelimit.mitigation_timeout']);
    expect(validateRateLimitRule(withRatelimit({ period: 120 }), EN)).toEqual([]);
    expect(
      validateRateLimitRule(withRatelimit({ period: 120 }), EN, {
        ...DEFAULT_RULE_LIMITS,
        periods: [10, 60, 600, 3600],
      }),
    ).toHaveLength(1);
    expect(validateRateLimitRule(withRatelimit({ mitigation_timeout: 0 }), EN)).toEqual([]);
  });

  it('needs exactly one of requests_per_period and score_per_period, and a score header with a score', () => {
    expect(paths(withRatelimit({ requests_per_period: undefined }))).toEqual(['ratelimit.requests_per_period']);
    expect(paths(withRatelimit({ score_per_period: 10, score_response_header_name: 'x-score' }))).toEqual([
      'ratelimit.requests_per_period',
    ]);
    expect(paths(withRatelimit({ requests_per_period: undefined, score_per_period: 10 }))).toEqual([
      'ratelimit.score_response_header_name',
    ]);
    expect(
      validateRateLimitRule(
        withRatelimit({ requests_per_period: undefined, score_per_period: 10, score_response_header_name: 'x-score' }),
        EN,
      ),
    ).toEqual([]);
    expect(paths(withRatelimit({ score_response_header_name: 'x-score' }))).toEqual([
      'ratelimit.score_response_header_name',
    ]);
    expect(paths(withRatelimit({ requests_per_period: 0 }))).toEqual(['ratelimit.requests_per_period']);
    expect(paths(withRatelimit({ requests_per_period: 2.5 }))).toEqual(['ratelimit.requests_per_period']);
  });

  it('requires cf.colo.id and keeps ip.src and cf.unique_visitor_id apart', () => {
    expect(paths(withRatelimit({ characteristics: ['ip.src'] }))).toEqual(['ratelimit.characteristics']);
    expect(paths(withRatelimit({ characteristics: ['cf.colo.id', 'ip.src', 'cf.unique_visitor_id'] }))).toEqual([
      'ratelimit.characteristics',
    ]);
    expect(
      validateRateLimitRule(withRatelimit({ characteristics: ['cf.colo.id', 'cf.unique_visitor_id'] }), EN),
    ).toEqual([]);
  });

  it('checks header characteristics: lowercase, valid, non-empty names', () => {
    expect(characteristicProblems(['cf.colo.id', 'http.request.headers["x-api-key"]'], EN)).toEqual([]);
    expect(characteristicProblems(['cf.colo.id', 'http.request.headers["X-Api-Key"]'], EN).join()).toMatch(/lowercase/);
    expect(characteristicProblems(['cf.colo.id', 'http.request.headers[""]'], EN).join()).toMatch(/cannot be empty/);
    expect(characteristicProblems(['cf.colo.id', 'http.request.headers["a b"]'], EN).join()).toMatch(
      /not a valid HTTP header name/,
    );
    expect(characteristicProblems(['cf.colo.id', 'ip.dst'], EN).join()).toMatch(/not a valid characteristic/);
  });

  it('allows a custom response only with block, with a 4xx status, a known content type and at most 30 KB', () => {
    const response = { status_code: 429, content_type: 'text/plain' as const, content: 'slow down' };
    expect(validateRateLimitRule({ ...valid, action_parameters: { response } }, EN)).toEqual([]);
    expect(paths({ ...valid, action: 'log', action_parameters: { response } })).toEqual(['action']);
    expect(paths({ ...valid, action_parameters: { response: { ...response, status_code: 503 } } })).toEqual([
      'action_parameters.response.status_code',
    ]);
    expect(
      paths({ ...valid, action_parameters: { response: { ...response, content_type: 'image/png' as never } } }),
    ).toEqual(['action_parameters.response.content_type']);
    const limit = 30 * 1024;
    expect(
      validateRateLimitRule(
        { ...valid, action_parameters: { response: { ...response, content: 'a'.repeat(limit) } } },
        EN,
      ),
    ).toEqual([]);
    expect(
      paths({ ...valid, action_parameters: { response: { ...response, content: 'a'.repeat(limit + 1) } } }),
    ).toEqual(['action_parameters.response.content']);
    // Size is counted in UTF-8 bytes: 10 240 three-byte characters are exactly 30 KB, one more is over.
    expect(paths({ ...valid, action_parameters: { response: { ...response, content: '€'.repeat(10_241) } } })).toEqual([
      'action_parameters.response.content',
    ]);
  });

  it('refuses an unknown action', () => {
    expect(paths({ ...valid, action: 'skip' as never })).toEqual(['action']);
  });
});

describe('helpers', () => {
  it('withColo adds cf.colo.id once and sorts', () => {
    expect(withColo(['ip.src'])).toEqual(['cf.colo.id', 'ip.src']);
    expect(withColo(['ip.src', 'cf.colo.id', 'ip.src'])).toEqual(['cf.colo.id', 'ip.src']);
  });
});
