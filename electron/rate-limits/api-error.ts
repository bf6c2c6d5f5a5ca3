// Failures of the rulesets API turned into DeskErrors: the service's own messages (an expression error keeps its
// line:column and caret), a stable code per kind of failure, and advice on what to do. Never the token, never
// the request configuration (axios errors carry the Authorization header).
import type { DeskErrorCode } from '../../shared/ipc';
import { DeskError } from '../ipc/desk-error';

export interface ApiErrorItem {
  readonly code: number;
  readonly message: string;
  /** JSON pointer of the offending value, e.g. "/ratelimit/period". */
  readonly pointer?: string;
}

/** Codes the rulesets API documents or is observed to send. */
export const API_CODES = {
  notFound: 10003,
  authenticationError: 10000,
  invalidApiToken: 1000,
  missingAuth: 9106,
  invalidHeaders: 6003,
  tooManyZoneRulesets: 20217,
} as const;

export const WRITE_PERMISSION_ADVICE =
  'Create a token with the "Zone WAF Write" permission (any of the rulesets "Write" permissions will do) for this zone.';

export class RulesetsApiError extends DeskError {
  readonly status: number;
  readonly errors: readonly ApiErrorItem[];

  constructor(code: DeskErrorCode, message: string, status: number, errors: readonly ApiErrorItem[]) {
    super(code, message, { status, errors });
    this.name = 'RulesetsApiError';
    this.status = status;
    this.errors = errors;
  }

  hasCode(code: number): boolean {
    return this.errors.some((e) => e.code === code);
  }
}

function listMessages(errors: readonly ApiErrorItem[]): string {
  if (errors.length === 0) return 'no reason given';
  return errors.map((e) => `${e.message}${e.pointer ? ` (at ${e.pointer})` : ''} [code ${e.code}]`).join('\n');
}

/**
 * The contract's code for a failure of the rulesets API: by HTTP status, except that a 400 about how the token was
 * sent (missing or malformed Authorization) means the token must be added again.
 */
export function rulesetsErrorCode(status: number, errors: readonly ApiErrorItem[]): DeskErrorCode {
  if (status === 401) return 'token-rejected';
  if (status === 403) return 'permission-denied';
  if (status === 400 && errors.some((e) => e.code === API_CODES.missingAuth || e.code === API_CODES.invalidHeaders)) {
    return 'token-rejected';
  }
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'service-unavailable';
  return 'rejected';
}

/**
 * `action` completes "Could not …", e.g. "add the rule". The code tells the screen what to offer: a new token
 * (token-rejected, permission-denied), a fix in the editor (rejected), a retry (unreachable, service-unavailable).
 */
export function apiFailure(action: string, status: number, errors: readonly ApiErrorItem[]): RulesetsApiError {
  const reasons = listMessages(errors);
  const code = rulesetsErrorCode(status, errors);
  return new RulesetsApiError(code, failureMessage(code, action, status, reasons), status, errors);
}

function failureMessage(code: DeskErrorCode, action: string, status: number, reasons: string): string {
  if (code === 'token-rejected' && status === 400) {
    return `Could not ${action}: the service did not accept how the API token was sent.\n${reasons}\nAdd the token again.`;
  }
  switch (code) {
    case 'token-rejected':
      return `Could not ${action}: the rulesets API did not accept the API token.\n${reasons}\nCheck that the token is still active, or add a new one.`;
    case 'permission-denied':
      return `Could not ${action}: the API token is not allowed to do this.\n${reasons}\n${WRITE_PERMISSION_ADVICE}`;
    case 'not-found':
      return `Could not ${action}: it was not found.\n${reasons}`;
    case 'rate-limited':
      return `Could not ${action}: the rulesets API asks to slow down. Try again in a minute.\n${reasons}`;
    case 'service-unavailable':
      return `Could not ${action}: the rulesets API had a problem (HTTP ${status}). Try again later.\n${reasons}`;
    default:
      return `The rulesets API refused to ${action}:\n${reasons}`;
  }
}

export function unreachable(action: string, baseUrl: string, cause: string): RulesetsApiError {
  return new RulesetsApiError(
    'unreachable',
    `Could not ${action}: the rulesets API at ${baseUrl} could not be reached (${cause}). Check the connection and try again.`,
    0,
    [],
  );
}

export function badResponse(action: string, status: number, why: string): RulesetsApiError {
  return new RulesetsApiError(
    'bad-response',
    `Could not ${action}: the rulesets API answered something unexpected (HTTP ${status}: ${why}). Is the service address right?`,
    status,
    [],
  );
}
