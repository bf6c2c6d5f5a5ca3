// Which channel's uploads the Uploads screen shows, shared by the count above the queue, its toolbar and its rows,
// so every number on the screen is of the uploads in view.
import { create } from 'zustand';

/** The chosen channel (it follows a switch), another one, or all of them. */
export type ChannelFilter =
  { readonly kind: 'chosen' } | { readonly kind: 'all' } | { readonly kind: 'one'; readonly id: string };

interface QueueViewState {
  readonly filter: ChannelFilter;
  setFilter: (filter: ChannelFilter) => void;
}

export const useQueueView = create<QueueViewState>((set) => ({
  filter: { kind: 'chosen' },
  setFilter: (filter) => set({ filter }),
}));
