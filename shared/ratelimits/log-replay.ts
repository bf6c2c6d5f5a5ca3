// Replays logged requests through draft rules in log time: each record's timestamp is the clock of the counters, so
// a rule's windows, thresholds and mitigation periods play out as they would have on the day. The rules run in
// the edge's own engine (edge-engine.ts: same evaluator, same counters, same before/after-origin counting), with
// the log's answer standing in for the origin's. Memory is bounded: the counters keep only keys active in their
// last two windows (and at most their maxKeys), and the tallies below stop taking new keys at their caps.
import { parseIp, RuleContext } from '../rules/index';
import { printable, type LogRecord } from './access-log/log-record';
import type { LogFormat } from './access-log/log-format';
import { crawlerOf, looksLikeBrowser } from './crawlers';
import { isStaticAssetPath } from './edge-cache';
import { compileEngineRule, EdgeEngine, reusableBeforeOrigin, type CompiledRule, type EngineRule } from './edge-engine';
import { ownAddressRanges } from './own-addresses';
import type {
  BadLine,
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

interface ClientStats {
  requests: number;
  assets: number;
  errors: number;
  readonly userAgent: string;
}

/** A Map that stops taking new keys at MAX_TALLIED_KEYS; `full` says one was refused. */
class Tally {
  readonly counts = new Map<string, number>();
  full = false;

  add(key: string): void {
    const count = this.counts.get(key);
    if (count !== undefined) this.counts.set(key, count + 1);
    else if (this.counts.size < MAX_TALLIED_KEYS) this.counts.set(key, 1);
    else this.full = true;
  }
}

class DraftRun {
  readonly problems: string[] = [];
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

  constructor(readonly draft: ReplayDraft) {
    this.engine = new EdgeEngine(REPLAY_COLO, () => this.now);
    draft.rules.forEach((rule, index) => {
      const name = rule.description.trim() || `Rule ${index + 1}`;
      if (rule.enabled === false) return;
      if (rule.ratelimit.score_per_period !== undefined) {
        this.problems.push(
          `${name}: a score-based rule cannot be replayed (logs do not record the origin's score header).`,
        );
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
      if (compiled.ok) this.compiled.push(compiled.compiled);
      else this.problems.push(`${name}: ${compiled.problem}.`);
    });
    this.effects = draft.rules.map((rule, index) => ({
      description: rule.description.trim() || `Rule ${index + 1}`,
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
  private readonly clientStats = new Map<string, ClientStats>();
  private readonly pathTotals = new Tally();
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
    this.runs = drafts.map((draft) => new DraftRun(draft));
  }

  /** Records a line read (blank or not), so the counts name the right line numbers. */
  countLine(): number {
    return ++this.lines;
  }

  countLineSoFar(): number {
    return this.lines;
  }

  bad(line: number, reason: string, text: string): void {
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
    const { request } = record;
    const asset = isStaticAssetPath(request.path);
    this.tallyClient(record, asset);
    this.pathTotals.add(request.path);
    const cached = record.cached ?? asset;
    const ctx = new RuleContext(request);
    for (const run of this.runs) if (run.problems.length === 0) run.replay(record, ctx, cached);
  }

  private tallyClient(record: LogRecord, asset: boolean): void {
    const ip = record.request.sourceIp;
    let stats = this.clientStats.get(ip);
    if (stats === undefined) {
      if (this.clientStats.size >= MAX_TALLIED_KEYS) {
        this.clientsFull = true;
        return;
      }
      stats = { requests: 0, assets: 0, errors: 0, userAgent: record.userAgent };
      this.clientStats.set(ip, stats);
    }
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
        this.clientsFull ||
        this.pathTotals.full ||
        this.runs.some((r) => r.clients.full || r.paths.full || r.agents.full),
      drafts: this.runs.map((run) => this.draftResult(run, bucketMs, own)),
    };
  }

  private draftResult(run: DraftRun, bucketMs: number, own: ReturnType<typeof ownAddressRanges>): DraftResult {
    const totalOf = (tally: Tally) => (key: string) => tally.counts.get(key) ?? 0;
    return {
      label: run.draft.label,
      problems: run.problems,
      blocked: run.blocked,
      challenged: run.challenged,
      logged: run.logged,
      clientsStopped: run.clients.counts.size,
      timeline: this.timeline(run, bucketMs),
      topClients: top(run.clients, (ip) => this.clientStats.get(ip)?.requests ?? 0),
      topPaths: top(run.paths, totalOf(this.pathTotals)),
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
    const stopped = [...run.clients.counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    for (const [client, count] of stopped) {
      const stats = this.clientStats.get(client);
      const ip = parseIp(client);
      const hint = (kind: ReplayHint['kind'], detail: string): void => {
        if (byKind[kind].length < MAX_HINTS_PER_KIND) byKind[kind].push({ kind, client, stopped: count, detail });
      };
      if (ip && own.has(ip)) {
        hint(
          'own-address',
          `${client} is one of your own addresses: this draft would have stopped ${plural(count, 'request')} of yours.`,
        );
        continue;
      }
      const crawler = stats ? crawlerOf(stats.userAgent) : undefined;
      if (crawler) {
        hint(
          'crawler',
          `${client} calls itself ${crawler}, a search engine's crawler; blocking it can take pages out of search results.`,
        );
        continue;
      }
      if (
        stats &&
        looksLikeBrowser(stats.userAgent) &&
        stats.assets > 0 &&
        stats.errors < stats.requests * VISITOR_ERROR_SHARE
      ) {
        hint(
          'visitor-like',
          `${client} behaves like a visitor (a browser that loads pages with their images and styles, ${plural(stats.requests, 'request')}, few errors).`,
        );
      }
    }
    return [...byKind['own-address'], ...byKind.crawler, ...byKind['visitor-like']];
  }
}

function top(tally: Tally, total?: (key: string) => number): ReplayCount[] {
  return [...tally.counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, TOP_COUNT)
    .map(([key, stopped]) => (total ? { key, stopped, requests: Math.max(stopped, total(key)) } : { key, stopped }));
}

function plural(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}
