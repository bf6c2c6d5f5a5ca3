// What the screens hold of one channel (its playlists, branding, sections, activity, comments, watermark) belongs to
// the account that loaded it. When another channel is signed in, or none, those stores go back to their first state:
// no screen shows the last channel's data while its own loads, and nothing of it (a banner waiting for its second
// step, a selection of comments, a half-made section) can be acted on in the name of the new channel.
import type { StoreApi } from 'zustand';
import { useAccount } from './account-store';

const resets = new Set<() => void>();

/** Registers a store whose state describes the signed-in channel: it goes back to its state of now on a change. */
export function resetWithChannel<T>(store: StoreApi<T>): void {
  const initial = store.getState();
  resets.add(() => store.setState(initial, true));
}

/** Puts every channel-scoped store back to its first state. */
function forgetChannelData(): void {
  for (const reset of resets) reset();
}

/** Forgets the channel's data whenever the signed-in channel changes; answers the function that stops watching. */
export function watchChannelChanges(): () => void {
  return useAccount.subscribe((state, previous) => {
    if (state.account?.channel.id !== previous.account?.channel.id) forgetChannelData();
  });
}
