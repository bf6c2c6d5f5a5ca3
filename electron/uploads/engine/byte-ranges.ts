// The byte-range headers of the resumable protocol, client side: the Content-Range we send and the Range the server
// answers with in a 308. The server's Range is the only truth about what arrived.

export class MalformedRangeError extends Error {}

/** `bytes <first>-<last>/<total>` for the chunk [first, last] (inclusive) of a `total`-byte file. */
export function chunkContentRange(first: number, last: number, total: number): string {
  return `bytes ${first}-${last}/${total}`;
}

// `bytes */<total>`: asks how much of the file is stored.
export function statusContentRange(total: number): string {
  return `bytes */${total}`;
}

/**
 * Bytes the server has stored, from the Range header of a 308: `bytes=0-N` means N+1 bytes; no header means none.
 * Anything else (a start other than 0, an end beyond the file) is a server the client must not trust.
 */
export function storedBytesFromRange(header: string | string[] | undefined, total: number): number {
  if (header === undefined) return 0;
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (value === '') return 0;
  const match = /^bytes=(\d+)-(\d+)$/i.exec(value);
  if (!match)
    throw new MalformedRangeError(`the server's Range header "${value.slice(0, 80)}" is not of the form bytes=0-N`);
  const first = Number(match[1]);
  const last = Number(match[2]);
  if (first !== 0) throw new MalformedRangeError(`the server's Range header "${value}" does not start at byte 0`);
  if (!Number.isSafeInteger(last) || last + 1 > total) {
    throw new MalformedRangeError(`the server's Range header "${value}" claims more than the file's ${total} bytes`);
  }
  return last + 1;
}
