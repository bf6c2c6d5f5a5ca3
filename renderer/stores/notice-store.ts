// Messages for the user that are not the answer to a click: problems found at start, uploads that could not be
// resumed. They stay until dismissed.
import { create } from 'zustand';

export interface Notice {
  readonly id: number;
  readonly level: 'info' | 'warning' | 'error';
  readonly message: string;
}

interface NoticeState {
  readonly notices: readonly Notice[];
  push: (level: Notice['level'], message: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotices = create<NoticeState>((set) => ({
  notices: [],
  push: (level, message) =>
    set((state) =>
      state.notices.some((notice) => notice.message === message)
        ? state
        : { notices: [...state.notices, { id: nextId++, level, message }] },
    ),
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),
}));
