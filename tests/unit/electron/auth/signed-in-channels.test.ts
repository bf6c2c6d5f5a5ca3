// The switcher's order is the order the channels were added: choosing one marks it without moving it, signing one in
// again keeps its place, and the records of a version that kept no `addedAt` keep the order that version showed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Conf from 'conf';
import { describe, expect, it } from 'vitest';
import { createSettingsStore, type StoredAccount } from '../../../../electron/kernel/settings-store';
import { SignedInChannels } from '../../../../electron/auth/signed-in-channels';

function account(channelId: string, times: { signedInAt?: number; addedAt?: number }): StoredAccount {
  return {
    kind: 'oauth',
    clientId: 'client-1',
    scopes: [],
    channel: { id: channelId, title: `Channel ${channelId}` },
    ...times,
  };
}

function setup(chosen: StoredAccount, others: StoredAccount[]) {
  const settings = createSettingsStore(
    mkdtempSync(`${tmpdir()}/signed-in-channels-`),
    (options) => new Conf(options),
    () => undefined,
  );
  settings.update({ account: chosen, otherAccounts: others });
  return { channels: new SignedInChannels(settings), settings };
}

const order = (channels: SignedInChannels) => channels.all().map((stored) => stored.channel.id);

describe('the order of the signed-in channels', () => {
  it('stays the order they were added when one is signed in again or chosen', () => {
    const { channels } = setup(account('UCa', { signedInAt: 10, addedAt: 10 }), [
      account('UCb', { signedInAt: 20, addedAt: 20 }),
      account('UCc', { signedInAt: 30, addedAt: 30 }),
    ]);
    channels.put(account('UCa', { signedInAt: 40, addedAt: 40 }), false);
    expect(order(channels)).toEqual(['UCa', 'UCb', 'UCc']);
    expect(channels.find('UCa')).toMatchObject({ signedInAt: 40, addedAt: 10 });
    channels.choose('UCc');
    channels.put(account('UCb', { signedInAt: 50, addedAt: 50 }), true);
    expect(channels.chosen()?.channel.id).toBe('UCb');
    expect(order(channels)).toEqual(['UCa', 'UCb', 'UCc']);
  });

  it('puts a channel added for the first time last', () => {
    const { channels } = setup(account('UCb', { addedAt: 20 }), [account('UCa', { addedAt: 10 })]);
    channels.put(account('UCc', { signedInAt: 5, addedAt: 30 }), true);
    expect(order(channels)).toEqual(['UCa', 'UCb', 'UCc']);
  });

  it("records an older version's order (its sign-in times) as addedAt, which a later sign-in does not change", () => {
    const { channels, settings } = setup(account('UCb', { signedInAt: 20 }), [account('UCa', { signedInAt: 10 })]);
    channels.recordAddedAt();
    const saved = settings.read();
    expect([saved.account?.addedAt, saved.otherAccounts[0]?.addedAt]).toEqual([20, 10]);
    channels.put(account('UCa', { signedInAt: 99, addedAt: 99 }), false);
    expect(order(channels)).toEqual(['UCa', 'UCb']);
  });

  it('orders records that kept no time at all by channel id, whichever is chosen', () => {
    const { channels } = setup(account('UCz', {}), [account('UCy', {})]);
    expect(order(channels)).toEqual(['UCy', 'UCz']);
    channels.choose('UCy');
    expect(order(channels)).toEqual(['UCy', 'UCz']);
  });

  it('chooses the first added of the others when the chosen one is removed', () => {
    const { channels } = setup(account('UCa', { signedInAt: 90, addedAt: 10 }), [
      account('UCc', { signedInAt: 5, addedAt: 30 }),
      account('UCb', { signedInAt: 60, addedAt: 20 }),
    ]);
    channels.remove('UCa');
    expect(channels.chosen()?.channel.id).toBe('UCb');
  });
});
