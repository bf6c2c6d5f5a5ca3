// Which actions the queue offers for an upload in a given state. Mirrors what the upload service accepts
// (electron/uploads/upload-service.ts): offering a button the service would refuse only produces an error notice.
import { FINISHED_STATES, type UploadState, type UploadView } from '../../../shared/uploads/upload-view';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import { errorKindOf, type ErrorKind } from '../../desk/error-kinds';
import { UPLOADS } from './uploads-messages';

interface RowActions {
  readonly pause: boolean;
  /** Paused: continue. Waiting for quota: try now (the service clears the wait for every waiting upload). */
  readonly resume: boolean;
  readonly cancel: boolean;
  /** Failed or cancelled: the file is checked again and the upload goes back to the queue. */
  readonly retry: boolean;
  /** Only finished uploads leave the list; an unfinished one must be cancelled first. */
  readonly remove: boolean;
  /** Only queued uploads wait for a turn, so only their order matters. */
  readonly move: boolean;
}

export function isFinished(state: UploadState): boolean {
  return FINISHED_STATES.includes(state);
}

export function actionsFor(state: UploadState): RowActions {
  const finished = isFinished(state);
  return {
    pause: !finished && state !== 'paused',
    resume: state === 'paused' || state === 'waiting-quota',
    cancel: !finished,
    retry: state === 'failed' || state === 'cancelled',
    remove: finished,
    move: state === 'queued',
  };
}

/** An upload's state as its badge says it, in the order of the states. */
export const STATE_LABELS: Readonly<Record<UploadState, MessageDescriptor>> = {
  queued: UPLOADS.stateQueued,
  starting: UPLOADS.stateStarting,
  uploading: UPLOADS.stateUploading,
  paused: UPLOADS.statePaused,
  retrying: UPLOADS.stateRetrying,
  'waiting-quota': UPLOADS.stateWaitingQuota,
  done: UPLOADS.stateDone,
  failed: UPLOADS.stateFailed,
  cancelled: UPLOADS.stateCancelled,
};

/**
 * The `toIndex` for `uploads.move` that swaps an upload with its nearest queued neighbour in `direction`, or
 * undefined when there is none. Other uploads (running, finished) are skipped: moving past them changes nothing
 * about which upload starts next. The service removes the upload and then inserts it at `toIndex`, so the
 * neighbour's own index is right both ways.
 */
export function moveTarget(
  uploads: readonly Pick<UploadView, 'id' | 'state'>[],
  id: string,
  direction: -1 | 1,
): number | undefined {
  const from = uploads.findIndex((upload) => upload.id === id);
  if (from < 0) return undefined;
  for (let index = from + direction; index >= 0 && index < uploads.length; index += direction) {
    if (uploads[index]!.state === 'queued') return index;
  }
  return undefined;
}

export interface PlacedUpload<V> {
  readonly view: V;
  /** Its turn among the queued uploads (1 = next to start); undefined when it is not queued. */
  readonly queuePosition: number | undefined;
  /** What moveTarget answers up and down, for a queued upload. */
  readonly moveUpTo: number | undefined;
  readonly moveDownTo: number | undefined;
}

/**
 * Each upload with its turn and move targets, in two passes over the list: asking moveTarget row by row scans the
 * list once per row, some 25 million steps for a queue of 5,000, at every change.
 */
export function placeQueue<V extends Pick<UploadView, 'id' | 'state'>>(uploads: readonly V[]): PlacedUpload<V>[] {
  const previousQueued: Array<number | undefined> = [];
  let last: number | undefined;
  for (const [index, upload] of uploads.entries()) {
    previousQueued.push(last);
    if (upload.state === 'queued') last = index;
  }
  const placed: PlacedUpload<V>[] = new Array<PlacedUpload<V>>(uploads.length);
  let next: number | undefined;
  for (let index = uploads.length - 1; index >= 0; index -= 1) {
    const view = uploads[index]!;
    const queued = view.state === 'queued';
    placed[index] = {
      view,
      queuePosition: undefined,
      moveUpTo: queued ? previousQueued[index] : undefined,
      moveDownTo: queued ? next : undefined,
    };
    if (queued) next = index;
  }
  let position = 0;
  return placed.map((entry) => (entry.view.state === 'queued' ? { ...entry, queuePosition: ++position } : entry));
}

interface QueueTotals {
  readonly unfinished: number;
  readonly pausable: number;
  readonly paused: number;
  /** What "Clear finished" removes: done and cancelled (failed ones stay so their error is not lost). */
  readonly clearable: number;
}

export function queueTotals(uploads: readonly Pick<UploadView, 'state'>[]): QueueTotals {
  let unfinished = 0;
  let pausable = 0;
  let paused = 0;
  let clearable = 0;
  for (const { state } of uploads) {
    if (!isFinished(state)) unfinished += 1;
    if (!isFinished(state) && state !== 'paused') pausable += 1;
    if (state === 'paused') paused += 1;
    if (state === 'done' || state === 'cancelled') clearable += 1;
  }
  return { unfinished, pausable, paused, clearable };
}

/** What the user can do about a failure, beyond the service's own sentence (which says what happened). */
export function nextStepFor(
  view: Pick<UploadView, 'error' | 'sourceKind' | 'state'>,
  intl: IntlShape = intlFor('en'),
): string | undefined {
  if (view.state !== 'failed' || !view.error) return undefined;
  switch (view.error.code) {
    case 'file-missing':
      return intl.formatMessage(view.sourceKind === 'staged' ? UPLOADS.stepMissingStaged : UPLOADS.stepMissing);
    case 'file-changed':
      return intl.formatMessage(UPLOADS.stepChanged);
    default:
      return intl.formatMessage(nextStepOfKind(errorKindOf(view.error.code)));
  }
}

function nextStepOfKind(kind: ErrorKind): MessageDescriptor {
  switch (kind) {
    case 'sign-in':
      return UPLOADS.stepSignIn;
    case 'retry':
      return UPLOADS.stepRetry;
    case 'wait':
      return UPLOADS.stepWait;
    default:
      return UPLOADS.stepOther;
  }
}
