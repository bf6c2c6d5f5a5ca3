import { describe, expect, it } from 'vitest';
import { CfApiError, CF_CODES } from '../../../../../electron/emulator/rulesets/cf-error';
import { Problems } from '../../../../../electron/emulator/rulesets/problems';
import { validateRuleInput, type RuleDraft } from '../../../../../electron/emulator/rulesets/rule-input';
import { DEFAULT_RULESETS_SETTINGS } from '../../../../../electron/emulator/rulesets/settings';

const good = {
  description: 'Login burst',
  expression: 'http.request.uri.path eq "/login"',
  action: 'block',
  ratelimit: { characteristics: ['ip.src', 'cf.colo.id'], period: 60, requests_per_period: 5, mitigation_timeout: 600 },
};

function run(raw: unknown, phase = 'http_ratelimit'): { draft?: RuleDraft; errors: CfApiError['errors'] } {
  const problems = new Problems();
  const draft = validateRuleInput(
    raw,
    { phase, pointer: '/rules/0', settings: DEFAULT_RULESETS_SETTINGS, allowPosition: false },
    problems,
  );
  try {
    problems.throwIfAny();
    return { draft, errors: [] };
  } catch (error) {
    return { errors: (error as CfApiError).errors };
  }
}

function withRatelimit(patch: Record<string, unknown>): unknown {
  return { ...good, ratelimit: { ...good.ratelimit, ...patch } };
}

describe('validateRuleInput', () => {
  it('normalizes a valid rate limiting rule: characteristics sorted, enabled by default', () => {
    const { draft, errors } = run(good);
    expect(errors).toEqual([]);
    expect(draft?.enabled).toBe(true);
    expect(draft?.ratelimit?.characteristics).toEqual(['cf.colo.id', 'ip.src']);
    expect(draft?.ratelimit?.mitigation_timeout).toBe(600);
  });

  it('leaves a zero mitigation_timeout out, as the service does', () => {
    expect(run(withRatelimit({ mitigation_timeout: 0 })).draft?.ratelimit).not.toHaveProperty('mitigation_timeout');
  });

  it('requires ratelimit in the http_ratelimit phase', () => {
    const { errors } = run({ expression: 'true', action: 'block' });
    expect(errors.map((e) => e.source?.pointer)).toContain('/rules/0/ratelimit');
  });

  it('wraps expression errors in the service sentence with the parser position', () => {
    const { errors } = run({ ...good, expression: 'http.request.uri.path eq "/login" and' });
    expect(errors[0]?.code).toBe(CF_CODES.invalidExpression);
    expect(errors[0]?.source?.pointer).toBe('/rules/0/expression');
    expect(errors[0]?.message).toMatch(
      /^'http\.request\.uri\.path eq "\/login" and' is not a valid value for expression because Filter parsing error \(1:\d+\)/,
    );
  });

  it('refuses a blank expression', () => {
    expect(run({ ...good, expression: '  ' }).errors[0]?.message).toMatch(/cannot be blank/);
  });

  it('refuses response fields in the rule expression but allows them in the counting expression', () => {
    expect(run({ ...good, expression: 'http.response.code eq 401' }).errors[0]?.source?.pointer).toBe(
      '/rules/0/expression',
    );
    const { errors, draft } = run(withRatelimit({ counting_expression: 'http.response.code eq 401' }));
    expect(errors).toEqual([]);
    expect(draft?.ratelimit?.counting_expression).toBe('http.response.code eq 401');
  });

  it('treats an empty counting expression as the rule expression', () => {
    const { errors, draft } = run(withRatelimit({ counting_expression: '' }));
    expect(errors).toEqual([]);
    expect(draft?.ratelimit).not.toHaveProperty('counting_expression');
  });

  it.each([
    [{ period: 30 }, '/rules/0/ratelimit/period', /must be one of 10, 60, 120, 300, 600, 3600/],
    [{ mitigation_timeout: 5 }, '/rules/0/ratelimit/mitigation_timeout', /0 = throttle/],
    [{ characteristics: ['ip.src'] }, '/rules/0/ratelimit/characteristics', /must include cf\.colo\.id/],
    [
      { characteristics: ['cf.colo.id', 'ip.src', 'cf.unique_visitor_id'] },
      '/rules/0/ratelimit/characteristics',
      /both ip\.src and cf\.unique_visitor_id/,
    ],
    [
      { characteristics: ['cf.colo.id', 'http.request.headers["X-Api-Key"]'] },
      '/rules/0/ratelimit/characteristics/1',
      /lowercase/,
    ],
    [
      { characteristics: ['cf.colo.id', 'http.request.body'] },
      '/rules/0/ratelimit/characteristics/1',
      /not a supported characteristic/,
    ],
    [{ score_per_period: 10 }, '/rules/0/ratelimit', /exactly one of requests_per_period and score_per_period/],
    [{ requests_per_period: 0 }, '/rules/0/ratelimit/requests_per_period', /positive integer/],
    [
      { requests_per_period: undefined, score_per_period: 10 },
      '/rules/0/ratelimit/score_response_header_name',
      /required with score_per_period/,
    ],
    [
      { counting_expression: 'http.response.code eq' },
      '/rules/0/ratelimit/counting_expression',
      /is not a valid value for counting_expression because Filter parsing error/,
    ],
    [{ burst: 3 }, '/rules/0/ratelimit/burst', /unknown field burst/],
  ])('refuses ratelimit %j', (patch, pointer, message) => {
    const { errors } = run(withRatelimit(patch));
    const error = errors.find((e) => e.source?.pointer === pointer);
    expect(error, JSON.stringify(errors)).toBeDefined();
    expect(error?.message).toMatch(message);
  });

  it('accepts a score-based rule', () => {
    const { errors, draft } = run(
      withRatelimit({ requests_per_period: undefined, score_per_period: 100, score_response_header_name: 'x-score' }),
    );
    expect(errors).toEqual([]);
    expect(draft?.ratelimit).toMatchObject({ score_per_period: 100, score_response_header_name: 'x-score' });
  });

  it('accepts the characteristic shapes of the service', () => {
    const characteristics = [
      'cf.colo.id',
      'http.request.headers["x-api-key"]',
      'http.request.cookies["session"]',
      'http.request.uri.args["page"]',
      'http.host',
      'http.request.uri.path',
      'ip.src.asnum',
      'ip.src.country',
    ];
    expect(run(withRatelimit({ characteristics })).errors).toEqual([]);
  });

  it('checks the action and the block response', () => {
    expect(run({ ...good, action: 'skip' }).errors[0]?.message).toMatch(
      /must be one of block, challenge, js_challenge, managed_challenge, log/,
    );
    const response = (r: Record<string, unknown>) => run({ ...good, action_parameters: { response: r } });
    expect(response({ status_code: 503, content: 'x', content_type: 'text/plain' }).errors[0]?.source?.pointer).toBe(
      '/rules/0/action_parameters/response/status_code',
    );
    expect(response({ status_code: 429, content: 'x', content_type: 'image/png' }).errors[0]?.source?.pointer).toBe(
      '/rules/0/action_parameters/response/content_type',
    );
    expect(response({ content: 'x'.repeat(30 * 1024 + 1), content_type: 'text/plain' }).errors[0]?.message).toMatch(
      /limit is 30720 bytes/,
    );
    const ok = response({ content: '{"slow":"down"}', content_type: 'application/json' });
    expect(ok.draft?.action_parameters).toEqual({
      response: { status_code: 429, content: '{"slow":"down"}', content_type: 'application/json' },
    });
    expect(
      run({ ...good, action: 'log', action_parameters: { response: { content: 'x', content_type: 'text/plain' } } })
        .errors[0]?.message,
    ).toMatch(/not allowed for the log action/);
  });

  it('ignores read-only fields echoed back and refuses unknown ones', () => {
    expect(run({ ...good, version: '3', last_updated: '2024-01-01T00:00:00Z' }).errors).toEqual([]);
    expect(run({ ...good, priority: 1 }).errors[0]?.source?.pointer).toBe('/rules/0/priority');
    expect(run({ ...good, position: { index: 1 } }).errors[0]?.source?.pointer).toBe('/rules/0/position');
  });

  it('accepts rules without ratelimit in other phases', () => {
    const { errors, draft } = run(
      { expression: 'ip.src eq 192.0.2.1', action: 'block' },
      'http_request_firewall_custom',
    );
    expect(errors).toEqual([]);
    expect(draft?.ratelimit).toBeUndefined();
  });
});
