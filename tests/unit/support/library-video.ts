// A channel video as the Library holds it, for the tests of the Library and of bulk edits: public, plain, with the
// fields a test cares about overridden.
import type { LibraryVideo } from '../../../shared/library/library-video';

export function libraryVideo(id: string, overrides: Partial<LibraryVideo> = {}): LibraryVideo {
  return {
    id,
    title: `Video ${id}`,
    description: '',
    tags: [],
    categoryId: '22',
    privacyStatus: 'public',
    publishedAt: '2026-01-05T15:00:00Z',
    license: 'youtube',
    embeddable: true,
    thumbnails: {},
    ...overrides,
  };
}
