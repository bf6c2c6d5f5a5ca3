import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueStatus } from '../../../../shared/catalogue/catalogue-status';
import { CatalogueService } from '../../../../electron/catalogue/catalogue-service';
import { syncEstimate } from '../../../../shared/catalogue/sync-estimate';
import { FakeUploads, fakeVideo } from './fake-uploads';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function service(
  platform: FakeUploads,
  dataDir = mkdtempSync(join(tmpdir(), 'catalogue-')),
  signedIn: (channelId: string) => boolean = () => true,
) {
  dirs.push(dataDir);
  const told: CatalogueStatus[] = [];
  const logged: string[] = [];
  const catalogue = new CatalogueService({
    dataDir,
    apiFor: () => platform,
    uploadsPlaylistOf: () => Promise.resolve('UUx'),
    signedIn,
    emit: (status) => told.push(status),
    log: (message) => logged.push(message),
  });
  return { catalogue, told, logged, dataDir };
}

function channel(size: number): FakeUploads {
  const platform = new FakeUploads();
  for (let index = 0; index < size; index += 1) {
    platform.add(
      fakeVideo(index, {
        privacy: index % 10 === 0 ? 'private' : 'public',
        ...(index % 4 === 0 ? { altered: true } : {}),
        ...(index % 7 === 0 ? { description: 'Gear: https://gear.example.com/shop?tag=deskdemo-20' } : {}),
      }),
    );
  }
  return platform;
}

describe('the catalogue service', () => {
  it('says what reading it all costs, from the platform count before a first sync and its own after', async () => {
    expect(syncEstimate(10_000)).toEqual({ videos: 10_000, units: 400, seconds: 120 });
    expect(syncEstimate(14)).toEqual({ videos: 14, units: 2, seconds: 1 });
    const platform = channel(130);
    const { catalogue } = service(platform);
    expect(catalogue.status('UCchannel')).toEqual({ channelId: 'UCchannel', state: 'empty', count: 0 });
    expect(platform.units).toBe(0);
    catalogue.sync('UCchannel', 'full');
    await catalogue.settled('UCchannel');
    expect(catalogue.status('UCchannel').estimate).toEqual({ videos: 130, units: 6, seconds: 2 });
    await catalogue.stop();
  });

  it('syncs in the background with progress, then filters, sorts and reads the videos locally', async () => {
    const platform = channel(130);
    const { catalogue, told } = service(platform);
    expect(catalogue.sync('UCchannel', 'quick').state).toBe('syncing');
    await catalogue.settled('UCchannel');
    expect(told.find((status) => status.progress)).toMatchObject({
      state: 'syncing',
      progress: { done: 50, total: 130, units: 2 },
    });
    expect(told.at(-1)).toMatchObject({ state: 'ready', count: 130 });
    const spent = platform.units;
    const altered = catalogue.query('UCchannel', { filter: { altered: 'yes' }, now: Date.now() });
    expect(altered.ids).toHaveLength(33);
    expect(altered.known).toBe(130);
    const linked = catalogue.query('UCchannel', {
      filter: { description: 'GEAR.example.com/shop', visibility: ['public'] },
      sort: { key: 'views', direction: 'descending' },
      now: Date.now(),
    });
    expect(linked.ids[0]).toBe('v0000000126');
    // Every seventh has the link; the 0th and the 70th are private.
    expect(linked.ids).toHaveLength(17);
    expect(catalogue.videos('UCchannel', linked.ids.slice(0, 1))[0]?.viewCount).toBe(1260);
    expect(platform.units).toBe(spent);
    await catalogue.stop();
  });

  it('writes the app’s own saves through, where the video stood', async () => {
    const platform = channel(60);
    const { catalogue } = service(platform);
    catalogue.sync('UCchannel', 'full');
    await catalogue.settled('UCchannel');
    const [video] = catalogue.videos('UCchannel', ['v0000000010']);
    catalogue.written('UCchannel', { ...video!, title: 'Renamed in the app' });
    expect(catalogue.query('UCchannel', { filter: { text: 'renamed' }, now: 0 }).ids).toEqual(['v0000000010']);
    expect(catalogue.query('UCchannel', { filter: {}, now: 0 }).ids.indexOf('v0000000010')).toBe(49);
    catalogue.deleted('UCchannel', 'v0000000010');
    expect(catalogue.query('UCchannel', { filter: {}, now: 0 }).known).toBe(59);
    await catalogue.stop();
  });

  it('survives a restart, and sets a damaged file aside, rebuilding it, never failing', async () => {
    const platform = channel(60);
    const first = service(platform);
    first.catalogue.sync('UCchannel', 'full');
    await first.catalogue.settled('UCchannel');
    await first.catalogue.stop();

    const again = service(platform, first.dataDir);
    expect(again.catalogue.status('UCchannel')).toMatchObject({ state: 'ready', count: 60 });
    await again.catalogue.stop();

    writeFileSync(
      join(first.dataDir, 'catalogue', 'UCchannel.sqlite'),
      'SQLite format 3\u0000 but then garbage '.repeat(200),
    );
    const damaged = service(platform, first.dataDir);
    expect(damaged.catalogue.status('UCchannel')).toMatchObject({ state: 'empty', count: 0, rebuilt: true });
    expect(damaged.logged.join('\n')).toMatch(/damaged and set aside/);
    expect(readdirSync(join(first.dataDir, 'catalogue')).some((name) => name.includes('.corrupt-'))).toBe(true);
    damaged.catalogue.sync('UCchannel', 'quick');
    await damaged.catalogue.settled('UCchannel');
    const rebuilt = damaged.catalogue.status('UCchannel');
    expect(rebuilt).toMatchObject({ state: 'ready', count: 60 });
    expect(rebuilt.rebuilt).toBeUndefined();
    await damaged.catalogue.stop();
  });

  it('loses no ask: a read asked while a quick look runs waits for it and runs after it', async () => {
    const platform = channel(130);
    const { catalogue, told } = service(platform);
    catalogue.sync('UCchannel', 'full');
    await catalogue.settled('UCchannel');
    const afterFirst = platform.units;
    // The Library's quick look on opening, and the creator's click on "Read again" while it runs.
    catalogue.sync('UCchannel', 'quick');
    expect(catalogue.sync('UCchannel', 'full').state).toBe('syncing');
    // Another quick look asked meanwhile is covered by the full read waiting.
    catalogue.sync('UCchannel', 'quick');
    await catalogue.settled('UCchannel');
    // The quick look (1 unit, nothing changed), then every page and every video again: 3 pages and 3 batches.
    expect(platform.units - afterFirst).toBe(1 + 6);
    expect(told.at(-1)).toMatchObject({ state: 'ready', count: 130 });
    // A quick look asked during a full read is covered by it: nothing waits.
    const beforeCovered = platform.units;
    catalogue.sync('UCchannel', 'full');
    catalogue.sync('UCchannel', 'quick');
    await catalogue.settled('UCchannel');
    expect(platform.units - beforeCovered).toBe(6);
    await catalogue.stop();
  });

  it('says why a read stopped when the channel was signed out, and refuses one for a channel not signed in', async () => {
    const platform = channel(130);
    let signedIn = true;
    const { catalogue, told } = service(platform, undefined, () => signedIn);
    const read = platform.request.bind(platform);
    platform.request = (request) => {
      // Signed out once the first page is read.
      if (platform.units >= 1) signedIn = false;
      return read(request);
    };
    catalogue.sync('UCchannel', 'full');
    await catalogue.settled('UCchannel');
    expect(told.at(-1)).toMatchObject({ state: 'empty', problem: expect.stringMatching(/signed out/) });
    expect(() => catalogue.sync('UCchannel', 'full')).toThrow(/not signed in/);
    await catalogue.stop();
  });

  it('keeps the failure of a sync for the Library and the catalogue it had', async () => {
    const platform = channel(60);
    const { catalogue } = service(platform);
    catalogue.sync('UCchannel', 'full');
    await catalogue.settled('UCchannel');
    platform.request = () => Promise.reject(new Error('The daily quota is used up.'));
    catalogue.sync('UCchannel', 'walk');
    await catalogue.settled('UCchannel');
    expect(catalogue.status('UCchannel')).toMatchObject({
      state: 'ready',
      count: 60,
      problem: 'The daily quota is used up.',
    });
    await catalogue.stop();
  });

  it('reads the picked videos details again in the background: the altered content answer changed outside is seen', async () => {
    const platform = channel(130);
    const { catalogue, told } = service(platform);
    catalogue.sync('UCchannel', 'full');
    await catalogue.settled('UCchannel');
    platform.videos.get('v0000000001')!.altered = true;
    platform.videos.get('v0000000002')!.tags = ['retagged'];
    const before = platform.units;
    // Said as a details refresh while it runs (the screen words its progress apart from a check of the channel).
    expect(catalogue.refresh('UCchannel', ['v0000000001', 'v0000000002'])).toMatchObject({
      state: 'syncing',
      details: true,
    });
    await catalogue.settled('UCchannel');
    expect(platform.units - before).toBe(1);
    expect(told.at(-1)).toMatchObject({ state: 'ready', count: 130 });
    expect(told.at(-1)).not.toHaveProperty('details');
    expect(catalogue.sync('UCchannel', 'walk')).not.toHaveProperty('details');
    await catalogue.settled('UCchannel');
    const [one, two] = catalogue.videos('UCchannel', ['v0000000001', 'v0000000002']);
    expect(one?.containsSyntheticMedia).toBe(true);
    expect(two?.tags).toEqual(['retagged']);
    await catalogue.stop();
  });
});
