// The channels of the people who comment, for channels.list by id: the emulator keeps no channel record for them,
// so each is made up from the author's comments, the same on every call. The platform names a new account
// "@user-…" until its owner picks a handle, which is what the spam waves' fresh accounts are called here too: such an
// account was created a day or a few before its first comment and has uploaded nothing; any other commenter's channel
// is a year or more old with at least one upload, so the demo's "new author" rule catches the waves alone.
import type { ChannelRecord } from '../youtube-state';
import type { CommentRecord } from './comment-state';

const DAY = 86_400_000;

interface AuthorChannel {
  readonly record: ChannelRecord;
  readonly videoCount: number;
}

/** A small stable number from the channel id, so a made-up channel answers the same on every call. */
function stableRoll(id: string): number {
  let hash = 0x811c9dc5;
  for (let n = 0; n < id.length; n += 1) hash = Math.imul(hash ^ id.charCodeAt(n), 0x01000193);
  return hash >>> 0;
}

/** The author channels among `ids`, by id, from every comment of the store (one pass). */
export function authorChannels(comments: Iterable<CommentRecord>, ids: readonly string[]): Map<string, AuthorChannel> {
  const wanted = new Set(ids);
  const first = new Map<string, CommentRecord>();
  for (const comment of comments) {
    if (!wanted.has(comment.authorChannelId)) continue;
    const seen = first.get(comment.authorChannelId);
    if (!seen || comment.publishedAt < seen.publishedAt) first.set(comment.authorChannelId, comment);
  }
  const out = new Map<string, AuthorChannel>();
  for (const [id, comment] of first) {
    const roll = stableRoll(id);
    const fresh = comment.authorName.startsWith('@user-');
    const age = fresh ? (1 + (roll % 4)) * DAY : (400 + (roll % 2500)) * DAY;
    const handle = comment.authorName.startsWith('@')
      ? comment.authorName
      : `@${comment.authorName.replace(/\s+/g, '')}`;
    out.set(id, {
      record: {
        id,
        title: comment.authorName.replace(/^@/, ''),
        description: '',
        customUrl: handle.toLowerCase(),
        publishedAt: new Date(comment.publishedAt - age).toISOString(),
        uploadsPlaylistId: `UU${id.slice(2)}`,
        subscriberCount: fresh ? 0 : roll % 900,
        color: '#607d8b',
      },
      videoCount: fresh ? 0 : 1 + ((roll >>> 8) % 24),
    });
  }
  return out;
}
