// The Library table's column orders: each column sorts its way, ties keep the platform's order, hidden figures go
// last whichever the direction, and a second click flips.
import { describe, expect, it } from 'vitest';
import type { LibraryVideo } from '../../../../../shared/library/library-video';
import { libraryVideo } from '../../../support/library-video';
import { nextSort, sortVideos } from '../../../../../renderer/screens/library/library-sort';

const NOW = Date.parse('2026-03-01T12:00:00Z');

const video = libraryVideo;

const ids = (videos: readonly LibraryVideo[]) => videos.map((v) => v.id);

describe('sortVideos', () => {
  const videos = [
    video('b', { viewCount: 10, title: 'beta' }),
    video('a', { viewCount: undefined, title: 'Alpha' }),
    video('c', { viewCount: 300, title: 'gamma' }),
    video('d', { viewCount: 10, title: 'delta' }),
  ];

  it('keeps the platform order without a column', () => {
    expect(sortVideos(videos, undefined, NOW)).toBe(videos);
  });

  it('sorts titles without regard to case', () => {
    expect(ids(sortVideos(videos, { key: 'title', direction: 'ascending' }, NOW))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('puts hidden figures last in both directions, ties in the platform order', () => {
    expect(ids(sortVideos(videos, { key: 'views', direction: 'descending' }, NOW))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(sortVideos(videos, { key: 'views', direction: 'ascending' }, NOW))).toEqual(['b', 'd', 'c', 'a']);
  });

  it('orders by schedule only the videos still scheduled', () => {
    const scheduled = [
      video('later', { privacyStatus: 'private', publishAt: '2026-05-01T00:00:00Z' }),
      video('past', { privacyStatus: 'private', publishAt: '2025-05-01T00:00:00Z' }),
      video('soon', { privacyStatus: 'private', publishAt: '2026-04-01T00:00:00Z' }),
    ];
    expect(ids(sortVideos(scheduled, { key: 'schedule', direction: 'ascending' }, NOW))).toEqual([
      'soon',
      'later',
      'past',
    ]);
  });
});

describe('nextSort', () => {
  it('starts text ascending and figures descending, and flips on a second click', () => {
    expect(nextSort(undefined, 'title')).toEqual({ key: 'title', direction: 'ascending' });
    expect(nextSort(undefined, 'views')).toEqual({ key: 'views', direction: 'descending' });
    expect(nextSort({ key: 'views', direction: 'descending' }, 'views').direction).toBe('ascending');
  });
});

describe('sorting by the altered content answer', () => {
  const videos = [
    video('n', { containsSyntheticMedia: false }),
    video('u'),
    video('y', { containsSyntheticMedia: true }),
  ];

  it('puts yes before no and the unanswered last, both ways', () => {
    const first = nextSort(undefined, 'altered');
    expect(first).toEqual({ key: 'altered', direction: 'ascending' });
    expect(ids(sortVideos(videos, first, NOW))).toEqual(['y', 'n', 'u']);
    expect(ids(sortVideos(videos, nextSort(first, 'altered'), NOW))).toEqual(['n', 'y', 'u']);
  });
});
