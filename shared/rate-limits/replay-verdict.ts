// A log's verdict on a rule, kept at the end of the rule's description when the rule is deployed from a replay:
//   "Slow down password guessing [log replay 2026-11-24: 242 of 1,735 requests stopped, 3 clients]"
// The description is the one free text the rulesets API stores with a rule, so the verdict travels with the rule
// and the next edit can be compared with it. Read back by a scanner of fixed words (no backtracking).
import { countOf } from '../text/count-words';
import { MAX_DESCRIPTION_LENGTH } from './rule-validation';
import type { DraftResult, ReplayReport } from './replay-report';

export interface Verdict {
  /** yyyy-mm-dd of the log's first request (UTC). */
  readonly date: string;
  readonly stopped: number;
  readonly requests: number;
  readonly clients: number;
}

const OPEN = ' [log replay ';

// Always en-US: splitVerdict reads these words and figures back.
const numbers = new Intl.NumberFormat('en-US');
const count = (n: number): string => numbers.format(n);

export function verdictOf(report: ReplayReport, draft: DraftResult): Verdict {
  return {
    date: new Date(report.from ?? 0).toISOString().slice(0, 10),
    stopped: draft.blocked + draft.challenged,
    requests: report.requests,
    clients: draft.clientsStopped,
  };
}

export function verdictText(v: Verdict): string {
  return `[log replay ${v.date}: ${count(v.stopped)} of ${count(v.requests)} requests stopped, ${countOf(v.clients, 'client', 'en-US')}]`;
}

/** The description without a verdict at its end, and that verdict if there was one. */
export function splitVerdict(description: string): { readonly base: string; readonly verdict: Verdict | undefined } {
  const at = description.lastIndexOf(OPEN);
  if (at < 0 || !description.endsWith(']')) return { base: description, verdict: undefined };
  const inner = description.slice(at + OPEN.length, -1);
  // yyyy-mm-dd: N of M requests stopped, C client(s)
  const colon = inner.indexOf(': ');
  const date = inner.slice(0, colon);
  const words = inner.slice(colon + 2).split(' ');
  const number = (text: string | undefined): number =>
    text && /^[0-9,]{1,20}$/.test(text) ? Number(text.replaceAll(',', '')) : NaN;
  const stopped = number(words[0]);
  const requests = number(words[2]);
  const clients = number(words[5]);
  const shaped =
    colon === 10 &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    words.length === 7 &&
    words[1] === 'of' &&
    words[3] === 'requests' &&
    words[4] === 'stopped,' &&
    (words[6] === 'client' || words[6] === 'clients');
  if (!shaped || Number.isNaN(stopped) || Number.isNaN(requests) || Number.isNaN(clients))
    return { base: description, verdict: undefined };
  return { base: description.slice(0, at), verdict: { date, stopped, requests, clients } };
}

/** The description with `verdict` in place of any earlier one, shortened so the whole stays within the limit. */
export function withVerdict(description: string, verdict: Verdict): string {
  const suffix = ` ${verdictText(verdict)}`;
  const base = splitVerdict(description).base.trimEnd();
  const room = MAX_DESCRIPTION_LENGTH - suffix.length;
  return `${base.length > room ? `${base.slice(0, room - 1)}…` : base}${suffix}`;
}
