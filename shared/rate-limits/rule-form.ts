// The editor's model of a rule: what the inputs hold (numbers still as typed), turned into a RateLimitRule and
// checked by the same validation the service runs, each problem tied to the input it belongs to.
import type { IntlShape } from 'react-intl';
import { RULE_PROBLEMS } from './rule-problem-messages';
import type { ExpressionSyntax } from './expression-check';
import {
  COLO_CHARACTERISTIC,
  DEFAULT_BLOCK_STATUS,
  DEFAULT_RULE_LIMITS,
  type BlockContentType,
  type RateLimitAction,
  type RateLimitRule,
  type RateLimitSettings,
  type RuleLimits,
} from './rule-model';
import { validateRateLimitRule, withColo, type RulePath } from './rule-validation';

export interface RuleForm {
  readonly description: string;
  readonly expression: string;
  readonly action: RateLimitAction;
  /** Block only: answer blocked requests with the response below instead of the default page. */
  readonly customResponse: boolean;
  readonly responseStatus: string;
  readonly responseContentType: BlockContentType;
  readonly responseContent: string;
  /** Besides cf.colo.id, which every rule counts by and the form always adds. */
  readonly characteristics: readonly string[];
  readonly period: string;
  readonly mode: 'requests' | 'score';
  readonly requestsPerPeriod: string;
  readonly scorePerPeriod: string;
  readonly scoreHeader: string;
  /** "0" = throttle. */
  readonly mitigationTimeout: string;
  readonly requestsToOrigin: boolean;
  /** "" = count what the rule expression matches. */
  readonly countingExpression: string;
  readonly enabled: boolean;
}

export type RuleFormField = keyof RuleForm;

export interface FormProblem {
  readonly field: RuleFormField;
  readonly message: string;
  readonly syntax?: ExpressionSyntax;
}

export type FormCheck =
  | { readonly ok: true; readonly rule: RateLimitRule; readonly problems: readonly [] }
  | { readonly ok: false; readonly rule?: undefined; readonly problems: readonly FormProblem[] };

export function emptyRuleForm(): RuleForm {
  return {
    description: '',
    expression: '',
    action: 'block',
    customResponse: false,
    responseStatus: String(DEFAULT_BLOCK_STATUS),
    responseContentType: 'text/plain',
    responseContent: '',
    characteristics: ['ip.src'],
    period: '60',
    mode: 'requests',
    requestsPerPeriod: '',
    scorePerPeriod: '',
    scoreHeader: '',
    mitigationTimeout: '600',
    requestsToOrigin: false,
    countingExpression: '',
    enabled: true,
  };
}

export function formFromRule(rule: RateLimitRule): RuleForm {
  const rl = rule.ratelimit;
  const response = rule.action_parameters?.response;
  const empty = emptyRuleForm();
  return {
    description: rule.description,
    expression: rule.expression,
    action: rule.action,
    customResponse: response !== undefined,
    responseStatus: String(response?.status_code ?? DEFAULT_BLOCK_STATUS),
    responseContentType: response?.content_type ?? empty.responseContentType,
    responseContent: response?.content ?? '',
    characteristics: rl.characteristics.filter((c) => c !== COLO_CHARACTERISTIC),
    period: String(rl.period),
    mode: rl.score_per_period !== undefined ? 'score' : 'requests',
    requestsPerPeriod: rl.requests_per_period === undefined ? '' : String(rl.requests_per_period),
    scorePerPeriod: rl.score_per_period === undefined ? '' : String(rl.score_per_period),
    scoreHeader: rl.score_response_header_name ?? '',
    mitigationTimeout: String(rl.mitigation_timeout ?? 0),
    requestsToOrigin: rl.requests_to_origin === true,
    countingExpression: rl.counting_expression ?? '',
    enabled: rule.enabled !== false,
  };
}

const FIELD_OF_PATH: Readonly<Record<RulePath, RuleFormField>> = {
  description: 'description',
  expression: 'expression',
  action: 'action',
  'action_parameters.response.status_code': 'responseStatus',
  'action_parameters.response.content_type': 'responseContentType',
  'action_parameters.response.content': 'responseContent',
  'ratelimit.characteristics': 'characteristics',
  'ratelimit.period': 'period',
  'ratelimit.requests_per_period': 'requestsPerPeriod',
  'ratelimit.score_per_period': 'scorePerPeriod',
  'ratelimit.score_response_header_name': 'scoreHeader',
  'ratelimit.mitigation_timeout': 'mitigationTimeout',
  'ratelimit.counting_expression': 'countingExpression',
};

export function fieldOfPath(path: RulePath): RuleFormField {
  return FIELD_OF_PATH[path];
}

type NumberField = 'period' | 'mitigationTimeout' | 'requestsPerPeriod' | 'scorePerPeriod' | 'responseStatus';

/** A whole number as typed, or NaN (which validation then refuses). */
function wholeNumber(text: string, field: NumberField, intl: IntlShape, problems: FormProblem[]): number {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) {
    problems.push({
      field,
      message: intl.formatMessage(trimmed === '' ? RULE_PROBLEMS.enterNumber : RULE_PROBLEMS.notWhole, { field }),
    });
    return Number.NaN;
  }
  return Number(trimmed);
}

/**
 * The rule the form describes, and every problem with it in the language of `intl`; `rule` only when there are
 * none.
 */
export function checkRuleForm(form: RuleForm, intl: IntlShape, limits: RuleLimits = DEFAULT_RULE_LIMITS): FormCheck {
  const parseProblems: FormProblem[] = [];
  const period = wholeNumber(form.period, 'period', intl, parseProblems);
  const timeout = wholeNumber(form.mitigationTimeout, 'mitigationTimeout', intl, parseProblems);
  const ratelimit: { -readonly [K in keyof RateLimitSettings]: RateLimitSettings[K] } = {
    characteristics: withColo(form.characteristics),
    period,
  };
  if (form.mode === 'requests') {
    ratelimit.requests_per_period = wholeNumber(form.requestsPerPeriod, 'requestsPerPeriod', intl, parseProblems);
  } else {
    ratelimit.score_per_period = wholeNumber(form.scorePerPeriod, 'scorePerPeriod', intl, parseProblems);
    ratelimit.score_response_header_name = form.scoreHeader.trim();
  }
  if (timeout !== 0) ratelimit.mitigation_timeout = timeout;
  if (form.requestsToOrigin) ratelimit.requests_to_origin = true;
  if (form.countingExpression !== '') ratelimit.counting_expression = form.countingExpression;

  const withResponse = form.customResponse && form.action === 'block';
  const rule: RateLimitRule = {
    description: form.description.trim(),
    expression: form.expression,
    action: form.action,
    ...(withResponse
      ? {
          action_parameters: {
            response: {
              status_code: wholeNumber(form.responseStatus, 'responseStatus', intl, parseProblems),
              content_type: form.responseContentType,
              content: form.responseContent,
            },
          },
        }
      : {}),
    ratelimit,
    enabled: form.enabled,
  };

  // A number that did not parse has already been explained; the validator's complaint about NaN would repeat it.
  const explained = new Set(parseProblems.map((p) => p.field));
  const problems = [
    ...parseProblems,
    ...validateRateLimitRule(rule, intl, limits)
      .map((p): FormProblem => ({
        field: fieldOfPath(p.path),
        message: p.message,
        ...(p.syntax ? { syntax: p.syntax } : {}),
      }))
      .filter((p) => !explained.has(p.field)),
  ];
  return problems.length === 0 ? { ok: true, rule, problems: [] } : { ok: false, problems };
}

export function problemsOf(problems: readonly FormProblem[], field: RuleFormField): FormProblem[] {
  return problems.filter((p) => p.field === field);
}
