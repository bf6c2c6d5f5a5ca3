// Validates a rule's `ratelimit` object and returns it normalized (characteristics sorted, zero values left out
// the way the service leaves them out of its answers).
import { CF_CODES } from './cf-error';
import { sortCharacteristics } from '../../../shared/rules/index';
import { characteristicsProblems } from './characteristics';
import { countingExpressionProblem } from './expression-check';
import type { RatelimitConfig } from './model';
import { invalidValue, isInteger, isObject, type Problems } from './problems';
import type { RulesetsSettings } from './settings';

const KNOWN_KEYS = new Set([
  'characteristics',
  'period',
  'requests_per_period',
  'score_per_period',
  'score_response_header_name',
  'mitigation_timeout',
  'requests_to_origin',
  'counting_expression',
]);

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-zA-Z-]+$/;

export function validateRatelimit(
  raw: unknown,
  pointer: string,
  settings: RulesetsSettings,
  problems: Problems,
): RatelimitConfig | undefined {
  const bad = (message: string, at: string): void => problems.add(CF_CODES.invalidField, message, at);
  if (!isObject(raw)) {
    bad('ratelimit must be an object', pointer);
    return undefined;
  }
  for (const key of Object.keys(raw)) {
    if (!KNOWN_KEYS.has(key)) bad(`unknown field ${key} in ratelimit`, `${pointer}/${key}`);
  }

  let characteristics: string[] = [];
  const chars = raw.characteristics;
  if (!Array.isArray(chars) || chars.length === 0 || !chars.every((c) => typeof c === 'string')) {
    bad('characteristics must be a non-empty array of strings and include cf.colo.id', `${pointer}/characteristics`);
  } else {
    characteristics = chars;
    for (const [message, index] of characteristicsProblems(characteristics)) {
      bad(message, index < 0 ? `${pointer}/characteristics` : `${pointer}/characteristics/${index}`);
    }
  }

  const period = raw.period;
  if (period === undefined) bad('period is required', `${pointer}/period`);
  else if (!isInteger(period) || !settings.periods.includes(period)) {
    bad(
      invalidValue(period, 'period', `it must be one of ${settings.periods.join(', ')} (seconds)`),
      `${pointer}/period`,
    );
  }

  const requests = raw.requests_per_period;
  const score = raw.score_per_period;
  const scoreHeader = raw.score_response_header_name;
  if ((requests === undefined) === (score === undefined)) {
    bad('exactly one of requests_per_period and score_per_period must be set', pointer);
  }
  if (requests !== undefined && (!isInteger(requests) || requests < 1)) {
    bad(
      invalidValue(requests, 'requests_per_period', 'it must be a positive integer'),
      `${pointer}/requests_per_period`,
    );
  }
  if (score !== undefined && (!isInteger(score) || score < 1)) {
    bad(invalidValue(score, 'score_per_period', 'it must be a positive integer'), `${pointer}/score_per_period`);
  }
  if (score !== undefined && (scoreHeader === undefined || scoreHeader === '')) {
    bad('score_response_header_name is required with score_per_period', `${pointer}/score_response_header_name`);
  }
  if (scoreHeader !== undefined && scoreHeader !== '') {
    if (typeof scoreHeader !== 'string' || !HEADER_NAME.test(scoreHeader)) {
      bad(
        invalidValue(scoreHeader, 'score_response_header_name', 'it is not a valid HTTP header name'),
        `${pointer}/score_response_header_name`,
      );
    } else if (score === undefined) {
      bad('score_response_header_name is only used with score_per_period', `${pointer}/score_response_header_name`);
    }
  }

  const timeout = raw.mitigation_timeout;
  if (timeout !== undefined && (!isInteger(timeout) || !settings.mitigationTimeouts.includes(timeout))) {
    bad(
      invalidValue(
        timeout,
        'mitigation_timeout',
        `it must be one of ${settings.mitigationTimeouts.join(', ')} (seconds; 0 = throttle)`,
      ),
      `${pointer}/mitigation_timeout`,
    );
  }

  const toOrigin = raw.requests_to_origin;
  if (toOrigin !== undefined && typeof toOrigin !== 'boolean') {
    bad(invalidValue(toOrigin, 'requests_to_origin', 'it must be a boolean'), `${pointer}/requests_to_origin`);
  }

  const counting = raw.counting_expression;
  if (counting !== undefined) {
    if (typeof counting !== 'string') bad('counting_expression must be a string', `${pointer}/counting_expression`);
    else {
      const problem = countingExpressionProblem(counting);
      if (problem) problems.add(CF_CODES.invalidExpression, problem, `${pointer}/counting_expression`);
    }
  }

  const out: RatelimitConfig = { characteristics: sortCharacteristics(characteristics), period: period as number };
  if (requests !== undefined) out.requests_per_period = requests as number;
  if (score !== undefined) out.score_per_period = score as number;
  if (typeof scoreHeader === 'string' && scoreHeader !== '') out.score_response_header_name = scoreHeader;
  if (typeof timeout === 'number' && timeout !== 0) out.mitigation_timeout = timeout;
  if (toOrigin === true) out.requests_to_origin = true;
  if (typeof counting === 'string' && counting !== '') out.counting_expression = counting;
  return out;
}
