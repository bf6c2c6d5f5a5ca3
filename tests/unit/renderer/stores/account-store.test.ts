// The account store follows `accounts.changed` itself (the app shell only says when): each change loads the account
// again, and after the returned function no change reaches it.
import { describe, expect, it, vi } from 'vitest';

const host = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  account: null as null | { channel: { id: string; title: string } },
}));

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string) => Promise.resolve(name === 'accounts.get' ? host.account : null),
    on: (event: string, handler: (payload: unknown) => void) => {
      host.handlers.set(event, handler);
      return () => host.handlers.delete(event);
    },
  },
}));

const { subscribeAccountEvents, useAccount } = await import('../../../../renderer/stores/account-store');

describe('subscribeAccountEvents', () => {
  it('loads the account again on each accounts.changed, and stops when told', async () => {
    const stop = subscribeAccountEvents();
    host.account = { channel: { id: 'UC1', title: 'First' } };
    host.handlers.get('accounts.changed')!({ signedIn: true });
    await vi.waitFor(() => expect(useAccount.getState().account?.channel.title).toBe('First'));
    expect(useAccount.getState().loaded).toBe(true);

    host.account = null;
    host.handlers.get('accounts.changed')!({ signedIn: false });
    await vi.waitFor(() => expect(useAccount.getState().account).toBeNull());

    stop();
    expect(host.handlers.has('accounts.changed')).toBe(false);
  });

  it('forgets when the platform confirmed the channel once another channel is chosen, not on a reload of the same', async () => {
    host.account = { channel: { id: 'UC1', title: 'First' } };
    await useAccount.getState().load();
    useAccount.setState({ verifiedAt: 1_000 });
    await useAccount.getState().load();
    expect(useAccount.getState().verifiedAt).toBe(1_000);
    host.account = { channel: { id: 'UC2', title: 'Second' } };
    await useAccount.getState().load();
    expect(useAccount.getState().verifiedAt).toBeUndefined();
  });
});
