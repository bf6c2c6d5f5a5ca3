// A rule's settings in the language in force: its action, threshold, period and mitigation timeout, as the rule list
// and the editor say them (shared/rate-limits/rule-model.ts keeps the English the exported code and diffs use).
import type { IntlShape } from 'react-intl';
import type { RateLimitAction, RateLimitSettings } from '../../../shared/rate-limits/rule-model';
import { SETTINGS } from './rate-limits-messages';

const UNITS: ReadonlyArray<readonly [number, string]> = [
  [86400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** 10 → "10 seconds", 60 → "1 minute", 3600 → "1 hour", 86400 → "1 day". */
export function durationWords(seconds: number, intl: IntlShape): string {
  for (const [size, unit] of UNITS) {
    if (seconds >= size && seconds % size === 0) {
      return intl.formatMessage(SETTINGS.duration, { unit, count: seconds / size });
    }
  }
  return intl.formatMessage(SETTINGS.duration, { unit: 'second', count: seconds });
}

export function actionWords(action: RateLimitAction, intl: IntlShape): string {
  return intl.formatMessage(SETTINGS.action, { action });
}

/** "5 requests per 1 minute", or a score read from a response header. */
export function thresholdWords(ratelimit: RateLimitSettings, intl: IntlShape): string {
  const period = durationWords(ratelimit.period, intl);
  if (ratelimit.score_per_period !== undefined) {
    return intl.formatMessage(SETTINGS.score, {
      score: ratelimit.score_per_period,
      header: ratelimit.score_response_header_name ?? intl.formatMessage(SETTINGS.scoreHeader),
      period,
    });
  }
  if (ratelimit.requests_per_period === undefined) return intl.formatMessage(SETTINGS.unknownRequests, { period });
  return intl.formatMessage(SETTINGS.requests, { count: ratelimit.requests_per_period, period });
}

/** "for 10 minutes", or throttling (only the requests over the rate). */
export function mitigationWords(ratelimit: RateLimitSettings, intl: IntlShape): string {
  const timeout = ratelimit.mitigation_timeout ?? 0;
  return timeout === 0
    ? intl.formatMessage(SETTINGS.throttle)
    : intl.formatMessage(SETTINGS.forDuration, { duration: durationWords(timeout, intl) });
}

/** The catalogue's key of a template (ICU select keys take no dashes). */
export function templateKey(id: string): string {
  return id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** The catalogue's key of a characteristic field (rateLimits.per.simple and .keyed). */
export const CHARACTERISTIC_KEYS: Readonly<Record<string, string>> = {
  'ip.src': 'ipSrc',
  'cf.unique_visitor_id': 'visitorId',
  'http.host': 'host',
  'http.request.uri.path': 'path',
  'ip.src.country': 'country',
  'ip.src.asnum': 'asn',
  'http.request.headers': 'header',
  'http.request.cookies': 'cookie',
  'http.request.uri.args': 'queryArg',
};
