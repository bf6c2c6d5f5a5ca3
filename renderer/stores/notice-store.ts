// Messages for the user that are not the answer to a click: problems found at start, uploads that could not be
// resumed. They stay until dismissed: one that came as a line of the catalogue is said in the language of each
// reading (a switch while it shows says it again), its words being the fallback.
import { create } from 'zustand';
import type { SavedLine } from '../../shared/i18n/saved-line';

export interface Notice {
  readonly id: number;
  readonly level: 'info' | 'warning' | 'error';
  readonly message: string;
  readonly line?: SavedLine;
}

interface NoticeState {
  readonly notices: readonly Notice[];
  push: (level: Notice['level'], message: string, line?: SavedLine) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotices = create<NoticeState>((set) => ({
  notices: [],
  push: (level, message, line) =>
    set((state) =>
      state.notices.some((notice) => notice.message === message)
        ? state
        : { notices: [...state.notices, { id: nextId++, level, message, ...(line !== undefined ? { line } : {}) }] },
    ),
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),
}));
