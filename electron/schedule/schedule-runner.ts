// Runs the scheduled changes at their time, on the platform's clock, in order and once. A change is marked running on
// disk before its first write and each step (the fields, each playlist, the comment) recorded as the platform
// confirms it, so a restart resumes a change where it stopped and never repeats a step; fields found holding the
// target already count as written. Before writing, the video is read fresh (the Library's own update): a field this
// change writes that was edited elsewhere since it was scheduled holds the change for the creator instead of being
// overwritten. Each change reserves the units it needs: when today's quota cannot pay for it (the local ledger says
// so, or the platform refuses), it waits for the reset and runs then. A change due while the app was closed runs at
// the next start, said late, unless it is later than its own "skip if later than". A change for "when it goes live"
// waits until the platform has made the video public (live-watch.ts). A thumbnail is copied into the data folder
// when the change is made and the one it replaces kept, where the app can read it, for undo (scheduled-thumbnails.ts).
import { randomUUID } from 'node:crypto';
import type { BulkField } from '../../shared/bulk/bulk-operation';
import { bulkValuesOf, differingFields, metadataFromValues, overlay, refusals } from '../../shared/bulk/bulk-preview';
import type { NotificationEvent } from '../../shared/notifications/notification-kinds';
import { nextQuotaReset } from '../../shared/platform/quota-reset';
import {
  FINISHED_STATES,
  LATE_AFTER_MS,
  MAX_KEPT_THUMBNAIL_BYTES,
  MAX_SCHEDULED_CHANGES,
  unitsOf,
  type ScheduleCreateInput,
  type ScheduleEditInput,
  type ScheduledChangeView,
  type ScheduleList,
} from '../../shared/schedule/scheduled-change';
import { DeskError } from '../ipc/desk-error';
import { backoffCeiling } from '../uploads/engine/backoff';
import { lineOf, type SavedValue } from '../../shared/i18n/saved-line';
import { say, sayingIntl, sayNames } from '../language/say';
import { keepWords, nestedWords, type KeptWords } from '../language/say-line';
import type { ChangeApi } from './change-api';
import { LiveWatch } from './live-watch';
import type { ScheduleStorage } from './schedule-file';
import { dueAtOf, setStateLine, viewOf, type ScheduledChangeRecord } from './schedule-record';
import type { ScheduledThumbnails } from './scheduled-thumbnails';
import { SCHEDULE_FIELD_NAMES, SCHEDULE_REFUSALS, SCHEDULE_STATE_LINES, SCHEDULE_WORDS } from './schedule-messages';

export interface ScheduleRunnerDeps {
  readonly storage: ScheduleStorage;
  /** The platform calls made with that channel's own token. */
  readonly apiFor: (channelId: string) => ChangeApi;
  /** The chosen channel: changes are made and listed for it. */
  readonly channel: () => string | undefined;
  /** A channel's changes run only while it is signed in. */
  readonly signedIn: (channelId: string) => boolean;
  /** The platform's clock (the demo's emulator has its own, which tests move). */
  readonly now: () => number;
  /** Units the channel's project has left today by the local ledger, or undefined when unknown. */
  readonly unitsLeft?: (channelId: string) => number | undefined;
  readonly emit: (change: ScheduledChangeView) => void;
  readonly tell: (event: NotificationEvent) => void;
  readonly log?: (message: string, error?: unknown) => void;
  /** How often the clock is looked at (ms); 0 for no timer (tests call tick()). */
  readonly tickMs?: number;
  /** The images of thumbnail changes; without it a thumbnail cannot be scheduled. */
  readonly thumbnails?: ScheduledThumbnails;
  /** Backoff of the looks at videos waiting to go live. */
  readonly liveLook?: { readonly baseMs: number; readonly capMs: number };
}

const DEFAULT_TICK_MS = 10_000;
/** Passing failures (network, sign-in) tried again after 1, 2, 4… minutes, up to half an hour, this many times. */
const RETRY = { baseMs: 60_000, capMs: 30 * 60_000 };
const MAX_ATTEMPTS = 8;
/** Finished changes kept for the history; the oldest go first. */
const HISTORY_KEPT = 500;
const MIB = 1_048_576;

const PAUSING_CODES = new Set(['not-signed-in', 'sign-in-refused', 'reconnect-required', 'disconnected']);
const PASSING_CODES = new Set(['network', 'unreachable', 'service-unavailable', 'rate-limited', 'bad-response']);

/** Thrown inside the update to leave the video alone: a field changed elsewhere. */
class Held extends Error {
  constructor(readonly fields: readonly BulkField[]) {
    super(fieldWords(fields));
  }
}
/** Thrown inside the update when the video holds the target already: nothing to send. */
class AlreadyThere extends Error {}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
/** An error's sentence as kept in a state line: its line when it has one, said again in the language of each reading. */
const keptReasonOf = (error: unknown): KeptWords | string =>
  error instanceof DeskError && error.line ? { text: error.message, line: error.line } : messageOf(error);
/** An error's sentence as a value inside another line (its line nested, so the whole is said in one language). */
const nestedReasonOf = (error: unknown): SavedValue => (error instanceof Error ? nestedWords(error) : String(error));
/** The fields' names in the language in force, as a list ("title, tags"). */
const fieldWords = (fields: readonly BulkField[]): string =>
  sayNames(fields.map((field) => say(SCHEDULE_FIELD_NAMES[field])));
/** The fields' names as kept in a state line: said, and listed, in the language of each reading. */
const fieldList = (fields: readonly BulkField[]): SavedValue => ({
  list: fields.map((field) => lineOf(SCHEDULE_FIELD_NAMES[field])),
});

export class ScheduleRunner {
  private changes: ScheduledChangeRecord[] = [];
  /** Every pass, run, edit and undo one after another: a change is never made twice at once. */
  private turn: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private readonly live: LiveWatch;

  constructor(private readonly deps: ScheduleRunnerDeps) {
    this.live = new LiveWatch({
      apiFor: deps.apiFor,
      signedIn: deps.signedIn,
      emit: deps.emit,
      tell: deps.tell,
      ...(deps.log ? { log: deps.log } : {}),
      ...(deps.liveLook ? { policy: deps.liveLook } : {}),
    });
  }

  async start(): Promise<void> {
    this.changes = (await this.deps.storage.load())?.changes ?? [];
    this.stopped = false;
    const tickMs = this.deps.tickMs ?? DEFAULT_TICK_MS;
    if (tickMs > 0) {
      this.timer = setInterval(() => void this.tick(), tickMs);
      this.timer.unref?.();
    }
    // What came due while the app was closed runs now, said late.
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.turn;
  }

  /** One look at the clock: what is due runs, in order. Resolves when it has. */
  tick(): Promise<void> {
    return this.serial(() => this.pass());
  }

  /** The chosen channel's changes still to run, soonest first, and the units they reserve before the reset. */
  list(): ScheduleList {
    const now = this.deps.now();
    const reset = nextQuotaReset(now);
    const waiting = this.mine()
      .filter((change) => !FINISHED_STATES.includes(change.state))
      .sort(byDue);
    const reservedToday = waiting
      .filter((change) => (dueAtOf(change) ?? Infinity) < reset)
      .reduce((sum, change) => sum + unitsOf(change), 0);
    return { changes: waiting.map(viewOf), reservedToday };
  }

  history(): readonly ScheduledChangeView[] {
    return this.mine()
      .filter((change) => FINISHED_STATES.includes(change.state))
      .sort((a, b) => (b.ranAt ?? b.createdAt) - (a.ranAt ?? a.createdAt))
      .map(viewOf);
  }

  /** `channelId`: the channel the video belongs to (an upload's), the chosen one when absent. */
  async create(input: ScheduleCreateInput, channelId = this.deps.channel()): Promise<ScheduledChangeView> {
    if (!channelId) throw new DeskError('not-signed-in', say(SCHEDULE_REFUSALS.signIn));
    const now = this.deps.now();
    this.checkTime(input.when, now);
    this.checkValues(input.seen, input.target, input.fields, now);
    const waiting = this.changes.filter((change) => !FINISHED_STATES.includes(change.state)).length;
    if (waiting >= MAX_SCHEDULED_CHANGES) {
      throw new DeskError('too-many', say(SCHEDULE_REFUSALS.tooMany, { max: MAX_SCHEDULED_CHANGES }));
    }
    const publishAt = input.seen.publishAt === undefined ? undefined : Date.parse(input.seen.publishAt);
    const id = randomUUID();
    const thumbnail = input.thumbnail === undefined ? undefined : await this.keepThumbnail(id, input.thumbnail);
    const change: ScheduledChangeRecord = {
      id,
      channelId,
      videoId: input.videoId,
      title: input.title,
      createdAt: now,
      when: input.when,
      fields: input.fields,
      seen: input.seen,
      target: input.target,
      playlistIds: input.playlistIds ?? [],
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
      ...(thumbnail ? { thumbnail } : {}),
      ...(input.skipIfLateMs !== undefined ? { skipIfLateMs: input.skipIfLateMs } : {}),
      state: 'scheduled',
      ...(publishAt !== undefined && !Number.isNaN(publishAt) ? { publishAt } : {}),
      // "When it goes live" on a video public already: due at once.
      ...(input.seen.privacyStatus === 'public' ? { live: true as const } : {}),
      done: { playlistItems: {} },
    };
    try {
      return await this.serial(async () => {
        this.changes.push(change);
        await this.changed(change);
        void this.tick();
        return viewOf(change);
      });
    } catch (error) {
      if (thumbnail) await this.forget(thumbnail.file);
      throw error;
    }
  }

  edit(input: ScheduleEditInput): Promise<ScheduledChangeView> {
    return this.serial(async () => {
      const change = this.find(input.id);
      if (change.state !== 'scheduled' && change.state !== 'waitingQuota' && change.state !== 'held') {
        throw new DeskError('invalid-input', say(SCHEDULE_REFUSALS.notEditable));
      }
      const now = this.deps.now();
      if (input.when) this.checkTime(input.when, now);
      const fields = input.fields ?? change.fields;
      const target = input.values ? { ...change.target, ...input.values } : change.target;
      if (input.fields || input.values) this.checkValues(change.seen, target, fields, now);
      const playlistIds = input.playlistIds ?? change.playlistIds;
      const comment = input.comment === null ? undefined : (input.comment ?? change.comment);
      if (fields.length === 0 && playlistIds.length === 0 && comment === undefined && !change.thumbnail) {
        throw new DeskError('invalid-input', say(SCHEDULE_REFUSALS.nothingToChange));
      }
      if (input.when) change.when = input.when;
      change.fields = fields;
      change.target = target;
      change.playlistIds = playlistIds;
      if (comment === undefined) delete change.comment;
      else change.comment = comment;
      if (input.skipIfLateMs === null) delete change.skipIfLateMs;
      else if (input.skipIfLateMs !== undefined) change.skipIfLateMs = input.skipIfLateMs;
      // Edited by the creator after it was held, a change waits for its (new) time again and then writes over what
      // was edited elsewhere: they have seen it.
      if (change.state === 'held') {
        change.state = 'scheduled';
        change.overwrite = true;
        setStateLine(change, undefined);
      }
      delete change.retryAt;
      delete change.attempts;
      await this.changed(change);
      void this.tick();
      return viewOf(change);
    });
  }

  cancel(id: string): Promise<ScheduledChangeView> {
    return this.serial(async () => {
      const change = this.find(id);
      if (FINISHED_STATES.includes(change.state) && change.state !== 'held') {
        throw new DeskError('invalid-input', say(SCHEDULE_REFUSALS.finished));
      }
      if (change.state === 'running') throw new DeskError('in-use', say(SCHEDULE_REFUSALS.running));
      change.state = 'cancelled';
      change.ranAt = this.deps.now();
      delete change.retryAt;
      setStateLine(change, undefined);
      await this.changed(change);
      if (change.thumbnail) await this.forget(change.thumbnail.file);
      return viewOf(change);
    });
  }

  /** Makes the change now; a held one is written over (the creator has looked at it). */
  runNow(id: string): Promise<ScheduledChangeView> {
    return this.serial(async () => {
      const change = this.find(id);
      if (!['scheduled', 'waitingQuota', 'held', 'failed'].includes(change.state)) {
        throw new DeskError('invalid-input', say(SCHEDULE_REFUSALS.notRunnable));
      }
      const force = change.state === 'held';
      change.state = 'scheduled';
      delete change.attempts;
      await this.run(change, this.deps.now(), { manual: true, force });
      return viewOf(change);
    });
  }

  /** Restores the fields the change replaced (if untouched since), removes the playlist items and the comment it made. */
  undo(id: string): Promise<ScheduledChangeView> {
    return this.serial(async () => {
      const change = this.find(id);
      if (!viewOf(change).undoable) {
        throw new DeskError('invalid-input', say(SCHEDULE_REFUSALS.notUndoable));
      }
      const api = this.deps.apiFor(change.channelId);
      const prior = change.prior;
      if (prior) {
        try {
          await api.update(change.videoId, (current) => {
            const fresh = bulkValuesOf(current);
            const moved = differingFields(fresh, change.target, change.fields);
            if (moved.length > 0) throw new Held(moved);
            return metadataFromValues(overlay(fresh, prior, change.fields));
          });
        } catch (error) {
          if (!(error instanceof Held)) throw error;
          throw new DeskError('rejected', say(SCHEDULE_REFUSALS.undoWouldOverwrite, { fields: error.message }));
        }
        delete change.prior;
        await this.save();
      }
      const before = change.priorThumbnail;
      if (before) {
        await this.thumbnailsOrRefuse().set(change.channelId, change.videoId, before);
        delete change.priorThumbnail;
        await this.save();
        await this.forget(before.file);
      }
      for (const [playlistId, itemId] of Object.entries(change.done.playlistItems)) {
        await api.removePlaylistItem(itemId);
        delete change.done.playlistItems[playlistId];
        await this.save();
      }
      if (change.done.commentId !== undefined) {
        await api.deleteComment(change.done.commentId);
        delete change.done.commentId;
      }
      change.state = 'undone';
      await this.changed(change);
      return viewOf(change);
    });
  }

  /** Another channel signed in (or out): its waiting changes may run now. */
  channelChanged(): void {
    void this.tick();
  }

  private mine(): ScheduledChangeRecord[] {
    const channelId = this.deps.channel();
    return this.changes.filter((change) => change.channelId === channelId);
  }

  private find(id: string): ScheduledChangeRecord {
    const change = this.mine().find((candidate) => candidate.id === id);
    if (!change) throw new DeskError('not-found', say(SCHEDULE_REFUSALS.notFound));
    return change;
  }

  /** The picked image checked and copied into the data folder, within the folder's bound. */
  private async keepThumbnail(id: string, source: NonNullable<ScheduleCreateInput['thumbnail']>) {
    const kept = await this.thumbnailsOrRefuse().keep(id, source);
    const waiting = this.changes
      .filter((change) => !FINISHED_STATES.includes(change.state) || change.state === 'failed')
      .reduce((sum, change) => sum + (change.thumbnail?.bytes ?? 0), 0);
    if (waiting + kept.bytes > MAX_KEPT_THUMBNAIL_BYTES) {
      await this.forget(kept.file);
      throw new DeskError(
        'too-large',
        say(SCHEDULE_REFUSALS.thumbnailsTooLarge, {
          waitingMib: Math.round(waiting / MIB),
          maxMib: Math.round(MAX_KEPT_THUMBNAIL_BYTES / MIB),
        }),
      );
    }
    return kept;
  }

  private thumbnailsOrRefuse(): ScheduledThumbnails {
    if (!this.deps.thumbnails) throw new DeskError('invalid-input', say(SCHEDULE_REFUSALS.noThumbnails));
    return this.deps.thumbnails;
  }

  /** A kept image no longer needed; one that cannot be removed is only logged (it takes space, nothing else). */
  private async forget(file: string): Promise<void> {
    try {
      await this.deps.thumbnails?.remove(file);
    } catch (error) {
      this.deps.log?.(`Could not remove the kept image ${file}`, error);
    }
  }

  private checkTime(when: ScheduleCreateInput['when'], now: number): void {
    if (when.kind === 'at' && when.at <= now) {
      throw new DeskError('invalid-input', say(SCHEDULE_REFUSALS.timePassed));
    }
  }

  /** The platform's own rules on the fields written (the upload form's and the bulk editor's). */
  private checkValues(
    seen: ScheduleCreateInput['seen'],
    target: ScheduleCreateInput['target'],
    fields: readonly BulkField[],
    now: number,
  ): void {
    const problems = Object.values(refusals(overlay(seen, target, fields), fields, now, sayingIntl()));
    if (problems.length > 0) throw new DeskError('invalid-input', problems.join(' '));
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private async pass(): Promise<void> {
    if (this.stopped) return;
    if (await this.live.look(this.changes, this.deps.now())) await this.save();
    const tried = new Set<string>();
    for (;;) {
      if (this.stopped) return;
      const now = this.deps.now();
      const next = this.changes.filter((change) => !tried.has(change.id) && this.isDue(change, now)).sort(byDue)[0];
      if (!next) return;
      tried.add(next.id);
      await this.run(next, now, { manual: false, force: false });
    }
  }

  private isDue(change: ScheduledChangeRecord, now: number): boolean {
    if (!this.deps.signedIn(change.channelId)) return false;
    if (change.state === 'running') return true;
    if (change.state !== 'scheduled' && change.state !== 'waitingQuota') return false;
    if (change.retryAt !== undefined && change.retryAt > now) return false;
    if (change.state === 'waitingQuota') return true;
    return change.when.kind === 'at' ? change.when.at <= now : change.live === true;
  }

  private async run(
    change: ScheduledChangeRecord,
    now: number,
    how: { readonly manual: boolean; readonly force: boolean },
  ): Promise<void> {
    if (change.state !== 'running') {
      const due = dueAtOf(change);
      const late = how.manual || due === undefined ? 0 : now - due;
      if (late > LATE_AFTER_MS) change.lateByMs = late;
      const nothingDone = !change.done.edit && Object.keys(change.done.playlistItems).length === 0;
      if (!how.manual && nothingDone && change.skipIfLateMs !== undefined && late > change.skipIfLateMs) {
        return this.finish(change, 'skipped', now, keepWords(SCHEDULE_STATE_LINES.skipped));
      }
      const needs = this.unitsStillNeeded(change);
      const left = this.deps.unitsLeft?.(change.channelId);
      if (left !== undefined && left < needs) {
        return this.waitForQuota(change, now, keepWords(SCHEDULE_STATE_LINES.waitsForQuota, { needs, left }));
      }
      change.state = 'running';
      delete change.retryAt;
      setStateLine(change, undefined);
      await this.changed(change);
    }
    try {
      await this.steps(change, how.force || change.overwrite === true);
    } catch (error) {
      return this.failed(change, error);
    }
    delete change.attempts;
    await this.finish(change, 'done', now);
  }

  private unitsStillNeeded(change: ScheduledChangeRecord): number {
    return unitsOf({
      fields: change.done.edit ? [] : change.fields,
      playlistIds: change.playlistIds.filter((id) => !(id in change.done.playlistItems)),
      comment: change.done.commentId === undefined ? change.comment : undefined,
      thumbnail: change.done.thumbnail ? undefined : change.thumbnail,
    });
  }

  private async steps(change: ScheduledChangeRecord, force: boolean): Promise<void> {
    const api = this.deps.apiFor(change.channelId);
    if (change.fields.length > 0 && !change.done.edit) {
      let prior: ScheduledChangeRecord['prior'];
      try {
        await api.update(change.videoId, (current) => {
          const fresh = bulkValuesOf(current);
          if (differingFields(fresh, change.target, change.fields).length === 0) throw new AlreadyThere();
          const moved = differingFields(fresh, change.seen, change.fields);
          if (moved.length > 0 && !force) throw new Held(moved);
          prior = fresh;
          return metadataFromValues(overlay(fresh, change.target, change.fields));
        });
      } catch (error) {
        if (!(error instanceof AlreadyThere)) throw error;
      }
      change.done.edit = true;
      if (prior) change.prior = prior;
      this.carryForward(change);
      await this.save();
    }
    if (change.thumbnail && !change.done.thumbnail) {
      const thumbnails = this.thumbnailsOrRefuse();
      if (!change.priorThumbnail) {
        const before = await thumbnails.keepCurrent(change.channelId, change.videoId, change.id);
        if ('why' in before) change.priorThumbnailMissing = before.why;
        else {
          change.priorThumbnail = before;
          delete change.priorThumbnailMissing;
        }
        await this.save();
      }
      await thumbnails.set(change.channelId, change.videoId, change.thumbnail);
      change.done.thumbnail = true;
      await this.save();
    }
    for (const playlistId of change.playlistIds) {
      if (playlistId in change.done.playlistItems) continue;
      change.done.playlistItems[playlistId] = await api.addToPlaylist(playlistId, change.videoId);
      await this.save();
    }
    if (change.comment !== undefined && change.done.commentId === undefined) {
      change.done.commentId = await api.postComment(change.videoId, change.comment);
      await this.save();
    }
  }

  /** The later changes of the same video expect what this one wrote: our own edit is not "changed elsewhere". */
  private carryForward(change: ScheduledChangeRecord): void {
    for (const later of this.changes) {
      if (later === change || later.videoId !== change.videoId || later.channelId !== change.channelId) continue;
      if (later.state !== 'scheduled' && later.state !== 'waitingQuota') continue;
      const shared = later.fields.filter((field) => change.fields.includes(field));
      if (shared.length > 0) later.seen = overlay(later.seen, change.target, shared);
    }
  }

  private async failed(change: ScheduledChangeRecord, error: unknown): Promise<void> {
    const now = this.deps.now();
    if (error instanceof Held) {
      return this.finish(
        change,
        'held',
        now,
        keepWords(SCHEDULE_STATE_LINES.held, { fields: fieldList(error.fields) }),
      );
    }
    const code = error instanceof DeskError ? error.code : undefined;
    if (code === 'quota-exceeded') {
      return this.waitForQuota(change, now, keepWords(SCHEDULE_STATE_LINES.quotaRefused));
    }
    // Anything but a DeskError is a fault on our side of the wire (a socket error): it may pass.
    const passing = code === undefined || PASSING_CODES.has(code) || PAUSING_CODES.has(code);
    const attempts = (change.attempts ?? 0) + 1;
    if (passing && attempts < MAX_ATTEMPTS) {
      change.attempts = attempts;
      change.state = 'scheduled';
      change.retryAt = now + backoffCeiling(attempts, RETRY);
      setStateLine(change, keepWords(SCHEDULE_STATE_LINES.triedAgain, { reason: nestedReasonOf(error) }));
      await this.changed(change);
      return;
    }
    this.deps.log?.(`Scheduled change ${change.id} failed`, error);
    return this.finish(change, 'failed', now, keptReasonOf(error));
  }

  private async waitForQuota(change: ScheduledChangeRecord, now: number, words: KeptWords): Promise<void> {
    change.state = 'waitingQuota';
    change.retryAt = nextQuotaReset(now);
    setStateLine(change, words);
    await this.changed(change);
  }

  private async finish(
    change: ScheduledChangeRecord,
    state: 'done' | 'held' | 'failed' | 'skipped',
    now: number,
    words?: KeptWords | string,
  ): Promise<void> {
    change.state = state;
    change.ranAt = now;
    delete change.retryAt;
    setStateLine(change, words);
    const message = change.message;
    await this.changed(change);
    // Set, or never to be: the copy of the image is not needed any more (a failed or held change may run again).
    if (change.thumbnail && (state === 'done' || state === 'skipped')) await this.forget(change.thumbnail.file);
    const subject = change.lateByMs !== undefined ? say(SCHEDULE_WORDS.late, { title: change.title }) : change.title;
    if (state === 'done') this.deps.tell({ kind: 'schedule-ran', subject });
    else if (state === 'held') this.deps.tell({ kind: 'schedule-held', subject: change.title, detail: message ?? '' });
    else this.deps.tell({ kind: 'schedule-missed', subject: change.title, detail: message ?? state });
  }

  private async changed(change: ScheduledChangeRecord): Promise<void> {
    await this.save();
    this.deps.emit(viewOf(change));
  }

  private save(): Promise<void> {
    const finished = this.changes.filter((change) => FINISHED_STATES.includes(change.state));
    if (finished.length > HISTORY_KEPT) {
      const oldest = new Set(
        finished
          .sort((a, b) => (a.ranAt ?? a.createdAt) - (b.ranAt ?? b.createdAt))
          .slice(0, finished.length - HISTORY_KEPT),
      );
      this.changes = this.changes.filter((change) => !oldest.has(change));
      for (const change of oldest) {
        for (const image of [change.thumbnail, change.priorThumbnail]) if (image) void this.forget(image.file);
      }
    }
    return this.deps.storage.save({ version: 1, changes: this.changes });
  }
}

/** Soonest first; a live change whose time is unknown after the timed ones; then in the order they were made. */
function byDue(a: ScheduledChangeRecord, b: ScheduledChangeRecord): number {
  return (dueAtOf(a) ?? Infinity) - (dueAtOf(b) ?? Infinity) || a.createdAt - b.createdAt;
}
