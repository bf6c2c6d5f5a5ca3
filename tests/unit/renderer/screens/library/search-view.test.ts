// The words of the Library's search: under way, all results loaded, some of an estimate loaded, and what the local
// filter leaves, always saying these are search results rather than the full list.
import { describe, expect, it } from 'vitest';
import type { LibraryVideo } from '../../../../../shared/library/library-video';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { searchCountText as countIn } from '../../../../../renderer/screens/library/search-view';

const searchCountText = (count: Parameters<typeof countIn>[1]) => countIn(intlFor('en'), count);

const results = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `v${i}` }) as LibraryVideo);

describe('searchCountText', () => {
  it('says a search is under way', () => {
    expect(
      searchCountText({ q: 'trailer', status: 'searching', shown: 0, results: [], total: undefined, filter: '' }),
    ).toBe('Searching for "trailer"…');
  });

  it('counts the results, and how many of the estimate are loaded', () => {
    expect(searchCountText({ q: 'a', status: undefined, shown: 1, results: results(1), total: 1, filter: '' })).toBe(
      '1 video found for "a". Search results, not the full list.',
    );
    expect(searchCountText({ q: 'a', status: undefined, shown: 25, results: results(25), total: 60, filter: '' })).toBe(
      '25 of about 60 videos found for "a" shown. Search results, not the full list.',
    );
    // The platform's estimate can fall below what it already gave.
    expect(searchCountText({ q: 'a', status: 'more', shown: 3, results: results(3), total: 2, filter: '' })).toBe(
      '3 videos found for "a". Search results, not the full list.',
    );
  });

  it('says it in the chosen language, with its plurals', () => {
    expect(
      countIn(intlFor('de'), { q: 'a', status: undefined, shown: 2, results: results(1), total: 1, filter: '' }),
    ).toBe('1 Video für „a“ gefunden. Suchergebnisse, nicht die vollständige Liste.');
  });

  it('adds what the filter leaves', () => {
    expect(searchCountText({ q: 'a', status: undefined, shown: 1, results: results(2), total: 2, filter: ' b ' })).toBe(
      '2 videos found for "a"; 1 matches the filter "b". Search results, not the full list.',
    );
  });
});
