// A store registered as channel-scoped goes back to its first state when the signed-in channel changes (another
// channel, or none), and keeps its state when the same channel's account is only refreshed.
import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import type { AccountView } from '../../../../shared/ipc/accounts';

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: { call: () => new Promise(() => undefined), on: () => () => undefined },
}));

const { useAccount } = await import('../../../../renderer/stores/account-store');
const { resetWithChannel, watchChannelChanges } = await import('../../../../renderer/stores/channel-scope');

const account = (channelId: string, title = 'A channel'): AccountView =>
  ({ channel: { id: channelId, title } }) as unknown as AccountView;

describe('channel-scoped stores', () => {
  it('forget what they hold when another channel or none is signed in, not when the same one is refreshed', () => {
    const useBanner = create<{ pending: string | undefined }>(() => ({ pending: undefined }));
    resetWithChannel(useBanner);
    useAccount.setState({ account: account('UCfirst') });
    const stop = watchChannelChanges();

    useBanner.setState({ pending: 'https://banner.example/first' });
    useAccount.setState({ account: account('UCfirst', 'Renamed') });
    expect(useBanner.getState().pending).toBe('https://banner.example/first');

    useAccount.setState({ account: account('UCsecond') });
    expect(useBanner.getState().pending).toBeUndefined();

    useBanner.setState({ pending: 'https://banner.example/second' });
    useAccount.setState({ account: null });
    expect(useBanner.getState().pending).toBeUndefined();

    stop();
    useBanner.setState({ pending: 'kept' });
    useAccount.setState({ account: account('UCthird') });
    expect(useBanner.getState().pending).toBe('kept');
  });

  it('keep their actions after a reset', () => {
    const useCount = create<{ n: number; add: () => void }>((set, get) => ({
      n: 0,
      add: () => set({ n: get().n + 1 }),
    }));
    resetWithChannel(useCount);
    const stop = watchChannelChanges();
    useAccount.setState({ account: account('UCa') });
    useCount.getState().add();
    useAccount.setState({ account: account('UCb') });
    expect(useCount.getState().n).toBe(0);
    useCount.getState().add();
    expect(useCount.getState().n).toBe(1);
    stop();
  });
});
