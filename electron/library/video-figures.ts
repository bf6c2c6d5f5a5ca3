// The Library's figures (views, likes, comments) through videos.batchGetStats, which draws on a bucket of its own
// instead of the project's 10,000 units, falling back to videos.list's statistics part when the platform refuses it
// as unavailable. Modelled on the reference page developers.google.com/youtube/v3/docs/videos/batchGetStats and
// @googleapis/youtube's typings (Schema$BatchGetStatsResponse, Schema$VideoStat), as read on 2026-11-25: GET
// /youtube/v3/videos:batchGetStats, `id` (at most 50) and `part` (id, snippet, statistics, contentDetails), 1 unit;
// the revision history dates it 2026-06-03 with its own 10,000-unit bucket. The call is "intentionally not atomic":
// a video it leaves out simply has no figures here, as videos.list leaves out one it cannot show.
import { z } from 'zod';
import { nextQuotaReset } from '../../shared/platform/quota-reset';
import type { FigureSource, FiguresFallback } from '../../shared/library/library-video';
import { DeskError } from '../ipc/desk-error';
import type { DataApi } from './library-service';
import { parseAnswer } from './video-resources';

/** "The number of IDs specified cannot exceed 50." */
const MAX_IDS_PER_CALL = 50;

const count = z.string().regex(/^\d+$/).optional();
const batchGetStatsSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }).optional(),
      }),
    )
    .default([]),
});

export type VideoStatistics = NonNullable<z.infer<typeof batchGetStatsSchema>['items'][number]['statistics']>;

/** 403 reasons that say the project may not call the method (the whole API being off shows again on videos.list). */
const NOT_ENABLED_REASONS = new Set(['forbidden', 'accessNotConfigured', 'SERVICE_DISABLED']);
const EXHAUSTED_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);

/**
 * Why a refusal of videos.batchGetStats means reading the figures elsewhere, or undefined when it does not (a dead
 * sign-in, a network failure, the platform's own 5xx: those are the Library's failures as any other call's).
 */
export function fallbackOf(error: unknown): FiguresFallback | undefined {
  if (!(error instanceof DeskError)) return undefined;
  const details = (error.details ?? {}) as { status?: unknown; reason?: unknown };
  const reason = typeof details.reason === 'string' ? details.reason : undefined;
  if (details.status === 404 || details.status === 501) return 'not-served';
  if (details.status !== 403 || reason === undefined) return undefined;
  if (EXHAUSTED_REASONS.has(reason)) return 'bucket-exhausted';
  if (NOT_ENABLED_REASONS.has(reason)) return 'not-enabled';
  return undefined;
}

export type FiguresAnswer =
  | { readonly source: FigureSource; readonly statistics: ReadonlyMap<string, VideoStatistics> }
  | { readonly source: FigureSource & { readonly from: 'videos.list' } };

export interface VideoFiguresDeps {
  readonly dataApi: () => DataApi;
  readonly now?: () => number;
}

export class VideoFigures {
  /** A refusal is believed until the next quota reset: the bucket refills then, and a method may be rolled out. */
  private refused: { readonly because: FiguresFallback; readonly until: number } | undefined;
  private readonly now: () => number;

  constructor(private readonly deps: VideoFiguresDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Forgets a refusal, so the next page asks videos.batchGetStats again (another account, another project). */
  forget(): void {
    this.refused = undefined;
  }

  /** The statistics of `ids`, or which fallback to take (the caller then asks videos.list for part=statistics). */
  async of(ids: readonly string[]): Promise<FiguresAnswer> {
    if (this.refused && this.now() < this.refused.until) {
      return { source: { from: 'videos.list', because: this.refused.because } };
    }
    this.refused = undefined;
    const statistics = new Map<string, VideoStatistics>();
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
      let body: unknown;
      try {
        body = await this.deps.dataApi().request<unknown>({
          path: '/videos:batchGetStats',
          params: { part: 'statistics', id: ids.slice(start, start + MAX_IDS_PER_CALL).join(',') },
        });
      } catch (error) {
        const because = fallbackOf(error);
        if (because === undefined) throw error;
        this.refused = { because, until: nextQuotaReset(this.now()) };
        return { source: { from: 'videos.list', because } };
      }
      for (const item of parseAnswer(batchGetStatsSchema, body, 'a batch of video statistics').items) {
        if (item.statistics) statistics.set(item.id, item.statistics);
      }
    }
    return { source: { from: 'videos.batchGetStats' }, statistics };
  }
}
