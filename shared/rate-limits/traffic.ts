// A description of synthetic traffic for the simulator, and the requests it stands for. Deterministic: the same
// description always gives the same requests at the same simulated times.
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
export function trafficProblems(spec: TrafficSpec): string[] {
  const problems: string[] = [];
  const L = TRAFFIC_LIMITS;
  if (!wholeIn(spec.requestsPerSecond, 1, L.maxRequestsPerSecond)) {
    problems.push(`Requests per second must be a whole number from 1 to ${L.maxRequestsPerSecond}.`);
  }
  if (!wholeIn(spec.durationSeconds, 1, L.maxDurationSeconds)) {
    problems.push(`The duration must be a whole number of seconds from 1 to ${L.maxDurationSeconds}.`);
  }
  if (!wholeIn(spec.clientIps, 1, L.maxClientIps))
    problems.push(`The number of client IPs must be from 1 to ${L.maxClientIps}.`);
  if (!METHOD.test(spec.method)) problems.push('The method must be an HTTP method in capitals, e.g. GET or POST.');
  if (!spec.path.startsWith('/')) problems.push('The path must start with "/".');
  if ((spec.headers?.length ?? 0) > L.maxHeaders) problems.push(`At most ${L.maxHeaders} headers can be simulated.`);
  for (const header of spec.headers ?? []) {
    if (!HEADER_NAME.test(header.name)) problems.push(`"${header.name}" is not a valid header name.`);
    if (!wholeIn(header.distinctValues, 1, L.maxDistinctValues)) {
      problems.push(
        `The number of distinct values of ${header.name || 'a header'} must be from 1 to ${L.maxDistinctValues}.`,
      );
    }
  }
  if (spec.responseCode !== undefined && !wholeIn(spec.responseCode, 100, 599)) {
    problems.push('The response code must be from 100 to 599.');
  }
  if (spec.responseScore !== undefined && !wholeIn(spec.responseScore, 0, 1_000_000)) {
    problems.push('The response score must be a whole number from 0 to 1000000.');
  }
  const total = spec.requestsPerSecond * spec.durationSeconds;
  if (problems.length === 0 && total > L.maxTotalRequests) {
    problems.push(
      `That is ${total} requests; the simulator takes at most ${L.maxTotalRequests}. Shorten the duration or lower the rate.`,
    );
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
