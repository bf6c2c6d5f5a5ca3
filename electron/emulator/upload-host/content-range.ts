// The Content-Range forms of the resumable protocol, as sent by real clients:
//   bytes */<total>   status check, total known         bytes */*      status check, total unknown
//   bytes a-b/<total> chunk (final when b+1 = total)     bytes a-b/*    non-final chunk, total not yet known
// Anything else is a client bug that must surface as a clear 400 rather than be guessed at.

export type ContentRange =
  | { readonly kind: 'status'; readonly total: number | null }
  | { readonly kind: 'bytes'; readonly first: number; readonly last: number; readonly total: number | null };

export class ContentRangeError extends Error {}

const FORM = /^bytes\s+(?:(\*)|(\d+)-(\d+))\/(\*|\d+)$/i;

export function parseContentRange(header: string): ContentRange {
  const match = FORM.exec(header.trim());
  if (!match) {
    throw new ContentRangeError(
      `Content-Range "${header}" is not one of "bytes */<total>", "bytes */*", "bytes <first>-<last>/<total>" or "bytes <first>-<last>/*".`,
    );
  }
  const total = match[4] === '*' ? null : toByteCount(match[4] ?? '', header);
  if (match[1] === '*') return { kind: 'status', total };
  const first = toByteCount(match[2] ?? '', header);
  const last = toByteCount(match[3] ?? '', header);
  if (last < first) throw new ContentRangeError(`Content-Range "${header}" ends before it starts.`);
  if (total !== null && last >= total) {
    throw new ContentRangeError(`Content-Range "${header}" names bytes beyond the total length ${total}.`);
  }
  return { kind: 'bytes', first, last, total };
}

function toByteCount(digits: string, header: string): number {
  const value = Number(digits);
  if (!Number.isSafeInteger(value)) throw new ContentRangeError(`Content-Range "${header}" holds a number too large.`);
  return value;
}

/** The `Range` header of a 308: absent when nothing is stored, 0-based and inclusive otherwise. */
export function rangeHeaderFor(storedBytes: number): string | undefined {
  return storedBytes > 0 ? `bytes=0-${storedBytes - 1}` : undefined;
}
