// Follows each uploaded video's processing on the platform until it is processed, failed, rejected or gone. Every
// look is one videos.list (1 unit, booked by the quota ledger through the Data API client) carrying up to 50 ids,
// so forty uploads cost one call a round, not forty; the rounds back off from seconds to minutes. The list is saved
// beside the queue, so a restart picks up where it was.
import { isSettled, type ProcessingView } from '../../shared/follow/processing';
import { nextQuotaReset } from '../../shared/platform/quota-reset';
import { DeskError } from '../ipc/desk-error';
import type { DataApiClient } from '../platform/data-api-client';
import type { NoticeWords } from '../kernel/feature';
import { loadFollowed, saveFollowed, type Followed } from './followed-file';
import { readProcessing, videosAnswerSchema, type ProcessingReading } from './processing-answer';

/** videos.list takes at most 50 ids (discovery document, `id`; the reference's maxResults range). */
export const IDS_PER_CALL = 50;
/** Settled videos kept for the page (the Library shows them); the oldest go first. */
const KEPT = 500;
/** Looks a video may be absent from the answers before it is called missing (a new video can lag behind). */
const LOOKS_BEFORE_MISSING = 3;

interface FollowerOptions {
  readonly dataDir: string;
  readonly dataApi: () => DataApiClient;
  /** The chosen channel: without `signedIn` and `dataApiFor`, only its videos are looked at. */
  readonly channelId: () => string | undefined;
  /**
   * Several channels at once (issue 21): whether a channel is signed in, and a client carrying its token. With them,
   * every signed-in channel's videos are looked at, each channel's with its own token (another channel's private
   * video shows no processing details).
   */
  readonly signedIn?: (channelId: string) => boolean;
  readonly dataApiFor?: (channelId: string) => DataApiClient;
  readonly changed: (view: ProcessingView) => void;
  /** A followed video reached its end (processed, failed, rejected, deleted, missing). */
  readonly settled: (view: ProcessingView) => void;
  readonly notice: (words: NoticeWords) => void;
  readonly log: (message: string, error?: unknown) => void;
  readonly now?: () => number;
  /** First look after the upload, and the backoff's base (ms). */
  readonly baseMs?: number;
  /** Longest wait between two looks (ms). */
  readonly capMs?: number;
}

interface NewlyUploaded {
  readonly videoId: string;
  readonly uploadId: string;
  readonly title: string;
  /** The channel the upload went to (the chosen one when absent). */
  readonly channelId?: string;
}

export function viewOf(video: Followed): ProcessingView {
  const { channelId: _channel, looks: _looks, followedAt: _at, ...view } = video;
  return view;
}

export class ProcessingFollower {
  private videos: Followed[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private saving: Promise<void> = Promise.resolve();
  private stopped = false;
  /** Set when the sign-in is gone: nothing is looked at until the account changes. */
  private halted = false;
  private readonly now: () => number;
  private readonly baseMs: number;
  private readonly capMs: number;

  constructor(private readonly options: FollowerOptions) {
    this.now = options.now ?? Date.now;
    this.baseMs = options.baseMs ?? 5_000;
    this.capMs = options.capMs ?? 10 * 60_000;
  }

  async start(): Promise<void> {
    const loaded = await loadFollowed(this.options.dataDir, this.now());
    if (loaded.problem) this.options.notice(loaded.problem);
    this.videos = loaded.videos;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.saving;
  }

  list(): ProcessingView[] {
    return [...this.videos].sort((a, b) => b.followedAt - a.followedAt).map(viewOf);
  }

  isFollowing(videoId: string): boolean {
    return this.videos.some((video) => video.videoId === videoId);
  }

  /** Starts following a video its upload just created (on the signed-in channel). */
  follow(upload: NewlyUploaded): void {
    const channelId = upload.channelId ?? this.options.channelId();
    if (!channelId || this.isFollowing(upload.videoId)) return;
    const now = this.now();
    const video: Followed = {
      videoId: upload.videoId,
      channelId,
      uploadId: upload.uploadId,
      title: upload.title,
      state: 'uploaded',
      looks: 0,
      followedAt: now,
      nextCheckAt: now + this.baseMs,
    };
    this.videos.push(video);
    this.trim();
    this.options.changed(viewOf(video));
    this.save();
    this.schedule();
  }

  /** The account changed: a new sign-in may look again, at once. */
  accountChanged(): void {
    this.halted = false;
    const now = this.now();
    for (const video of this.videos)
      if (!isSettled(video.state)) video.nextCheckAt = Math.min(video.nextCheckAt ?? now, now);
    this.schedule();
  }

  /** One round now: every due video of the signed-in channel, in calls of up to 50 ids. Tests call it directly. */
  async lookNow(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.round().finally(() => {
      this.running = undefined;
      this.schedule();
    });
    return this.running;
  }

  /** The channels whose videos may be looked at now: every signed-in one, or (one channel) the chosen one. */
  private channelsToLook(): string[] {
    const { signedIn, dataApiFor } = this.options;
    if (signedIn && dataApiFor) return [...new Set(this.videos.map((video) => video.channelId))].filter(signedIn);
    const chosen = this.options.channelId();
    return chosen === undefined ? [] : [chosen];
  }

  private async round(): Promise<void> {
    if (this.halted || this.stopped) return;
    for (const channelId of this.channelsToLook()) {
      const now = this.now();
      // Videos due within one base period ride along: one call instead of several a few seconds apart.
      const due = this.videos
        .filter((video) => video.channelId === channelId && !isSettled(video.state))
        .filter((video) => (video.nextCheckAt ?? now) <= now + this.baseMs)
        .sort((a, b) => (a.nextCheckAt ?? 0) - (b.nextCheckAt ?? 0));
      // A stop ends this channel's round (its sign-in, or the project's quota, which pushes every video past the
      // reset); the next channel is looked at unless the follower halted.
      for (let start = 0; start < due.length && !this.stopped; start += IDS_PER_CALL) {
        const batch = due.slice(start, start + IDS_PER_CALL);
        if ((await this.lookAt(batch, channelId)) === 'stop') break;
      }
      if (this.halted) break;
    }
    this.save();
  }

  private async lookAt(batch: readonly Followed[], channelId: string): Promise<'ok' | 'stop'> {
    let answer: unknown;
    const api = this.options.dataApiFor ? this.options.dataApiFor(channelId) : this.options.dataApi();
    try {
      answer = await api.request<unknown>({
        path: '/videos',
        params: { part: 'status,processingDetails', id: batch.map((video) => video.videoId).join(',') },
      });
    } catch (error) {
      return this.failed(batch, error);
    }
    const readings = new Map<string, ProcessingReading>();
    const items = videosAnswerSchema.safeParse(answer);
    for (const item of items.success ? items.data.items : []) {
      const read = readProcessing(item);
      if (read) readings.set(read.id, read.reading);
    }
    const now = this.now();
    for (const video of batch) {
      video.looks += 1;
      video.checkedAt = now;
      const reading =
        readings.get(video.videoId) ??
        (video.looks >= LOOKS_BEFORE_MISSING ? { state: 'missing' as const } : undefined);
      if (reading) this.apply(video, reading);
      if (isSettled(video.state)) delete video.nextCheckAt;
      else video.nextCheckAt = now + this.delayAfter(video);
      this.options.changed(viewOf(video));
      if (isSettled(video.state)) this.options.settled(viewOf(video));
    }
    return 'ok';
  }

  private apply(video: Followed, reading: ProcessingReading): void {
    video.state = reading.state;
    for (const key of ['reason', 'fraction', 'timeLeftMs'] as const) {
      if (reading[key] === undefined) delete video[key];
      else (video as Record<string, unknown>)[key] = reading[key];
    }
  }

  /** base * 2^looks up to the cap; sooner when the platform says how long is left. */
  private delayAfter(video: Followed): number {
    const backoff = Math.min(this.capMs, this.baseMs * 2 ** Math.min(video.looks, 30));
    if (video.timeLeftMs === undefined) return backoff;
    return Math.max(this.baseMs, Math.min(backoff, video.timeLeftMs));
  }

  private failed(batch: readonly Followed[], error: unknown): 'ok' | 'stop' {
    const code = error instanceof DeskError ? error.code : 'internal';
    const now = this.now();
    if (code === 'not-signed-in' || code === 'reconnect-required' || code === 'sign-in-refused') {
      if (this.options.signedIn && this.options.dataApiFor) {
        // One channel's sign-in ended: the others go on; its videos wait a while rather than being asked every round.
        for (const video of batch) video.nextCheckAt = now + this.delayAfter(video);
        return 'stop';
      }
      this.halted = true;
      return 'stop';
    }
    if (code === 'quota-exceeded') {
      const reset = nextQuotaReset(now);
      for (const video of this.videos) if (!isSettled(video.state)) video.nextCheckAt = reset;
      return 'stop';
    }
    this.options.log(`could not look at the processing of ${batch.length} video(s)`, error);
    for (const video of batch) {
      video.looks += 1;
      video.nextCheckAt = now + this.delayAfter(video);
    }
    return 'ok';
  }

  private trim(): void {
    if (this.videos.length <= KEPT) return;
    const settled = this.videos
      .filter((video) => isSettled(video.state))
      .sort((a, b) => a.followedAt - b.followedAt)
      .slice(0, this.videos.length - KEPT);
    const dropped = new Set(settled);
    this.videos = this.videos.filter((video) => !dropped.has(video));
  }

  private save(): void {
    const snapshot = this.videos.map((video) => ({ ...video }));
    this.saving = this.saving
      .then(() => saveFollowed(this.options.dataDir, snapshot))
      .catch((error: unknown) => this.options.log('could not save the followed videos', error));
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || this.halted || this.running) return;
    const channelId = this.options.channelId();
    const next = this.videos
      .filter((video) => video.channelId === channelId && !isSettled(video.state))
      .reduce((earliest, video) => Math.min(earliest, video.nextCheckAt ?? this.now()), Infinity);
    if (next === Infinity) return;
    this.timer = setTimeout(() => void this.lookNow(), Math.max(0, next - this.now()));
    this.timer.unref?.();
  }
}
