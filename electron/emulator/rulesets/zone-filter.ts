// `GET /zones` filtering: `name` takes an optional operator prefix (equal:, not_equal:, starts_with:, ends_with:,
// contains:, and the *_case_sensitive variants), as the SDK documents; `status` filters by status.
import { cfErrors } from './cf-error';
import type { ZoneRecord } from './model';

type Matcher = (zoneName: string) => boolean;

const OPERATORS: Record<string, (value: string, caseSensitive: boolean) => Matcher> = {
  equal: (v) => (n) => n.toLowerCase() === v.toLowerCase(),
  not_equal: (v) => (n) => n.toLowerCase() !== v.toLowerCase(),
  starts_with: (v, cs) => (n) => (cs ? n : n.toLowerCase()).startsWith(cs ? v : v.toLowerCase()),
  ends_with: (v, cs) => (n) => (cs ? n : n.toLowerCase()).endsWith(cs ? v : v.toLowerCase()),
  contains: (v, cs) => (n) => (cs ? n : n.toLowerCase()).includes(cs ? v : v.toLowerCase()),
};

export function zoneNameMatcher(filter: string | undefined): Matcher {
  if (filter === undefined || filter === '') return () => true;
  const colon = filter.indexOf(':');
  if (colon > 0) {
    const op = filter.slice(0, colon);
    const caseSensitive = op.endsWith('_case_sensitive');
    const base = caseSensitive ? op.slice(0, -'_case_sensitive'.length) : op;
    const make = OPERATORS[base];
    if (make) return make(filter.slice(colon + 1), caseSensitive);
    if (/^[a-z_]+$/.test(op)) throw cfErrors.invalidQuery(`'${op}' is not a valid operator for name`);
  }
  return OPERATORS.equal!(filter, false);
}

export function filterZones(
  zones: readonly ZoneRecord[],
  name: string | undefined,
  status: string | undefined,
): ZoneRecord[] {
  const matches = zoneNameMatcher(name);
  // Every emulated zone is active.
  if (status !== undefined && status !== '' && status !== 'active') return [];
  return zones.filter((z) => matches(z.name));
}
