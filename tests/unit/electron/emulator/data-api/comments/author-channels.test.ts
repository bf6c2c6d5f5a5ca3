import { describe, expect, it } from 'vitest';
import { authorChannels } from '../../../../../../electron/emulator/data-api/comments/author-channels';
import type { CommentRecord } from '../../../../../../electron/emulator/data-api/comments/comment-state';

const DAY = 86_400_000;
const AT = Date.parse('2026-03-01T00:00:00Z');

function comment(id: string, authorChannelId: string, authorName: string, publishedAt: number): CommentRecord {
  return {
    id,
    videoId: 'v1',
    channelId: 'UCowner',
    authorChannelId,
    authorName,
    text: 'hello there',
    status: 'published',
    likeCount: 0,
    publishedAt,
    updatedAt: publishedAt,
  };
}

describe('author channels made up from comments', () => {
  const comments = [
    comment('a', 'UCfresh', '@user-k3j9x', AT + DAY),
    comment('b', 'UCfresh', '@user-k3j9x', AT),
    comment('c', 'UCregular', 'Mira Lopez', AT),
  ];

  it('makes a fresh "@user-" account days older than its first comment, with no uploads', () => {
    const fresh = authorChannels(comments, ['UCfresh']).get('UCfresh')!;
    const created = Date.parse(fresh.record.publishedAt);
    expect(AT - created).toBeGreaterThanOrEqual(DAY);
    expect(AT - created).toBeLessThanOrEqual(4 * DAY);
    expect(fresh.videoCount).toBe(0);
  });

  it('makes any other commenter a year or more old, with uploads, the same on every call', () => {
    const regular = authorChannels(comments, ['UCregular']).get('UCregular')!;
    expect(AT - Date.parse(regular.record.publishedAt)).toBeGreaterThanOrEqual(400 * DAY);
    expect(regular.videoCount).toBeGreaterThan(0);
    expect(authorChannels(comments, ['UCregular']).get('UCregular')).toEqual(regular);
  });

  it('answers only for the ids asked that have commented', () => {
    expect([...authorChannels(comments, ['UCregular', 'UCnobody']).keys()]).toEqual(['UCregular']);
  });
});
