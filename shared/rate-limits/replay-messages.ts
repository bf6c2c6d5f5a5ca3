// The words of a log replay's report, said only where they are shown: the replay itself (a million lines, on its own
// thread) keeps codes and figures (replay-report.ts), and the screen turns the few it lists into sentences in its
// language. The excerpts, addresses, crawler names and parser details quoted are the log's or the service's words.
import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';
import { MAX_LINE_CHARS, type BadLineCode, type BadLineReason } from './access-log/log-record';
import type { DraftProblem, ReplayHint } from './replay-report';
import type { Verdict } from './replay-verdict';

const BAD_LINE = untyped(
  defineMessages({
    'no-client-address': {
      id: 'rateLimits.badLine.noClientAddress',
      defaultMessage: 'it does not start with a client address',
      description: 'Why an access log line was not read (completes "Line 12: …"); a client address is an IP address',
    },
    'no-time': {
      id: 'rateLimits.badLine.noTime',
      defaultMessage: 'it has no [time] field',
      description: 'Why an access log line was not read (completes "Line 12: …"); [time] is the log field as written',
    },
    'time-not-closed': {
      id: 'rateLimits.badLine.timeNotClosed',
      defaultMessage: 'its [time] field is not closed',
      description: 'Why an access log line was not read (completes "Line 12: …"); the ] is missing',
    },
    'bad-time': {
      id: 'rateLimits.badLine.badTime',
      defaultMessage: 'its time "{text}" is not {shape}',
      description:
        'Why an access log line was not read; {text} is quoted from the log, {shape} the format it must have (dd/Mon/yyyy:HH:MM:SS +zone)',
    },
    'no-request': {
      id: 'rateLimits.badLine.noRequest',
      defaultMessage: 'its "request" field is missing or not closed',
      description: 'Why an access log line was not read (completes "Line 12: …")',
    },
    'bad-request': {
      id: 'rateLimits.badLine.badRequest',
      defaultMessage: 'its request "{text}" is not {shape}',
      description:
        'Why an access log line was not read; {text} is quoted from the log; {shape} is the shape it must have (METHOD TARGET PROTOCOL, as in GET / HTTP/1.1)',
    },
    'bad-status': {
      id: 'rateLimits.badLine.badStatus',
      defaultMessage: 'its status "{text}" is not an HTTP status',
      description: 'Why an access log line was not read; {text} is quoted from the log',
    },
    'no-user-agent': {
      id: 'rateLimits.badLine.noUserAgent',
      defaultMessage: 'its "user agent" field is missing or not closed',
      description: 'Why an access log line was not read (completes "Line 12: …")',
    },
    'quoted-not-closed': {
      id: 'rateLimits.badLine.quotedNotClosed',
      defaultMessage: 'a trailing "quoted" field is not closed',
      description:
        'Why an access log line was not read (completes "Line 12: …"); a field after the usual ones lacks its closing quote',
    },
    'not-json': {
      id: 'rateLimits.badLine.notJson',
      defaultMessage: 'it is not valid JSON',
      description: 'Why a JSON log line was not read (completes "Line 12: …")',
    },
    'not-json-object': {
      id: 'rateLimits.badLine.notJsonObject',
      defaultMessage: 'it is not a JSON object',
      description: 'Why a JSON log line was not read (completes "Line 12: …")',
    },
    'no-client-ip': {
      id: 'rateLimits.badLine.noClientIp',
      defaultMessage: 'it has no ClientIP',
      description: "Why a JSON log line was not read; ClientIP is the log field's name (keep it as is)",
    },
    'no-edge-start': {
      id: 'rateLimits.badLine.noEdgeStart',
      defaultMessage: 'its EdgeStartTimestamp is missing or not a time',
      description: "Why a JSON log line was not read; EdgeStartTimestamp is the log field's name (keep it as is)",
    },
    'no-request-uri': {
      id: 'rateLimits.badLine.noRequestUri',
      defaultMessage: 'it has no ClientRequestURI',
      description: "Why a JSON log line was not read; ClientRequestURI is the log field's name (keep it as is)",
    },
    'too-long': {
      id: 'rateLimits.badLine.tooLong',
      defaultMessage: 'it is longer than {kib, number} KiB',
      description: 'Why an access log line was not read (completes "Line 12: …"); KiB is kibibytes',
    },
  }),
) satisfies Readonly<Record<BadLineCode, unknown>>;

/** Why a log line was not read, completing "Line 12: …". */
/** The shapes a log's fields must have, in the notation of the servers' documentation (not words to translate). */
const SHAPES: Partial<Record<BadLineCode, string>> = {
  'bad-time': 'dd/Mon/yyyy:HH:MM:SS +zone',
  'bad-request': 'METHOD TARGET PROTOCOL',
};

export function badLineReasonText(reason: BadLineReason, intl: IntlShape): string {
  return intl.formatMessage(BAD_LINE[reason.code], {
    text: reason.text ?? '',
    kib: MAX_LINE_CHARS / 1024,
    shape: SHAPES[reason.code] ?? '',
  });
}

const HINT = untyped(
  defineMessages({
    ownAddress: {
      id: 'rateLimits.hint.ownAddress',
      defaultMessage:
        '{client} is one of your own addresses: this draft would have stopped {stopped, plural, one {# request} other {# requests}} of yours.',
      description: 'A log replay found that a draft rule would stop the creator themselves; {client} is an IP address',
    },
    crawler: {
      id: 'rateLimits.hint.crawler',
      defaultMessage:
        "{client} calls itself {crawler}, a search engine's crawler; blocking it can take pages out of search results.",
      description:
        'A log replay found that a draft rule would stop a search crawler; {crawler} is its name (Googlebot)',
    },
    visitorLike: {
      id: 'rateLimits.hint.visitorLike',
      defaultMessage:
        '{client} behaves like a visitor (a browser that loads pages with their images and styles, {requests, plural, one {# request} other {# requests}}, few errors).',
      description:
        'A log replay found that a draft rule would stop what looks like a person; {client} is an IP address',
    },
  }),
);

/** Why a stopped client is worth a second look. */
export function hintText(hint: ReplayHint, intl: IntlShape): string {
  switch (hint.kind) {
    case 'own-address':
      return intl.formatMessage(HINT.ownAddress, { client: hint.client, stopped: hint.stopped });
    case 'crawler':
      return intl.formatMessage(HINT.crawler, { client: hint.client, crawler: hint.crawler ?? '' });
    case 'visitor-like':
      return intl.formatMessage(HINT.visitorLike, { client: hint.client, requests: hint.requests ?? hint.stopped });
  }
}

const DRAFT = untyped(
  defineMessages({
    ruleNumber: {
      id: 'rateLimits.replayRule.number',
      defaultMessage: 'Rule {number, number}',
      description: 'Names a rule without a description by its place in the draft',
    },
    score: {
      id: 'rateLimits.replayProblem.score',
      defaultMessage: "{rule}: a score-based rule cannot be replayed (logs do not record the origin's score header).",
      description: "A draft rule counting a score cannot be replayed; {rule} is the rule's description",
    },
    expression: {
      id: 'rateLimits.replayProblem.expression',
      defaultMessage: '{rule}: the expression does not parse: {detail}.',
      description:
        "A draft rule's expression is malformed; {detail} is the parser's own words (the service's, in English)",
    },
    counting: {
      id: 'rateLimits.replayProblem.counting',
      defaultMessage: '{rule}: the counting expression does not parse: {detail}.',
      description: "A draft rule's counting expression is malformed; {detail} is the parser's own words",
    },
    rateLimit: {
      id: 'rateLimits.replayProblem.rateLimit',
      defaultMessage: '{rule}: {detail}.',
      description: "A draft rule's rate limit cannot be counted; {detail} says why (technical)",
    },
    verdict: {
      id: 'rateLimits.verdict.text',
      defaultMessage:
        '[log replay {date}: {stopped, number} of {requests, number} requests stopped, {clients, plural, one {# client} other {# clients}}]',
      description:
        "A rule's log replay verdict as shown; {date} is the log's first day (yyyy-mm-dd). Shown beside the rule, not stored in its description",
    },
  }),
);

/** A rule of a replay's draft by its description, or by its place when it has none. */
export function replayRuleName(description: string, index: number, intl: IntlShape): string {
  return description || intl.formatMessage(DRAFT.ruleNumber, { number: index + 1 });
}

/** Why a rule of a draft was not replayed. */
export function draftProblemText(problem: DraftProblem, intl: IntlShape): string {
  const rule = replayRuleName(problem.rule, problem.index, intl);
  const detail = problem.detail ?? '';
  switch (problem.kind) {
    case 'score':
      return intl.formatMessage(DRAFT.score, { rule });
    case 'expression':
      return intl.formatMessage(DRAFT.expression, { rule, detail });
    case 'counting':
      return intl.formatMessage(DRAFT.counting, { rule, detail });
    case 'rate-limit':
      return intl.formatMessage(DRAFT.rateLimit, { rule, detail });
  }
}

/**
 * A verdict as the screen shows it. The one kept in a rule's description stays in English (verdictText), since it is
 * read back from there.
 */
export function verdictWords(verdict: Verdict, intl: IntlShape): string {
  return intl.formatMessage(DRAFT.verdict, { ...verdict });
}
