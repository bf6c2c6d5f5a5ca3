// Comment moderation for the signed-in channel: the lists and replies go straight to the platform; decisions go
// through the outbox (moderation-outbox.ts), which owns their persistence and sending.
import type { CommentPage, CommentView } from '../../shared/comments/comment-view';
import type { CallArgs } from '../../shared/ipc';
import type { VideoChoice } from '../../shared/ipc/comments';
import type { AccountView } from '../../shared/ipc/accounts';
import { DeskError } from '../ipc/desk-error';
import type { DataApiClient } from '../platform/data-api-client';
import { threadToQueueItems, toCommentView } from './comment-resources';
import { CommentsClient } from './comments-client';
import type { ModerationOutbox } from './moderation-outbox';
import { VideoTitles } from './video-titles';

export interface CommentsServiceDeps {
  readonly dataApi: () => DataApiClient;
  readonly account: () => AccountView | null;
  readonly client?: CommentsClient;
}

export class CommentsService {
  private readonly client: CommentsClient;
  private readonly titles: VideoTitles;

  constructor(
    private readonly deps: CommentsServiceDeps,
    readonly outbox: ModerationOutbox,
  ) {
    this.client = deps.client ?? new CommentsClient(deps.dataApi);
    this.titles = new VideoTitles(deps.dataApi);
  }

  async listThreads(query: CallArgs<'comments.listThreads'>): Promise<CommentPage> {
    const channel = this.channel();
    const answer = await this.client.listThreads({
      queue: query.queue,
      ...(query.videoId ? { videoId: query.videoId } : { channelId: channel.id }),
      ...(query.search ? { search: query.search } : {}),
      ...(query.order ? { order: query.order } : {}),
      ...(query.pageToken ? { pageToken: query.pageToken } : {}),
    });
    const comments = answer.items.flatMap((thread) => threadToQueueItems(thread, query.queue, channel.id));
    return { comments: await this.withTitles(comments), ...pageToken(answer.nextPageToken) };
  }

  async listReplies(parentId: string, token?: string): Promise<CommentPage> {
    const channel = this.channel();
    const answer = await this.client.listReplies(parentId, token);
    const comments = answer.items.map((reply) => toCommentView(reply, channel.id));
    return { comments, ...pageToken(answer.nextPageToken) };
  }

  async reply(parentId: string, text: string): Promise<CommentView> {
    const channel = this.channel();
    return toCommentView(await this.client.reply(parentId, text), channel.id);
  }

  async edit(id: string, text: string): Promise<CommentView> {
    const channel = this.channel();
    return toCommentView(await this.client.edit(id, text), channel.id);
  }

  async remove(id: string): Promise<void> {
    this.channel();
    await this.client.remove(id);
  }

  async videos(): Promise<readonly VideoChoice[]> {
    const channel = this.channel();
    if (!channel.uploadsPlaylistId) return [];
    return this.titles.uploads(channel.uploadsPlaylistId);
  }

  private async withTitles(comments: readonly CommentView[]): Promise<CommentView[]> {
    await this.titles.resolve(comments.flatMap((comment) => (comment.videoId ? [comment.videoId] : [])));
    return comments.map((comment) => {
      const title = comment.videoId ? this.titles.title(comment.videoId) : undefined;
      return title === undefined ? comment : { ...comment, videoTitle: title };
    });
  }

  private channel(): AccountView['channel'] {
    const account = this.deps.account();
    if (!account) throw new DeskError('not-signed-in', 'Sign in to your channel (or open the demo workspace) first.');
    return account.channel;
  }
}

function pageToken(token: string | undefined): { nextPageToken?: string } {
  return token ? { nextPageToken: token } : {};
}
