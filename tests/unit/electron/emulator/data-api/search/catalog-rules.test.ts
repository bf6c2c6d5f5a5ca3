// The catalog's pure rules: the search q syntax (all terms, a|b, -term, "phrases") and a channel section's
// contentDetails per type, checked without a server.
import { describe, expect, it } from 'vitest';
import { matchScore, parseSearchQuery } from '../../../../../../electron/emulator/data-api/search/search-query';
import {
  checkPosition,
  checkSection,
} from '../../../../../../electron/emulator/data-api/channel-sections/section-rules';
import { ApiError } from '../../../../../../electron/emulator/data-api/errors/api-error';
import type { YoutubeStore } from '../../../../../../electron/emulator/data-api/youtube-store';

const store = {
  playlist: (id: string) =>
    ({ PLpublic: { privacyStatus: 'public' }, PLprivate: { privacyStatus: 'private' } })[id] as unknown,
  channel: (id: string) => (id === 'UCfriend' ? { id } : undefined),
} as unknown as YoutubeStore;

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('search q', () => {
  it('needs every term, takes either side of a|b, refuses -terms, keeps "phrases" whole', () => {
    const text = 'Studio tour 2026: the desk setup';
    expect(matchScore(parseSearchQuery('studio desk'), text)).toBe(2);
    expect(matchScore(parseSearchQuery('studio kitchen'), text)).toBe(-1);
    expect(matchScore(parseSearchQuery('kitchen|desk'), text)).toBe(1);
    expect(matchScore(parseSearchQuery('studio -tour'), text)).toBe(-1);
    expect(matchScore(parseSearchQuery('"desk setup"'), text)).toBe(1);
    expect(matchScore(parseSearchQuery('"setup desk"'), text)).toBe(-1);
    expect(matchScore(parseSearchQuery(''), text)).toBe(0);
  });
});

describe('channel section rules', () => {
  const me = 'UCme';
  it('takes each type with the contentDetails it needs', () => {
    expect(checkSection({ snippet: { type: 'recentUploads' } }, me, store)).toEqual({ type: 'recentUploads' });
    expect(
      checkSection({ snippet: { type: 'singlePlaylist' }, contentDetails: { playlists: ['PLpublic'] } }, me, store),
    ).toMatchObject({ playlists: ['PLpublic'] });
    expect(
      checkSection(
        { snippet: { type: 'multipleChannels', title: 'Friends' }, contentDetails: { channels: ['UCfriend'] } },
        me,
        store,
      ),
    ).toMatchObject({ title: 'Friends', channels: ['UCfriend'] });
  });

  it('refuses with the platform reasons', () => {
    const check = (body: Parameters<typeof checkSection>[0]) => reasonOf(() => checkSection(body, me, store));
    expect(check({})).toBe('snippetNeeded');
    expect(check({ snippet: {} })).toBe('typeRequired');
    expect(check({ snippet: { type: 'singlePlaylist' }, contentDetails: {} })).toBe('playlistsNeeded');
    expect(check({ snippet: { type: 'singlePlaylist' }, contentDetails: { playlists: ['PLprivate'] } })).toBe(
      'playlistIsPrivate',
    );
    expect(
      check({
        snippet: { type: 'multiplePlaylists', title: 'x' },
        contentDetails: { playlists: ['PLpublic', 'PLpublic'] },
      }),
    ).toBe('playlistsDuplicated');
    expect(check({ snippet: { type: 'multipleChannels', title: 'x' }, contentDetails: { channels: [] } })).toBe(
      'channelsNeeded',
    );
    expect(check({ snippet: { type: 'popularUploads' }, contentDetails: { channels: ['UCfriend'] } })).toBe(
      'channelsNotExpected',
    );
    expect(
      check({
        snippet: { type: 'multiplePlaylists', title: 'y'.repeat(101) },
        contentDetails: { playlists: ['PLpublic'] },
      }),
    ).toBe('titleLengthExceeded');
    expect(check({ snippet: { type: 'recentUploads' }, localizations: { fr: { title: 'Récents' } } })).toBe(
      'defaultLanguageNotSetError',
    );
    expect(reasonOf(() => checkPosition(4, 4))).toBe('inValidPosition');
    expect(checkPosition(3, 4)).toBe(3);
  });
});
