// The uploads store keeps its mirror of the queue current from per-upload changes: it reads the queue page by page,
// applies the next revision in place, ignores what it already has, and reads again after a gap or a resync request,
// holding back the changes that arrive meanwhile.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEveryLocale } from '../../../../shared/i18n/every-locale';
import type { QueueChange, QueuePage, UploadView } from '../../../../shared/uploads/upload-view';
import { uploadView } from '../../support/upload-view';

// A file of its own worker: no setup holds the languages it speaks.
holdEveryLocale();

vi.mock('../../../../renderer/desk/desk', () =>
  import('../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { pendingCalls } = await import('../../support/scripted-desk');
const { useUploads } = await import('../../../../renderer/stores/uploads-store');
const { DeskCallError } = await import('../../../../renderer/desk/desk-client');
const { useLanguage } = await import('../../../../renderer/stores/language-store');

/** Refuses the next call, checking which it is. */
async function refuseNext(name: string, code: 'network' | 'quota-exceeded' | 'invalid-input', message: string) {
  await vi.waitFor(() => expect(pendingCalls[0]).toBeDefined());
  const next = pendingCalls.shift()!;
  expect(next.name).toBe(name);
  next.reject(new DeskCallError({ code, message }));
}

const settings = {
  chunkSize: 8 * 1024 * 1024,
  concurrency: 2,
  retryBaseMs: 1000,
  retryCapMs: 60_000,
  maxAttemptsWithoutProgress: 5,
};

function change(revision: number, parts: Partial<QueueChange>): QueueChange {
  return { revision, upserts: [], removed: [], total: 0, settings, ...parts };
}

function page(uploads: UploadView[], offset: number, total: number, revision: number): QueuePage {
  const end = offset + uploads.length;
  return { uploads, offset, total, revision, settings, ...(end < total ? { nextOffset: end } : {}) };
}

const ids = (): string[] => useUploads.getState().uploads.map((upload) => upload.id);

/** Answers the next `uploads.list` call, checking the offset it asked for. */
async function answerList(offset: number, answer: QueuePage): Promise<void> {
  await vi.waitFor(() => expect(pendingCalls[0]).toBeDefined());
  const next = pendingCalls.shift()!;
  expect(next).toMatchObject({ name: 'uploads.list', input: { offset } });
  next.resolve(answer);
}

async function loadWith(uploads: UploadView[], revision: number): Promise<void> {
  const loading = useUploads.getState().load();
  await answerList(0, page(uploads, 0, uploads.length, revision));
  await loading;
}

beforeEach(() => {
  pendingCalls.length = 0;
  useUploads.setState({ uploads: [], revision: undefined, progress: {}, selectedId: undefined, loaded: false });
});

describe('the uploads store', () => {
  it('reads the queue page after page until the last', async () => {
    const loading = useUploads.getState().load();
    await answerList(0, page([uploadView('a'), uploadView('b')], 0, 5, 3));
    await answerList(2, page([uploadView('c'), uploadView('d')], 2, 5, 3));
    await answerList(4, page([uploadView('e')], 4, 5, 3));
    await loading;
    expect(ids()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(useUploads.getState()).toMatchObject({ revision: 3, loaded: true, settings });
  });

  it('starts the read over when the queue changed between two pages', async () => {
    const loading = useUploads.getState().load();
    await answerList(0, page([uploadView('a'), uploadView('b')], 0, 3, 3));
    // b was removed meanwhile: offset 2 now skips c, so the pages no longer fit together.
    await answerList(2, page([], 2, 2, 4));
    await answerList(0, page([uploadView('a'), uploadView('c')], 0, 2, 4));
    await loading;
    expect(ids()).toEqual(['a', 'c']);
    expect(useUploads.getState().revision).toBe(4);
  });

  it('applies the next revision in place: added, changed, moved and removed uploads', async () => {
    await loadWith([uploadView('a'), uploadView('b'), uploadView('c')], 7);
    const { applyChange } = useUploads.getState();

    applyChange(change(8, { upserts: [{ index: 3, upload: uploadView('d') }], total: 4 }));
    expect(ids()).toEqual(['a', 'b', 'c', 'd']);

    applyChange(change(9, { upserts: [{ index: 1, upload: uploadView('b', { state: 'uploading' }) }], total: 4 }));
    expect(ids()).toEqual(['a', 'b', 'c', 'd']);
    expect(useUploads.getState().uploads[1]?.state).toBe('uploading');

    applyChange(change(10, { upserts: [{ index: 0, upload: uploadView('d') }], removed: ['b'], total: 3 }));
    expect(ids()).toEqual(['d', 'a', 'c']);
    expect(useUploads.getState().revision).toBe(10);
    expect(pendingCalls).toEqual([]);
  });

  it('ignores a change it already has, and keeps the settings and quota wait each change carries', async () => {
    await loadWith([uploadView('a')], 4);
    const { applyChange } = useUploads.getState();
    applyChange(change(4, { removed: ['a'] }));
    expect(ids()).toEqual(['a']);
    applyChange(change(5, { total: 1, settings: { ...settings, concurrency: 3 }, quotaResetAt: 99 }));
    expect(useUploads.getState()).toMatchObject({ settings: { concurrency: 3 }, quotaResetAt: 99, revision: 5 });
    expect(pendingCalls).toEqual([]);
  });

  it('drops progress that a new state makes stale, and the selection of a removed upload', async () => {
    await loadWith([uploadView('a', { state: 'uploading' }), uploadView('b')], 1);
    useUploads.setState({ selectedId: 'b' });
    useUploads.getState().applyProgress({
      id: 'a',
      state: 'uploading',
      totalBytes: 1000,
      bytesConfirmed: 500,
      bytesSent: 600,
      bytesPerSecond: 10,
      etaSeconds: 40,
    });
    useUploads.getState().applyChange(
      change(2, {
        upserts: [{ index: 0, upload: uploadView('a', { state: 'cancelled' }) }],
        removed: ['b'],
        total: 1,
      }),
    );
    expect(useUploads.getState().progress).toEqual({});
    expect(useUploads.getState().selectedId).toBeUndefined();
  });

  it("applies a pause all's thousands of progress events as one change of the list", async () => {
    const queue = Array.from({ length: 2_000 }, (_, index) => uploadView(`u${index}`, { state: 'queued' }));
    await loadWith(queue, 1);
    let changes = 0;
    const unsubscribe = useUploads.subscribe(() => (changes += 1));
    useUploads.getState().applyProgressBatch(
      queue.map((upload) => ({
        id: upload.id,
        state: 'paused' as const,
        totalBytes: 1000,
        bytesConfirmed: 0,
        bytesSent: 0,
        bytesPerSecond: 0,
        etaSeconds: null,
      })),
    );
    unsubscribe();
    expect(changes).toBe(1);
    expect(useUploads.getState().uploads.every((upload) => upload.state === 'paused')).toBe(true);
    expect(Object.keys(useUploads.getState().progress)).toHaveLength(2_000);
  });

  it('reads the queue again after a missed revision, applying what arrived during the read', async () => {
    await loadWith([uploadView('a'), uploadView('b')], 1);
    const { applyChange } = useUploads.getState();
    applyChange(change(3, { upserts: [{ index: 2, upload: uploadView('x') }], total: 3 }));
    // Arrives while the queue is being read again: held back, then applied in order on top of what was read.
    applyChange(change(5, { upserts: [{ index: 3, upload: uploadView('e') }], total: 4 }));
    applyChange(change(4, { upserts: [{ index: 0, upload: uploadView('c', { state: 'paused' }) }], total: 3 }));
    await answerList(0, page([uploadView('c'), uploadView('a'), uploadView('x')], 0, 3, 3));
    await vi.waitFor(() => expect(useUploads.getState().revision).toBe(5));
    expect(ids()).toEqual(['c', 'a', 'x', 'e']);
    expect(useUploads.getState().uploads[0]?.state).toBe('paused');
  });

  it('reads the queue again when a change asks for it (too much changed to carry)', async () => {
    await loadWith([uploadView('a'), uploadView('b')], 1);
    useUploads.getState().applyChange({ ...change(2, { total: 2 }), resync: true });
    await answerList(0, page([uploadView('a', { state: 'paused' }), uploadView('b', { state: 'paused' })], 0, 2, 2));
    await vi.waitFor(() => expect(useUploads.getState().revision).toBe(2));
    expect(useUploads.getState().uploads.map((upload) => upload.state)).toEqual(['paused', 'paused']);
  });

  it('moves and removes at once on the answer, and the change event that follows leaves the list as it is', async () => {
    await loadWith([uploadView('a'), uploadView('b'), uploadView('c')], 1);
    const moving = useUploads.getState().move('c', 0);
    await vi.waitFor(() =>
      expect(pendingCalls[0]).toMatchObject({ name: 'uploads.move', input: { id: 'c', toIndex: 0 } }),
    );
    pendingCalls.shift()!.resolve(undefined);
    await moving;
    expect(ids()).toEqual(['c', 'a', 'b']);
    expect(useUploads.getState().announcement).toBe('c is now number 1 in the list.');
    useUploads.getState().applyChange(change(2, { upserts: [{ index: 0, upload: uploadView('c') }], total: 3 }));
    expect(ids()).toEqual(['c', 'a', 'b']);

    const removing = useUploads.getState().act('a', 'remove');
    await vi.waitFor(() => expect(pendingCalls[0]).toMatchObject({ name: 'uploads.remove', input: { id: 'a' } }));
    pendingCalls.shift()!.resolve(undefined);
    await removing;
    expect(ids()).toEqual(['c', 'b']);
    useUploads.getState().applyChange(change(3, { removed: ['a'], total: 2 }));
    expect(ids()).toEqual(['c', 'b']);
  });

  it('applies a change to a queue of 5,000 uploads quickly', async () => {
    await loadWith(
      Array.from({ length: 5_000 }, (_, i) => uploadView(`u${i}`)),
      1,
    );
    const started = performance.now();
    for (let revision = 2; revision < 52; revision += 1) {
      useUploads.getState().applyChange(
        change(revision, {
          upserts: [{ index: revision, upload: uploadView(`u${revision}`, { state: 'paused' }) }],
          total: 5_000,
        }),
      );
    }
    // Generous: each change is a pass over the list, not a rebuild of the whole store.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(useUploads.getState().uploads).toHaveLength(5_000);
    expect(useUploads.getState().uploads[51]?.state).toBe('paused');
  });
});

describe('the uploads store, when a call fails', () => {
  it('keeps why the queue could not be read as a failure with its code', async () => {
    const loading = useUploads.getState().load();
    await refuseNext('uploads.list', 'network', 'The main process did not answer.');
    await loading;
    expect(useUploads.getState()).toMatchObject({
      loaded: true,
      loadError: { code: 'network', kind: 'retry', message: 'The main process did not answer.' },
    });
  });

  it('keeps a refused bulk action with the action, and the next one clears it', async () => {
    const pausing = useUploads.getState().bulkAction('pauseAll');
    await refuseNext('uploads.pauseAll', 'network', 'The main process did not answer.');
    await pausing;
    expect(useUploads.getState().bulkFailure).toMatchObject({ action: 'pauseAll', failure: { kind: 'retry' } });

    const again = useUploads.getState().bulkAction('pauseAll');
    expect(useUploads.getState().bulkFailure).toBeUndefined();
    pendingCalls.shift()!.resolve(undefined);
    await again;
    expect(useUploads.getState().bulkFailure).toBeUndefined();
  });

  it('answers a refused save of details or attachments with the failure, a quota refusal with when it resets', async () => {
    await loadWith([uploadView('u1')], 1);
    const saving = useUploads.getState().saveMetadata('u1', uploadView('u1').metadata);
    await refuseNext('uploads.updateMetadata', 'invalid-input', 'The title is too long.');
    expect(await saving).toMatchObject({ code: 'invalid-input', kind: 'fix-input', message: 'The title is too long.' });

    const attaching = useUploads.getState().saveAttachments('u1', { playlists: [] });
    await refuseNext('uploads.setAttachments', 'quota-exceeded', 'The daily API quota is used up.');
    const failure = await attaching;
    expect(failure).toMatchObject({ code: 'quota-exceeded', kind: 'wait' });
    expect(failure?.retryAt).toBeGreaterThan(Date.now());
    expect(useUploads.getState().pending).toEqual({});
  });
});

it('sends every part of saved details: the recording date and a turned-off notification too', async () => {
  await loadWith([uploadView('u1')], 1);
  const base = uploadView('u1').metadata;
  const saving = useUploads.getState().saveMetadata('u1', {
    ...base,
    recordingDetails: { recordingDate: '2026-11-20' },
    notifySubscribers: false,
  });
  await vi.waitFor(() => expect(pendingCalls[0]).toBeDefined());
  const call = pendingCalls.shift()!;
  expect(call).toMatchObject({
    name: 'uploads.updateMetadata',
    input: { id: 'u1', metadata: { recordingDetails: { recordingDate: '2026-11-20' }, notifySubscribers: false } },
  });
  call.resolve(uploadView('u1'));
  expect(await saving).toBeUndefined();
});

it('keeps a template’s translations when the details are saved', async () => {
  await loadWith([uploadView('u1')], 1);
  const base = uploadView('u1').metadata;
  const localizations = { de: { title: 'Folge 1', description: 'Erste Folge' } };
  const saving = useUploads.getState().saveMetadata('u1', {
    ...base,
    snippet: { ...base.snippet, defaultLanguage: 'en' },
    localizations,
  });
  await vi.waitFor(() => expect(pendingCalls[0]).toBeDefined());
  const call = pendingCalls.shift()!;
  expect(call).toMatchObject({ name: 'uploads.updateMetadata', input: { id: 'u1', metadata: { localizations } } });
  call.resolve(uploadView('u1'));
  expect(await saving).toBeUndefined();
});

describe('the uploads store, for an upload queued for another channel', () => {
  it("reads that channel's playlists with its id, once, keeping a failure in their place until read again", async () => {
    useUploads.setState({ channelPlaylists: {} });
    const first = useUploads.getState().loadChannelPlaylists('UCclips');
    await refuseNext('playlists.list', 'network', 'The network is down.');
    await first;
    expect(useUploads.getState().channelPlaylists.UCclips).toMatchObject({ code: 'network' });

    const again = useUploads.getState().loadChannelPlaylists('UCclips');
    await vi.waitFor(() => expect(pendingCalls[0]).toBeDefined());
    const call = pendingCalls.shift()!;
    expect(call).toMatchObject({ name: 'playlists.list', input: { channelId: 'UCclips' } });
    const clips = [{ id: 'PLclips', title: 'Best clips', description: '', privacy: 'public', itemCount: 3 }];
    call.resolve(clips);
    await again;
    expect(useUploads.getState().channelPlaylists).toEqual({ UCclips: clips });
    // Read already: no second call, and the chosen channel's own list is left as it was.
    await useUploads.getState().loadChannelPlaylists('UCclips');
    expect(pendingCalls).toEqual([]);
    expect(useUploads.getState().playlists).toBeUndefined();
  });

  it("announces what was done in the creator's language (German, Japanese)", async () => {
    await loadWith([uploadView('a'), uploadView('b')], 1);
    try {
      useLanguage.setState({ locale: 'de' });
      const pausing = useUploads.getState().bulkAction('pauseAll');
      await vi.waitFor(() => expect(pendingCalls[0]).toMatchObject({ name: 'uploads.pauseAll' }));
      pendingCalls.shift()!.resolve(undefined);
      await pausing;
      expect(useUploads.getState().announcement).toBe('Alle Uploads pausiert.');

      useLanguage.setState({ locale: 'ja' });
      const moving = useUploads.getState().move('b', 0);
      await vi.waitFor(() => expect(pendingCalls[0]).toMatchObject({ name: 'uploads.move' }));
      pendingCalls.shift()!.resolve(undefined);
      await moving;
      expect(useUploads.getState().announcement).toBe('b はリストの 1 番目になりました。');
    } finally {
      useLanguage.setState({ locale: 'en' });
    }
  });
});
