// The demo workspace's checklist: whether it is shown at all, folded to its one-line bar (the default, so it takes no
// room until asked), and which steps are done. All three are remembered on this computer (the page's storage), so it
// keeps a newcomer's progress across starts; Accounts can bring a hidden checklist back, unfolded.
import { create } from 'zustand';

const HIDDEN_KEY = 'channel-desk.demo-tips-hidden';
const FOLDED_KEY = 'channel-desk.demo-tips-folded';
const DONE_KEY = 'channel-desk.demo-tips-done';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (a locked-down profile): the checklist then starts afresh.
    return null;
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; kept for this session all the same.
  }
}

/** The stored list of done steps; anything else stored there (an older or damaged value) counts as none done. */
export function parseDone(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, 50) : [];
  } catch {
    return [];
  }
}

interface DemoTipsState {
  readonly hidden: boolean;
  readonly folded: boolean;
  readonly done: readonly string[];
  readonly hide: () => void;
  readonly show: () => void;
  readonly setFolded: (folded: boolean) => void;
  /** Marks steps done (or, with `done` false, one step not done). */
  readonly mark: (steps: readonly string[], done?: boolean) => void;
}

export const useDemoTips = create<DemoTipsState>((set, get) => ({
  hidden: read(HIDDEN_KEY) === 'yes',
  folded: read(FOLDED_KEY) !== 'no',
  done: parseDone(read(DONE_KEY)),
  hide() {
    write(HIDDEN_KEY, 'yes');
    set({ hidden: true });
  },
  show() {
    write(HIDDEN_KEY, undefined);
    write(FOLDED_KEY, 'no');
    set({ hidden: false, folded: false });
  },
  setFolded(folded) {
    write(FOLDED_KEY, folded ? undefined : 'no');
    set({ folded });
  },
  mark(steps, done = true) {
    const before = get().done;
    const after = done
      ? [...before, ...steps.filter((step) => !before.includes(step))]
      : before.filter((step) => !steps.includes(step));
    if (after.length === before.length) return;
    write(DONE_KEY, JSON.stringify(after));
    set({ done: after });
  },
}));
