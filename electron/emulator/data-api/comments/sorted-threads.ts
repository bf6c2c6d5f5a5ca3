// One list of thread ids kept newest first (ties by id, so the order is total and page cursors are exact). Inserts
// and removals find their place by binary search; a bulk add sorts once instead of inserting one by one.

export interface ThreadKey {
  readonly publishedAt: number;
  readonly id: string;
}

/** Negative when `a` comes first: newer first, then the greater id first. */
function compareKeys(a: ThreadKey, b: ThreadKey): number {
  if (a.publishedAt !== b.publishedAt) return b.publishedAt - a.publishedAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export class SortedThreads {
  private readonly keys: ThreadKey[] = [];

  get size(): number {
    return this.keys.length;
  }

  at(index: number): ThreadKey | undefined {
    return this.keys[index];
  }

  /** The index of the first key that comes after `key` (or would be `key`'s place). */
  lowerBound(key: ThreadKey): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareKeys(this.keys[mid] as ThreadKey, key) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The index of the first key strictly after `key`: where the page following a cursor starts. */
  after(key: ThreadKey): number {
    const index = this.lowerBound(key);
    const found = this.keys[index];
    return found && compareKeys(found, key) === 0 ? index + 1 : index;
  }

  add(key: ThreadKey): void {
    const index = this.lowerBound(key);
    const found = this.keys[index];
    if (found && compareKeys(found, key) === 0) return;
    this.keys.splice(index, 0, key);
  }

  addMany(keys: readonly ThreadKey[]): void {
    for (const key of keys) this.keys.push(key);
    this.keys.sort(compareKeys);
  }

  remove(key: ThreadKey): void {
    const index = this.lowerBound(key);
    const found = this.keys[index];
    if (found && compareKeys(found, key) === 0) this.keys.splice(index, 1);
  }

  *from(index: number): Generator<ThreadKey> {
    for (let i = index; i < this.keys.length; i += 1) yield this.keys[i] as ThreadKey;
  }
}
