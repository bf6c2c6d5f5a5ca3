// One figure for the whole queue, for the taskbar (Electron's BrowserWindow.setProgressBar: a fraction, or -1 to
// remove the bar, with a mode), the macOS dock badge (how many uploads are left) and browser mode's tab title.
// Computed from the uploads alone, so both hosts show the same thing and the values are unit-tested.
import type { IntlShape } from 'react-intl';
import { PROGRESS_WORDS } from './progress-messages';
import type { UploadState } from './upload-view';

export interface ProgressInput {
  readonly state: UploadState;
  readonly totalBytes: number;
  /** Bytes sent so far (the live figure while sending, else the confirmed one). */
  readonly bytesDone: number;
}

/** setProgressBar's modes that this app uses ('indeterminate' never: the byte counts are always known). */
type ProgressMode = 'none' | 'normal' | 'paused' | 'error';

export interface OverallProgress {
  /** 0..1, or -1 when no upload is left (the bar is removed). */
  readonly value: number;
  readonly mode: ProgressMode;
  /** Uploads not finished yet: the dock badge. */
  readonly remaining: number;
}

export const NO_PROGRESS: OverallProgress = { value: -1, mode: 'none', remaining: 0 };

function isLeft(state: UploadState): boolean {
  return state !== 'done' && state !== 'failed' && state !== 'cancelled';
}

/**
 * Bytes sent over bytes to send, counting only the uploads still to finish (finished ones would pin the bar near
 * 100 % in a long queue). Paused when nothing left can move without the user; error while the quota stops the queue,
 * since that needs the user's attention (a retry after a dropped network does not: it recovers by itself).
 */
export function overallProgress(uploads: Iterable<ProgressInput>): OverallProgress {
  let remaining = 0;
  let total = 0;
  let done = 0;
  let paused = 0;
  let stuck = false;
  for (const upload of uploads) {
    if (!isLeft(upload.state)) continue;
    remaining += 1;
    total += Math.max(0, upload.totalBytes);
    done += Math.min(Math.max(0, upload.bytesDone), Math.max(0, upload.totalBytes));
    if (upload.state === 'paused') paused += 1;
    if (upload.state === 'waiting-quota') stuck = true;
  }
  if (remaining === 0) return NO_PROGRESS;
  const value = total === 0 ? 0 : done / total;
  const mode: ProgressMode = paused === remaining ? 'paused' : stuck ? 'error' : 'normal';
  return { value, mode, remaining };
}

/** Whole percent for a title or a label, never 100 until every upload is done (rounding would claim it early). */
export function progressPercent(progress: OverallProgress): number | undefined {
  if (progress.value < 0) return undefined;
  return Math.min(99, Math.floor(progress.value * 100));
}

/** Browser mode's tab title: "42% · Channel Desk" while uploads are left, else the plain title; in `intl`'s language. */
export function titleWithProgress(progress: OverallProgress, title: string, intl: IntlShape): string {
  const percent = progressPercent(progress);
  if (percent === undefined) return title;
  return intl.formatMessage(PROGRESS_WORDS.tabTitle, {
    paused: progress.mode === 'paused' ? 'yes' : 'no',
    done: percent / 100,
    title,
  });
}
