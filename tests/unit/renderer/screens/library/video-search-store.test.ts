// The Library's search store: a search calls the platform once with the submitted words and order, its results
// replace any earlier ones, "more" pages on with the platform's token, the answer of a search overtaken by a newer
// one or by Clear is dropped, a refusal keeps its code and message for the screen, and edits and deletions made from the
// details show in the results.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LibraryPage, LibraryVideo } from '../../../../../shared/library/library-video';
import { DeskCallError } from '../../../../../renderer/desk/desk-client';
import { libraryVideo } from '../../../support/library-video';
import { pendingCalls } from '../../../support/scripted-desk';

vi.mock('../../../../../renderer/desk/desk', () =>
  import('../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { useVideoSearch, SEARCH_PAGE_SIZE } = await import('../../../../../renderer/screens/library/video-search-store');

const video = (id: string, title = `Video ${id}`): LibraryVideo => libraryVideo(id, { title });

const page = (ids: string[], nextPageToken?: string, totalResults = ids.length): LibraryPage => ({
  videos: ids.map((id) => video(id)),
  ...(nextPageToken ? { nextPageToken } : {}),
  totalResults,
});

const ids = () => useVideoSearch.getState().results.map((v) => v.id);

/** Answers the oldest call still waiting. */
function answer(value: unknown): void {
  const next = pendingCalls.shift();
  if (!next) throw new Error('no call is waiting');
  next.resolve(value);
}

beforeEach(() => {
  pendingCalls.length = 0;
  useVideoSearch.getState().clear();
});

describe('the Library search store', () => {
  it('asks the platform once per submit, with the words and order, and shows the page it answers', async () => {
    const done = useVideoSearch.getState().submit({ q: 'trailer', order: 'date', channelId: 'UC1' });
    expect(useVideoSearch.getState().status).toBe('searching');
    expect(pendingCalls.map(({ name, input }) => [name, input])).toEqual([
      ['library.search', { q: 'trailer', order: 'date', pageSize: SEARCH_PAGE_SIZE }],
    ]);
    answer(page(['aaaaaaaaaaa', 'bbbbbbbbbbb'], 'NEXT', 30));
    await done;
    expect(ids()).toEqual(['aaaaaaaaaaa', 'bbbbbbbbbbb']);
    expect(useVideoSearch.getState()).toMatchObject({ status: undefined, nextPageToken: 'NEXT', totalResults: 30 });
    expect(useVideoSearch.getState().announcement).toBe('2 videos found.');
  });

  it('pages on with the token, adding only results not shown yet, and stops at the last page', async () => {
    const first = useVideoSearch.getState().submit({ q: 'vlog', order: 'relevance', channelId: 'UC1' });
    answer(page(['aaaaaaaaaaa', 'bbbbbbbbbbb'], 'P2'));
    await first;
    const more = useVideoSearch.getState().more();
    expect(pendingCalls[0]?.input).toEqual({
      q: 'vlog',
      order: 'relevance',
      pageSize: SEARCH_PAGE_SIZE,
      pageToken: 'P2',
    });
    // A second "more" while one is under way sends nothing.
    await useVideoSearch.getState().more();
    expect(pendingCalls).toHaveLength(1);
    answer(page(['bbbbbbbbbbb', 'ccccccccccc']));
    await more;
    expect(ids()).toEqual(['aaaaaaaaaaa', 'bbbbbbbbbbb', 'ccccccccccc']);
    expect(useVideoSearch.getState().nextPageToken).toBeUndefined();
    await useVideoSearch.getState().more();
    expect(pendingCalls).toHaveLength(0);
  });

  it('drops the answer of a search overtaken by a newer one, and of one cleared meanwhile', async () => {
    const old = useVideoSearch.getState().submit({ q: 'old', order: 'relevance', channelId: 'UC1' });
    const fresh = useVideoSearch.getState().submit({ q: 'new', order: 'relevance', channelId: 'UC1' });
    answer(page(['ooooooooooo']));
    await old;
    expect(useVideoSearch.getState().status).toBe('searching');
    answer(page(['nnnnnnnnnnn']));
    await fresh;
    expect(ids()).toEqual(['nnnnnnnnnnn']);
    expect(useVideoSearch.getState().search?.q).toBe('new');

    const cleared = useVideoSearch.getState().submit({ q: 'gone', order: 'relevance', channelId: 'UC1' });
    useVideoSearch.getState().clear();
    answer(page(['ggggggggggg']));
    await cleared;
    expect(useVideoSearch.getState()).toMatchObject({ search: undefined, results: [], status: undefined });
  });

  it('keeps a refusal for the screen and no results', async () => {
    const done = useVideoSearch.getState().submit({ q: 'studio', order: 'relevance', channelId: 'UC1' });
    pendingCalls.shift()?.reject(new DeskCallError({ code: 'quota-exceeded', message: "Today's quota is used up." }));
    await done;
    expect(useVideoSearch.getState()).toMatchObject({
      error: {
        code: 'quota-exceeded',
        kind: 'wait',
        message: "Today's quota is used up.",
        retryAt: expect.any(Number),
      },
      results: [],
      status: undefined,
      search: { q: 'studio' },
    });
  });

  it('shows an edit made from the details and drops a deleted video', async () => {
    const done = useVideoSearch.getState().submit({ q: 'x', order: 'relevance', channelId: 'UC1' });
    answer(page(['aaaaaaaaaaa', 'bbbbbbbbbbb']));
    await done;
    useVideoSearch.getState().replace(video('bbbbbbbbbbb', 'Renamed'));
    useVideoSearch.getState().replace(video('zzzzzzzzzzz', 'Not a result'));
    expect(useVideoSearch.getState().results.map((v) => v.title)).toEqual(['Video aaaaaaaaaaa', 'Renamed']);
    useVideoSearch.getState().remove('aaaaaaaaaaa');
    expect(ids()).toEqual(['bbbbbbbbbbb']);
  });
});
