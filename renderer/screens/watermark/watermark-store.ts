// The Watermark screen's state: what this app last set (the platform cannot report its watermark), and the
// progress and outcome of a set or a removal. The work itself happens in the main process.
import { create } from 'zustand';
import type { WatermarkTiming } from '../../../shared/images/watermark-timing';
import type { WatermarkView } from '../../../shared/ipc/watermark';
import { desk } from '../../desk/desk';
import { failureOf, type Failure } from '../../desk/failure';
import { imageSource } from '../../components/images/picked-image';
import { resetWithChannel } from '../../stores/channel-scope';

export type WatermarkPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'copying'; readonly done: number; readonly total: number }
  | { readonly kind: 'setting' }
  | { readonly kind: 'removing' };

interface WatermarkState {
  readonly loaded: boolean;
  readonly current: WatermarkView | null;
  readonly advice: readonly string[];
  readonly phase: WatermarkPhase;
  readonly error: Failure | undefined;
  /** What the last action achieved, said once. */
  /** What the last set or removal did, said by the screen in the language in force. */
  readonly outcome: 'set' | 'removed' | undefined;
  load: () => Promise<void>;
  set: (file: File, timing: WatermarkTiming) => Promise<boolean>;
  remove: () => Promise<void>;
}

export const useWatermark = create<WatermarkState>((set) => ({
  loaded: false,
  current: null,
  advice: [],
  phase: { kind: 'idle' },
  error: undefined,
  outcome: undefined,
  load: async () => {
    try {
      const state = await desk.call('watermark.get');
      set({ loaded: true, current: state.current, error: undefined });
    } catch (error) {
      set({ loaded: true, error: failureOf(error) });
    }
  },
  set: async (file, timing) => {
    set({ phase: { kind: 'copying', done: 0, total: file.size }, error: undefined, outcome: undefined });
    try {
      const source = await imageSource(file, (done, total) => set({ phase: { kind: 'copying', done, total } }));
      set({ phase: { kind: 'setting' } });
      const state = await desk.call('watermark.set', { source, timing });
      set({
        current: state.current,
        advice: state.advice,
        phase: { kind: 'idle' },
        outcome: 'set',
      });
      return true;
    } catch (error) {
      set({ phase: { kind: 'idle' }, error: failureOf(error) });
      return false;
    }
  },
  remove: async () => {
    set({ phase: { kind: 'removing' }, error: undefined, outcome: undefined });
    try {
      const state = await desk.call('watermark.remove');
      set({ current: state.current, advice: [], phase: { kind: 'idle' }, outcome: 'removed' });
    } catch (error) {
      set({ phase: { kind: 'idle' }, error: failureOf(error) });
    }
  },
}));
resetWithChannel(useWatermark);
