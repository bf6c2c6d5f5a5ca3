// The comments in memory, indexed the way the list methods ask for them: by id, the replies of each top-level
// comment in the order they were written, and per scope (a video, a channel's discussion, everything related to a
// channel) and listed status, the threads newest first. A thread is listed under its top-level comment's status and,
// as on the platform, also under heldForReview or likelySpam when one of its replies is; a rejected top-level comment
// takes its whole thread out of every list.
import type { CommentRecord, ModerationStatus } from './comment-state';
import { SortedThreads, type ThreadKey } from './sorted-threads';

export const LISTED_STATUSES = ['published', 'heldForReview', 'likelySpam'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

export type Scope =
  | { readonly kind: 'video'; readonly videoId: string }
  | { readonly kind: 'allRelated'; readonly channelId: string }
  | { readonly kind: 'discussion'; readonly channelId: string };

function scopeKey(scope: Scope): string {
  return scope.kind === 'video'
    ? `v:${scope.videoId}`
    : scope.kind === 'allRelated'
      ? `c:${scope.channelId}`
      : `d:${scope.channelId}`;
}

function scopesOf(top: CommentRecord): Scope[] {
  return [
    top.videoId === undefined
      ? { kind: 'discussion', channelId: top.channelId }
      : { kind: 'video', videoId: top.videoId },
    { kind: 'allRelated', channelId: top.channelId },
  ];
}

const isListed = (status: ModerationStatus): status is ListedStatus => status !== 'rejected';
const byWritingOrder = (a: CommentRecord, b: CommentRecord) =>
  a.publishedAt - b.publishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class CommentIndex {
  private readonly byId = new Map<string, CommentRecord>();
  private readonly replies = new Map<string, CommentRecord[]>();
  private readonly lists = new Map<string, SortedThreads>();
  private readonly membership = new Map<string, ReadonlySet<ListedStatus>>();

  get size(): number {
    return this.byId.size;
  }

  get(id: string): CommentRecord | undefined {
    return this.byId.get(id);
  }

  all(): IterableIterator<CommentRecord> {
    return this.byId.values();
  }

  /** Replies of a top-level comment, oldest first, every status. */
  repliesOf(topId: string): readonly CommentRecord[] {
    return this.replies.get(topId) ?? [];
  }

  /** The threads of a scope listed under a status, newest first. */
  threads(scope: Scope, status: ListedStatus): SortedThreads | undefined {
    return this.lists.get(`${scopeKey(scope)}|${status}`);
  }

  /** Adds many comments at once (a load, a seed): each list is sorted once rather than inserted into per comment. */
  addAll(records: readonly CommentRecord[]): void {
    const touched = new Set<string>();
    const touchedReplies = new Set<string>();
    for (const record of records) {
      this.byId.set(record.id, record);
      if (record.parentId === undefined) {
        touched.add(record.id);
      } else {
        let siblings = this.replies.get(record.parentId);
        if (!siblings) this.replies.set(record.parentId, (siblings = []));
        siblings.push(record);
        touchedReplies.add(record.parentId);
        touched.add(record.parentId);
      }
    }
    for (const parentId of touchedReplies) this.replies.get(parentId)?.sort(byWritingOrder);
    const bulk = new Map<string, ThreadKey[]>();
    for (const topId of touched) {
      const top = this.byId.get(topId);
      if (!top) continue;
      if (this.membership.has(topId)) {
        this.refresh(topId);
        continue;
      }
      const statuses = this.statusesOf(top);
      this.membership.set(topId, statuses);
      for (const status of statuses) {
        for (const scope of scopesOf(top)) {
          const key = `${scopeKey(scope)}|${status}`;
          let keys = bulk.get(key);
          if (!keys) bulk.set(key, (keys = []));
          keys.push({ publishedAt: top.publishedAt, id: top.id });
        }
      }
    }
    for (const [key, keys] of bulk) this.list(key).addMany(keys);
  }

  add(record: CommentRecord): void {
    this.addAll([record]);
  }

  /** Call after a comment's status changed: moves its thread between lists. */
  statusChanged(record: CommentRecord): void {
    this.refresh(record.parentId ?? record.id);
  }

  remove(id: string): void {
    const record = this.byId.get(id);
    if (!record) return;
    if (record.parentId !== undefined) {
      this.byId.delete(id);
      const siblings = this.replies.get(record.parentId);
      const at = siblings?.indexOf(record) ?? -1;
      if (siblings && at >= 0) siblings.splice(at, 1);
      this.refresh(record.parentId);
      return;
    }
    for (const reply of this.replies.get(id) ?? []) this.byId.delete(reply.id);
    this.replies.delete(id);
    this.setMembership(record, new Set());
    this.membership.delete(id);
    this.byId.delete(id);
  }

  private refresh(topId: string): void {
    const top = this.byId.get(topId);
    if (top) this.setMembership(top, this.statusesOf(top));
  }

  private setMembership(top: CommentRecord, next: ReadonlySet<ListedStatus>): void {
    const before = this.membership.get(top.id) ?? new Set<ListedStatus>();
    const key = { publishedAt: top.publishedAt, id: top.id };
    for (const scope of scopesOf(top)) {
      for (const status of before) if (!next.has(status)) this.list(`${scopeKey(scope)}|${status}`).remove(key);
      for (const status of next) if (!before.has(status)) this.list(`${scopeKey(scope)}|${status}`).add(key);
    }
    this.membership.set(top.id, next);
  }

  private statusesOf(top: CommentRecord): ReadonlySet<ListedStatus> {
    const statuses = new Set<ListedStatus>();
    if (!isListed(top.status)) return statuses;
    statuses.add(top.status);
    for (const reply of this.replies.get(top.id) ?? []) {
      if (reply.status === 'heldForReview' || reply.status === 'likelySpam') statuses.add(reply.status);
    }
    return statuses;
  }

  private list(key: string): SortedThreads {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = new SortedThreads()));
    return list;
  }
}
