// A streaming reader of `multipart/related` bodies (RFC 2046 framing), as the official clients send for
// uploadType=multipart: a JSON part, then the media part. Parts are handed out as a flat sequence of events so the
// media part can be written to disk as it arrives, never held whole in memory.
//
// Line ends may be CRLF (the RFC) or a bare LF: several official clients write LF only, and the platform takes both,
// even mixed in one body. The reader is linear in the body's length whatever the chunking: each byte is scanned a
// bounded number of times, and bytes are only copied to join a line or a delimiter split across chunks.

type MultipartEvent =
  | { readonly kind: 'partStart'; readonly headers: Readonly<Record<string, string>> }
  | { readonly kind: 'data'; readonly chunk: Buffer }
  | { readonly kind: 'partEnd' };

export class MultipartError extends Error {}

const MAX_HEADER_BYTES = 16 * 1024;
const MAX_DELIMITER_LINE_BYTES = 1024;
const LF = 0x0a;
const CR = 0x0d;
const DASH = 0x2d;

/** The boundary parameter of a multipart Content-Type; throws when there is none. */
export function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MultipartError(`Content-Type "${contentType}" has no boundary parameter.`);
  if (boundary.length > 70) throw new MultipartError('The multipart boundary is longer than 70 characters.');
  return boundary;
}

type State = 'preamble' | 'delimiterLine' | 'headers' | 'body' | 'done';

/** Collects one line across chunks; only joined (one copy) when its end arrives. */
class LineCollector {
  private pieces: Buffer[] = [];
  private size = 0;

  get length(): number {
    return this.size;
  }

  add(piece: Buffer): void {
    if (piece.length === 0) return;
    this.pieces.push(piece);
    this.size += piece.length;
  }

  /** The line without its LF or CRLF, as latin1 text; the collector is empty afterwards. */
  take(): string {
    const joined = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces, this.size);
    this.pieces = [];
    this.size = 0;
    const end = joined.length > 0 && joined[joined.length - 1] === CR ? joined.length - 1 : joined.length;
    return joined.toString('latin1', 0, end);
  }

  startsWithTwoDashes(): boolean {
    const first = this.pieces[0];
    if (first === undefined || this.size < 2) return false;
    const second = first.length >= 2 ? first[1] : this.pieces[1]?.[0];
    return first[0] === DASH && second === DASH;
  }
}

export async function* readMultipart(source: AsyncIterable<Buffer>, boundary: string): AsyncGenerator<MultipartEvent> {
  // A delimiter is LF--boundary, with the CR of a CRLF before it taken off the data when there is one. Seeding the
  // kept-back bytes with an LF lets a body that opens directly with --boundary match the same way.
  const delimiter = Buffer.from(`\n--${boundary}`);
  // Bytes at a chunk's end that could still begin a delimiter (or be the CR before one) are kept back for the next.
  const keepBack = delimiter.length;
  let kept: Buffer = Buffer.from('\n');
  let state: State = 'preamble';
  const line = new LineCollector();
  let headerBytes = 0;
  let headers: Record<string, string> = {};

  for await (const chunk of source) {
    if (state === 'done') continue; // the epilogue is ignored, but the body is still read to its end
    let window = chunk;
    if ((state === 'preamble' || state === 'body') && kept.length > 0) {
      if (keptIsPlainData(kept, chunk, delimiter)) {
        if (state === 'body') yield { kind: 'data', chunk: kept };
      } else {
        window = Buffer.concat([kept, chunk]);
      }
      kept = Buffer.alloc(0);
    }
    let at = 0;
    while (at < window.length) {
      if (state === 'preamble' || state === 'body') {
        const found = window.indexOf(delimiter, at);
        if (found === -1) {
          const safe = Math.max(at, window.length - keepBack);
          if (state === 'body' && safe > at) yield { kind: 'data', chunk: window.subarray(at, safe) };
          kept = window.subarray(safe);
          at = window.length;
          break;
        }
        if (state === 'body') {
          const dataEnd = found > at && window[found - 1] === CR ? found - 1 : found;
          if (dataEnd > at) yield { kind: 'data', chunk: window.subarray(at, dataEnd) };
          yield { kind: 'partEnd' };
        }
        at = found + delimiter.length;
        state = 'delimiterLine';
      } else {
        // delimiterLine or headers: both read whole lines.
        const lf = window.indexOf(LF, at);
        const end = lf === -1 ? window.length : lf;
        line.add(window.subarray(at, end));
        at = lf === -1 ? window.length : lf + 1;
        if (state === 'delimiterLine' && line.startsWithTwoDashes()) {
          state = 'done';
          break;
        }
        if (lf === -1) {
          if (state === 'delimiterLine' && line.length > MAX_DELIMITER_LINE_BYTES)
            throw new MultipartError('A multipart delimiter line does not end.');
          if (state === 'headers' && headerBytes + line.length > MAX_HEADER_BYTES)
            throw new MultipartError('The headers of a multipart part are too long.');
          break;
        }
        const text = line.take();
        if (state === 'delimiterLine') {
          if (!/^[ \t]*$/.test(text))
            throw new MultipartError('A multipart delimiter is followed by unexpected characters.');
          state = 'headers';
          headerBytes = 0;
          headers = {};
        } else if (text === '') {
          yield { kind: 'partStart', headers };
          state = 'body';
        } else {
          headerBytes += text.length + 1;
          if (headerBytes > MAX_HEADER_BYTES) throw new MultipartError('The headers of a multipart part are too long.');
          addHeader(headers, text);
        }
      }
    }
  }
  if (state === 'delimiterLine' && line.startsWithTwoDashes()) state = 'done';
  if (state !== 'done') throw new MultipartError('The multipart body ended before its closing boundary.');
}

/**
 * Whether no delimiter, nor the CR before one, can start among the kept-back bytes: then they are handed out as data
 * and the chunk is scanned alone, so media chunks are never copied.
 */
function keptIsPlainData(kept: Buffer, chunk: Buffer, delimiter: Buffer): boolean {
  if (chunk.length < delimiter.length - 1 || kept[kept.length - 1] === CR) return false;
  return Buffer.concat([kept, chunk.subarray(0, delimiter.length - 1)]).indexOf(delimiter) === -1;
}

function addHeader(headers: Record<string, string>, line: string): void {
  const colon = line.indexOf(':');
  if (colon <= 0) throw new MultipartError(`Malformed multipart header line "${line}".`);
  headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
}
