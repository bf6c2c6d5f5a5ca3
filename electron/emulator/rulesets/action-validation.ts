// Validates a rule's `action` and `action_parameters`. Rate limiting rules are modelled in full; other actions of
// other phases are accepted by name and their parameters kept as sent (the emulator does not execute them).
import { CF_CODES } from './cf-error';
import { invalidValue, isInteger, isObject, type JsonObject, type Problems } from './problems';
import type { RulesetsSettings } from './settings';

export const RATE_LIMIT_ACTIONS: readonly string[] = ['block', 'challenge', 'js_challenge', 'managed_challenge', 'log'];

const OTHER_ACTIONS: readonly string[] = [
  'skip',
  'execute',
  'rewrite',
  'redirect',
  'route',
  'score',
  'serve_error',
  'set_config',
  'set_cache_settings',
  'compress_response',
  'log_custom_field',
  'force_connection_close',
  'ddos_dynamic',
];

export const BLOCK_CONTENT_TYPES: readonly string[] = ['text/plain', 'application/json', 'text/html', 'text/xml'];

export const DEFAULT_BLOCK_STATUS = 429;

export function validateAction(
  raw: unknown,
  pointer: string,
  rateLimited: boolean,
  problems: Problems,
): string | undefined {
  if (raw === undefined || raw === '') {
    problems.add(CF_CODES.invalidField, 'action is required', `${pointer}/action`);
    return undefined;
  }
  const allowed = rateLimited ? RATE_LIMIT_ACTIONS : [...RATE_LIMIT_ACTIONS, ...OTHER_ACTIONS];
  if (typeof raw !== 'string' || !allowed.includes(raw)) {
    const reason = rateLimited
      ? `a rate limiting rule's action must be one of ${RATE_LIMIT_ACTIONS.join(', ')}`
      : 'it is not a known action';
    problems.add(CF_CODES.invalidField, invalidValue(raw, 'action', reason), `${pointer}/action`);
    return undefined;
  }
  return raw;
}

/** Returns the parameters to store (block's response with its default status filled in). */
export function validateActionParameters(
  raw: unknown,
  action: string | undefined,
  pointer: string,
  rateLimited: boolean,
  settings: RulesetsSettings,
  problems: Problems,
): JsonObject | undefined {
  if (raw === undefined) return undefined;
  const at = `${pointer}/action_parameters`;
  const bad = (message: string, where = at): void => problems.add(CF_CODES.invalidField, message, where);
  if (!isObject(raw)) {
    bad('action_parameters must be an object');
    return undefined;
  }
  if (action === undefined) return undefined;
  if (action !== 'block') {
    if (rateLimited || RATE_LIMIT_ACTIONS.includes(action)) {
      if (Object.keys(raw).length > 0) bad(`action_parameters are not allowed for the ${action} action`);
      return undefined;
    }
    return raw;
  }
  for (const key of Object.keys(raw)) {
    if (key !== 'response') bad(`unknown field ${key} in action_parameters of a block rule`, `${at}/${key}`);
  }
  if (raw.response === undefined) return {};
  const response = raw.response;
  const rat = `${at}/response`;
  if (!isObject(response)) {
    bad('response must be an object with status_code, content and content_type', rat);
    return undefined;
  }
  for (const key of Object.keys(response)) {
    if (!['status_code', 'content', 'content_type'].includes(key))
      bad(`unknown field ${key} in response`, `${rat}/${key}`);
  }
  const status = response.status_code ?? DEFAULT_BLOCK_STATUS;
  if (!isInteger(status) || status < 400 || status > 499) {
    bad(invalidValue(status, 'status_code', 'it must be an integer from 400 to 499'), `${rat}/status_code`);
  }
  const contentType = response.content_type;
  if (typeof contentType !== 'string' || !BLOCK_CONTENT_TYPES.includes(contentType)) {
    bad(
      invalidValue(contentType ?? '', 'content_type', `it must be one of ${BLOCK_CONTENT_TYPES.join(', ')}`),
      `${rat}/content_type`,
    );
  }
  const content = response.content;
  if (typeof content !== 'string') bad('content is required and must be a string', `${rat}/content`);
  else if (Buffer.byteLength(content, 'utf8') > settings.maxResponseContentBytes) {
    bad(
      `content is ${Buffer.byteLength(content, 'utf8')} bytes; the limit is ${settings.maxResponseContentBytes} bytes`,
      `${rat}/content`,
    );
  }
  return { response: { status_code: status, content, content_type: contentType } };
}
