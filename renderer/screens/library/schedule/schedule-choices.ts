// What "Schedule a change" offers beside the video's fields: the channel's playlists and the saved replies, read once
// when the form first opens and kept for the channel (each playlists.list page costs 1 unit).
import { useEffect } from 'react';
import { create } from 'zustand';
import type { SavedReply } from '../../../../shared/comments/saved-replies';
import type { PlaylistSummary } from '../../../../shared/ipc/playlists';
import { desk } from '../../../desk/desk';
import { failureOf, type Failure } from '../../../desk/failure';
import { resetWithChannel } from '../../../stores/channel-scope';

interface ChoicesState {
  readonly playlists: readonly PlaylistSummary[];
  readonly replies: readonly SavedReply[];
  readonly failure: Failure | undefined;
  readonly asked: boolean;
  load: () => Promise<void>;
}

const useChoices = create<ChoicesState>()((set, get) => ({
  playlists: [],
  replies: [],
  failure: undefined,
  asked: false,
  async load() {
    if (get().asked) return;
    set({ asked: true });
    try {
      const [playlists, rules] = await Promise.all([desk.call('playlists.list'), desk.call('commentRules.get')]);
      set({ playlists, replies: rules.savedReplies, failure: undefined });
    } catch (error) {
      set({ failure: failureOf(error), asked: false });
    }
  },
}));
resetWithChannel(useChoices);

export function useScheduleChoices(): ChoicesState {
  const state = useChoices();
  useEffect(() => {
    void useChoices.getState().load();
  }, []);
  return state;
}
