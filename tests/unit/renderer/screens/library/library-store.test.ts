// A Library edit hands the main process every field of the form's metadata (the main process decides what the
// platform is sent), as a copy the form's later edits cannot reach. A reload reads as many videos as were loaded, so a
// selection past the first page (a bulk edit's reload) keeps one count. A channel its catalogue lists costs no first
// page: the platform is asked only when the catalogue does not know the channel.
import { describe, expect, it, vi } from 'vitest';
import type { VideoMetadata } from '../../../../../shared/uploads/video-metadata';
import { libraryVideo } from '../../../support/library-video';
import { pendingCalls } from '../../../support/scripted-desk';

vi.mock('../../../../../renderer/desk/desk', () =>
  import('../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { useLibrary } = await import('../../../../../renderer/screens/library/library-store');

const everyField: VideoMetadata = {
  snippet: {
    title: 'Harbour at dawn',
    description: 'Boats leaving.',
    tags: ['harbour', 'boats'],
    categoryId: '19',
    defaultLanguage: 'en',
    defaultAudioLanguage: 'en-GB',
  },
  status: {
    privacyStatus: 'private',
    embeddable: false,
    license: 'creativeCommon',
    selfDeclaredMadeForKids: false,
    publishAt: '2030-01-01T09:00:00Z',
    publicStatsViewable: false,
  },
  localizations: { de: { title: 'Hafen im Morgengrauen', description: 'Boote fahren aus.' } },
  recordingDetails: { recordingDate: '2026-11-20' },
  notifySubscribers: false,
};

describe('the Library store', () => {
  it('saves an edit with every field, localizations and recording details included, as a copy', async () => {
    pendingCalls.length = 0;
    const saving = useLibrary.getState().save('aaaaaaaaaa1', everyField);
    const call = pendingCalls.shift()!;
    expect(call.name).toBe('library.update');
    const { id, metadata } = call.input as { id: string; metadata: VideoMetadata };
    expect(id).toBe('aaaaaaaaaa1');
    expect(metadata).toEqual(everyField);
    expect(metadata.snippet.tags).not.toBe(everyField.snippet.tags);
    expect(metadata.localizations).not.toBe(everyField.localizations);
    expect(metadata.recordingDetails).not.toBe(everyField.recordingDetails);
    call.resolve(libraryVideo('aaaaaaaaaa1', { title: 'Harbour at dawn' }));
    await expect(saving).resolves.toBeUndefined();
    expect(useLibrary.getState().busy).toEqual({});
  });

  it('reads again as many videos as were loaded, page after page, keeping the selection whole', async () => {
    pendingCalls.length = 0;
    const ids = Array.from({ length: 22 }, (_, index) => `vid${String(index).padStart(8, '0')}`);
    const page = (from: number, to: number, next?: string) => ({
      videos: ids.slice(from, to).map((id) => libraryVideo(id)),
      nextPageToken: next,
      totalResults: 22,
    });
    const first = useLibrary.getState().load('UC1');
    pendingCalls.shift()!.resolve(page(0, 12, 'p2'));
    await first;
    const more = useLibrary.getState().loadMore();
    pendingCalls.shift()!.resolve(page(12, 22));
    await more;
    useLibrary.getState().pickAllShown(ids);
    expect(useLibrary.getState().picked.ids.size).toBe(22);

    const reload = useLibrary.getState().load('UC1');
    const again = pendingCalls.shift()!;
    expect(again.input).toEqual({ pageSize: 22 });
    again.resolve(page(0, 20, 'p3'));
    await vi.waitFor(() => expect(pendingCalls).toHaveLength(1));
    const rest = pendingCalls.shift()!;
    expect(rest.input).toEqual({ pageSize: 2, pageToken: 'p3' });
    rest.resolve(page(20, 22));
    await reload;
    expect(useLibrary.getState().videos.map((video) => video.id)).toEqual(ids);
    expect(useLibrary.getState().picked.ids.size).toBe(22);
  });

  it('reads no first page when the catalogue lists the channel, and one when it does not', async () => {
    pendingCalls.length = 0;
    let answer!: (known: boolean) => void;
    const loading = useLibrary.getState().load('UCknown', new Promise<boolean>((resolve) => (answer = resolve)));
    // Deciding: the list says it is loading, and nothing is asked of the platform yet.
    expect(useLibrary.getState()).toMatchObject({ loading: 'first', channelId: 'UCknown', videos: [] });
    answer(true);
    await loading;
    expect(pendingCalls).toEqual([]);
    expect(useLibrary.getState().loading).toBeUndefined();

    const unknown = useLibrary.getState().load('UCnew', Promise.resolve(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pendingCalls.map((call) => call.name)).toEqual(['library.list']);
    pendingCalls.shift()!.resolve({ videos: [libraryVideo('aaaaaaaaaa1')], totalResults: 1 });
    await unknown;
    expect(useLibrary.getState().videos.map((video) => video.id)).toEqual(['aaaaaaaaaa1']);
  });
});
