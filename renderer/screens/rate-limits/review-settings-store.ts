// Whether switching a rule on or off shows the review first. Every other change (save, move, delete, restore,
// import) always does. Remembered on this computer (the page's storage), as other screen preferences are.
import { create } from 'zustand';

const KEY = 'channel-desk.ratelimits.toggles-skip-review';

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'yes';
  } catch {
    return false;
  }
}

function write(skip: boolean): void {
  try {
    if (skip) window.localStorage.setItem(KEY, 'yes');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Not remembered; kept for this session all the same.
  }
}

interface ReviewSettingsState {
  /** Switching a rule on or off goes live at once, without the review. Off by default. */
  readonly togglesSkipReview: boolean;
  readonly setTogglesSkipReview: (skip: boolean) => void;
}

export const useReviewSettings = create<ReviewSettingsState>((set) => ({
  togglesSkipReview: read(),
  setTogglesSkipReview(skip) {
    write(skip);
    set({ togglesSkipReview: skip });
  },
}));
