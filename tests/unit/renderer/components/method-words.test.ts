// The one table of creator words for Data API methods: what the quota went on, said without a method id.
import { describe, expect, it } from 'vitest';
import {
  METHOD_WORDS,
  OTHER_REQUESTS,
  methodWords,
  spendingLines,
  spendingWords,
} from '../../../../renderer/components/method-words';
import { QUOTA_COSTS } from '../../../../shared/platform/quota-costs';

describe('method words', () => {
  it('names in creator words every method the table knows, and no id leaks into them', () => {
    expect(methodWords('comments.insert')).toBe('Replies');
    expect(methodWords('videos.batchGetStats')).toBe('Views and likes');
    expect(methodWords('liveBroadcasts.insert')).toBe(OTHER_REQUESTS);
    for (const [method, words] of Object.entries(METHOD_WORDS)) {
      expect(method in QUOTA_COSTS, `${method} is a method of the cost table`).toBe(true);
      expect(words).not.toMatch(/\.\w+|[a-z][A-Z]/);
    }
  });

  it('says several costly calls as "calls × cost", and cheap ones or a single call by their amount', () => {
    expect(spendingWords('comments.insert', 150)).toBe('Replies: 3 × 50 units');
    expect(spendingWords('comments.insert', 50)).toBe('Replies: 50 units');
    expect(spendingWords('videos.list', 12)).toBe('Reading videos: 12 units');
    expect(spendingWords('videos.insert', 3)).toBe('Uploads: 3 uploads');
    expect(spendingWords('search.list', 1)).toBe('Searches: 1 search');
  });

  it('merges the methods one line of words covers, largest first', () => {
    const lines = spendingLines({ 'videoCategories.list': 1, 'guideCategories.list': 1, 'videos.update': 100 });
    expect(lines.map((line) => line.text)).toEqual([
      'Video details saved: 2 × 50 units',
      'Reading categories: 2 units',
    ]);
  });
});
