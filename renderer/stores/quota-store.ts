// Today's quota as the main process counts it: loaded once, then kept current by quota.changed events.
import { create } from 'zustand';
import type { QuotaView } from '../../shared/ipc/quota';
import { desk, errorMessage } from '../desk/desk';

interface QuotaState {
  readonly view: QuotaView | undefined;
  readonly error: string | undefined;
  readonly saving: boolean;
  load: () => Promise<void>;
  /** Follows quota.changed until the returned function is called. */
  listen: () => () => void;
  setLimit: (limit: number) => Promise<boolean>;
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
  async setLimit(limit) {
    set({ saving: true });
    try {
      set({ view: await desk.call('quota.setLimit', { limit }), saving: false, error: undefined });
      return true;
    } catch (error) {
      set({ saving: false, error: `The daily limit was not changed: ${errorMessage(error)}` });
      return false;
    }
  },
}));

/** Units left today (never below 0), or undefined before the count is known. */
export function unitsLeft(view: QuotaView | undefined): number | undefined {
  return view === undefined ? undefined : Math.max(0, view.limit - view.used);
}
