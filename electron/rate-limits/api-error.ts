// Failures of the rulesets API turned into DeskErrors: the service's own messages (an expression error keeps its
// line:column and caret), a stable code per kind of failure, and advice on what to do. Never the token, never
// the request configuration (axios errors carry the Authorization header).
import type { DeskErrorCode } from '../../shared/ipc';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { RL_ACTIONS, RL_REFUSALS, type RulesetsAction } from './refusal-messages';

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

/** Which permission a token needs, in the language in force. */
export function writePermissionAdvice(): string {
  return say(RL_REFUSALS.writePermissionAdvice);
}

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
  if (errors.length === 0) return say(RL_REFUSALS.noReasonGiven);
  return errors
    .map((e) =>
      e.pointer
        ? say(RL_REFUSALS.reasonAt, { message: e.message, pointer: e.pointer, code: String(e.code) })
        : say(RL_REFUSALS.reason, { message: e.message, code: String(e.code) }),
    )
    .join('\n');
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
export function apiFailure(action: RulesetsAction, status: number, errors: readonly ApiErrorItem[]): RulesetsApiError {
  const reasons = listMessages(errors);
  const code = rulesetsErrorCode(status, errors);
  return new RulesetsApiError(code, failureMessage(code, action, status, reasons), status, errors);
}

/** What failed, the service's reasons on lines of their own, then what to do (a message is one line). */
function failureMessage(code: DeskErrorCode, doing: RulesetsAction, status: number, reasons: string): string {
  const action = say(RL_ACTIONS[doing]);
  const lines = (...said: string[]): string => said.join('\n');
  if (code === 'token-rejected' && status === 400)
    return lines(say(RL_REFUSALS.failedTokenSent, { action }), reasons, say(RL_REFUSALS.tokenAgain));
  switch (code) {
    case 'token-rejected':
      return lines(say(RL_REFUSALS.failedTokenRejected, { action }), reasons, say(RL_REFUSALS.tokenActive));
    case 'permission-denied':
      return lines(say(RL_REFUSALS.failedPermission, { action }), reasons, writePermissionAdvice());
    case 'not-found':
      return lines(say(RL_REFUSALS.failedNotFound, { action }), reasons);
    case 'rate-limited':
      return lines(say(RL_REFUSALS.failedRateLimited, { action }), reasons);
    case 'service-unavailable':
      return lines(say(RL_REFUSALS.failedService, { action, status: String(status) }), reasons);
    default:
      return lines(say(RL_REFUSALS.failedRefused, { action }), reasons);
  }
}

export function unreachable(action: RulesetsAction, baseUrl: string, cause: string): RulesetsApiError {
  return new RulesetsApiError(
    'unreachable',
    say(RL_REFUSALS.unreachable, { action: say(RL_ACTIONS[action]), address: baseUrl, cause }),
    0,
    [],
  );
}

export function badResponse(action: RulesetsAction, status: number, why: string): RulesetsApiError {
  return new RulesetsApiError(
    'bad-response',
    say(RL_REFUSALS.badResponse, { action: say(RL_ACTIONS[action]), status: String(status), why }),
    status,
    [],
  );
}
