// The one shape a store keeps for a failed call: the sentence alone would leave a screen unable to tell a quota
// refusal (wait for the reset) from a dropped connection (try again) or a dead sign-in (go to Accounts).
import type { DeskErrorCode } from '../../shared/ipc';
import { nextQuotaReset } from '../../shared/platform/quota-reset';
import { DeskCallError } from './desk-client';
import { errorKindOf, type ErrorKind } from './error-kinds';
import { SourceFailure } from './file-sources';

export interface Failure {
  readonly code: DeskErrorCode;
  readonly kind: ErrorKind;
  /** The sentence for the user, with whatever the screen says before it ("“Intro” could not be moved: …"). */
  readonly message: string;
  /** When trying again can work (epoch ms), for the refusals whose end is known: the daily quota's reset. */
  readonly retryAt?: number;
}

/**
 * What a caught error means for the screen. Every desk call fails with a DeskCallError; a file the page could not
 * read or stage is the user's to fix; anything else was thrown in the page itself, a bug, so it reads as `internal`. `now` is when the refusal came (the quota
 * resets at the first Pacific midnight after it).
 */
export function failureOf(error: unknown, now: number = Date.now()): Failure {
  const code: DeskErrorCode =
    error instanceof DeskCallError ? error.code : error instanceof SourceFailure ? 'file-unavailable' : 'internal';
  return refusal(code, error instanceof Error ? error.message : String(error), now);
}

/** A failure the main process reported inside an answer (the first video of a batch the platform refused). */
export function refusal(code: DeskErrorCode, message: string, now: number = Date.now()): Failure {
  return {
    code,
    kind: errorKindOf(code),
    message,
    ...(code === 'quota-exceeded' ? { retryAt: nextQuotaReset(now) } : {}),
  };
}

/** The same failure told in the screen's words; `reword` gets the service's sentence. */
export function reworded(failure: Failure, reword: (message: string) => string): Failure {
  return { ...failure, message: reword(failure.message) };
}
