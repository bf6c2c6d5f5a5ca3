// The last decisions of the edge, newest last, for tests and for the app's "what did my rules do" view.
import type { Counted, RuleHit } from '../../../shared/rate-limits/edge-engine';

export interface EdgeLogEntry {
  readonly seq: number;
  readonly at: string;
  readonly zone: string;
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly clientIp: string;
  readonly outcome: 'passed' | 'blocked' | 'challenged';
  readonly status: number;
  readonly cached: boolean;
  /** The rule that blocked or challenged the request. */
  readonly rule: RuleHit | null;
  /** Rules with action log that would have acted. */
  readonly logged: readonly RuleHit[];
  /** Counts added after the origin answered (counting expressions, scores). */
  readonly counted: readonly Counted[];
}

export class EdgeLog {
  private readonly entries: EdgeLogEntry[] = [];
  private seq = 0;

  constructor(private readonly capacity: number) {}

  add(entry: Omit<EdgeLogEntry, 'seq'>): EdgeLogEntry {
    const full = { ...entry, seq: ++this.seq };
    this.entries.push(full);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    return full;
  }

  /** Entries after `sinceSeq` (all when 0), at most `limit` of the newest. */
  list(sinceSeq = 0, limit = this.capacity): EdgeLogEntry[] {
    const newer = this.entries.filter((e) => e.seq > sinceSeq);
    return newer.slice(Math.max(0, newer.length - limit));
  }

  clear(): void {
    this.entries.length = 0;
  }
}
