import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureContext } from '../../../../electron/kernel/feature';
import { EventHub } from '../../../../electron/kernel/event-hub';
import type { UploadService } from '../../../../electron/uploads/upload-service';
import { createWatchedFoldersFeature } from '../../../../electron/watched-folders/watched-folders-feature';
import { WATCHED_FOLDERS_NEED_DESKTOP } from '../../../../shared/watched-folders/watched-folder';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'desk-watched-feature-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const uploads = {
  queuedFiles: () => [],
  enqueue: () => Promise.resolve({ accepted: [], refused: [] }),
} as unknown as UploadService;
const contextOf = (acceptsPaths: boolean): FeatureContext =>
  ({
    dataDir,
    acceptsPaths,
    events: new EventHub(),
    log: () => undefined,
    notice: () => undefined,
  }) as unknown as FeatureContext;

describe('the watched folders feature', () => {
  it('answers every call in browser mode with desktop-only and the sentence the page shows', async () => {
    const feature = createWatchedFoldersFeature(contextOf(false), {
      uploads,
      pickFolder: () => Promise.resolve('/tmp'),
    });
    const calls: (() => unknown)[] = [
      () => feature.handlers['watchedFolders.list'](undefined),
      () => feature.handlers['watchedFolders.add']({ existing: 'ignore', onArrival: 'hold' }),
      () => feature.handlers['watchedFolders.update']({ id: 'x', onArrival: 'start' }),
      () => feature.handlers['watchedFolders.remove']({ id: 'x' }),
    ];
    for (const call of calls) {
      await expect(Promise.resolve().then(call)).rejects.toMatchObject({
        code: 'desktop-only',
        message: WATCHED_FOLDERS_NEED_DESKTOP,
      });
    }
    expect(feature.service).toBeUndefined();
  });

  it('remembers what the queue finished when the queue changes (folded into one look)', async () => {
    const context = contextOf(true);
    const feature = createWatchedFoldersFeature(context, { uploads, pickFolder: () => Promise.resolve(undefined) });
    const learn = vi.spyOn(feature.service!, 'learnFromQueue');
    await feature.start?.();
    try {
      const startLooks = learn.mock.calls.length;
      for (let change = 0; change < 5; change += 1)
        context.events.emit('uploads.changed', { revision: change + 1, changed: [], removed: [] } as never);
      await vi.waitFor(() => expect(learn.mock.calls.length).toBe(startLooks + 1), { timeout: 5000 });
    } finally {
      await feature.stop?.();
    }
  });

  it("takes the folder from the host's dialog: a cancelled dialog adds nothing", async () => {
    let answer: string | undefined;
    const feature = createWatchedFoldersFeature(contextOf(true), {
      uploads,
      pickFolder: () => Promise.resolve(answer),
    });
    expect(feature.service).toBeDefined();
    await feature.start?.();
    try {
      expect(await feature.handlers['watchedFolders.add']({ existing: 'ignore', onArrival: 'hold' })).toBeNull();
      answer = join(dataDir, 'videos');
      await mkdir(answer);
      const added = await feature.handlers['watchedFolders.add']({
        existing: 'ignore',
        onArrival: 'start',
        templateId: null,
      });
      expect(added).toMatchObject({
        path: answer,
        onArrival: 'start',
        templateId: null,
        includeSubfolders: false,
        state: 'watching',
        enqueued: 0,
      });
      expect(await feature.handlers['watchedFolders.list'](undefined)).toHaveLength(1);
      const updated = await feature.handlers['watchedFolders.update']({
        id: added!.id,
        onArrival: 'hold',
        templateId: 'weekly-show',
      });
      // The template id is stored as given, for the templates feature to read.
      expect(updated).toMatchObject({ onArrival: 'hold', templateId: 'weekly-show' });
      await feature.handlers['watchedFolders.remove']({ id: added!.id });
      expect(await feature.handlers['watchedFolders.list'](undefined)).toEqual([]);
    } finally {
      await feature.stop?.();
    }
  });
});
