// Today's quota as the main process counts it: loaded once, then kept current by quota.changed events.
import { create } from 'zustand';
import type { QuotaView } from '../../shared/ipc/quota';
import type { QuotaBucket } from '../../shared/platform/quota-costs';
import { desk, errorMessage } from '../desk/desk';

interface QuotaState {
  readonly view: QuotaView | undefined;
  readonly error: string | undefined;
  readonly saving: boolean;
  load: () => Promise<void>;
  /** Follows quota.changed until the returned function is called. */
  listen: () => () => void;
  /** Sets the daily limit of a bucket (the shared units when left out). */
  setLimit: (limit: number, bucket?: QuotaBucket) => Promise<boolean>;
}

export const useQuota = create<QuotaState>((set) => ({
  view: undefined,
  error: undefined,
  saving: false,
  async load() {
    try {
      set({ view: await desk.call('quota.today'), error: undefined });
    } catch (error) {
      set({ error: `Could not read today's quota: ${errorMessage(error)}` });
    }
  },
  listen() {
    return desk.on('quota.changed', (view) => set({ view, error: undefined }));
  },
  async setLimit(limit, bucket) {
    set({ saving: true });
    try {
      const input = bucket === undefined ? { limit } : { limit, bucket };
      set({ view: await desk.call('quota.setLimit', input), saving: false, error: undefined });
      return true;
    } catch (error) {
      set({ saving: false, error: `The daily limit was not changed: ${errorMessage(error)}` });
      return false;
    }
  },
}));

/** Units left today (never below 0), or undefined before the count is known. */
export function unitsLeft(view: QuotaView | undefined): number | undefined {
  return bucketLeft(view, 'units');
}

/** What is left today of a bucket (never below 0), or undefined before the count is known. */
export function bucketLeft(view: QuotaView | undefined, bucket: QuotaBucket): number | undefined {
  if (view === undefined) return undefined;
  const { used, limit } = view.buckets[bucket];
  return Math.max(0, limit - used);
}
