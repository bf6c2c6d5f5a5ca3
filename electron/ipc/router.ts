// One dispatcher behind both hosts: it refuses unknown calls and payloads too large or deep to look at cheaply,
// validates every payload with the contract's zod schema before a service sees it, and turns every outcome into a CallResult so no raw exception crosses over.
import { calls, isCallName, type CallResult } from '../../shared/ipc';
import { payloadBoundsProblem } from '../../shared/ipc/payload-bounds';
import { DeskError } from './desk-error';
import type { Handlers } from './handlers';
import { say, sayingIntl } from '../language/say';
import { saidIssueText } from '../../shared/i18n/said-issue';
import { ROUTER } from './router-messages';

export interface Router {
  dispatch(name: unknown, payload: unknown): Promise<CallResult<unknown>>;
}

interface RouterOptions {
  /** Where unexpected failures are reported (with their stack); the renderer gets only a generic message. */
  readonly onUnexpectedError?: (name: string, error: unknown) => void;
}

export function createRouter(handlers: Handlers, options: RouterOptions = {}): Router {
  return {
    async dispatch(name, payload) {
      if (!isCallName(name)) {
        return { ok: false, error: { code: 'unknown-call', message: say(ROUTER.unknownCall) } };
      }
      const tooBig = payloadBoundsProblem(payload);
      if (tooBig !== undefined) {
        return {
          ok: false,
          error: { code: 'invalid-input', message: say(ROUTER.refused, { name, problems: `input: ${tooBig}.` }) },
        };
      }
      const parsed = calls[name].input.safeParse(payload);
      if (!parsed.success) {
        // An issue that carries the catalogue's message (said-issue.ts) is said in the language in force.
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String),
          message: saidIssueText(issue, sayingIntl()) ?? issue.message,
        }));
        return {
          ok: false,
          error: {
            code: 'invalid-input',
            message: say(ROUTER.refused, {
              name,
              problems: issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; '),
            }),
            details: issues,
          },
        };
      }
      try {
        const handler = handlers[name] as (args: unknown) => unknown;
        const value = await handler(parsed.data);
        return { ok: true, value };
      } catch (error) {
        if (error instanceof DeskError) return { ok: false, error: error.toShape() };
        options.onUnexpectedError?.(name, error);
        return {
          ok: false,
          error: { code: 'internal', message: say(ROUTER.internal) },
        };
      }
    },
  };
}
