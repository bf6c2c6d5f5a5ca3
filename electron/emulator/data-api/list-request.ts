// The parameters every list method shares, read and validated the way the platform does: `part` against the
// resource's parts, `maxResults` within its bounds, opaque page tokens, and exactly one filter.
import { ApiError, apiErrors } from './errors/api-error';

export type Query = Record<string, unknown>;

export function stringParam(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) return value.map(String).join(',');
  return typeof value === 'string' ? value : undefined;
}

export function booleanParam(query: Query, name: string): boolean | undefined {
  const value = stringParam(query, name);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw apiErrors.invalidValue(
    name,
    `Invalid value '${value}'. Values must match the following regular expression: '(?i)(true|false)'`,
  );
}

/** The requested parts, each one known for the resource; `id` is always a valid part. */
export function parseParts(query: Query, known: readonly string[]): readonly string[] {
  const raw = stringParam(query, 'part');
  if (raw === undefined || raw.trim() === '') throw apiErrors.required('part');
  const parts = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of parts) {
    if (part !== 'id' && !known.includes(part)) {
      throw new ApiError(400, 'unknownPart', `'${part}'`, {
        domain: 'youtube.part',
        location: 'part',
        locationType: 'parameter',
      });
    }
  }
  return [...new Set(parts)];
}

export function parseMaxResults(query: Query, bounds: { default: number; min: number; max: number }): number {
  const raw = stringParam(query, 'maxResults');
  if (raw === undefined) return bounds.default;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < bounds.min || value > bounds.max) {
    throw apiErrors.invalidValue(
      'maxResults',
      `Invalid value '${raw}'. Values must be within the range: [${bounds.min}, ${bounds.max}]`,
    );
  }
  return value;
}

const PAGE_TOKEN_PREFIX = 'CD';

export function pageTokenFor(offset: number): string {
  return PAGE_TOKEN_PREFIX + Buffer.from(`o:${offset}`).toString('base64url');
}

export function parsePageToken(query: Query): number {
  const raw = stringParam(query, 'pageToken');
  if (raw === undefined || raw === '') return 0;
  const decoded = raw.startsWith(PAGE_TOKEN_PREFIX)
    ? Buffer.from(raw.slice(PAGE_TOKEN_PREFIX.length), 'base64url').toString()
    : '';
  const match = /^o:(\d{1,9})$/.exec(decoded);
  if (!match) {
    throw new ApiError(400, 'invalidPageToken', 'The request specifies an invalid page token.', {
      domain: 'youtube.parameter',
      location: 'pageToken',
      locationType: 'parameter',
    });
  }
  return Number(match[1]);
}

/** Exactly one of the filters must be given; returns its name. */
export function oneFilter(query: Query, filters: readonly string[]): string {
  const given = filters.filter((name) => stringParam(query, name) !== undefined);
  if (given.length === 0) {
    throw new ApiError(400, 'missingRequiredParameter', `No filter selected. Expected one of: ${filters.join(', ')}`, {
      domain: 'youtube.parameter',
      location: filters[0],
      locationType: 'parameter',
    });
  }
  if (given.length > 1) {
    throw new ApiError(
      400,
      'incompatibleParameters',
      `Incompatible parameters specified in the request: ${given.join(', ')}`,
      {
        domain: 'youtube.parameter',
        location: given[1],
        locationType: 'parameter',
      },
    );
  }
  return given[0] as string;
}

export function idList(query: Query, name = 'id'): readonly string[] {
  return (stringParam(query, name) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}
