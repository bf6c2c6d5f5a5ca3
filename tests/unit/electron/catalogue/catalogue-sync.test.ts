import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogueDb } from '../../../../electron/catalogue/catalogue-db';
import { refreshDetails, syncCatalogue, type SyncMode } from '../../../../electron/catalogue/catalogue-sync';
import { FakeUploads, fakeVideo } from './fake-uploads';

const now = () => Promise.resolve();

async function synced(platform: FakeUploads, mode: SyncMode, db = CatalogueDb.memory()) {
  const result = await syncCatalogue({ api: platform, playlistId: 'UUx', db, pause: now }, mode);
  return { db, result };
}

/** What the Library sees of a catalogue: its order and every video as stored. */
function seen(db: CatalogueDb) {
  const order = db.order();
  return { order, videos: db.videos(order) };
}

function channel(size: number): FakeUploads {
  const platform = new FakeUploads();
  for (let index = 0; index < size; index += 1) platform.add(fakeVideo(index));
  return platform;
}

type Change =
  | { kind: 'add'; count: number }
  | { kind: 'remove'; at: number }
  | { kind: 'move'; from: number; to: number }
  | { kind: 'edit'; at: number; field: 'title' | 'description' | 'privacy' }
  /** What a playlist item does not show: only videos.list answers it. */
  | { kind: 'detail'; at: number; field: 'tags' | 'altered' | 'captions' };

/** Changes the platform as `changes` say; answers the ids whose details changed (an edit or a detail). */
function apply(platform: FakeUploads, changes: readonly Change[], next: { id: number }): Set<string> {
  const edited = new Set<string>();
  for (const change of changes) {
    const size = platform.order.length;
    if (change.kind === 'add') {
      for (let n = 0; n < change.count; n += 1) platform.add(fakeVideo(next.id++));
    } else if (size === 0) {
      continue;
    } else if (change.kind === 'remove') {
      platform.remove(platform.order[change.at % size]!);
    } else if (change.kind === 'move') {
      const [id] = platform.order.splice(change.from % size, 1);
      platform.order.splice(change.to % size, 0, id!);
    } else if (change.kind === 'edit') {
      const video = platform.videos.get(platform.order[change.at % size]!)!;
      edited.add(video.id);
      if (change.field === 'title') video.title = `${video.title} (new)`;
      if (change.field === 'description') video.description = `${video.description} https://new.example.com`;
      if (change.field === 'privacy') video.privacy = video.privacy === 'public' ? 'unlisted' : 'public';
    } else {
      const video = platform.videos.get(platform.order[change.at % size]!)!;
      edited.add(video.id);
      if (change.field === 'tags') video.tags = [...video.tags, 'retagged'];
      if (change.field === 'altered') video.altered = !(video.altered ?? false);
      if (change.field === 'captions') video.captions = !video.captions;
    }
  }
  return edited;
}

const index = fc.nat({ max: 400 });
const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), count: fc.integer({ min: 1, max: 70 }) }),
  fc.record({ kind: fc.constant('remove' as const), at: index }),
  fc.record({ kind: fc.constant('move' as const), from: index, to: index }),
  fc.record({
    kind: fc.constant('detail' as const),
    at: index,
    field: fc.constantFrom('tags' as const, 'altered' as const, 'captions' as const),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    at: index,
    field: fc.constantFrom('title' as const, 'description' as const, 'privacy' as const),
  }),
);

describe('the catalogue sync', () => {
  it('a first sync reads every page and every video: 2 units per 50 videos', async () => {
    const platform = channel(120);
    const { db, result } = await synced(platform, 'quick');
    expect(result).toMatchObject({ mode: 'full', added: 120, units: 6 });
    expect(db.order()).toEqual(platform.order);
    expect(db.videos(['v0000000003'])[0]).toMatchObject({ title: 'Video 3', hasCaptions: true, viewCount: 30 });
  });

  it('a quick look with nothing changed costs one unit', async () => {
    const platform = channel(240);
    const { db } = await synced(platform, 'full');
    const again = await synced(platform, 'quick', db);
    expect(again.result).toMatchObject({ mode: 'quick', units: 1, added: 0, changed: 0, removed: 0 });
  });

  it('a walk equals a full re-read after videos are added, edited, removed and moved', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 120 }), fc.array(changeArb, { maxLength: 12 }), async (size, all) => {
        // What a walk sees: a playlist item's fields (a detail is the next property's).
        const changes = all.filter((change) => change.kind !== 'detail');
        const platform = channel(size);
        const { db } = await synced(platform, 'full');
        apply(platform, changes, { id: 10_000 });
        const walk = await synced(platform, 'walk', db);
        const fresh = await synced(platform, 'full');
        try {
          expect(seen(walk.db)).toEqual(seen(fresh.db));
          // Only what changed is read in detail: never more than a full read.
          expect(walk.result.units).toBeLessThanOrEqual(fresh.result.units);
        } finally {
          db.close();
          fresh.db.close();
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('a quick refresh equals a full re-read after uploads and deletions anywhere, moves and edits on the first page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 120 }),
        fc.array(changeArb, { maxLength: 8 }),
        fc.boolean(),
        async (size, all, membershipOnly) => {
          const platform = channel(size);
          const { db } = await synced(platform, 'full');
          const changes = all.filter((change) => change.kind !== 'detail');
          const kept = membershipOnly
            ? changes.filter((change) => change.kind === 'add' || change.kind === 'remove')
            : // Uploads and deletions, then moves and edits on the first page as it is then (what the quick look reads).
              [
                ...changes.filter((change) => change.kind === 'add' || change.kind === 'remove'),
                ...changes.filter((change) => change.kind === 'move' || change.kind === 'edit'),
              ].map((change) =>
                change.kind === 'move'
                  ? { ...change, from: change.from % 50, to: change.to % 50 }
                  : change.kind === 'edit'
                    ? { ...change, at: change.at % 50 }
                    : change,
              );
          apply(platform, kept, { id: 10_000 });
          const quick = await synced(platform, 'quick', db);
          const fresh = await synced(platform, 'full');
          try {
            expect(seen(quick.db)).toEqual(seen(fresh.db));
          } finally {
            db.close();
            fresh.db.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('new uploads cost a page and a batch of details, not a walk', async () => {
    const platform = channel(500);
    const { db } = await synced(platform, 'full');
    for (let n = 0; n < 3; n += 1) platform.add(fakeVideo(1_000 + n));
    const quick = await synced(platform, 'quick', db);
    expect(quick.result).toMatchObject({ mode: 'quick', added: 3, units: 2 });
    expect(db.order().slice(0, 4)).toEqual(platform.order.slice(0, 4));
  });

  it('a tag changed outside the app is seen by a full read, not by a walk (a playlist item does not show tags)', async () => {
    const platform = channel(60);
    const { db } = await synced(platform, 'full');
    platform.videos.get('v0000000059')!.tags = ['retagged'];
    await synced(platform, 'walk', db);
    expect(db.videos(['v0000000059'])[0]?.tags).toEqual(['tag4']);
    const full = await synced(platform, 'full', db);
    expect(full.result.changed).toBe(1);
    expect(db.videos(['v0000000059'])[0]?.tags).toEqual(['retagged']);
  });

  it('a walk, then the details of every video read again, equals a full re-read, tags, altered content and captions included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 120 }),
        fc.array(changeArb, { maxLength: 12 }),
        async (size, changes) => {
          const platform = channel(size);
          const { db } = await synced(platform, 'full');
          apply(platform, changes, { id: 10_000 });
          await synced(platform, 'walk', db);
          const before = platform.units;
          const refreshed = await refreshDetails({ api: platform, playlistId: 'UUx', db, pause: now }, db.order());
          const spent = platform.units - before;
          const fresh = await synced(platform, 'full');
          try {
            expect(seen(db)).toEqual(seen(fresh.db));
            // 1 unit for each 50 videos, as said before it runs.
            expect(refreshed.units).toBe(Math.ceil(db.count() / 50));
            expect(spent).toBe(refreshed.units);
          } finally {
            db.close();
            fresh.db.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('the details of the picked videos read again equal a full re-read when the picked ones hold the changes made outside', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 120 }),
        fc.array(
          changeArb.filter((change) => change.kind === 'detail' || change.kind === 'edit'),
          { maxLength: 10 },
        ),
        fc.array(index, { maxLength: 20 }),
        async (size, changes, extra) => {
          const platform = channel(size);
          const { db } = await synced(platform, 'full');
          const edited = apply(platform, changes, { id: 10_000 });
          const picked = [...edited, ...extra.map((at) => platform.order[at % size]!)];
          const refreshed = await refreshDetails({ api: platform, playlistId: 'UUx', db, pause: now }, picked);
          const fresh = await synced(platform, 'full');
          try {
            expect(seen(db)).toEqual(seen(fresh.db));
            expect(refreshed.units).toBe(Math.ceil(new Set(picked).size / 50));
            // An edit undone by another (a flag toggled twice) leaves the video as it was: not counted as changed.
            expect(refreshed.changed).toBeLessThanOrEqual(edited.size);
          } finally {
            db.close();
            fresh.db.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('a picked video the platform no longer has is removed by its refresh; an id the catalogue does not hold is left alone', async () => {
    const platform = channel(10);
    const { db } = await synced(platform, 'full');
    platform.remove('v0000000003');
    const refreshed = await refreshDetails({ api: platform, playlistId: 'UUx', db, pause: now }, [
      'v0000000003',
      'v0000000004',
      'vunknown000',
    ]);
    expect(refreshed).toMatchObject({ mode: 'details', removed: 1, changed: 0, units: 1 });
    expect(db.order()).not.toContain('v0000000003');
    expect(db.count()).toBe(9);
  });
});
