// The channels signed in at once, as the settings file keeps them: the chosen one in `account` (what every screen
// acts on, and what a version that knew one channel reads) and the others in `otherAccounts`. Choosing one swaps it
// into `account`; the list the switcher shows keeps the order the channels were added in.
import type { SettingsStore, StoredAccount } from '../app/settings-store';

export class SignedInChannels {
  constructor(private readonly settings: SettingsStore) {}

  /** The chosen channel's account, or null when none is signed in. */
  chosen(): StoredAccount | null {
    return this.settings.read().account;
  }

  /** Every signed-in channel's account, in the order they were added (their sign-in time). */
  all(): StoredAccount[] {
    const { account, otherAccounts } = this.settings.read();
    const every = account ? [account, ...otherAccounts] : [...otherAccounts];
    return every.sort((a, b) => (a.signedInAt ?? 0) - (b.signedInAt ?? 0));
  }

  find(channelId: string): StoredAccount | undefined {
    return this.all().find((account) => account.channel.id === channelId);
  }

  /** Adds `account` or replaces the one of its channel; it becomes the chosen one when `choose` says so or none is. */
  put(account: StoredAccount, choose: boolean): void {
    const { account: chosen, otherAccounts } = this.settings.read();
    const others = otherAccounts.filter((other) => other.channel.id !== account.channel.id);
    if (chosen === null || chosen.channel.id === account.channel.id) {
      this.settings.update({ account, otherAccounts: others });
    } else if (choose) {
      this.settings.update({ account, otherAccounts: [...others, chosen] });
    } else {
      this.settings.update({ otherAccounts: [...others, account] });
    }
  }

  /** Changes the stored account of `channelId` (a rebinding, a sign-in that ended, a renamed channel). */
  update(channelId: string, change: (account: StoredAccount) => StoredAccount): StoredAccount | undefined {
    const { account: chosen, otherAccounts } = this.settings.read();
    if (chosen?.channel.id === channelId) {
      const updated = change(chosen);
      this.settings.update({ account: updated });
      return updated;
    }
    const other = otherAccounts.find((candidate) => candidate.channel.id === channelId);
    if (!other) return undefined;
    const updated = change(other);
    this.settings.update({
      otherAccounts: otherAccounts.map((candidate) => (candidate.channel.id === channelId ? updated : candidate)),
    });
    return updated;
  }

  /** Makes `channelId` the chosen channel; false when it is not signed in. */
  choose(channelId: string): boolean {
    const { account: chosen, otherAccounts } = this.settings.read();
    if (chosen?.channel.id === channelId) return true;
    const next = otherAccounts.find((other) => other.channel.id === channelId);
    if (!next) return false;
    const others = otherAccounts.filter((other) => other.channel.id !== channelId);
    this.settings.update({ account: next, otherAccounts: chosen ? [...others, chosen] : others });
    return true;
  }

  /** Forgets `channelId`; when it was the chosen one, the first added of the others is chosen. */
  remove(channelId: string): void {
    const { account: chosen, otherAccounts } = this.settings.read();
    const others = otherAccounts.filter((other) => other.channel.id !== channelId);
    if (chosen?.channel.id !== channelId) {
      this.settings.update({ otherAccounts: others });
      return;
    }
    const [next, ...rest] = others.sort((a, b) => (a.signedInAt ?? 0) - (b.signedInAt ?? 0));
    this.settings.update({ account: next ?? null, otherAccounts: rest });
  }

  clear(): void {
    this.settings.update({ account: null, otherAccounts: [] });
  }
}
