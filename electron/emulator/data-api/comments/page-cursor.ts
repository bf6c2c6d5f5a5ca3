// Page tokens of the comment lists, opaque to clients as on the platform. Newest-first lists page by the last thread
// shown (so that moderating the comments of one page does not make the next one skip or repeat any); relevance
// pages by position. Each token is bound to the query it came from: used with another one it is invalid.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../errors/api-error';
import type { ThreadKey } from './sorted-threads';

export type Cursor =
  { readonly kind: 'after'; readonly key: ThreadKey } | { readonly kind: 'offset'; readonly offset: number };

const tokenSchema = z.union([
  z.strictObject({ q: z.string(), t: z.number().int(), i: z.string().max(200) }),
  z.strictObject({ q: z.string(), o: z.number().int().min(0).max(1e9) }),
]);

/** A short digest of what a token is valid for. */
export function queryFingerprint(parts: readonly (string | undefined)[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url').slice(0, 12);
}

export function encodeCursor(fingerprint: string, cursor: Cursor): string {
  const body =
    cursor.kind === 'after'
      ? { q: fingerprint, t: cursor.key.publishedAt, i: cursor.key.id }
      : { q: fingerprint, o: cursor.offset };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

function invalidPageToken(): ApiError {
  return new ApiError(400, 'invalidPageToken', 'The request specifies an invalid page token.', {
    domain: 'youtube.parameter',
    location: 'pageToken',
    locationType: 'parameter',
  });
}

/** The cursor a page token stands for; undefined without a token (the first page). */
export function decodeCursor(token: string | undefined, fingerprint: string): Cursor | undefined {
  if (token === undefined || token === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidPageToken();
  }
  const result = tokenSchema.safeParse(parsed);
  if (!result.success || result.data.q !== fingerprint) throw invalidPageToken();
  return 'o' in result.data
    ? { kind: 'offset', offset: result.data.o }
    : { kind: 'after', key: { publishedAt: result.data.t, id: result.data.i } };
}
