// One request read from an access log, in the shape the rules language evaluates, with what the log says of its
// answer. Every log format reads into this.
import type { RuleRequest } from '../../rules/index';

export interface LogRecord {
  /** When the request arrived, epoch ms: log time, which drives the counters' windows. */
  readonly at: number;
  readonly request: RuleRequest;
  /** The status the log recorded (the origin's when the log has it, else the one the client got). */
  readonly status: number;
  /** Whether the edge cache answered it; undefined when the log does not say. */
  readonly cached: boolean | undefined;
  readonly userAgent: string;
  /**
   * parseIPv4(request.sourceIp) ?? -1, when the parser read the address already (the combined-line parser does, to
   * tell a client address): the replay then finds the client by this number rather than by hashing its text.
   */
  readonly sourceIpv4?: number;
}

/** Why a line was not read as a request; the words are the screen's (replay-messages.ts), said only when shown. */
export type BadLineCode =
  | 'no-client-address'
  | 'no-time'
  | 'time-not-closed'
  | 'bad-time'
  | 'no-request'
  | 'bad-request'
  | 'bad-status'
  | 'no-user-agent'
  | 'quoted-not-closed'
  | 'not-json'
  | 'not-json-object'
  | 'no-client-ip'
  | 'no-edge-start'
  | 'no-request-uri'
  | 'too-long';

export interface BadLineReason {
  readonly code: BadLineCode;
  /** The offending field's start (printable), for the codes that quote it: bad-time, bad-request, bad-status. */
  readonly text?: string;
}

export type LineResult =
  { readonly ok: true; readonly record: LogRecord } | { readonly ok: false; readonly reason: BadLineReason };

export const badLine = (code: BadLineCode, text?: string): LineResult => ({
  ok: false,
  reason: text === undefined ? { code } : { code, text },
});

/** Longest line read, in characters; a longer one is reported as bad rather than held in memory. */
export const MAX_LINE_CHARS = 64 * 1024;

/** Control characters and surrogates shown as "?", so an excerpt of binary junk prints as one line of text. */
export function printable(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c < 32 || c === 127 || (c >= 0xd800 && c <= 0xdfff) ? '?' : text[i];
  }
  return out;
}
