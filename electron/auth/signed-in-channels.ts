// The channels signed in at once, as the settings file keeps them: the chosen one in `account` (what every screen
// acts on, and what a version that knew one channel reads) and the others in `otherAccounts`. Choosing one swaps it
// into `account`; the list the switcher shows keeps the order the channels were added in (`addedAt`), which neither
// choosing one nor signing one in again changes: a channel the creator looks for stays where it was.
import type { SettingsStore, StoredAccount } from '../kernel/settings-store';

/** When `account` was added: its own record, else (a version that did not record it) its sign-in time. */
function addedAtOf(account: StoredAccount): number {
  return account.addedAt ?? account.signedInAt ?? 0;
}

/**
 * Oldest first; a tie (two records of a version that kept neither time) falls back to the channel id, never to which
 * of them is chosen.
 */
function byAdded(a: StoredAccount, b: StoredAccount): number {
  return addedAtOf(a) - addedAtOf(b) || (a.channel.id < b.channel.id ? -1 : a.channel.id > b.channel.id ? 1 : 0);
}

export class SignedInChannels {
  constructor(private readonly settings: SettingsStore) {}

  /** The chosen channel's account, or null when none is signed in. */
  chosen(): StoredAccount | null {
    return this.settings.read().account;
  }

  /** Every signed-in channel's account, in the order they were added. */
  all(): StoredAccount[] {
    const { account, otherAccounts } = this.settings.read();
    const every = account ? [account, ...otherAccounts] : [...otherAccounts];
    return every.sort(byAdded);
  }

  /**
   * Writes `addedAt` on the records of a version that did not keep it, from what that version sorted by (the sign-in
   * time), so the order shown before the update is the one kept after it.
   */
  recordAddedAt(): void {
    const { account, otherAccounts } = this.settings.read();
    const adopt = (stored: StoredAccount): StoredAccount =>
      stored.addedAt === undefined ? { ...stored, addedAt: addedAtOf(stored) } : stored;
    if (account?.addedAt !== undefined && otherAccounts.every((other) => other.addedAt !== undefined)) return;
    this.settings.update({ account: account ? adopt(account) : null, otherAccounts: otherAccounts.map(adopt) });
  }

  find(channelId: string): StoredAccount | undefined {
    return this.all().find((account) => account.channel.id === channelId);
  }

  /**
   * Adds `account` or replaces the one of its channel, keeping when that was added; it becomes the chosen one when
   * `choose` says so or none is.
   */
  put(incoming: StoredAccount, choose: boolean): void {
    const { account: chosen, otherAccounts } = this.settings.read();
    const previous = this.find(incoming.channel.id);
    const account: StoredAccount = previous ? { ...incoming, addedAt: addedAtOf(previous) } : incoming;
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
    const [next, ...rest] = others.sort(byAdded);
    this.settings.update({ account: next ?? null, otherAccounts: rest });
  }

  clear(): void {
    this.settings.update({ account: null, otherAccounts: [] });
  }
}
