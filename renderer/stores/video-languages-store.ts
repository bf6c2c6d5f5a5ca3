// The languages the platform offers (i18nLanguages.list, through `bulk.languages`), for the language and audio
// language of an upload's form and of a template, and for the Library's translations and translator CSV: read once
// per run and kept, since they change only with the platform itself (one read, 1 unit, whichever screen asks first).
import { useEffect } from 'react';
import { create } from 'zustand';
import type { LanguageChoice } from '../../shared/bulk/bulk-job';
import { desk } from '../desk/desk';
import { failureOf, type Failure } from '../desk/failure';

interface VideoLanguagesState {
  readonly languages: readonly LanguageChoice[] | undefined;
  readonly failure: Failure | undefined;
  /** Reads them unless they were read; after a failure, asks again. */
  load: () => Promise<void>;
}

const useVideoLanguages = create<VideoLanguagesState>((set, get) => ({
  languages: undefined,
  failure: undefined,
  async load() {
    if (get().languages) return;
    try {
      set({ languages: await desk.call('bulk.languages'), failure: undefined });
    } catch (error) {
      set({ failure: failureOf(error) });
    }
  },
}));

/**
 * What a details form shows of the languages, read when the form first shows; `wanted` false waits (a closed panel
 * does not spend the unit).
 */
export function useLanguageChoices(wanted = true): {
  languages: readonly LanguageChoice[] | undefined;
  failure: Failure | undefined;
  retry: () => void;
} {
  const languages = useVideoLanguages((s) => s.languages);
  const failure = useVideoLanguages((s) => s.failure);
  const load = useVideoLanguages((s) => s.load);
  useEffect(() => {
    if (wanted) void load();
  }, [load, wanted]);
  return { languages, failure, retry: () => void load() };
}
