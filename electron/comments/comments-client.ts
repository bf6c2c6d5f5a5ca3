// The comment methods of the Data API, over the app's DataApiClient (bearer token, refresh after a 401, the error
// envelope turned into a DeskError). Every answer is checked before it is used.
import type { z } from 'zod';
import type { CommentQueue, SettableStatus } from '../../shared/comments/comment-view';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { COMMENT_REFUSALS } from './comments-messages';
import type { DataApiClient } from '../platform/data-api-client';
import {
  commentListSchema,
  commentResourceSchema,
  commentThreadListSchema,
  type CommentResource,
} from './comment-resources';

export interface ThreadQuery {
  readonly queue: CommentQueue;
  /** Exactly one of these: the platform refuses a list with none or two. */
  readonly channelId?: string;
  readonly videoId?: string;
  readonly search?: string;
  readonly order?: 'time' | 'relevance';
  readonly pageToken?: string;
}

/** The one method the outbox needs, so its tests can fake it alone. */
export interface ModerationApi {
  setModerationStatus(ids: readonly string[], status: SettableStatus, banAuthor: boolean): Promise<void>;
}

export class CommentsClient implements ModerationApi {
  constructor(private readonly api: () => DataApiClient) {}

  async listThreads(query: ThreadQuery): Promise<z.infer<typeof commentThreadListSchema>> {
    const filter = query.videoId ? { videoId: query.videoId } : { allThreadsRelatedToChannelId: query.channelId };
    const body = await this.api().request<unknown>({
      path: '/commentThreads',
      params: {
        // The replies part shows the replies waiting in a held or spam queue.
        part: query.queue === 'published' ? 'snippet' : 'snippet,replies',
        ...filter,
        moderationStatus: query.queue,
        searchTerms: query.search,
        order: query.order,
        pageToken: query.pageToken,
        maxResults: 100,
        textFormat: 'plainText',
      },
    });
    return checked(commentThreadListSchema, body, 'comment list');
  }

  async listReplies(parentId: string, pageToken?: string): Promise<z.infer<typeof commentListSchema>> {
    const body = await this.api().request<unknown>({
      path: '/comments',
      params: { part: 'snippet', parentId, pageToken, maxResults: 100, textFormat: 'plainText' },
    });
    return checked(commentListSchema, body, 'reply list');
  }

  async reply(parentId: string, text: string): Promise<CommentResource> {
    const body = await this.api().request<unknown>({
      method: 'POST',
      path: '/comments',
      params: { part: 'snippet' },
      body: { snippet: { parentId, textOriginal: text } },
    });
    return checked(commentResourceSchema, body, 'new reply');
  }

  async edit(id: string, text: string): Promise<CommentResource> {
    const body = await this.api().request<unknown>({
      method: 'PUT',
      path: '/comments',
      params: { part: 'snippet' },
      body: { id, snippet: { textOriginal: text } },
    });
    return checked(commentResourceSchema, body, 'edited reply');
  }

  async remove(id: string): Promise<void> {
    await this.api().request<unknown>({ method: 'DELETE', path: '/comments', params: { id } });
  }

  async setModerationStatus(ids: readonly string[], status: SettableStatus, banAuthor: boolean): Promise<void> {
    await this.api().request<unknown>({
      method: 'POST',
      path: '/comments/setModerationStatus',
      // banAuthor is sent only with rejected: the platform refuses it on any other status.
      params: { id: ids.join(','), moderationStatus: status, banAuthor: status === 'rejected' ? banAuthor : undefined },
    });
  }
}

function checked<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new DeskError('bad-response', say(COMMENT_REFUSALS.unreadableAnswer), {
    what,
    issues: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
}
