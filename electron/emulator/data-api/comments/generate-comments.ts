// Generated comments: the demo channel's starting comments (a few hundred, every status, replies, links, emoji,
// right-to-left text, long ones and spam, the same on every machine) and the seed control's bulk comments.
import { newAuthorChannelId, newReplyId, newTopLevelId } from './comment-ids';
import {
  AUTHOR_HANDLES,
  EMOJI_COMMENTS,
  LINK_COMMENTS,
  OTHER_LANGUAGE_COMMENTS,
  OWNER_REPLIES,
  PLAIN_COMMENTS,
  RTL_COMMENTS,
  SPAM_COMMENTS,
  VIEWER_REPLIES,
  longComment,
} from './comment-corpus';
import { demoCommentImage } from './comment-images';
import type { CommentRecord, ModerationStatus } from './comment-state';
import { seededPrng, type Prng } from './prng';

export interface CommentTarget {
  readonly videoId: string;
  readonly channelId: string;
  /** Comments come after this moment. */
  readonly since: number;
}

interface Author {
  readonly channelId: string;
  readonly handle: string;
}

const HOUR = 3_600_000;

function authorsFrom(prng: Prng): Author[] {
  return AUTHOR_HANDLES.map((handle) => ({ channelId: newAuthorChannelId(prng), handle }));
}

function ordinaryText(prng: Prng): string {
  const roll = prng.next();
  if (roll < 0.45) return prng.pick(PLAIN_COMMENTS);
  if (roll < 0.62) return prng.pick(EMOJI_COMMENTS);
  if (roll < 0.77) return prng.pick(RTL_COMMENTS);
  if (roll < 0.88) return prng.pick(OTHER_LANGUAGE_COMMENTS);
  if (roll < 0.96) return prng.pick(LINK_COMMENTS);
  return longComment(3 + prng.below(4));
}

/** What a comment of this status typically says: spam is what the platform files as likely spam. */
function textFor(prng: Prng, status: ModerationStatus): string {
  if (status === 'likelySpam') return prng.next() < 0.85 ? prng.pick(SPAM_COMMENTS) : prng.pick(LINK_COMMENTS);
  if (status === 'heldForReview' && prng.next() < 0.3) return prng.pick(LINK_COMMENTS);
  if (status === 'rejected' && prng.next() < 0.6) return prng.pick(SPAM_COMMENTS);
  return ordinaryText(prng);
}

function demoStatus(prng: Prng): ModerationStatus {
  const roll = prng.next();
  return roll < 0.52 ? 'published' : roll < 0.8 ? 'heldForReview' : roll < 0.93 ? 'likelySpam' : 'rejected';
}

/** The demo channel's comments: `count` threads spread over the targets, about a third with replies. */
export function demoComments(options: {
  readonly targets: readonly CommentTarget[];
  readonly owner: Author;
  readonly count: number;
  readonly seed: number;
}): CommentRecord[] {
  const prng = seededPrng(options.seed);
  const authors = authorsFrom(prng);
  const records: CommentRecord[] = [];
  for (let n = 0; n < options.count; n += 1) {
    const target = options.targets[n % options.targets.length] as CommentTarget;
    const author = prng.pick(authors);
    const status = demoStatus(prng);
    const publishedAt = target.since + (1 + prng.below(24 * 40)) * HOUR + prng.below(HOUR);
    const edited = prng.next() < 0.08;
    const id = newTopLevelId(prng);
    const top: CommentRecord = {
      id,
      videoId: target.videoId,
      channelId: target.channelId,
      authorChannelId: author.channelId,
      authorName: author.handle,
      text: textFor(prng, status),
      // One thread in twelve carries an attached image, one in three of those an animated GIF, chosen by position so
      // the seeded draws, and so every other demo comment, stay as they were.
      ...(n % 12 === 5 ? { imageUrl: demoCommentImage(id, n % 36 === 17) } : {}),
      status,
      likeCount: status === 'published' ? Math.floor(prng.next() ** 3 * 900) : 0,
      publishedAt,
      updatedAt: edited ? publishedAt + prng.below(48) * HOUR : publishedAt,
    };
    records.push(top);
    if (status !== 'published' || prng.next() > 0.35) continue;
    const replyCount = 1 + prng.below(prng.next() < 0.2 ? 9 : 3);
    let at = publishedAt;
    for (let r = 0; r < replyCount; r += 1) {
      at += (1 + prng.below(30)) * 60_000;
      const byOwner = prng.next() < 0.35;
      const replier = byOwner ? options.owner : prng.pick(authors);
      const replyStatus: ModerationStatus = byOwner ? 'published' : prng.next() < 0.8 ? 'published' : 'heldForReview';
      records.push({
        id: newReplyId(top.id, prng),
        parentId: top.id,
        videoId: target.videoId,
        channelId: target.channelId,
        authorChannelId: replier.channelId,
        authorName: replier.handle,
        text: byOwner
          ? prng.pick(OWNER_REPLIES)
          : replyStatus === 'heldForReview' && prng.next() < 0.5
            ? prng.pick(LINK_COMMENTS)
            : prng.pick(VIEWER_REPLIES),
        status: replyStatus,
        likeCount: Math.floor(prng.next() ** 4 * 60),
        publishedAt: at,
        updatedAt: at,
      });
    }
  }
  return records;
}

/** `count` top-level comments in one status for the seed control, one second apart, the newest at `now`. */
export function bulkComments(options: {
  readonly targets: readonly CommentTarget[];
  readonly count: number;
  readonly status: ModerationStatus;
  readonly now: number;
  readonly seed: number;
  readonly taken: (id: string) => boolean;
}): CommentRecord[] {
  const prng = seededPrng(options.seed);
  const authors = authorsFrom(prng);
  const records: CommentRecord[] = [];
  for (let n = 0; n < options.count; n += 1) {
    const target = options.targets[n % options.targets.length] as CommentTarget;
    const author = authors[n % authors.length] as Author;
    let id = newTopLevelId(prng);
    while (options.taken(id)) id = newTopLevelId(prng);
    const publishedAt = options.now - (options.count - 1 - n) * 1000;
    records.push({
      id,
      videoId: target.videoId,
      channelId: target.channelId,
      authorChannelId: author.channelId,
      authorName: author.handle,
      text: `${textFor(prng, options.status)} (#${n + 1})`,
      status: options.status,
      likeCount: options.status === 'published' ? prng.below(50) : 0,
      publishedAt,
      updatedAt: publishedAt,
    });
  }
  return records;
}
