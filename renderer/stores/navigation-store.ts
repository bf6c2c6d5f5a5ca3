// Which screen is shown, and what the next screen should open: a finished upload's "Edit in Library" sets the screen
// and the video, a refused token's failure line sets Rate limits and its token form, so the screens need not know
// each other.
import { create } from 'zustand';

export const FIRST_SCREEN = 'uploads';
const LIBRARY_SCREEN = 'library';
export const ACCOUNTS_SCREEN = 'accounts';
const RATE_LIMITS_SCREEN = 'rateLimits';

interface NavigationState {
  readonly screen: string;
  /** The video the Library opens when it is shown next; it clears it once opened. */
  readonly videoId: string | undefined;
  /** Rate limits should open its token form when shown next; it clears this once opened. */
  readonly tokenFormWanted: boolean;
  show: (screen: string) => void;
  openVideo: (videoId: string) => void;
  /** The Library took the target. */
  videoOpened: () => void;
  openTokenForm: () => void;
  /** Rate limits opened the form. */
  tokenFormOpened: () => void;
}

export const useNavigation = create<NavigationState>((set) => ({
  screen: FIRST_SCREEN,
  videoId: undefined,
  tokenFormWanted: false,
  show: (screen) => set({ screen }),
  openVideo: (videoId) => set({ screen: LIBRARY_SCREEN, videoId }),
  videoOpened: () => set({ videoId: undefined }),
  openTokenForm: () => set({ screen: RATE_LIMITS_SCREEN, tokenFormWanted: true }),
  tokenFormOpened: () => set({ tokenFormWanted: false }),
}));
