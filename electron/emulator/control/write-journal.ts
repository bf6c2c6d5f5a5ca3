// The test control's journal of writes: for each Data API or upload write the emulator charged (or refused for
// quota), its method, the project and the channel whose token it came with. It is how a test shows that a decision
// made for one channel went out with that channel's token and no other. Bounded: the oldest entries go first.
import type { ChargedCall } from '../data-api/platform-quota';

/** Reads are not journaled: a list, and videos.getRating, change nothing. */
function isWriteMethod(method: string): boolean {
  return !method.endsWith('.list') && method !== 'videos.getRating';
}

const WRITE_JOURNAL_LIMIT = 5_000;

export class WriteJournal {
  private entries: ChargedCall[] = [];

  constructor(private readonly limit: number = WRITE_JOURNAL_LIMIT) {}

  heard(call: ChargedCall): void {
    if (!isWriteMethod(call.method)) return;
    this.entries.push(call);
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
  }

  /** Oldest first; only `channelId`'s when it is given. */
  list(channelId?: string): ChargedCall[] {
    return channelId === undefined ? [...this.entries] : this.entries.filter((entry) => entry.channelId === channelId);
  }

  reset(): void {
    this.entries = [];
  }
}
