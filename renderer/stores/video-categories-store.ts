// The platform's video categories, for the details form of an upload and of a published video alike: read once per
// run and kept, since they change only with the platform itself.
import { useEffect } from 'react';
import { create } from 'zustand';
import type { VideoCategory } from '../../shared/ipc/uploads';
import { desk } from '../desk/desk';
import { failureOf, type Failure } from '../desk/failure';

interface VideoCategoriesState {
  readonly categories: readonly VideoCategory[] | undefined;
  readonly failure: Failure | undefined;
  /** Reads them unless they were read; after a failure, asks again. */
  load: () => Promise<void>;
}

/** The platform's categories differ by region; the browser's language is the best guess of the creator's. */
function categoryQuery(): { regionCode?: string; hl?: string } {
  const language = typeof navigator === 'undefined' ? '' : navigator.language;
  const region = /^[A-Za-z]{2,3}-([A-Za-z]{2})\b/.exec(language)?.[1]?.toUpperCase();
  return {
    ...(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language) && language.length <= 35 ? { hl: language } : {}),
    ...(region ? { regionCode: region } : {}),
  };
}

export const useVideoCategories = create<VideoCategoriesState>((set, get) => ({
  categories: undefined,
  failure: undefined,
  async load() {
    if (get().categories) return;
    try {
      set({ categories: await desk.call('uploads.categories', categoryQuery()), failure: undefined });
    } catch (error) {
      set({ failure: failureOf(error) });
    }
  },
}));

/** What a details form shows of the categories, read when the form first shows. */
export function useCategoryChoices(): {
  categories: readonly VideoCategory[] | undefined;
  failure: Failure | undefined;
  retry: () => void;
} {
  const categories = useVideoCategories((s) => s.categories);
  const failure = useVideoCategories((s) => s.failure);
  const load = useVideoCategories((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  return { categories, failure, retry: () => void load() };
}
