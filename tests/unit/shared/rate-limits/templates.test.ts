import { describe, expect, it } from 'vitest';
import { parseExpression } from '../../../../shared/rules';
import { validateRateLimitRule } from '../../../../shared/rate-limits/rule-validation';
import { simulate } from '../../../../shared/rate-limits/simulator';
import { RULE_TEMPLATES, templateById } from '../../../../shared/rate-limits/templates';
import { intlFor } from '../../../../shared/i18n/catalogue';

const EN = intlFor('en');

describe('rule templates', () => {
  it('there are at least the login and API key templates, with unique ids', () => {
    const ids = RULE_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(templateById('login-per-ip')?.title).toBe('Protect a login path per IP');
    expect(templateById('api-per-key')?.rule.ratelimit.characteristics).toContain('http.request.headers["x-api-key"]');
  });

  for (const template of RULE_TEMPLATES) {
    it(`"${template.title}" passes validation and its expressions parse`, () => {
      expect(validateRateLimitRule(template.rule, EN)).toEqual([]);
      expect(parseExpression(template.rule.expression, { context: 'rule' }).ok).toBe(true);
      const counting = template.rule.ratelimit.counting_expression;
      if (counting) expect(parseExpression(counting, { context: 'counting' }).ok).toBe(true);
      expect(template.rule.ratelimit.characteristics).toContain('cf.colo.id');
    });

    it(`"${template.title}" acts on its own sample traffic`, () => {
      const outcome = simulate(template.rule, template.sampleTraffic, EN);
      expect(outcome.ok && outcome.totals.blocked).toBeGreaterThan(0);
    });
  }

  it('the login template is 5 per 60 s per IP, blocked for 600 s', () => {
    const rule = templateById('login-per-ip')!.rule;
    expect(rule.expression).toBe('http.request.uri.path eq "/login" and http.request.method eq "POST"');
    expect(rule.ratelimit).toMatchObject({ period: 60, requests_per_period: 5, mitigation_timeout: 600 });
    expect(rule.action).toBe('block');
  });
});
