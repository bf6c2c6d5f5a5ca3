// Query parameters of the v4 API: dry_run, page/per_page (zones) and cursor/per_page (rulesets).
import { cfErrors } from './cf-error';

export type Query = Readonly<Record<string, string | string[] | undefined>>;

export function queryString(query: Query, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

export function dryRunOf(query: Query): boolean {
  const value = queryString(query, 'dry_run');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw cfErrors.invalidQuery(`'${value}' is not a valid value for dry_run because it must be true or false`);
}

export function positiveIntParam(query: Query, name: string, fallback: number, max: number): number {
  const raw = queryString(query, name);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    throw cfErrors.invalidQuery(
      `'${raw}' is not a valid value for ${name} because it must be an integer from 1 to ${max}`,
    );
  }
  return value;
}

/** Cursors are opaque to clients; here they encode the offset of the next item. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^offset:(\d+)$/.exec(text);
  if (!match)
    throw cfErrors.invalidQuery(`'${cursor}' is not a valid value for cursor because it was not issued by this API`);
  return Number(match[1]);
}
