// A streaming reader of `multipart/related` bodies (RFC 2046 framing), as the official clients send for
// uploadType=multipart: a JSON part, then the media part. Parts are handed out as a flat sequence of events so the
// media part can be written to disk as it arrives, never held whole in memory.

export type MultipartEvent =
  | { readonly kind: 'partStart'; readonly headers: Readonly<Record<string, string>> }
  | { readonly kind: 'data'; readonly chunk: Buffer }
  | { readonly kind: 'partEnd' };

export class MultipartError extends Error {}

const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary parameter of a multipart Content-Type; throws when there is none. */
export function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MultipartError(`Content-Type "${contentType}" has no boundary parameter.`);
  if (boundary.length > 70) throw new MultipartError('The multipart boundary is longer than 70 characters.');
  return boundary;
}

type State = 'preamble' | 'delimiterLine' | 'headers' | 'body' | 'done';

export async function* readMultipart(source: AsyncIterable<Buffer>, boundary: string): AsyncGenerator<MultipartEvent> {
  // Every delimiter, the first one included, is matched as CRLF--boundary: seeding the buffer with a CRLF lets a
  // body that opens directly with --boundary match the same way.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let pending: Buffer = CRLF;
  let state: State = 'preamble';

  for await (const chunk of source) {
    if (state === 'done') continue; // the epilogue is ignored, but the body is still read to its end
    if (pending.length === 0) {
      pending = chunk;
    } else if (state === 'body' && chunk.length >= delimiter.length) {
      // Avoid copying every chunk onto the few bytes kept back: if no delimiter starts in the kept bytes, they are
      // plain data and the new chunk can be scanned on its own.
      const junction = Buffer.concat([pending, chunk.subarray(0, delimiter.length - 1)]);
      if (junction.indexOf(delimiter) === -1) {
        yield { kind: 'data', chunk: pending };
        pending = chunk;
      } else {
        pending = Buffer.concat([pending, chunk]);
      }
    } else {
      pending = Buffer.concat([pending, chunk]);
    }

    for (;;) {
      if (state === 'preamble') {
        const at = pending.indexOf(delimiter);
        if (at === -1) {
          pending = pending.subarray(Math.max(0, pending.length - (delimiter.length - 1)));
          break;
        }
        pending = pending.subarray(at + delimiter.length);
        state = 'delimiterLine';
      } else if (state === 'delimiterLine') {
        if (pending.length < 2) break;
        if (pending[0] === 0x2d && pending[1] === 0x2d) {
          state = 'done';
          pending = Buffer.alloc(0);
          break;
        }
        const lineEnd = pending.indexOf(CRLF);
        if (lineEnd === -1) {
          if (pending.length > 1024) throw new MultipartError('A multipart delimiter line does not end.');
          break;
        }
        if (!/^[ \t]*$/.test(pending.subarray(0, lineEnd).toString('latin1'))) {
          throw new MultipartError('A multipart delimiter is followed by unexpected characters.');
        }
        // Keep the CRLF: an empty header block is then the same CRLFCRLF search as a full one.
        pending = pending.subarray(lineEnd);
        state = 'headers';
      } else if (state === 'headers') {
        const end = pending.indexOf(HEADER_END);
        if (end === -1) {
          if (pending.length > MAX_HEADER_BYTES)
            throw new MultipartError('The headers of a multipart part are too long.');
          break;
        }
        yield { kind: 'partStart', headers: parseHeaders(pending.subarray(2, Math.max(2, end)).toString('latin1')) };
        pending = pending.subarray(end + HEADER_END.length);
        state = 'body';
      } else if (state === 'body') {
        const at = pending.indexOf(delimiter);
        if (at === -1) {
          const safe = pending.length - (delimiter.length - 1);
          if (safe > 0) {
            yield { kind: 'data', chunk: pending.subarray(0, safe) };
            pending = pending.subarray(safe);
          }
          break;
        }
        if (at > 0) yield { kind: 'data', chunk: pending.subarray(0, at) };
        yield { kind: 'partEnd' };
        pending = pending.subarray(at + delimiter.length);
        state = 'delimiterLine';
      } else {
        break;
      }
    }
  }
  if (state !== 'done') throw new MultipartError('The multipart body ended before its closing boundary.');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError(`Malformed multipart header line "${line}".`);
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
