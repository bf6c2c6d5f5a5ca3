// Which screen is shown, and which video the Library should open: a finished upload's "Edit in Library" sets both,
// so the screens need not know each other.
import { create } from 'zustand';

export const FIRST_SCREEN = 'uploads';
export const LIBRARY_SCREEN = 'library';

interface NavigationState {
  readonly screen: string;
  /** The video the Library opens when it is shown next; it clears it once opened. */
  readonly videoId: string | undefined;
  show: (screen: string) => void;
  openVideo: (videoId: string) => void;
  /** The Library took the target. */
  videoOpened: () => void;
}

export const useNavigation = create<NavigationState>((set) => ({
  screen: FIRST_SCREEN,
  videoId: undefined,
  show: (screen) => set({ screen }),
  openVideo: (videoId) => set({ screen: LIBRARY_SCREEN, videoId }),
  videoOpened: () => set({ videoId: undefined }),
}));
