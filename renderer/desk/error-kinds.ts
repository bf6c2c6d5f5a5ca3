// What the renderer offers for each error code. The switch has no catch-all, so a code added to the contract
// (shared/ipc/error-codes.ts) does not compile until someone decides here how the screens treat it.
import type { DeskErrorCode } from '../../shared/ipc';

export type ErrorKind =
  /** The sign-in is missing or dead: the way out is the Accounts screen. */
  | 'sign-in'
  /** The rate limits token is missing, refused or lacks a permission: add another token. */
  | 'new-token'
  /** A passing failure (connection, busy or broken service): trying again may work now. */
  | 'retry'
  /** A limit that lifts later (the daily quota, the channel's upload limit): trying again now cannot work. */
  | 'wait'
  /** What the user entered or chose was refused: change it and try again. */
  | 'fix-input'
  /** The action does not apply to the thing as it is now (already finished, not paused…): the message says why. */
  | 'show-message'
  /** A bug or a broken install: nothing the user did; the log has the details. */
  | 'report';

export function errorKindOf(code: DeskErrorCode): ErrorKind {
  switch (code) {
    case 'not-signed-in':
    case 'reconnect-required':
    case 'sign-in-refused':
    case 'token-destination-refused':
    case 'no-channel':
    case 'scope-missing':
      return 'sign-in';
    case 'no-token':
    case 'token-rejected':
    case 'token-inactive':
    case 'token-for-other-service':
    case 'permission-denied':
      return 'new-token';
    case 'network':
    case 'unreachable':
    case 'disconnected':
    case 'rate-limited':
    case 'service-unavailable':
    case 'bad-response':
    case 'session-expired':
    case 'no-progress':
    case 'no-final-answer':
    case 'offset-mismatch':
    case 'sign-in-failed':
    case 'sign-in-timeout':
    case 'revoke-failed':
    case 'comments-not-ready':
    case 'decision-not-saved':
      return 'retry';
    case 'quota-exceeded':
    case 'upload-limit-exceeded':
    case 'too-many':
      return 'wait';
    case 'invalid-input':
    case 'invalid-rule':
    case 'invalid-settings':
    case 'invalid-position':
    case 'rejected':
    case 'bad-settings':
    case 'client-secret-invalid':
    case 'client-secret-web':
    case 'client-rejected':
    case 'no-client-secret':
    case 'file-unavailable':
    case 'file-missing':
    case 'file-changed':
    case 'disclosure-unanswered': // held unsent: answer the altered content question (or choose), then resume
    case 'foreign-session':
    case 'too-large':
    case 'invalid-image':
    case 'invalid-caption':
    case 'caption-exists':
    case 'incomplete':
    case 'no-space':
      return 'fix-input';
    case 'sign-in-denied':
    case 'sign-in-cancelled':
    case 'wrong-channel':
    case 'link-refused':
    case 'not-found':
    case 'upload-not-found':
    case 'upload-finished':
    case 'upload-unfinished':
    case 'uploads-not-ready':
    case 'not-failed':
    case 'not-paused':
    case 'metadata-locked':
    case 'not-allowed':
    case 'channel-not-verified':
    case 'api-disabled':
    case 'in-use':
    case 'desktop-only':
      return 'show-message';
    case 'unknown-call':
    case 'forbidden':
    case 'internal':
      return 'report';
    default:
      return unhandled(code);
  }
}

function unhandled(code: never): never {
  throw new Error(`No treatment for the error code ${String(code)}.`);
}
