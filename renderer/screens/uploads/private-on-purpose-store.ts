// Whether the user has accepted that uploads stay private while the API project is not audited: the doctor's
// "locked private" explanation then gives way to a short line instead of an alarm on every finished upload.
// Remembered on this computer (the page's storage), as the first-steps card is.
import { create } from 'zustand';

const KEY = 'channel-desk.uploads-private-on-purpose';

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'yes';
  } catch {
    return false;
  }
}

function write(keep: boolean): void {
  try {
    if (keep) window.localStorage.setItem(KEY, 'yes');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Not remembered; kept for this session all the same.
  }
}

interface PrivateOnPurposeState {
  readonly keepPrivate: boolean;
  readonly choose: (keep: boolean) => void;
}

export const usePrivateOnPurpose = create<PrivateOnPurposeState>((set) => ({
  keepPrivate: read(),
  choose(keep) {
    write(keep);
    set({ keepPrivate: keep });
  },
}));
