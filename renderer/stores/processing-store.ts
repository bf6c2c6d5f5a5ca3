// The platform's processing of uploaded videos as the main process follows it: loaded once, then kept current by
// follow.changed. The Uploads rows and the Library both read it, so it lives here.
import { create } from 'zustand';
import type { ProcessingView } from '../../shared/follow/processing';
import { desk } from '../desk/desk';
import { failureOf, type Failure } from '../desk/failure';

interface ProcessingState {
  /** By video id. */
  readonly byVideo: Readonly<Record<string, ProcessingView>>;
  readonly loadFailure: Failure | undefined;
  load: () => Promise<void>;
  /** Follows follow.changed until the returned function is called. */
  listen: () => () => void;
}

export const useProcessing = create<ProcessingState>((set) => ({
  byVideo: {},
  loadFailure: undefined,
  async load() {
    try {
      const views = await desk.call('follow.list');
      // Events heard while the list was on its way are newer than it: they win.
      set((state) => ({
        byVideo: { ...Object.fromEntries(views.map((view) => [view.videoId, view])), ...state.byVideo },
        loadFailure: undefined,
      }));
    } catch (error) {
      set({ loadFailure: failureOf(error) });
    }
  },
  listen() {
    return desk.on('follow.changed', (view) =>
      set((state) => ({ byVideo: { ...state.byVideo, [view.videoId]: view } })),
    );
  },
}));
