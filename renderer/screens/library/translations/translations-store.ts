// The Library's translations: which videos' matrix is open, and the saves of one video's translations matrix, which
// run as a one-video bulk job (read fresh, left alone if changed elsewhere, undo). The languages offered are the
// shared video-languages store's.
import { create } from 'zustand';
import { bulkValuesOf } from '../../../../shared/bulk/bulk-preview';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import type { Localizations } from '../../../../shared/library/video-texts';
import { desk } from '../../../desk/desk';
import { failureOf, type Failure } from '../../../desk/failure';
import { plainValues, useBulk } from '../bulk/bulk-store';

interface TranslationsState {
  /** Per video, the job that saves its translations. */
  readonly jobs: Readonly<Record<string, string>>;
  readonly saveError: Failure | undefined;
  /** The videos whose matrix is open (it stays open when the video is read again after a save). */
  readonly shown: Readonly<Record<string, boolean>>;
  show: (videoId: string) => void;
  save: (video: LibraryVideo, defaultLanguage: string, localizations: Localizations) => Promise<void>;
}

export const useTranslations = create<TranslationsState>((set, get) => ({
  jobs: {},
  saveError: undefined,
  shown: {},
  show: (videoId) => set({ shown: { ...get().shown, [videoId]: true } }),
  save: async (video, defaultLanguage, localizations) => {
    set({ saveError: undefined });
    const before = plainValues(bulkValuesOf(video));
    const { defaultLanguage: _was, ...rest } = before;
    void _was;
    try {
      const job = await desk.call('bulk.startTexts', {
        fields: ['defaultLanguage', 'localizations'],
        videos: [
          {
            id: video.id,
            seen: before,
            target: { ...rest, ...(defaultLanguage ? { defaultLanguage } : {}), localizations },
          },
        ],
      });
      // Its events may have come first (a one-video job is quick): the later told wins.
      useBulk.getState().receivedWhole(job);
      set({ jobs: { ...get().jobs, [video.id]: job.id } });
    } catch (error) {
      set({ saveError: failureOf(error) });
    }
  },
}));
