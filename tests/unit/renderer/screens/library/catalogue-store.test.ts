// The Library's catalogue store: a ready catalogue is queried and looked at quickly when the Library opens, an empty
// one is not read without the creator asking; a filter typed on drops the answers of the queries it overtook; rows
// are asked a window at a time, never twice while on their way, and the cache stays bounded; a bulk edit or export
// reads every picked video in reads of 500; a sync's end asks the matching ids again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueStatus } from '../../../../../shared/catalogue/catalogue-status';
import { libraryVideo } from '../../../support/library-video';
import { pendingCalls } from '../../../support/scripted-desk';

vi.mock('../../../../../renderer/desk/desk', () =>
  import('../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { useCatalogue, catalogueReady } = await import('../../../../../renderer/screens/library/catalogue-store');

const ready: CatalogueStatus = { channelId: 'UC1', state: 'ready', count: 3, syncedAt: '2026-12-07T05:00:00Z' };
const id = (n: number) => `v${String(n).padStart(10, '0')}`;

function answer(name: string, value: unknown): void {
  const index = pendingCalls.findIndex((call) => call.name === name);
  if (index < 0) throw new Error(`no ${name} call is waiting (${pendingCalls.map((c) => c.name).join(', ')})`);
  pendingCalls.splice(index, 1)[0]!.resolve(value);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  pendingCalls.length = 0;
  useCatalogue.setState({
    channelId: undefined,
    status: undefined,
    ids: [],
    cache: new Map(),
    filter: {},
    sort: undefined,
  });
});

describe('the Library catalogue store', () => {
  it('lists from a catalogue read once for this channel only', () => {
    expect(catalogueReady(ready, 'UC1')).toBe(true);
    expect(catalogueReady(ready, 'UC2')).toBe(false);
    expect(catalogueReady({ channelId: 'UC1', state: 'syncing', count: 40 }, 'UC1')).toBe(false);
  });

  it('opens a ready catalogue with its matches and a quick look; an empty one waits for the creator', async () => {
    const opened = useCatalogue.getState().open('UC1');
    answer('catalogue.status', ready);
    await settle();
    answer('catalogue.query', { ids: [id(1), id(2), id(3)], known: 3 });
    await settle();
    expect(pendingCalls.map((call) => [call.name, call.input])).toEqual([['catalogue.sync', { mode: 'quick' }]]);
    answer('catalogue.sync', { ...ready, state: 'syncing' });
    // It lists the Library: the Library reads no first page of the platform.
    expect(await opened).toBe(true);
    expect(useCatalogue.getState()).toMatchObject({ ids: [id(1), id(2), id(3)], known: 3, current: true });

    pendingCalls.length = 0;
    const empty = useCatalogue.getState().open('UC2');
    answer('catalogue.status', { channelId: 'UC2', state: 'empty', count: 0 });
    expect(await empty).toBe(false);
    expect(pendingCalls).toEqual([]);
  });

  it('keeps the answer of the newest filter only, as the creator types on', async () => {
    useCatalogue.setState({ channelId: 'UC1', status: ready });
    useCatalogue.getState().setFilter({ text: 'dro' });
    useCatalogue.getState().setFilter({ text: 'drone' });
    const [older, newer] = pendingCalls.splice(0);
    expect(newer!.input).toMatchObject({ filter: { text: 'drone' } });
    newer!.resolve({ ids: [id(2)], known: 3 });
    await settle();
    older!.resolve({ ids: [id(1), id(2)], known: 3 });
    await settle();
    expect(useCatalogue.getState().ids).toEqual([id(2)]);
  });

  it('asks the drawn rows a window at a time, once while on their way, and keeps at most 3,000', async () => {
    const ids = Array.from({ length: 5_000 }, (_, n) => id(n));
    useCatalogue.setState({ channelId: 'UC1', status: ready, ids });
    useCatalogue.getState().need(0, 12);
    useCatalogue.getState().need(0, 12);
    expect(pendingCalls).toHaveLength(1);
    const asked = (pendingCalls[0]!.input as { ids: string[] }).ids;
    expect(asked).toEqual(ids.slice(0, 100));
    answer(
      'catalogue.videos',
      asked.map((key) => libraryVideo(key)),
    );
    await settle();
    expect(useCatalogue.getState().cache.get(id(5))?.id).toBe(id(5));
    for (let start = 100; start < 4_000; start += 100) {
      useCatalogue.getState().need(start, start + 12);
      const wanted = (pendingCalls[0]!.input as { ids: string[] }).ids;
      answer(
        'catalogue.videos',
        wanted.map((key) => libraryVideo(key)),
      );
      await settle();
    }
    expect(useCatalogue.getState().cache.size).toBeLessThanOrEqual(3_000);
    expect(useCatalogue.getState().cache.has(id(3_912))).toBe(true);
    expect(useCatalogue.getState().cache.has(id(0))).toBe(false);
  });

  it('reads every picked video for a bulk edit in reads of 500', async () => {
    const ids = Array.from({ length: 1_201 }, (_, n) => id(n));
    const reading = useCatalogue.getState().videosOf(ids);
    for (const size of [500, 500, 201]) {
      await settle();
      const wanted = (pendingCalls[0]!.input as { ids: string[] }).ids;
      expect(wanted).toHaveLength(size);
      answer(
        'catalogue.videos',
        wanted.map((key) => libraryVideo(key)),
      );
    }
    expect((await reading).map((video) => video.id)).toEqual(ids);
  });

  it('asks the matches again when a sync ends, and drops the rows read before it', async () => {
    useCatalogue.setState({
      channelId: 'UC1',
      status: { ...ready, state: 'syncing' },
      cache: new Map([[id(1), libraryVideo(id(1))]]),
    });
    useCatalogue.getState().received({ ...ready, count: 4, syncedAt: '2026-12-07T05:01:00Z' });
    expect(useCatalogue.getState().cache.size).toBe(0);
    expect(useCatalogue.getState().announcement).toBe('All 4 videos are at hand.');
    expect(pendingCalls.map((call) => call.name)).toEqual(['catalogue.query']);
    useCatalogue.getState().received({ ...ready, channelId: 'UC2' });
    expect(pendingCalls).toHaveLength(1);
  });

  it('keeps a read the creator started when a status asked before the click is answered after it', async () => {
    const empty: CatalogueStatus = { channelId: 'UC1', state: 'empty', count: 0 };
    const reading: CatalogueStatus = { ...empty, state: 'syncing' };
    // The Library opened (the bar offers the read), and opens again: its status is on its way.
    const first = useCatalogue.getState().open('UC1');
    answer('catalogue.status', empty);
    expect(await first).toBe(false);
    const again = useCatalogue.getState().open('UC1');
    // "Read all videos", answered first: the read runs.
    const click = useCatalogue.getState().sync('full');
    answer('catalogue.sync', reading);
    await click;
    answer('catalogue.status', empty);
    await again;
    expect(useCatalogue.getState().status).toEqual(reading);
    // Its events go on being taken.
    useCatalogue.getState().received({ ...reading, progress: { done: 50, total: 100, units: 2 } });
    expect(useCatalogue.getState().status?.progress?.done).toBe(50);
  });

  it('keeps a failed click to say why', async () => {
    const click = useCatalogue.getState().sync('full');
    pendingCalls.shift()!.reject(Object.assign(new Error('This channel is not signed in.'), { code: 'not-signed-in' }));
    await click;
    expect(useCatalogue.getState().failure).toBeDefined();
  });
});
