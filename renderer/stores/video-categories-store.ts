// The platform's video categories, for the details form of an upload and of a published video alike: read once per
// run and kept, since they change only with the platform itself.
import { useEffect } from 'react';
import { create } from 'zustand';
import type { VideoCategory } from '../../shared/ipc/uploads';
import { desk } from '../desk/desk';
import { failureOf, type Failure } from '../desk/failure';
import { categoryQuery } from './category-query';

interface VideoCategoriesState {
  readonly categories: readonly VideoCategory[] | undefined;
  readonly failure: Failure | undefined;
  /** Reads them unless they were read; after a failure, asks again. */
  load: () => Promise<void>;
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
