// What the client makes of the platform's resources: a held queue's thread yields each comment waiting in it (a
// reply says whom it answers), the channel's own comments are marked, and an answer that is no list is an error that
// says so.
import { describe, expect, it } from 'vitest';
import { threadToQueueItems } from '../../../../electron/comments/comment-resources';
import { CommentsClient } from '../../../../electron/comments/comments-client';
import type { DataApiClient } from '../../../../electron/platform/data-api-client';
import { keyAction } from '../../../../renderer/screens/comments/comment-keys';
import { moderationCost } from '../../../../shared/comments/comment-view';

const snippet = (status: string, author: string, text: string) => ({
  snippet: {
    authorDisplayName: author,
    authorChannelId: { value: `UC-${author}` },
    textOriginal: text,
    moderationStatus: status,
    videoId: 'vid1',
    publishedAt: '2026-03-01T10:00:00Z',
  },
});

describe('threadToQueueItems', () => {
  const thread = {
    id: 'top',
    snippet: {
      videoId: 'vid1',
      totalReplyCount: 1,
      topLevelComment: { id: 'top', ...snippet('published', 'ana', 'Great video') },
    },
    replies: {
      comments: [
        { id: 'top.r1', ...snippet('heldForReview', 'spammer', 'buy followers'), parentId: 'top' },
        { id: 'top.r2', ...snippet('published', 'me', 'Thanks!') },
      ],
    },
  };

  it('lists the replies waiting in a held queue, not the published top-level comment', () => {
    const items = threadToQueueItems(thread, 'heldForReview', 'UC-me');
    expect(items.map((item) => [item.id, item.inReplyTo, item.parentId])).toEqual([['top.r1', 'ana', 'top']]);
  });

  it('lists the top-level comment in the published queue and marks the channel own comments', () => {
    const items = threadToQueueItems(thread, 'published', 'UC-ana');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 'top', threadId: 'top', mine: true, totalReplyCount: 1, text: 'Great video' });
  });
});

describe("a comment's attached image", () => {
  it('is carried as the platform gave it, on the top-level comment and on a reply, and absent without one', () => {
    const withImages = {
      id: 'top',
      snippet: {
        videoId: 'vid1',
        totalReplyCount: 2,
        topLevelComment: {
          id: 'top',
          snippet: { ...snippet('heldForReview', 'ana', 'Look').snippet, imageUrl: 'https://yt3.ggpht.com/top.png' },
        },
      },
      replies: {
        comments: [
          {
            id: 'top.r1',
            snippet: { ...snippet('heldForReview', 'bo', 'Me too').snippet, imageUrl: 'https://example.net/r.gif' },
          },
          { id: 'top.r2', ...snippet('heldForReview', 'cy', 'No picture') },
        ],
      },
    };
    const items = threadToQueueItems(withImages, 'heldForReview', undefined);
    expect(items.map((item) => [item.id, item.imageUrl])).toEqual([
      ['top', 'https://yt3.ggpht.com/top.png'],
      ['top.r1', 'https://example.net/r.gif'],
      ['top.r2', undefined],
    ]);
    expect('imageUrl' in items[2]!).toBe(false);
  });
});

describe('CommentsClient', () => {
  it('refuses an answer that is not a comment list, saying so', async () => {
    const api = { request: () => Promise.resolve({ items: 'not a list' }) } as unknown as DataApiClient;
    await expect(
      new CommentsClient(() => api).listThreads({ queue: 'heldForReview', channelId: 'UC1' }),
    ).rejects.toMatchObject({ code: 'bad-response' });
  });

  it('asks for 100 plain-text threads with the replies part in a held queue, and sends banAuthor only with rejected', async () => {
    const requests: unknown[] = [];
    const api = {
      request: (request: unknown) => {
        requests.push(request);
        return Promise.resolve({ items: [] });
      },
    } as unknown as DataApiClient;
    const client = new CommentsClient(() => api);
    await client.listThreads({ queue: 'likelySpam', videoId: 'vid1', search: 'crypto' });
    await client.setModerationStatus(['a', 'b'], 'rejected', true);
    await client.setModerationStatus(['c'], 'published', true);
    expect(requests).toEqual([
      {
        path: '/commentThreads',
        params: {
          part: 'snippet,replies',
          videoId: 'vid1',
          moderationStatus: 'likelySpam',
          searchTerms: 'crypto',
          order: undefined,
          pageToken: undefined,
          maxResults: 100,
          textFormat: 'plainText',
        },
      },
      {
        method: 'POST',
        path: '/comments/setModerationStatus',
        params: { id: 'a,b', moderationStatus: 'rejected', banAuthor: true },
      },
      {
        method: 'POST',
        path: '/comments/setModerationStatus',
        params: { id: 'c', moderationStatus: 'published', banAuthor: undefined },
      },
    ]);
  });
});

describe('the keyboard session and the cost', () => {
  it('maps the keys, leaving chords alone', () => {
    const press = (key: string, mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) =>
      keyAction({ key, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...mods });
    expect(['j', 'ArrowDown', 'k', 'a', 'r', 'b', 'x', 'u', '?'].map((key) => press(key))).toEqual([
      'next',
      'next',
      'previous',
      'approve',
      'reject',
      'ban',
      'select',
      'undo',
      'help',
    ]);
    expect(press('X', { shiftKey: true })).toBe('selectRange');
    expect(press('a', { ctrlKey: true })).toBeUndefined();
    expect(press('q')).toBeUndefined();
  });

  it('says what a bulk decision costs: 50 units per call of 50', () => {
    expect(moderationCost(120)).toEqual({ calls: 3, units: 150 });
    expect(moderationCost(1000)).toEqual({ calls: 20, units: 1000 });
    expect(moderationCost(1)).toEqual({ calls: 1, units: 50 });
  });
});
