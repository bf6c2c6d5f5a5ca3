// The emulated platform's comments: the index the routes read, the changes they make, and the state file. A change
// marks the state dirty and one write runs at a time with whatever changed meanwhile, so ten thousand seeded
// comments or a burst of moderation calls cost a few writes, not one each.
import { JsonStore } from '../../state/json-store';
import { CommentIndex } from './comment-index';
import {
  commentsStateSchema,
  type CommentRecord,
  type CommentsState,
  type ModerationCall,
  type ModerationStatus,
} from './comment-state';

export const COMMENTS_STATE_FILE = 'comments-state.json';
/** The log of moderation calls is for tests; a long-lived demo keeps only the latest ones. */
const MAX_LOGGED_CALLS = 10_000;

export interface CommentsStoreOptions {
  readonly dataDir: string;
  readonly now: () => number;
  readonly seed: () => CommentRecord[];
}

export class CommentsStore {
  readonly index = new CommentIndex();
  private readonly bans = new Map<string, Set<string>>();
  private calls: ModerationCall[];
  private dirty = false;
  private writing: Promise<void> | undefined;
  private failure: Error | undefined;

  private constructor(
    private readonly store: JsonStore<CommentsState>,
    private readonly options: CommentsStoreOptions,
  ) {
    const state = store.value;
    this.index.addAll(state.comments);
    for (const [channelId, authors] of Object.entries(state.bans)) this.bans.set(channelId, new Set(authors));
    this.calls = [...state.calls];
  }

  static async open(options: CommentsStoreOptions): Promise<CommentsStore> {
    const store = await JsonStore.open<CommentsState>({
      dataDir: options.dataDir,
      fileName: COMMENTS_STATE_FILE,
      parse: (value) => {
        const parsed = commentsStateSchema.safeParse(value);
        return parsed.success ? parsed.data : undefined;
      },
      seed: () => ({ version: 1, comments: options.seed(), bans: {}, calls: [] }),
      now: options.now(),
    });
    return new CommentsStore(store, options);
  }

  get(id: string): CommentRecord | undefined {
    return this.index.get(id);
  }

  isBanned(channelId: string, authorChannelId: string): boolean {
    return this.bans.get(channelId)?.has(authorChannelId) ?? false;
  }

  bansOf(): Record<string, string[]> {
    return Object.fromEntries([...this.bans].map(([channelId, authors]) => [channelId, [...authors]]));
  }

  /** A new comment; a banned author's arrives rejected, as the platform rejects "all future comments" of theirs. */
  insert(record: CommentRecord): CommentRecord {
    const stored = this.isBanned(record.channelId, record.authorChannelId)
      ? { ...record, status: 'rejected' as const }
      : record;
    this.index.add(stored);
    this.changed();
    return stored;
  }

  insertMany(records: readonly CommentRecord[]): void {
    this.index.addAll(records);
    this.changed();
  }

  updateText(record: CommentRecord, text: string): CommentRecord {
    record.text = text;
    record.updatedAt = this.options.now();
    this.changed();
    return record;
  }

  /** A viewer attaching (or taking off) an image on the site: the API cannot, so only the test control does. */
  setImage(record: CommentRecord, imageUrl: string | undefined): CommentRecord {
    if (imageUrl === undefined) delete record.imageUrl;
    else record.imageUrl = imageUrl;
    this.changed();
    return record;
  }

  delete(record: CommentRecord): void {
    this.index.remove(record.id);
    this.changed();
  }

  setStatus(records: readonly CommentRecord[], status: ModerationStatus, banAuthor: boolean): void {
    for (const record of records) {
      record.status = status;
      this.index.statusChanged(record);
      if (banAuthor) {
        let banned = this.bans.get(record.channelId);
        if (!banned) this.bans.set(record.channelId, (banned = new Set()));
        banned.add(record.authorChannelId);
      }
    }
    this.changed();
  }

  logCall(call: ModerationCall): void {
    this.calls.push(call);
    if (this.calls.length > MAX_LOGGED_CALLS) this.calls.splice(0, this.calls.length - MAX_LOGGED_CALLS);
    this.changed();
  }

  loggedCalls(): readonly ModerationCall[] {
    return this.calls;
  }

  clearCalls(): number {
    const cleared = this.calls.length;
    this.calls = [];
    this.changed();
    return cleared;
  }

  /** Waits until everything changed so far is on disk; throws a write failure, if any. */
  async flush(): Promise<void> {
    if (this.dirty && !this.writing) this.writing = this.writeWhileDirty();
    await this.writing;
    if (this.failure !== undefined) {
      const failure = this.failure;
      this.failure = undefined;
      throw failure;
    }
  }

  private changed(): void {
    this.dirty = true;
    this.writing ??= this.writeWhileDirty();
  }

  private async writeWhileDirty(): Promise<void> {
    try {
      // Let the request that changed something finish (and others pile up) before the snapshot is taken.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.dirty) {
        this.dirty = false;
        this.store.value = this.snapshot();
        this.store.save();
        try {
          await this.store.flush();
        } catch (error) {
          this.failure = error instanceof Error ? error : new Error(String(error));
        }
      }
    } finally {
      this.writing = undefined;
    }
  }

  private snapshot(): CommentsState {
    return {
      version: 1,
      comments: [...this.index.all()],
      bans: this.bansOf(),
      calls: this.calls,
    };
  }
}
