// A Library edit hands the main process every field of the form's metadata (the main process decides what the
// platform is sent), as a copy the form's later edits cannot reach.
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
});
