import { describe, expect, it } from 'vitest';
import {
  checkRuleForm,
  emptyRuleForm,
  formFromRule,
  problemsOf,
  type RuleForm,
} from '../../../../shared/rate-limits/rule-form';
import { RULE_TEMPLATES } from '../../../../shared/rate-limits/templates';
import { intlFor } from '../../../../shared/i18n/catalogue';

const EN = intlFor('en');

const filled: RuleForm = {
  ...emptyRuleForm(),
  description: 'Login',
  expression: 'http.request.uri.path eq "/login"',
  requestsPerPeriod: '5',
};

describe('checkRuleForm', () => {
  it('an empty form is invalid: description, expression and threshold are missing', () => {
    const check = checkRuleForm(emptyRuleForm(), EN);
    expect(check.ok).toBe(false);
    expect(new Set(check.problems.map((p) => p.field))).toEqual(
      new Set(['description', 'expression', 'requestsPerPeriod']),
    );
  });

  it('turns a filled form into the API rule, always counting per data centre', () => {
    const check = checkRuleForm(filled, EN);
    expect(check.ok).toBe(true);
    expect(check.rule).toEqual({
      description: 'Login',
      expression: 'http.request.uri.path eq "/login"',
      action: 'block',
      ratelimit: {
        characteristics: ['cf.colo.id', 'ip.src'],
        period: 60,
        requests_per_period: 5,
        mitigation_timeout: 600,
      },
      enabled: true,
    });
  });

  it('leaves out a zero timeout (throttle), an empty counting expression and the response unless asked for', () => {
    const check = checkRuleForm(
      { ...filled, mitigationTimeout: '0', countingExpression: '', responseContent: 'x' },
      EN,
    );
    expect(check.rule?.ratelimit).not.toHaveProperty('mitigation_timeout');
    expect(check.rule?.ratelimit).not.toHaveProperty('counting_expression');
    expect(check.rule).not.toHaveProperty('action_parameters');
  });

  it('says a number is not a whole number once, not also that it is out of range', () => {
    const check = checkRuleForm({ ...filled, requestsPerPeriod: '5x', period: 'abc' }, EN);
    expect(problemsOf(check.problems, 'requestsPerPeriod').map((p) => p.message)).toEqual([
      'A number of requests must be a whole number.',
    ]);
    expect(problemsOf(check.problems, 'period')).toHaveLength(1);
  });

  it('builds a score rule with its header', () => {
    const check = checkRuleForm({ ...filled, mode: 'score', scorePerPeriod: '400', scoreHeader: 'x-score' }, EN);
    expect(check.rule?.ratelimit).toMatchObject({ score_per_period: 400, score_response_header_name: 'x-score' });
    expect(check.rule?.ratelimit).not.toHaveProperty('requests_per_period');
    expect(checkRuleForm({ ...filled, mode: 'score', scorePerPeriod: '400' }, EN).problems.map((p) => p.field)).toEqual(
      ['scoreHeader'],
    );
  });

  it('ties expression problems to their inputs, with the syntax details for the caret', () => {
    const check = checkRuleForm(
      {
        ...filled,
        expression: 'http.host eq',
        countingExpression: 'http.response.code eq "x"',
      },
      EN,
    );
    const expression = problemsOf(check.problems, 'expression')[0];
    expect(expression?.syntax?.column).toBe(13);
    expect(problemsOf(check.problems, 'countingExpression')[0]?.syntax).toBeDefined();
  });

  it('validates the custom response of a block rule', () => {
    const check = checkRuleForm(
      {
        ...filled,
        customResponse: true,
        responseStatus: '200',
        responseContent: '{}',
        responseContentType: 'application/json',
      },
      EN,
    );
    expect(check.problems.map((p) => p.field)).toEqual(['responseStatus']);
    const ok = checkRuleForm(
      {
        ...filled,
        customResponse: true,
        responseStatus: '418',
        responseContent: 'no',
        responseContentType: 'text/plain',
      },
      EN,
    );
    expect(ok.rule?.action_parameters).toEqual({
      response: { status_code: 418, content: 'no', content_type: 'text/plain' },
    });
  });

  it('round-trips every template through the form unchanged', () => {
    for (const template of RULE_TEMPLATES) {
      const check = checkRuleForm(formFromRule(template.rule), EN);
      expect(check.ok, template.id).toBe(true);
      expect(check.rule).toEqual({
        ...template.rule,
        ratelimit: { ...template.rule.ratelimit, characteristics: [...template.rule.ratelimit.characteristics].sort() },
      });
    }
  });

  it('formFromRule hides cf.colo.id, which the form always adds back', () => {
    expect(formFromRule(RULE_TEMPLATES[0]!.rule).characteristics).toEqual(['ip.src']);
  });
});
