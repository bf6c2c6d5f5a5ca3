// The "new author" condition's facts: when each author channel was created (snippet.publishedAt) and how many videos
// it has (statistics.videoCount), from channels.list by id, 50 ids a call at 1 unit each (the channels.list
// reference, read 2026-11-25; the statistics part is public for any channel, only subscriberCount is rounded).
// Answers are kept for the session by channel id, found or not, so a queue looked up twice costs nothing the second
// time.
import { z } from 'zod';
import { AUTHORS_PER_CALL, type AuthorLookup } from '../../shared/ipc/comment-rules';
import { parseAnswer } from '../playlists/playlist-api-shapes';
import type { DataApiClient } from '../platform/data-api-client';

const authorChannelListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ publishedAt: z.string() }).optional(),
        statistics: z.object({ videoCount: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

type Facts = AuthorLookup['authors'][number];

export class AuthorLookups {
  /** Per channel id: its facts, or null when the platform did not list it. */
  private readonly known = new Map<string, Facts | null>();

  async lookUp(api: DataApiClient, ids: readonly string[]): Promise<AuthorLookup> {
    const wanted = [...new Set(ids)];
    const unknown = wanted.filter((id) => !this.known.has(id));
    let calls = 0;
    for (let start = 0; start < unknown.length; start += AUTHORS_PER_CALL) {
      const batch = unknown.slice(start, start + AUTHORS_PER_CALL);
      const answer = parseAnswer(
        authorChannelListSchema,
        await api.request({
          path: '/channels',
          params: { part: 'snippet,statistics', id: batch.join(','), maxResults: AUTHORS_PER_CALL },
        }),
        "the comment authors' channels",
      );
      calls += 1;
      for (const item of answer.items ?? []) {
        const createdAt = Date.parse(item.snippet?.publishedAt ?? '');
        const videoCount = Number(item.statistics?.videoCount ?? Number.NaN);
        if (Number.isFinite(createdAt) && Number.isInteger(videoCount) && videoCount >= 0)
          this.known.set(item.id, { id: item.id, createdAt, videoCount });
      }
      // A channel the answer leaves out is closed or hidden: remembered too, so it is not asked again.
      for (const id of batch) if (!this.known.has(id)) this.known.set(id, null);
    }
    const authors: Facts[] = [];
    const missing: string[] = [];
    for (const id of wanted) {
      const facts = this.known.get(id);
      if (facts) authors.push(facts);
      else missing.push(id);
    }
    return { authors, missing, calls };
  }
}
