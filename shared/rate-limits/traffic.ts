// A description of synthetic traffic for the simulator, and the requests it stands for. Deterministic: the same
// description always gives the same requests at the same simulated times.
import type { IntlShape } from 'react-intl';
import { TRAFFIC_PROBLEMS } from './rule-problem-messages';
import { splitRequestTarget, type RuleRequest } from '../rules/index';

export interface TrafficHeader {
  /** Request header name, e.g. "x-api-key". */
  readonly name: string;
  /** How many different values the clients send (e.g. N distinct API keys), used in turn. */
  readonly distinctValues: number;
}

export interface TrafficSpec {
  /** All clients together. */
  readonly requestsPerSecond: number;
  readonly durationSeconds: number;
  /** Requests are spread over this many client addresses in turn. */
  readonly clientIps: number;
  readonly method: string;
  /** Path, optionally with a query string. */
  readonly path: string;
  readonly host?: string;
  readonly headers?: readonly TrafficHeader[];
  /** What the origin answers (read by counting expressions through http.response.code). Default 200. */
  readonly responseCode?: number;
  /** Value of the score response header, for complexity-based rules. Default 1. */
  readonly responseScore?: number;
}

export const TRAFFIC_LIMITS = {
  maxRequestsPerSecond: 1000,
  maxDurationSeconds: 3600,
  maxClientIps: 100_000,
  maxDistinctValues: 100_000,
  maxHeaders: 5,
  /** Keeps one simulation well under a second on a modest machine. */
  maxTotalRequests: 200_000,
} as const;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-zA-Z-]+$/;
const METHOD = /^[A-Z]{1,16}$/;

function wholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Problems with a traffic description, in words for the form; empty when it can be simulated. */
export function trafficProblems(spec: TrafficSpec, intl: IntlShape): string[] {
  const problems: string[] = [];
  const say = intl.formatMessage;
  const L = TRAFFIC_LIMITS;
  if (!wholeIn(spec.requestsPerSecond, 1, L.maxRequestsPerSecond)) {
    problems.push(say(TRAFFIC_PROBLEMS.rate, { max: L.maxRequestsPerSecond }));
  }
  if (!wholeIn(spec.durationSeconds, 1, L.maxDurationSeconds)) {
    problems.push(say(TRAFFIC_PROBLEMS.duration, { max: L.maxDurationSeconds }));
  }
  if (!wholeIn(spec.clientIps, 1, L.maxClientIps))
    problems.push(say(TRAFFIC_PROBLEMS.clients, { max: L.maxClientIps }));
  if (!METHOD.test(spec.method)) problems.push(say(TRAFFIC_PROBLEMS.method));
  if (!spec.path.startsWith('/')) problems.push(say(TRAFFIC_PROBLEMS.path));
  if ((spec.headers?.length ?? 0) > L.maxHeaders) problems.push(say(TRAFFIC_PROBLEMS.headers, { max: L.maxHeaders }));
  for (const header of spec.headers ?? []) {
    if (!HEADER_NAME.test(header.name)) problems.push(say(TRAFFIC_PROBLEMS.headerName, { header: header.name }));
    if (!wholeIn(header.distinctValues, 1, L.maxDistinctValues)) {
      problems.push(
        header.name
          ? say(TRAFFIC_PROBLEMS.distinctValues, { header: header.name, max: L.maxDistinctValues })
          : say(TRAFFIC_PROBLEMS.distinctValuesUnnamed, { max: L.maxDistinctValues }),
      );
    }
  }
  if (spec.responseCode !== undefined && !wholeIn(spec.responseCode, 100, 599)) {
    problems.push(say(TRAFFIC_PROBLEMS.responseCode));
  }
  if (spec.responseScore !== undefined && !wholeIn(spec.responseScore, 0, 1_000_000)) {
    problems.push(say(TRAFFIC_PROBLEMS.responseScore));
  }
  const total = spec.requestsPerSecond * spec.durationSeconds;
  if (problems.length === 0 && total > L.maxTotalRequests) {
    problems.push(say(TRAFFIC_PROBLEMS.tooMany, { total, max: L.maxTotalRequests }));
  }
  return problems;
}

/** Client n (0-based) of a simulation: 10.x.y.z, distinct for every n the limits allow. */
export function clientIp(n: number): string {
  const v = n + 1;
  return `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`;
}

export interface SimulatedRequest {
  /** Milliseconds after the start. */
  readonly at: number;
  /** 0-based second of the timeline. */
  readonly second: number;
  readonly client: number;
  readonly request: RuleRequest;
}

/**
 * The requests in time order. Each second holds `requestsPerSecond` requests spaced evenly; request k comes from
 * client k mod clientIps and sends value k mod distinctValues of each header.
 */
export function* trafficRequests(spec: TrafficSpec): Generator<SimulatedRequest> {
  const { path, query } = splitRequestTarget(spec.path);
  const host = spec.host ?? 'www.example.com';
  const rate = spec.requestsPerSecond;
  let k = 0;
  for (let second = 0; second < spec.durationSeconds; second++) {
    for (let i = 0; i < rate; i++, k++) {
      const client = k % spec.clientIps;
      const headers: Record<string, string> = { host, 'user-agent': 'ChannelDesk-Simulator' };
      for (const header of spec.headers ?? [])
        headers[header.name.toLowerCase()] = `${header.name.toLowerCase()}-${(k % header.distinctValues) + 1}`;
      yield {
        at: second * 1000 + Math.floor((i * 1000) / rate),
        second,
        client,
        request: { method: spec.method, scheme: 'https', host, path, query, headers, sourceIp: clientIp(client) },
      };
    }
  }
}
