// A scheduled change as the main process keeps it: what the creator asked for, and what has been done of it so far
// (each step recorded as the platform confirms it, so a restart neither skips nor repeats one).
import type { BulkField } from '../../shared/bulk/bulk-operation';
import type { SavedLine } from '../../shared/i18n/saved-line';
import type { KeptWords } from '../language/say-line';
import type { BulkValues } from '../../shared/bulk/bulk-preview';
import {
  pick,
  unitsOf,
  type ChangeState,
  type ChangeTime,
  type ScheduledChangeView,
} from '../../shared/schedule/scheduled-change';

export interface DoneSteps {
  /** The fields were written (or found holding the target already). */
  edit?: true;
  /** The playlist item the platform made for each playlist the video was added to (for undo). */
  readonly playlistItems: Record<string, string>;
  /** The comment posted (its id, for undo). */
  commentId?: string;
  /** The thumbnail was set. */
  thumbnail?: true;
}

/** An image kept in <dataDir>/schedule/thumbnails (scheduled-thumbnails.ts). */
export interface KeptImage {
  readonly file: string;
  /** The picked file's name, or words of ours in the language in force when kept (see nameLine). */
  readonly name: string;
  /** When the name is words of ours ("previous thumbnail"): their line, said in the language in force when used. */
  readonly nameLine?: SavedLine;
  readonly bytes: number;
}

export interface ScheduledChangeRecord {
  readonly id: string;
  /** The channel whose video it is: it runs with that channel's token, only while it is signed in. */
  readonly channelId: string;
  readonly videoId: string;
  readonly title: string;
  readonly createdAt: number;
  when: ChangeTime;
  fields: readonly BulkField[];
  /** The values expected on `fields` when it runs (as seen, or as an earlier change of ours left them). */
  seen: BulkValues;
  target: BulkValues;
  playlistIds: readonly string[];
  comment?: string;
  /** The image to set as the thumbnail, copied into the data folder when the change was made. */
  thumbnail?: KeptImage;
  /** The thumbnail the video had just before this change set its own (what undo sets again). */
  priorThumbnail?: KeptImage;
  /** Why the previous thumbnail could not be kept (undo leaves the thumbnail alone). */
  priorThumbnailMissing?: string;
  skipIfLateMs?: number;
  state: ChangeState;
  /** The video's publish time when known (a live change is due then, or once the platform says it is public). */
  publishAt?: number;
  /** The platform said the video is public (a live change is due). */
  live?: true;
  retryAt?: number;
  /** Edited by the creator after it was held: it writes over what was edited elsewhere. */
  overwrite?: true;
  /** Passing failures in a row (a sign-in refused, the network down): it is tried again later, a few times. */
  attempts?: number;
  ranAt?: number;
  lateByMs?: number;
  /** Why it is held, failed, skipped or waiting: its words as said when written, and the line they were said from. */
  message?: string;
  messageLine?: SavedLine;
  /** The fields as they were just before the change wrote them (what undo restores). */
  prior?: BulkValues;
  readonly done: DoneSteps;
}

export interface ScheduleFile {
  readonly version: 1;
  readonly changes: ScheduledChangeRecord[];
}

/** When the change is due, as far as known. */
export function dueAtOf(change: ScheduledChangeRecord): number | undefined {
  return change.when.kind === 'at' ? change.when.at : change.publishAt;
}

export function viewOf(change: ScheduledChangeRecord): ScheduledChangeView {
  const dueAt = dueAtOf(change);
  const ran = change.state === 'done';
  return {
    id: change.id,
    videoId: change.videoId,
    title: change.title,
    when: change.when,
    ...(dueAt !== undefined ? { dueAt } : {}),
    state: change.state,
    fields: change.fields,
    before: pick(change.prior ?? change.seen, change.fields),
    after: pick(change.target, change.fields),
    playlistIds: change.playlistIds,
    ...(change.comment !== undefined ? { comment: change.comment } : {}),
    ...(change.thumbnail
      ? {
          thumbnail: {
            name: change.thumbnail.name,
            ...(change.priorThumbnail
              ? { previousKept: true }
              : change.priorThumbnailMissing !== undefined
                ? { previousKept: false }
                : {}),
          },
        }
      : {}),
    units: unitsOf(change),
    ...(change.skipIfLateMs !== undefined ? { skipIfLateMs: change.skipIfLateMs } : {}),
    createdAt: change.createdAt,
    ...(change.ranAt !== undefined ? { ranAt: change.ranAt } : {}),
    ...(change.lateByMs !== undefined ? { lateByMs: change.lateByMs } : {}),
    ...(change.retryAt !== undefined ? { retryAt: change.retryAt } : {}),
    ...(change.message !== undefined ? { message: change.message } : {}),
    ...(change.messageLine !== undefined ? { messageLine: change.messageLine } : {}),
    undoable:
      ran &&
      (change.prior !== undefined ||
        Object.keys(change.done.playlistItems).length > 0 ||
        change.done.commentId !== undefined ||
        change.priorThumbnail !== undefined),
  };
}

/** Sets the change's state line (its words now, and its line, said again at each reading), or clears it. */
export function setStateLine(change: ScheduledChangeRecord, words: KeptWords | string | undefined): void {
  delete change.messageLine;
  if (words === undefined) delete change.message;
  else if (typeof words === 'string') change.message = words;
  else {
    change.message = words.text;
    change.messageLine = words.line;
  }
}
