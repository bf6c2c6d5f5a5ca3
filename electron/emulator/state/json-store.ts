// One plugin's persisted state: loaded once at start, kept in memory, written back after each change. Writes are
// chained so that two quick changes never race, and each is atomic, so a kill leaves the previous or the next
// state, never half of one. A file that is damaged or of an unknown layout is moved aside and the seed takes over:
// the emulator must always start.
import { join } from 'node:path';
import { readJsonOrQuarantine, setAside, writeJsonAtomic } from '../../common/atomic-json';

interface JsonStoreOptions<T> {
  readonly dataDir: string;
  readonly fileName: string;
  /** Accepts what was read, or returns undefined when its layout is not this version's. */
  readonly parse: (value: unknown) => T | undefined;
  readonly seed: () => T;
  readonly now: number;
}

export class JsonStore<T> {
  private pending: Promise<void> = Promise.resolve();
  private failure: Error | undefined;

  private constructor(
    readonly path: string,
    public value: T,
  ) {}

  static async open<T>(options: JsonStoreOptions<T>): Promise<JsonStore<T>> {
    const path = join(options.dataDir, options.fileName);
    const content = await readJsonOrQuarantine(path, options.now);
    const parsed = content.kind === 'ok' ? options.parse(content.value) : undefined;
    if (content.kind === 'ok' && parsed === undefined) {
      await setAside(path, 'unknown-layout', options.now);
    }
    const store = new JsonStore(path, parsed ?? options.seed());
    if (parsed === undefined) store.save();
    return store;
  }

  /** Schedules a write of the current value. */
  save(): void {
    this.pending = this.pending
      .then(() => writeJsonAtomic(this.path, this.value))
      .catch((error: unknown) => {
        this.failure = error instanceof Error ? error : new Error(String(error));
      });
  }

  /** Waits for every scheduled write; throws the last write failure, if any. */
  async flush(): Promise<void> {
    await this.pending;
    if (this.failure !== undefined) {
      const failure = this.failure;
      this.failure = undefined;
      throw failure;
    }
  }
}
