// The bandwidth schedule and the limit in force, for the settings panel's bandwidth section. The main process says
// when a window starts or ends (`bandwidth.changed`), so the "Now:" line stays true while the panel is open.
import { create } from 'zustand';
import type { BandwidthSchedule, BandwidthState } from '../../../shared/uploads/bandwidth';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';

interface BandwidthStore {
  readonly state: BandwidthState | undefined;
  readonly loadFailure: Failure | undefined;
  /** Counts the loads, so the form starts again from what was read each time the panel opens. */
  readonly loads: number;
  load: () => Promise<BandwidthState | undefined>;
  /** Answers the failure, or undefined once saved (and in force). */
  save: (schedule: BandwidthSchedule) => Promise<Failure | undefined>;
}

export const useBandwidth = create<BandwidthStore>((set) => ({
  state: undefined,
  loadFailure: undefined,
  loads: 0,
  async load() {
    try {
      const state = await desk.call('bandwidth.get');
      set((current) => ({ state, loadFailure: undefined, loads: current.loads + 1 }));
      return state;
    } catch (error) {
      set({ loadFailure: failureOf(error) });
      return undefined;
    }
  },
  async save(schedule) {
    try {
      set({ state: await desk.call('bandwidth.set', schedule) });
      return undefined;
    } catch (error) {
      return failureOf(error);
    }
  },
}));

export function subscribeBandwidthEvents(): () => void {
  return desk.on('bandwidth.changed', (state) => useBandwidth.setState({ state }));
}
