// The state machine of one upload. Every change of state goes through `transition`, so an impossible move (a done
// upload started again, a cancelled one paused) is a bug caught where it happens, not a duplicate video later.
import type { UploadState } from '../../../shared/uploads/upload-view';

const ALLOWED: Readonly<Record<UploadState, readonly UploadState[]>> = {
  queued: ['starting', 'uploading', 'paused', 'cancelled', 'failed', 'done'],
  // `starting` and `uploading` return to `queued` when the app stops mid-upload (resumed at the next start).
  starting: ['uploading', 'retrying', 'waiting-quota', 'paused', 'cancelled', 'failed', 'done', 'queued'],
  uploading: ['starting', 'retrying', 'waiting-quota', 'paused', 'cancelled', 'failed', 'done', 'queued'],
  retrying: ['starting', 'uploading', 'waiting-quota', 'paused', 'cancelled', 'failed', 'done', 'queued'],
  'waiting-quota': ['queued', 'paused', 'cancelled', 'failed'],
  // A run aborted by pause or cancel may still bring back a created video: that truth wins (`done`).
  paused: ['queued', 'cancelled', 'failed', 'done'],
  failed: ['queued'],
  cancelled: ['queued', 'done'],
  done: [],
};

export class InvalidTransitionError extends Error {}

export function canTransition(from: UploadState, to: UploadState): boolean {
  return from === to || ALLOWED[from].includes(to);
}

export function assertTransition(from: UploadState, to: UploadState): void {
  if (!canTransition(from, to)) throw new InvalidTransitionError(`an upload cannot go from ${from} to ${to}`);
}

/** States in which an upload holds a runner (a request in flight or a retry timer). */
export const ACTIVE_STATES: readonly UploadState[] = ['starting', 'uploading', 'retrying'];

export function isActive(state: UploadState): boolean {
  return ACTIVE_STATES.includes(state);
}

/** Not finished: something will still happen to it, by itself or when the user resumes it. */
export function isUnfinished(state: UploadState): boolean {
  return state !== 'done' && state !== 'failed' && state !== 'cancelled';
}
