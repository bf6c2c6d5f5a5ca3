// Decides what one request to a session URI asks for, from its headers alone and before a byte of its body is read,
// so that a request the protocol refuses never stores anything.
import type { ContentRange } from './content-range';

interface TransferRequest {
  readonly storedBytes: number;
  /** The session's total length, null while the client has not named it (X-Upload-Content-Length absent, `/*`). */
  readonly totalBytes: number | null;
  /** Parsed Content-Range, null when the header is absent. */
  readonly contentRange: ContentRange | null;
  /** Content-Length, null when the body is sent with chunked transfer encoding. */
  readonly contentLength: number | null;
}

export type TransferPlan =
  /** Report progress. `total` is the total length the session learns from this check, if any. */
  | { readonly kind: 'status'; readonly total: number | null }
  /** Bytes that do not start right after the last stored byte: store none of them, report progress. */
  | { readonly kind: 'nonContiguous' }
  /** A header contradicts the session or itself: a permanent 400. */
  | { readonly kind: 'reject'; readonly header: 'Content-Range' | 'Content-Length'; readonly message: string }
  | {
      readonly kind: 'write';
      readonly first: number;
      /** Bytes the body must carry; null when only the end of a chunked body tells. */
      readonly length: number | null;
      /** The session's total length once this request is accepted. */
      readonly total: number | null;
      /** The end of this body is the end of the file (the total follows from the bytes received when unknown). */
      readonly endsFile: boolean;
    };

export function planTransfer(request: TransferRequest): TransferPlan {
  const { storedBytes, totalBytes, contentRange, contentLength } = request;

  if (contentRange === null) {
    // A body-less PUT without Content-Range cannot be a whole-file upload of a non-empty file; clients that send
    // one want to know where they stand.
    if (contentLength === 0) return { kind: 'status', total: null };
    if (contentLength !== null && totalBytes !== null && contentLength !== totalBytes) {
      return reject(
        'Content-Length',
        `A whole-file upload must carry all ${totalBytes} bytes named by X-Upload-Content-Length, not ${contentLength}.`,
      );
    }
    if (storedBytes > 0) return { kind: 'nonContiguous' };
    return {
      kind: 'write',
      first: 0,
      length: contentLength ?? totalBytes,
      total: totalBytes ?? contentLength,
      endsFile: true,
    };
  }

  if (contentRange.kind === 'status') {
    if (contentLength !== null && contentLength > 0) {
      return reject('Content-Length', 'A status check (Content-Range "bytes */...") must have an empty body.');
    }
    const mismatch = totalMismatch(contentRange.total, totalBytes);
    if (mismatch) return mismatch;
    if (contentRange.total !== null && contentRange.total < storedBytes) {
      return reject(
        'Content-Range',
        `The total length ${contentRange.total} is less than the ${storedBytes} bytes already stored.`,
      );
    }
    return { kind: 'status', total: totalBytes ?? contentRange.total };
  }

  const mismatch = totalMismatch(contentRange.total, totalBytes);
  if (mismatch) return mismatch;
  const total = totalBytes ?? contentRange.total;
  if (total !== null && contentRange.last >= total) {
    return reject('Content-Range', `Content-Range names byte ${contentRange.last}, beyond the total length ${total}.`);
  }
  const length = contentRange.last - contentRange.first + 1;
  if (contentLength !== null && contentLength !== length) {
    return reject(
      'Content-Length',
      `Content-Length ${contentLength} does not match the ${length} bytes named by Content-Range bytes ${contentRange.first}-${contentRange.last}.`,
    );
  }
  if (contentRange.first !== storedBytes) return { kind: 'nonContiguous' };
  return {
    kind: 'write',
    first: contentRange.first,
    length,
    total,
    endsFile: total !== null && contentRange.last + 1 === total,
  };
}

function totalMismatch(named: number | null, known: number | null): TransferPlan | undefined {
  if (named === null || known === null || named === known) return undefined;
  return reject(
    'Content-Range',
    `Content-Range names a total length of ${named} bytes but the upload is ${known} bytes long.`,
  );
}

function reject(header: 'Content-Range' | 'Content-Length', message: string): TransferPlan {
  return { kind: 'reject', header, message };
}
