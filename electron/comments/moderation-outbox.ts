// The moderation outbox. A decision is written to disk before `decide` answers, waits out the undo window, then goes
// to the platform in batches of up to 50 ids per (status, banAuthor). A batch is marked `sending` on disk before its
// request, so a crash or a kill mid-request re-sends it at the next start: setModerationStatus to the same status is
// idempotent (the comment simply keeps that status), so re-sending is safe where skipping it would lose a decision.
// A passing failure (network, 5xx, quota, sign-in) keeps the decisions and retries with backoff; a refusal (403, 404,
// 400) of a batch splits it so each decision is tried alone, and a decision refused alone is dropped, rolled back on
// screen and named in a notice.
import type { MessageDescriptor } from 'react-intl';
import { randomUUID } from 'node:crypto';
import {
  MODERATION_BATCH_SIZE,
  decisionTarget,
  type CommentSettings,
  type Decision,
  type DecisionView,
  type ModerationStatus,
} from '../../shared/comments/comment-view';
import type { DeskErrorCode } from '../../shared/ipc';
import type { DecideResult, OutboxSnapshot, UndoResult } from '../../shared/ipc/comments';
import { DeskError } from '../ipc/desk-error';
import { lineOf } from '../../shared/i18n/saved-line';
import type { NoticeWords } from '../kernel/feature';
import { say } from '../language/say';
import { keepWords, type KeptWords } from '../language/say-line';
import { COMMENT_NOTICES, COMMENT_REFUSALS } from './comments-messages';
import { backoffDelay, type BackoffPolicy } from '../uploads/engine/backoff';
import type { ModerationApi } from './comments-client';
import type { OutboxStorage } from './outbox-file';
import { OUTBOX_FILE_VERSION, recordView, type OutboxRecord } from './outbox-record';

export interface OutboxClock {
  now(): number;
  /** Runs `run` after `ms`; answers a function that cancels it. */
  setTimer(run: () => void, ms: number): () => void;
}

export const systemClock: OutboxClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

export interface OutboxDeps {
  readonly storage: OutboxStorage;
  readonly api: ModerationApi;
  readonly clock?: OutboxClock;
  /** Decisions whose state changed, at most 1000 a call (the event's bound). */
  readonly emit: (decisions: readonly DecisionView[]) => void;
  readonly notice: (words: NoticeWords, level: 'warning' | 'error') => void;
  readonly backoff?: BackoffPolicy;
  readonly random?: () => number;
  readonly log?: (message: string, error?: unknown) => void;
  /** The chosen channel, if any: decisions are made for it. */
  readonly channel?: () => string | undefined;
  /**
   * Several channels signed in at once (issue 21): whether a channel is signed in, and the client that sends with its
   * token and no other's. With them, each channel's decisions go out in the background whichever channel is chosen;
   * without them, a decision is sent only while its channel is the chosen one, through `api`.
   */
  readonly signedIn?: (channelId: string) => boolean;
  readonly apiFor?: (channelId: string) => ModerationApi;
}

export interface DecisionInput {
  readonly id: string;
  readonly from: ModerationStatus;
  readonly label?: string;
}

const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 2000, capMs: 10 * 60 * 1000 };
/** How many recent groups `undo` remembers, to say "too late" rather than "unknown" for one already sent. */
const REMEMBERED_GROUPS = 200;
const EMIT_CHUNK = 1000;

/** Failures that say nothing about the decision itself: keep it and try again later. */
const passingCodes: ReadonlySet<DeskErrorCode> = new Set<DeskErrorCode>([
  'network',
  'unreachable',
  'service-unavailable',
  'rate-limited',
  'quota-exceeded',
  'bad-response',
  'not-signed-in',
  'sign-in-refused',
  'reconnect-required',
  'disconnected',
]);

export function isPassingFailure(error: unknown): boolean {
  // Anything but a DeskError is a fault on our side of the wire (a token refresh that threw, a socket error).
  return !(error instanceof DeskError) || passingCodes.has(error.code);
}

const REFUSED_DECISION: Record<Decision, MessageDescriptor> = {
  publish: COMMENT_NOTICES.refusedPublish,
  reject: COMMENT_NOTICES.refusedReject,
  ban: COMMENT_NOTICES.refusedBan,
  hold: COMMENT_NOTICES.refusedHold,
};

export class ModerationOutbox {
  private records: OutboxRecord[] = [];
  private settings: CommentSettings = { undoWindowMs: 5000 };
  private readonly clock: OutboxClock;
  private readonly recentGroups = new Map<string, readonly string[]>();
  private cancelTimer: (() => void) | undefined;
  private pumping: Promise<void> | undefined;
  private pumpAgain = false;
  private saving: Promise<void> = Promise.resolve();
  private started = false;
  private stopped = false;
  /** The channel the user was last told about, so a refresh of the same account says nothing again. */
  private noticedChannel: string | undefined;

  constructor(private readonly deps: OutboxDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  /** Reads the file; decisions that were in flight when the app stopped are due at once, the others when they were. */
  async start(): Promise<void> {
    const loaded = await this.deps.storage.load();
    this.settings = { ...loaded.settings };
    const now = this.clock.now();
    this.records = loaded.records.map((record) =>
      record.state === 'sending'
        ? { ...record, state: 'waiting' as const, sendAt: Math.min(record.sendAt, now) }
        : record,
    );
    if (loaded.problem) {
      this.deps.notice(loaded.problem, 'warning');
      // The damaged file was moved aside: write what was recovered now, so a second crash does not lose it.
      await this.persist();
    }
    this.started = true;
    this.noticedChannel = this.deps.channel?.();
    this.emitViews(this.records.map((record) => recordView(record)));
    this.tellOfOtherChannels();
    this.schedule();
  }

  /**
   * The signed-in channel changed: decisions made for it can go now, those made for another wait until it is back
   * (its token is the only one that may moderate them), and the user is told they wait.
   */
  channelChanged(): void {
    if (!this.started || this.stopped) return;
    const current = this.deps.channel?.();
    // accounts.changed also fires for a refreshed profile: only a different channel is news.
    if (current !== this.noticedChannel) {
      this.noticedChannel = current;
      this.tellOfOtherChannels();
    }
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    await this.pumping;
    await this.saving;
  }

  snapshot(): OutboxSnapshot {
    return { decisions: this.records.map((record) => recordView(record)), settings: { ...this.settings } };
  }

  getSettings(): CommentSettings {
    return { ...this.settings };
  }

  async setSettings(settings: CommentSettings): Promise<CommentSettings> {
    const previous = this.settings;
    this.settings = { ...settings };
    try {
      await this.persist();
    } catch (error) {
      this.settings = previous;
      throw saveError(error);
    }
    return this.getSettings();
  }

  /** Whether a decision on this comment has still to reach the platform (waiting, or on its way). */
  hasUnsent(commentId: string): boolean {
    return this.records.some((record) => record.commentId === commentId);
  }

  /** Resolves once nothing is being sent and nothing is due now (later decisions wait for their timer). */
  async whenIdle(): Promise<void> {
    while (this.pumping) await this.pumping;
    await this.saving;
  }

  /**
   * Records the decisions and answers once they are on disk. A comment that already has a decision waiting gets the
   * new one instead (the status it had before either stays the one to restore).
   */
  async decide(decision: Decision, comments: readonly DecisionInput[]): Promise<DecideResult> {
    this.assertStarted();
    const now = this.clock.now();
    const groupId = randomUUID();
    const before = this.records;
    const replaced = new Map<string, OutboxRecord>();
    const kept: OutboxRecord[] = [];
    const deciding = new Set(comments.map((comment) => comment.id));
    for (const record of this.records) {
      if (record.state === 'waiting' && deciding.has(record.commentId) && !replaced.has(record.commentId)) {
        replaced.set(record.commentId, record);
      } else kept.push(record);
    }
    const fresh: OutboxRecord[] = [];
    const seen = new Set<string>();
    const channelId = this.deps.channel?.();
    for (const comment of comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      const earlier = replaced.get(comment.id);
      const label = comment.label ?? earlier?.label;
      fresh.push({
        decisionId: randomUUID(),
        groupId,
        commentId: comment.id,
        decision,
        from: earlier?.from ?? comment.from,
        ...(label !== undefined ? { label } : {}),
        ...(channelId !== undefined ? { channelId } : {}),
        decidedAt: now,
        sendAt: now + this.settings.undoWindowMs,
        attempts: 0,
        state: 'waiting',
      });
    }
    this.records = [...kept, ...fresh];
    try {
      await this.persist();
    } catch (error) {
      this.records = before;
      throw saveError(error);
    }
    this.rememberGroup(groupId, [...seen]);
    const views = fresh.map((record) => recordView(record));
    this.emitViews(views);
    this.schedule();
    return { groupId, decisions: views };
  }

  /** Takes back the group's decisions still inside their wait; those already sent or on their way are named. */
  async undo(groupId: string): Promise<UndoResult> {
    this.assertStarted();
    const group = this.recentGroups.get(groupId);
    const taken = this.records.filter((record) => record.groupId === groupId && record.state === 'waiting');
    const takenIds = new Set(taken.map((record) => record.decisionId));
    const before = this.records;
    this.records = this.records.filter((record) => !takenIds.has(record.decisionId));
    if (taken.length > 0) {
      try {
        await this.persist();
      } catch (error) {
        this.records = before;
        throw saveError(error);
      }
    }
    const undone = taken.map((record) => recordView(record, 'undone'));
    this.emitViews(undone);
    const undoneComments = new Set(taken.map((record) => record.commentId));
    const tooLate = (group ?? []).filter((commentId) => !undoneComments.has(commentId));
    this.schedule();
    return { undone, tooLate };
  }

  // ----- sending -----

  private schedule(): void {
    if (this.stopped || !this.started) return;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    const waiting = this.records.filter((record) => record.state === 'waiting' && this.belongsHere(record));
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((record) => record.sendAt));
    const delay = Math.max(0, next - this.clock.now());
    this.cancelTimer = this.clock.setTimer(() => {
      this.cancelTimer = undefined;
      this.pump();
    }, delay);
  }

  private pump(): void {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = this.sendDue()
      .catch((error: unknown) => this.deps.log?.('the comment outbox could not send', error))
      .finally(() => {
        this.pumping = undefined;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.pump();
        } else this.schedule();
      });
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const batch = this.nextBatch(this.clock.now());
      if (!batch) return;
      await this.sendBatch(batch);
    }
  }

  /**
   * The due decisions of the first (channel, status, banAuthor) group, up to 50; a decision refused in a batch goes
   * alone. A batch never mixes channels: it is sent with its channel's token.
   */
  private nextBatch(now: number): OutboxRecord[] | undefined {
    const due = this.records.filter(
      (record) => record.state === 'waiting' && record.sendAt <= now && this.belongsHere(record),
    );
    const first = due[0];
    if (!first) return undefined;
    if (first.alone) return [first];
    const target = decisionTarget(first.decision);
    return due
      .filter((record) => {
        const other = decisionTarget(record.decision);
        return (
          !record.alone &&
          record.channelId === first.channelId &&
          other.status === target.status &&
          other.banAuthor === target.banAuthor
        );
      })
      .slice(0, MODERATION_BATCH_SIZE);
  }

  private async sendBatch(batch: readonly OutboxRecord[]): Promise<void> {
    const batchId = randomUUID();
    const ids = new Set(batch.map((record) => record.decisionId));
    this.update(ids, (record) => ({ ...record, state: 'sending', batchId }));
    // On disk before the request: a crash from here on re-sends this batch at the next start.
    await this.persist();
    this.emitViews(this.current(ids).map((record) => recordView(record)));
    const { status, banAuthor } = decisionTarget(batch[0]!.decision);
    const channelId = batch[0]!.channelId;
    const api = channelId !== undefined && this.deps.apiFor ? this.deps.apiFor(channelId) : this.deps.api;
    try {
      await api.setModerationStatus(
        batch.map((record) => record.commentId),
        status,
        banAuthor,
      );
    } catch (error) {
      await this.failed(ids, error);
      return;
    }
    const sent = this.current(ids);
    this.records = this.records.filter((record) => !ids.has(record.decisionId));
    await this.persist();
    this.emitViews(sent.map((record) => recordView(record, 'sent')));
  }

  private async failed(ids: ReadonlySet<string>, error: unknown): Promise<void> {
    const now = this.clock.now();
    const message = error instanceof Error ? error.message : String(error);
    const batch = this.current(ids);
    if (isPassingFailure(error)) {
      const attempts = Math.max(...batch.map((record) => record.attempts)) + 1;
      const delay = backoffDelay(attempts, this.deps.backoff ?? DEFAULT_BACKOFF, undefined, this.deps.random);
      this.update(ids, (record) => ({ ...stripBatch(record), attempts, sendAt: now + delay, message }));
      await this.persist();
      this.emitViews(this.current(ids).map((record) => recordView(record)));
      return;
    }
    if (batch.length > 1) {
      // The platform refuses a whole request for one bad id: find it by sending each decision alone.
      this.update(ids, (record) => ({ ...stripBatch(record), alone: true, sendAt: now }));
      await this.persist();
      this.emitViews(this.current(ids).map((record) => recordView(record)));
      return;
    }
    this.records = this.records.filter((record) => !ids.has(record.decisionId));
    await this.persist();
    this.emitViews(batch.map((record) => recordView(record, 'refused', message)));
    for (const record of batch) this.deps.notice(refusalNotice(record, message), 'error');
  }

  // ----- helpers -----

  private tellOfOtherChannels(): void {
    // Signed out, everything simply waits; only a different channel signed in makes "another channel" true.
    if (this.deps.channel?.() === undefined) return;
    const waiting = this.records.filter((record) => !this.belongsHere(record)).length;
    if (waiting === 0) return;
    this.deps.notice(keepWords(COMMENT_NOTICES.otherChannel, { waiting }), 'warning');
  }

  /**
   * Whether the record may be sent now: its channel is signed in (it goes with that channel's token), or, without
   * several channels, its channel is the chosen one. One from an older file, with no channel, goes with the chosen.
   */
  private belongsHere(record: OutboxRecord): boolean {
    if (record.channelId !== undefined && this.deps.signedIn && this.deps.apiFor) {
      return this.deps.signedIn(record.channelId);
    }
    if (!this.deps.channel) return true;
    const current = this.deps.channel();
    return current !== undefined && (record.channelId === undefined || record.channelId === current);
  }

  private update(ids: ReadonlySet<string>, change: (record: OutboxRecord) => OutboxRecord): void {
    this.records = this.records.map((record) => (ids.has(record.decisionId) ? change(record) : record));
  }

  private current(ids: ReadonlySet<string>): OutboxRecord[] {
    return this.records.filter((record) => ids.has(record.decisionId));
  }

  /** Writes the state as it is when the write starts; writes never overlap, and each caller waits for its own. */
  private persist(): Promise<void> {
    const run = this.saving.then(() =>
      this.deps.storage.save({ version: OUTBOX_FILE_VERSION, settings: this.settings, records: this.records }),
    );
    this.saving = run.catch(() => undefined);
    return run;
  }

  private emitViews(views: readonly DecisionView[]): void {
    for (let start = 0; start < views.length; start += EMIT_CHUNK) {
      this.deps.emit(views.slice(start, start + EMIT_CHUNK));
    }
  }

  private rememberGroup(groupId: string, commentIds: readonly string[]): void {
    this.recentGroups.set(groupId, commentIds);
    if (this.recentGroups.size > REMEMBERED_GROUPS) {
      const oldest = this.recentGroups.keys().next().value;
      if (oldest !== undefined) this.recentGroups.delete(oldest);
    }
  }

  private assertStarted(): void {
    if (!this.started) {
      throw new DeskError('comments-not-ready', say(COMMENT_REFUSALS.stillStarting));
    }
  }
}

function stripBatch(record: OutboxRecord): OutboxRecord {
  const { batchId: _batchId, ...rest } = record;
  return { ...rest, state: 'waiting' };
}

function refusalNotice(record: OutboxRecord, reason: string): KeptWords {
  const comment = record.label
    ? lineOf(COMMENT_NOTICES.commentLabeled, { label: record.label })
    : lineOf(COMMENT_NOTICES.commentWithId, { commentId: record.commentId });
  return keepWords(REFUSED_DECISION[record.decision], {
    comment: { line: comment },
    reason,
    queue: { line: lineOf(COMMENT_NOTICES[record.from]) },
  });
}

function saveError(error: unknown): DeskError {
  return new DeskError(
    'decision-not-saved',
    say(COMMENT_REFUSALS.notSaved, { reason: error instanceof Error ? error.message : String(error) }),
  );
}
