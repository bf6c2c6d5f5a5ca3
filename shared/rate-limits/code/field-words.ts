// Field paths of a rule diff ("ratelimit.period") in a creator's words, and their values as the Rate limits
// screen writes them ("1 minute", "Block", "On").
import { ACTION_LABELS, describeSeconds, isRateLimitAction } from '../rule-model';

const LABELS: Readonly<Record<string, string>> = {
  description: 'Name',
  expression: 'Requests it applies to',
  action: 'Action',
  enabled: 'On or off',
  ref: 'Reference',
  'ratelimit.characteristics': 'Counted per',
  'ratelimit.period': 'Period',
  'ratelimit.requests_per_period': 'Requests per period',
  'ratelimit.score_per_period': 'Score per period',
  'ratelimit.score_response_header_name': 'Score header',
  'ratelimit.mitigation_timeout': 'Blocks for',
  'ratelimit.requests_to_origin': 'Count only requests to the origin',
  'ratelimit.counting_expression': 'Requests it counts',
  'action_parameters.response': 'Custom response',
  'action_parameters.response.status_code': 'Response status',
  'action_parameters.response.content_type': 'Response type',
  'action_parameters.response.content': 'Response body',
};

/** Fields the service assigns or that only identify the rule: not shown as changes. */
export const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['id', 'version', 'last_updated']);

/** The changes worth showing: those of fields a person edits. */
export function visibleChanges<C extends { readonly field: string }>(changes: readonly C[]): C[] {
  return changes.filter((c) => !HIDDEN_FIELDS.has(c.field));
}

/** Fields whose values are expressions, shown word by word. */
export const EXPRESSION_FIELDS: ReadonlySet<string> = new Set(['expression', 'ratelimit.counting_expression']);

export function fieldLabel(field: string): string {
  return LABELS[field] ?? field;
}

export function fieldValueText(field: string, value: unknown): string {
  if (value === undefined) return '(not set)';
  if (field === 'enabled') return value === false ? 'Off' : 'On';
  if (field === 'action' && isRateLimitAction(value)) return ACTION_LABELS[value];
  if (field === 'ratelimit.period' && typeof value === 'number') return describeSeconds(value);
  if (field === 'ratelimit.mitigation_timeout' && typeof value === 'number')
    return value === 0 ? 'throttle (only requests over the rate)' : describeSeconds(value);
  if (field === 'ratelimit.counting_expression' && value === '') return 'the same requests it applies to';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((v) => String(v)).join(', ') || '(none)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
