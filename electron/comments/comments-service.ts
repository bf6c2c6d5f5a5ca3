// Comment moderation for the signed-in channel: the lists and replies go straight to the platform; decisions go
// through the outbox (moderation-outbox.ts), which owns their persistence and sending. What the lists said of each
// comment's status is kept, so a reply the platform would refuse (to a held or spam comment) is refused here first,
// before it costs a call.
import {
  MODERATION_CALL_UNITS,
  moderationStatusSchema,
  type CommentPage,
  type CommentView,
  type ModerationStatus,
} from '../../shared/comments/comment-view';
import type { CommentQueue } from '../../shared/comments/comment-view';
import type { CallArgs } from '../../shared/ipc';
import type { VideoChoice } from '../../shared/ipc/comments';
import type { AccountView } from '../../shared/ipc/accounts';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { COMMENT_REFUSALS } from './comments-messages';
import type { DataApiClient } from '../platform/data-api-client';
import { threadToQueueItems, toCommentView, type CommentThreadResource } from './comment-resources';
import { CommentsClient } from './comments-client';
import { KnownStatuses } from './known-statuses';
import type { ModerationOutbox } from './moderation-outbox';
import { VideoTitles } from './video-titles';

export interface CommentsServiceDeps {
  readonly dataApi: () => DataApiClient;
  readonly account: () => AccountView | null;
  readonly client?: CommentsClient;
  /** Shared with the outbox's events, so a decision sent since the list was read counts. */
  readonly statuses?: KnownStatuses;
  /** Where the page loads a platform image from (the emulator's copy while talking to one); absent: the URL. */
  readonly imageSource?: (url: string) => string;
}

export class CommentsService {
  private readonly client: CommentsClient;
  private readonly titles: VideoTitles;
  private readonly statuses: KnownStatuses;

  constructor(
    private readonly deps: CommentsServiceDeps,
    readonly outbox: ModerationOutbox,
  ) {
    this.client = deps.client ?? new CommentsClient(deps.dataApi);
    this.titles = new VideoTitles(deps.dataApi);
    this.statuses = deps.statuses ?? new KnownStatuses();
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
    for (const thread of answer.items) this.noteThread(thread, query.queue);
    const comments = answer.items.flatMap((thread) => threadToQueueItems(thread, query.queue, channel.id));
    return { comments: this.withImageSources(await this.withTitles(comments)), ...pageToken(answer.nextPageToken) };
  }

  async listReplies(parentId: string, token?: string): Promise<CommentPage> {
    const channel = this.channel();
    const answer = await this.client.listReplies(parentId, token);
    const comments = answer.items.map((reply) => toCommentView(reply, channel.id));
    for (const reply of comments) if (reply.moderationStatus) this.statuses.note(reply.id, reply.moderationStatus);
    return { comments: this.withImageSources(comments), ...pageToken(answer.nextPageToken) };
  }

  async reply(parentId: string, text: string): Promise<CommentView> {
    const channel = this.channel();
    const status = this.statuses.get(parentId);
    if (status !== undefined && status !== 'published') throw noReplyTo(status);
    try {
      return toCommentView(await this.client.reply(parentId, text), channel.id);
    } catch (error) {
      // Held since it was listed (on the platform's site, say): said in the creator's words, and known from now on.
      if (!(error instanceof DeskError) || (error.details as { reason?: unknown })?.reason !== 'parentCommentIsPrivate')
        throw error;
      this.statuses.note(parentId, 'heldForReview');
      throw noReplyTo('heldForReview', error.details);
    }
  }

  /**
   * Publishes one comment at once, outside the outbox's undo window: the first half of "Publish and reply", which the
   * creator chose knowing both costs. Refused without a call when the platform would refuse it, or when a decision on
   * the comment is still on its way (the two would race).
   */
  async publish(id: string): Promise<void> {
    this.channel();
    const status = this.statuses.get(id);
    if (status === 'published') return;
    if (status === 'rejected') throw new DeskError('not-allowed', say(COMMENT_REFUSALS.rejectedNoPublish));
    if (this.outbox.hasUnsent(id)) throw new DeskError('not-allowed', say(COMMENT_REFUSALS.decisionUnsent));
    await this.client.setModerationStatus([id], 'published', false);
    this.statuses.note(id, 'published');
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

  private withImageSources(comments: CommentView[]): CommentView[] {
    const source = this.deps.imageSource;
    if (!source) return comments;
    return comments.map((comment) =>
      comment.imageUrl === undefined ? comment : { ...comment, imageSrc: source(comment.imageUrl) },
    );
  }

  private noteThread(thread: CommentThreadResource, queue: CommentQueue): void {
    const top = thread.snippet?.topLevelComment;
    if (top) {
      const status = moderationStatusSchema.safeParse(top.snippet?.moderationStatus);
      // The published queue may leave the status out: everything in it is published.
      if (status.success) this.statuses.note(top.id, status.data);
      else if (queue === 'published') this.statuses.note(top.id, 'published');
    }
    for (const reply of thread.replies?.comments ?? []) {
      const status = moderationStatusSchema.safeParse(reply.snippet?.moderationStatus);
      if (status.success) this.statuses.note(reply.id, status.data);
    }
  }

  private channel(): AccountView['channel'] {
    const account = this.deps.account();
    if (!account) throw new DeskError('not-signed-in', say(COMMENT_REFUSALS.signInFirst));
    return account.channel;
  }
}

/**
 * Why a reply to this comment cannot go: before the call (the status was known), or after the platform refused it
 * (`refused` holds its details: the call was charged all the same).
 */
function noReplyTo(status: Exclude<ModerationStatus, 'published'>, refused?: unknown): DeskError {
  return new DeskError(
    'not-allowed',
    say(COMMENT_REFUSALS.noReply, {
      status,
      refused: refused === undefined ? 'no' : 'yes',
      units: MODERATION_CALL_UNITS,
    }),
    refused,
  );
}

function pageToken(token: string | undefined): { nextPageToken?: string } {
  return token ? { nextPageToken: token } : {};
}
