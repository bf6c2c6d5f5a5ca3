// What uploads without an answer to the altered or synthetic content question do (the `unansweredSyntheticMedia`
// upload setting in the main process): null until the creator chooses once, and until then such uploads are held.
// Read when the Uploads screen opens; the first-upload card and the upload settings both change it here.
import { create } from 'zustand';
import type { UnansweredSyntheticMedia } from '../../../shared/uploads/synthetic-media';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';

interface SyntheticMediaChoiceState {
  /** undefined: not read yet; null: never chosen. */
  readonly choice: UnansweredSyntheticMedia | null | undefined;
  readonly saving: boolean;
  readonly failure: Failure | undefined;
  readonly load: () => Promise<void>;
  readonly choose: (choice: UnansweredSyntheticMedia) => Promise<void>;
}

export const useSyntheticMediaChoice = create<SyntheticMediaChoiceState>((set) => ({
  choice: undefined,
  saving: false,
  failure: undefined,
  async load() {
    try {
      set({ choice: await desk.call('uploads.getUnansweredSyntheticMedia'), failure: undefined });
    } catch (error) {
      set({ failure: failureOf(error) });
    }
  },
  async choose(choice) {
    set({ saving: true, failure: undefined });
    try {
      set({ choice: await desk.call('uploads.setUnansweredSyntheticMedia', { choice }), saving: false });
    } catch (error) {
      set({ saving: false, failure: failureOf(error) });
    }
  },
}));
