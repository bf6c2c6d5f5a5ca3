// The theme the app is drawn in: the system's (the default, followed live by the tokens' light-dark()), or one the
// user pins. The choice is remembered on this computer (the page's storage) under the key public/theme-boot.js reads
// before the first paint, so a pinned theme shows without a flash of the other one.
import { create } from 'zustand';

export const THEME_KEY = 'channel-desk.theme';
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

function readChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function apply(choice: ThemeChoice): void {
  if (choice === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = choice;
}

function remember(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_KEY);
    else window.localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Not remembered; applied for this session all the same.
  }
}

interface ThemeState {
  readonly choice: ThemeChoice;
  readonly choose: (choice: ThemeChoice) => void;
}

export const useTheme = create<ThemeState>((set) => ({
  choice: readChoice(),
  choose(choice) {
    remember(choice);
    apply(choice);
    set({ choice });
  },
}));
