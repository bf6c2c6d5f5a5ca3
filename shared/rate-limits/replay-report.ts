// What a log replay answers: per draft, what its rules would have done to the logged requests over time, the
// clients, paths and user agents they would have stopped most, and the hints worth a second look. Plain data, the
// same on both sides of the contract.
import type { LogFormat } from './access-log/log-format';
import type { BadLineReason } from './access-log/log-record';

export interface BadLine {
  /** 1-based line number in the (decompressed) log. */
  readonly line: number;
  readonly reason: BadLineReason;
  /** The line's start, for recognising it. */
  readonly excerpt: string;
}

export interface ReplayBucket {
  /** Epoch ms of the bucket's start. */
  readonly at: number;
  readonly requests: number;
  readonly blocked: number;
  readonly challenged: number;
  readonly logged: number;
}

export interface ReplayCount {
  /** A client address, a path or a user agent. */
  readonly key: string;
  /** Requests the draft blocked or challenged. */
  readonly stopped: number;
  /** All the key's requests in the log (not tallied for user agents). */
  readonly requests?: number;
}

export type HintKind = 'own-address' | 'crawler' | 'visitor-like';

/** Why to look again at a client a draft would have stopped; the screen says it (replay-messages.ts). */
export interface ReplayHint {
  readonly kind: HintKind;
  readonly client: string;
  /** The stopped requests of that client. */
  readonly stopped: number;
  /** The crawler the client calls itself (kind crawler). */
  readonly crawler?: string;
  /** All the client's requests (kind visitor-like). */
  readonly requests?: number;
}

/** Why a rule of a draft could not be replayed; the screen says it (replay-messages.ts). */
export interface DraftProblem {
  /** The rule's description; empty when it has none (then it is named by its place, index + 1). */
  readonly rule: string;
  readonly index: number;
  /** score: a score-based rule (logs do not record the score header); the others: EngineProblem's kinds. */
  readonly kind: 'score' | 'expression' | 'counting' | 'rate-limit';
  /** The parser's or the counter's own words. */
  readonly detail?: string;
}

export interface RuleEffect {
  /** Empty when the rule has none (then it is named by its place). */
  readonly description: string;
  readonly blocked: number;
  readonly challenged: number;
  readonly logged: number;
}

export interface DraftResult {
  readonly label: string;
  /** Problems that kept the draft from being replayed (an expression that does not parse); then nothing else. */
  readonly problems: readonly DraftProblem[];
  readonly blocked: number;
  readonly challenged: number;
  readonly logged: number;
  /** Distinct clients with a request blocked or challenged. */
  readonly clientsStopped: number;
  readonly timeline: readonly ReplayBucket[];
  readonly topClients: readonly ReplayCount[];
  readonly topPaths: readonly ReplayCount[];
  readonly topUserAgents: readonly ReplayCount[];
  readonly hints: readonly ReplayHint[];
  readonly rules: readonly RuleEffect[];
}

export interface ReplayReport {
  readonly fileName: string;
  readonly format: LogFormat;
  /** Lines read, blank ones included. */
  readonly lines: number;
  /** Requests replayed. */
  readonly requests: number;
  readonly badLineCount: number;
  /** The first bad lines (up to MAX_BAD_LINES_SHOWN). */
  readonly badLines: readonly BadLine[];
  /** Epoch ms of the first and last request; null for a log without one. */
  readonly from: number | null;
  readonly to: number | null;
  /** Requests whose time is earlier than one before them (logs are written as requests end). */
  readonly outOfOrder: number;
  readonly bucketMs: number;
  readonly clients: number;
  /** Set when more clients, paths or user agents were seen than a replay keeps: the tops are then of those kept. */
  readonly truncated: boolean;
  readonly drafts: readonly DraftResult[];
}

export const MAX_BAD_LINES_SHOWN = 50;
export const TOP_COUNT = 10;
