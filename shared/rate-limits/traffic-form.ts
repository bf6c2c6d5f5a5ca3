// The simulator's form: traffic as typed (numbers still text), turned into a TrafficSpec or the reasons it cannot be.
import type { IntlShape } from 'react-intl';
import { TRAFFIC_PROBLEMS } from './rule-problem-messages';
import { trafficProblems, type TrafficSpec } from './traffic';

export interface TrafficForm {
  readonly requestsPerSecond: string;
  readonly durationSeconds: string;
  readonly clientIps: string;
  readonly method: string;
  readonly path: string;
  /** Optional: a header the clients send, e.g. an API key. */
  readonly headerName: string;
  readonly headerValues: string;
  /** Optional: what the origin answers ("" = 200). */
  readonly responseCode: string;
  /** Optional: the score header's value, for score rules ("" = 1). */
  readonly responseScore: string;
}

export type TrafficCheck =
  { readonly ok: true; readonly spec: TrafficSpec } | { readonly ok: false; readonly problems: readonly string[] };

export function trafficFormFrom(spec: TrafficSpec): TrafficForm {
  const header = spec.headers?.[0];
  return {
    requestsPerSecond: String(spec.requestsPerSecond),
    durationSeconds: String(spec.durationSeconds),
    clientIps: String(spec.clientIps),
    method: spec.method,
    path: spec.path,
    headerName: header?.name ?? '',
    headerValues: header ? String(header.distinctValues) : '1',
    responseCode: spec.responseCode === undefined ? '' : String(spec.responseCode),
    responseScore: spec.responseScore === undefined ? '' : String(spec.responseScore),
  };
}

export const DEFAULT_TRAFFIC: TrafficSpec = {
  requestsPerSecond: 10,
  durationSeconds: 60,
  clientIps: 1,
  method: 'GET',
  path: '/',
};

type WholeField =
  'requestsPerSecond' | 'durationSeconds' | 'clientIps' | 'headerValues' | 'responseCode' | 'responseScore';

export function checkTrafficForm(form: TrafficForm, intl: IntlShape): TrafficCheck {
  const problems: string[] = [];
  const whole = (text: string, field: WholeField): number => {
    const trimmed = text.trim();
    if (/^\d{1,9}$/.test(trimmed)) return Number(trimmed);
    problems.push(intl.formatMessage(TRAFFIC_PROBLEMS.notWhole, { field }));
    return Number.NaN;
  };
  const headerName = form.headerName.trim();
  const spec: TrafficSpec = {
    requestsPerSecond: whole(form.requestsPerSecond, 'requestsPerSecond'),
    durationSeconds: whole(form.durationSeconds, 'durationSeconds'),
    clientIps: whole(form.clientIps, 'clientIps'),
    method: form.method.trim().toUpperCase(),
    path: form.path.trim(),
    ...(headerName
      ? {
          headers: [{ name: headerName, distinctValues: whole(form.headerValues, 'headerValues') }],
        }
      : {}),
    ...(form.responseCode.trim() ? { responseCode: whole(form.responseCode, 'responseCode') } : {}),
    ...(form.responseScore.trim() ? { responseScore: whole(form.responseScore, 'responseScore') } : {}),
  };
  if (problems.length > 0) return { ok: false, problems };
  const more = trafficProblems(spec, intl);
  return more.length > 0 ? { ok: false, problems: more } : { ok: true, spec };
}
