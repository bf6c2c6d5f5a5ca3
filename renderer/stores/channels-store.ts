// The channels signed in at once (issue 21), for the sidebar's switcher and the Accounts list: each with its state,
// which one is chosen, and how many comments it holds for review. Choosing one makes every screen act on it; adding
// one signs it in with its own consent; removing one signs it out alone.
import { create } from 'zustand';
import type { ChannelAccountView } from '../../shared/ipc/accounts';
import type { HeldCommentsCount } from '../../shared/ipc/switcher';
import { desk } from '../desk/desk';
import { failureOf, type Failure } from '../desk/failure';

type Busy = 'choose' | 'add' | 'remove' | undefined;

interface ChannelsState {
  readonly channels: readonly ChannelAccountView[];
  /** Comments held for review, by channel id (read only while several channels are signed in: it costs quota). */
  readonly held: Readonly<Record<string, HeldCommentsCount>>;
  readonly busy: Busy;
  readonly failure: Failure | undefined;
  load: () => Promise<void>;
  /** Reads each channel's held comments again (1 unit per channel). */
  loadHeld: () => Promise<void>;
  choose: (channelId: string) => Promise<void>;
  /** Signs in one more channel, or `channelId` again. */
  add: (channelId?: string) => Promise<void>;
  remove: (channelId: string) => Promise<void>;
}

export const useChannels = create<ChannelsState>((set, get) => {
  const run = async (busy: Busy, action: () => Promise<unknown>): Promise<void> => {
    set({ busy, failure: undefined });
    try {
      await action();
      set({ busy: undefined });
    } catch (error) {
      set({ busy: undefined, failure: failureOf(error) });
    }
  };
  return {
    channels: [],
    held: {},
    busy: undefined,
    failure: undefined,
    async load() {
      try {
        const channels = await desk.call('accounts.list');
        set({ channels });
        if (channels.length > 1) await get().loadHeld();
      } catch (error) {
        set({ failure: failureOf(error) });
      }
    },
    async loadHeld() {
      try {
        const counts = await desk.call('switcher.heldComments');
        set({ held: Object.fromEntries(counts.map((count) => [count.channelId, count])) });
      } catch {
        // The counts are a convenience: the switcher shows the channels without them.
      }
    },
    choose: (channelId) => run('choose', () => desk.call('accounts.choose', { channelId })),
    add: (channelId) =>
      run('add', () => desk.call('accounts.addChannel', channelId === undefined ? {} : { channelId })),
    remove: (channelId) => run('remove', () => desk.call('accounts.removeChannel', { channelId })),
  };
});

/** Follows accounts.changed (a channel chosen, added, removed, a sign-in that ended) and comment decisions sent. */
export function subscribeChannelEvents(): () => void {
  void useChannels.getState().load();
  const offs = [desk.on('accounts.changed', () => void useChannels.getState().load())];
  return () => offs.forEach((off) => off());
}
