// Today's quota as the main process counts it: loaded once, then kept current by quota.changed events.
import { create } from 'zustand';
import type { QuotaView } from '../../shared/ipc/quota';
import type { QuotaBucket } from '../../shared/platform/quota-costs';
import { desk } from '../desk/desk';
import { failureOf, reworded, type Failure } from '../desk/failure';
import { QUOTA_SAID, sayNow } from './store-messages';

interface QuotaState {
  readonly view: QuotaView | undefined;
  /** Why today's count could not be read (a quota.changed event brings it too, and clears this). */
  readonly loadFailure: Failure | undefined;
  readonly saving: boolean;
  /** Why the last change of a daily limit was refused, said in the form that asked for it. */
  readonly limitFailure: Failure | undefined;
  load: () => Promise<void>;
  /** Follows quota.changed until the returned function is called. */
  listen: () => () => void;
  /** Sets the daily limit of a bucket (the shared units when left out). */
  setLimit: (limit: number, bucket?: QuotaBucket) => Promise<boolean>;
}

export const useQuota = create<QuotaState>((set) => ({
  view: undefined,
  loadFailure: undefined,
  saving: false,
  limitFailure: undefined,
  async load() {
    try {
      set({ view: await desk.call('quota.today'), loadFailure: undefined });
    } catch (error) {
      set({ loadFailure: reworded(failureOf(error), (message) => sayNow(QUOTA_SAID.loadFailed, { message })) });
    }
  },
  listen() {
    return desk.on('quota.changed', (view) => set({ view, loadFailure: undefined }));
  },
  async setLimit(limit, bucket) {
    set({ saving: true, limitFailure: undefined });
    try {
      const input = bucket === undefined ? { limit } : { limit, bucket };
      set({ view: await desk.call('quota.setLimit', input), saving: false });
      return true;
    } catch (error) {
      set({
        saving: false,
        limitFailure: reworded(failureOf(error), (message) => sayNow(QUOTA_SAID.limitNotChanged, { message })),
      });
      return false;
    }
  },
}));
