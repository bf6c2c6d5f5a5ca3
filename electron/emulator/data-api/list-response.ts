// The list envelope every list method answers with, its ETag, and the page cut.
import { createHash } from 'node:crypto';
import { pageTokenFor } from './list-request';

export function etagOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

/** Adds kind and etag in the order the platform puts them: kind, etag, id, then the parts. */
export function resource(kind: string, id: string, body: Record<string, unknown>): Record<string, unknown> {
  const withoutEtag = { kind, id, ...body };
  return { kind, etag: etagOf(withoutEtag), id, ...body };
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly nextPageToken?: string;
  readonly prevPageToken?: string;
  readonly totalResults: number;
}

export function cutPage<T>(all: readonly T[], offset: number, size: number): Page<T> {
  const items = all.slice(offset, offset + size);
  return {
    items,
    totalResults: all.length,
    // maxResults=0 asks for the totals only; a token pointing at the same page would send a client round forever.
    ...(size > 0 && offset + size < all.length ? { nextPageToken: pageTokenFor(offset + size) } : {}),
    ...(offset > 0 ? { prevPageToken: pageTokenFor(Math.max(0, offset - size)) } : {}),
  };
}

/** The envelope of a list without pages (i18nLanguages, i18nRegions): kind, etag and items only. */
export function catalogResponse(kind: string, items: readonly unknown[]): Record<string, unknown> {
  return { kind, etag: etagOf({ kind, items }), items };
}

export function listResponse(kind: string, page: Page<unknown>, resultsPerPage: number): Record<string, unknown> {
  const body = {
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    ...(page.prevPageToken ? { prevPageToken: page.prevPageToken } : {}),
    pageInfo: { totalResults: page.totalResults, resultsPerPage },
    items: page.items,
  };
  return { kind, etag: etagOf({ kind, ...body }), ...body };
}
