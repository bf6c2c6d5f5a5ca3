// Whether the demo workspace's first steps are shown. Hiding them is remembered on this computer (the page's
// storage), so they greet a newcomer once rather than every start; Accounts can bring them back.
import { create } from 'zustand';

const HIDDEN_KEY = 'channel-desk.demo-tips-hidden';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDDEN_KEY) === 'yes';
  } catch {
    // Storage can be unavailable (a locked-down profile): the tips then simply show.
    return false;
  }
}

function writeHidden(hidden: boolean): void {
  try {
    if (hidden) window.localStorage.setItem(HIDDEN_KEY, 'yes');
    else window.localStorage.removeItem(HIDDEN_KEY);
  } catch {
    // Not remembered; hidden for this session all the same.
  }
}

interface DemoTipsState {
  readonly hidden: boolean;
  readonly hide: () => void;
  readonly show: () => void;
}

export const useDemoTips = create<DemoTipsState>((set) => ({
  hidden: readHidden(),
  hide() {
    writeHidden(true);
    set({ hidden: true });
  },
  show() {
    writeHidden(false);
    set({ hidden: false });
  },
}));
