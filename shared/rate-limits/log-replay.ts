// Replays logged requests through draft rules in log time: each record's timestamp is the clock of the counters, so
// a rule's windows, thresholds and mitigation periods play out as they would have on the day. The rules run in
// the edge's own engine (edge-engine.ts: same evaluator, same counters, same before/after-origin counting), with
// the log's answer standing in for the origin's. Memory is bounded: the counters keep only keys active in their
// last two windows (and at most their maxKeys), and the tallies below stop taking new keys at their caps; a key kept
// is a copy (detachedCopy), never a view into the chunk of the file its line was read from.
//
// A million lines through ten rules must take well under two seconds (tests/bench/log-replay.ts), so the work per
// line is counted in map lookups: one for the client, by its IPv4 address as a number (its figures, and the counter
// keys of every rule that counts per client, found once and kept with it), at most one for the path (its total, and
// whether it is a static file; usually found again in a slot of recentPaths without one).
import { parseIp, parseIPv4, RuleContext, sortCharacteristics, type CounterKeyRef } from '../rules/index';
import { detachedCopy } from '../text/detached-copy';
import { printable, type BadLineReason, type LogRecord } from './access-log/log-record';
import type { LogFormat } from './access-log/log-format';
import { crawlerOf, looksLikeBrowser } from './crawlers';
import { isStaticAssetPath } from './edge-cache';
import { compileEngineRule, EdgeEngine, reusableBeforeOrigin, type CompiledRule, type EngineRule } from './edge-engine';
import { ownAddressRanges } from './own-addresses';
import type {
  BadLine,
  DraftProblem,
  DraftResult,
  ReplayBucket,
  ReplayCount,
  ReplayHint,
  ReplayReport,
  RuleEffect,
} from './replay-report';
import { MAX_BAD_LINES_SHOWN, TOP_COUNT } from './replay-report';
import type { RateLimitRule } from './rule-model';

/** The value of cf.colo.id in a replay: a log is taken as one data centre's traffic. */
export const REPLAY_COLO = 'LOG';

export interface ReplayDraft {
  readonly label: string;
  readonly rules: readonly RateLimitRule[];
}

export interface ReplayOptions {
  readonly fileName: string;
  /** The zone's name: the host of requests whose log line does not name one. */
  readonly defaultHost: string;
  readonly ownAddresses: readonly string[];
}

/** Distinct clients, paths and user agents tallied; past these, new ones are replayed but not tallied. */
export const MAX_TALLIED_KEYS = 100_000;
const BASE_BUCKET_MS = 60_000;
const MAX_BUCKETS = 120;
const MAX_HINTS_PER_KIND = 20;
/** A client whose share of error answers is below this behaves like a visitor (bots probe and fail). */
const VISITOR_ERROR_SHARE = 0.2;

interface DraftRuleRef extends EngineRule {
  readonly index: number;
}

interface MutableBucket {
  requests: number;
  blocked: number;
  challenged: number;
  logged: number;
}

/** What the replay keeps of one client address. */
interface ClientEntry {
  requests: number;
  assets: number;
  errors: number;
  readonly userAgent: string;
  /** The address as RuleContext.ipv4 reads it (parseIPv4's number, or -1), read once per client. */
  readonly ipv4: number;
  /**
   * The counter key of each rule that counts per client (by its slot in ClientKeys), found by the rule's key function
   * on the client's first request that rule matched and kept: the client's next requests need no lookup of it.
   */
  readonly keys: (CounterKeyRef | undefined)[];
}

/** A path's requests, and whether it names a static file (asked once per path, not per line). */
interface PathEntry {
  /** The path as the tally keeps it (a copy). */
  readonly path: string;
  requests: number;
  readonly asset: boolean;
}

/**
 * Slots of LogReplay.recentPaths, a power of two. A log's requests go to a few paths over and over; finding one in
 * the Map hashes the line's fresh copy of it (about 50 ns), where its slot is picked by its length and two of its
 * characters and the entry there is compared with ===.
 */
const RECENT_PATHS = 256;

function pathSlot(path: string): number {
  const n = path.length;
  // The empty path reads NaN twice, which & makes 0.
  return (n * 31 + path.charCodeAt(n - 1) * 7 + path.charCodeAt(n >> 1)) & (RECENT_PATHS - 1);
}

/**
 * The client of the request being replayed, read by the per-client key functions of every draft, and the number of
 * slots they took in a ClientEntry's keys.
 */
class ClientKeys {
  entry: ClientEntry | undefined;
  slots = 0;
}

/** The characteristics of a rule that counts per client (sorted, as compileCounterKeyRef reads them). */
const PER_CLIENT = JSON.stringify(sortCharacteristics(['cf.colo.id', 'ip.src']));

/**
 * Counts by key in a Map that stops taking new keys at MAX_TALLIED_KEYS; `full` says one was refused. Each count is
 * an object of its own, so counting a key seen before is one lookup.
 */
class Tally {
  private readonly counts = new Map<string, { n: number }>();
  full = false;

  add(key: string): void {
    const count = this.counts.get(key);
    if (count !== undefined) count.n++;
    else if (this.counts.size < MAX_TALLIED_KEYS) this.counts.set(detachedCopy(key), { n: 1 });
    else this.full = true;
  }

  get size(): number {
    return this.counts.size;
  }

  /** The keys and their counts, most first (ties by key). */
  sorted(): [string, number][] {
    return [...this.counts]
      .map(([key, count]): [string, number] => [key, count.n])
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  }
}

class DraftRun {
  readonly problems: DraftProblem[] = [];
  readonly compiled: CompiledRule<DraftRuleRef>[] = [];
  readonly engine: EdgeEngine;
  readonly buckets = new Map<number, MutableBucket>();
  readonly clients = new Tally();
  readonly paths = new Tally();
  readonly agents = new Tally();
  readonly effects: RuleEffect[];
  /** The engine's answer, filled again for every request. */
  private readonly before = reusableBeforeOrigin<DraftRuleRef>();
  /** The bucket of the last request: a log's requests come in order, so most share it. */
  private lastBucketIndex = NaN;
  private lastBucket: MutableBucket | undefined;
  blocked = 0;
  challenged = 0;
  logged = 0;
  now = 0;

  constructor(
    readonly draft: ReplayDraft,
    clientKeys: ClientKeys,
  ) {
    this.engine = new EdgeEngine(REPLAY_COLO, () => this.now);
    draft.rules.forEach((rule, index) => {
      // A rule without a description is named by its place when shown ("Rule 2").
      const name = rule.description.trim();
      if (rule.enabled === false) return;
      if (rule.ratelimit.score_per_period !== undefined) {
        this.problems.push({ rule: name, index, kind: 'score' });
        return;
      }
      const compiled = compileEngineRule<DraftRuleRef>(
        {
          id: `draft-rule-${index}`,
          ref: `draft-rule-${index}`,
          description: name,
          action: rule.action,
          expression: rule.expression,
          index,
        },
        rule.ratelimit,
      );
      if (!compiled.ok) {
        this.problems.push({ rule: name, index, ...compiled.problem });
        return;
      }
      const perClient = JSON.stringify(sortCharacteristics(rule.ratelimit.characteristics)) === PER_CLIENT;
      this.compiled.push(perClient ? keyedByClient(compiled.compiled, clientKeys) : compiled.compiled);
    });
    this.effects = draft.rules.map((rule) => ({
      description: rule.description.trim(),
      blocked: 0,
      challenged: 0,
      logged: 0,
    }));
  }

  bucket(at: number): MutableBucket {
    const index = Math.floor(at / BASE_BUCKET_MS);
    if (index === this.lastBucketIndex) return this.lastBucket as MutableBucket;
    let bucket = this.buckets.get(index);
    if (bucket === undefined) {
      bucket = { requests: 0, blocked: 0, challenged: 0, logged: 0 };
      this.buckets.set(index, bucket);
    }
    this.lastBucketIndex = index;
    this.lastBucket = bucket;
    return bucket;
  }

  replay(record: LogRecord, ctx: RuleContext, cached: boolean): void {
    this.now = record.at;
    const bucket = this.bucket(record.at);
    bucket.requests++;
    const before = this.engine.beforeOriginInto(this.compiled, ctx, cached, this.before);
    if (before.logged.length > 0) {
      bucket.logged++;
      this.logged++;
      for (const hit of before.logged) this.effect(hit.ruleId).logged++;
    }
    if (before.acting) {
      const { compiled } = before.acting;
      const effect = this.effects[compiled.rule.index] as { blocked: number; challenged: number };
      if (compiled.rule.action === 'block') {
        bucket.blocked++;
        this.blocked++;
        effect.blocked++;
      } else {
        bucket.challenged++;
        this.challenged++;
        effect.challenged++;
      }
      this.clients.add(record.request.sourceIp);
      this.paths.add(record.request.path);
      this.agents.add(record.userAgent);
      return;
    }
    if (before.pending.length > 0) this.engine.afterOrigin(before.pending, ctx, { status: record.status, headers: {} });
  }

  private effect(ruleId: string): { logged: number } {
    const compiled = this.compiled.find((c) => c.rule.id === ruleId);
    return this.effects[compiled?.rule.index ?? 0] as { logged: number };
  }
}

export class LogReplay {
  private readonly runs: DraftRun[];
  private readonly clientStats = new Map<string, ClientEntry>();
  /**
   * The same entries by IPv4 address as a number (an int32 by `| 0`, a small integer where V8 allows): a lookup compares
   * numbers, where one by text hashes the line's fresh copy of the address and compares it with the key kept.
   */
  private readonly clientsByIpv4 = new Map<number, ClientEntry>();
  private readonly clientKeys = new ClientKeys();
  /** The context of the request being replayed, reset for each one (no rule keeps it past its request). */
  private readonly ctx = new RuleContext({ method: '', host: '', path: '', sourceIp: '' });
  private readonly pathTotals = new Map<string, PathEntry>();
  /** Entries of pathTotals by pathSlot(), the last path seen in each slot. */
  private readonly recentPaths = new Array<PathEntry | undefined>(RECENT_PATHS).fill(undefined);
  private pathsFull = false;
  private readonly badLines: BadLine[] = [];
  private clientsFull = false;
  private badLineCount = 0;
  private lines = 0;
  private requests = 0;
  private outOfOrder = 0;
  private from: number | null = null;
  private to: number | null = null;
  private last = -Infinity;

  constructor(
    drafts: readonly ReplayDraft[],
    private readonly options: ReplayOptions,
  ) {
    this.runs = drafts.map((draft) => new DraftRun(draft, this.clientKeys));
  }

  /** Records a line read (blank or not), so the counts name the right line numbers. */
  countLine(): number {
    return ++this.lines;
  }

  countLineSoFar(): number {
    return this.lines;
  }

  bad(line: number, reason: BadLineReason, text: string): void {
    this.badLineCount++;
    if (this.badLines.length < MAX_BAD_LINES_SHOWN)
      this.badLines.push({ line, reason, excerpt: printable(text.slice(0, 120)) });
  }

  add(record: LogRecord): void {
    this.requests++;
    const at = record.at;
    if (at < this.last) this.outOfOrder++;
    else this.last = at;
    if (this.from === null || at < this.from) this.from = at;
    if (this.to === null || at > this.to) this.to = at;
    const asset = this.tallyPath(record.request.path);
    this.tallyClient(record, asset);
    const cached = record.cached ?? asset;
    const ctx = this.ctx.reset(record.request, this.clientKeys.entry?.ipv4);
    for (const run of this.runs) if (run.problems.length === 0) run.replay(record, ctx, cached);
  }

  /** Counts the path; whether it names a static file. */
  private tallyPath(path: string): boolean {
    const slot = pathSlot(path);
    const recent = this.recentPaths[slot];
    let entry = recent !== undefined && recent.path === path ? recent : this.pathTotals.get(path);
    if (entry !== undefined) {
      this.recentPaths[slot] = entry;
      entry.requests++;
      return entry.asset;
    }
    const asset = isStaticAssetPath(path);
    if (this.pathTotals.size < MAX_TALLIED_KEYS) {
      const kept = detachedCopy(path);
      entry = { path: kept, requests: 1, asset };
      this.pathTotals.set(kept, entry);
      this.recentPaths[slot] = entry;
    } else this.pathsFull = true;
    return asset;
  }

  /** Counts the client, which becomes the one the per-client key functions read. */
  private tallyClient(record: LogRecord, asset: boolean): void {
    const ip = record.request.sourceIp;
    const v4 = record.sourceIpv4 ?? parseIPv4(ip) ?? -1;
    let stats = v4 >= 0 ? this.clientsByIpv4.get(v4 | 0) : this.clientStats.get(ip);
    if (stats === undefined) {
      if (this.clientStats.size >= MAX_TALLIED_KEYS) {
        this.clientsFull = true;
        this.clientKeys.entry = undefined;
        return;
      }
      const userAgent = detachedCopy(record.userAgent);
      const keys = new Array<CounterKeyRef | undefined>(this.clientKeys.slots).fill(undefined);
      stats = { requests: 0, assets: 0, errors: 0, userAgent, ipv4: v4, keys };
      this.clientStats.set(detachedCopy(ip), stats);
      if (v4 >= 0) this.clientsByIpv4.set(v4 | 0, stats);
    }
    this.clientKeys.entry = stats;
    stats.requests++;
    if (asset) stats.assets++;
    if (record.status >= 400) stats.errors++;
  }

  report(format: LogFormat): ReplayReport {
    const span = this.from === null || this.to === null ? 0 : this.to - this.from;
    const bucketMs = Math.max(1, Math.ceil((span + 1) / BASE_BUCKET_MS / MAX_BUCKETS)) * BASE_BUCKET_MS;
    const own = ownAddressRanges(this.options.ownAddresses);
    return {
      fileName: this.options.fileName,
      format,
      lines: this.lines,
      requests: this.requests,
      badLineCount: this.badLineCount,
      badLines: this.badLines,
      from: this.from,
      to: this.to,
      outOfOrder: this.outOfOrder,
      bucketMs,
      clients: this.clientStats.size,
      truncated:
        this.clientsFull || this.pathsFull || this.runs.some((r) => r.clients.full || r.paths.full || r.agents.full),
      drafts: this.runs.map((run) => this.draftResult(run, bucketMs, own)),
    };
  }

  private draftResult(run: DraftRun, bucketMs: number, own: ReturnType<typeof ownAddressRanges>): DraftResult {
    return {
      label: run.draft.label,
      problems: run.problems,
      blocked: run.blocked,
      challenged: run.challenged,
      logged: run.logged,
      clientsStopped: run.clients.size,
      timeline: this.timeline(run, bucketMs),
      topClients: top(run.clients, (ip) => this.clientStats.get(ip)?.requests ?? 0),
      topPaths: top(run.paths, (path) => this.pathTotals.get(path)?.requests ?? 0),
      // All requests per user agent are not tallied: hashing every line's long user agent costs more than it tells.
      topUserAgents: top(run.agents),
      hints: this.hints(run, own),
      rules: run.effects,
    };
  }

  private timeline(run: DraftRun, bucketMs: number): ReplayBucket[] {
    if (this.from === null || this.to === null) return [];
    const start = Math.floor(this.from / BASE_BUCKET_MS) * BASE_BUCKET_MS;
    const count = Math.floor((this.to - start) / bucketMs) + 1;
    const out = Array.from({ length: count }, (_, i) => ({
      at: start + i * bucketMs,
      requests: 0,
      blocked: 0,
      challenged: 0,
      logged: 0,
    }));
    for (const [index, b] of run.buckets) {
      const slot = out[Math.floor((index * BASE_BUCKET_MS - start) / bucketMs)];
      if (!slot) continue;
      slot.requests += b.requests;
      slot.blocked += b.blocked;
      slot.challenged += b.challenged;
      slot.logged += b.logged;
    }
    return out;
  }

  private hints(run: DraftRun, own: ReturnType<typeof ownAddressRanges>): ReplayHint[] {
    const byKind: Record<ReplayHint['kind'], ReplayHint[]> = { 'own-address': [], crawler: [], 'visitor-like': [] };
    for (const [client, count] of run.clients.sorted()) {
      const stats = this.clientStats.get(client);
      const ip = parseIp(client);
      const hint = (found: ReplayHint): void => {
        if (byKind[found.kind].length < MAX_HINTS_PER_KIND) byKind[found.kind].push(found);
      };
      if (ip && own.has(ip)) {
        hint({ kind: 'own-address', client, stopped: count });
        continue;
      }
      const crawler = stats ? crawlerOf(stats.userAgent) : undefined;
      if (crawler) {
        hint({ kind: 'crawler', client, stopped: count, crawler });
        continue;
      }
      if (
        stats &&
        looksLikeBrowser(stats.userAgent) &&
        stats.assets > 0 &&
        stats.errors < stats.requests * VISITOR_ERROR_SHARE
      ) {
        hint({ kind: 'visitor-like', client, stopped: count, requests: stats.requests });
      }
    }
    return [...byKind['own-address'], ...byKind.crawler, ...byKind['visitor-like']];
  }
}

/**
 * The rule with a key function that finds the request's client's key in its ClientEntry, kept there from the first
 * time: the same key (the rule's own function gives it), without a lookup per request. A client the tally could not
 * take (past MAX_TALLIED_KEYS) has its key looked up as usual.
 */
function keyedByClient(compiled: CompiledRule<DraftRuleRef>, clientKeys: ClientKeys): CompiledRule<DraftRuleRef> {
  const slot = clientKeys.slots++;
  const lookUp = compiled.counterKey;
  return {
    ...compiled,
    counterKey: (ctx, options) => {
      const entry = clientKeys.entry;
      if (entry === undefined) return lookUp(ctx, options);
      return (entry.keys[slot] ??= lookUp(ctx, options));
    },
  };
}

function top(tally: Tally, total?: (key: string) => number): ReplayCount[] {
  return tally
    .sorted()
    .slice(0, TOP_COUNT)
    .map(([key, stopped]) => (total ? { key, stopped, requests: Math.max(stopped, total(key)) } : { key, stopped }));
}
