// The upload's HTTP layer, on Node's own http/https with keep-alive agents rather than axios: a file range goes
// from disk straight into the request socket through a few small fixed buffers (see file-range-writer.ts), one
// TCP/TLS connection carries chunk after chunk, and a 308 is just a status (axios
// routes requests through follow-redirects, which keeps a copy of the request body to replay on a redirect).
import type { FileHandle } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { FileRangeWriter, type ByteSpan } from './file-range-writer';
import type { Pacer } from './token-bucket';

/** Responses of the upload host are small (an empty 308, a video resource, an error envelope). */
const MAX_RESPONSE_BYTES = 1024 * 1024;

export type RequestBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'bytes'; readonly data: Buffer }
  /**
   * Bytes first..last (inclusive) of a file, read as they are sent (from `handle` when the caller holds it open; then
   * `next`, the range expected to follow, is read ahead while the server answers: see file-range-writer.ts).
   */
  | {
      readonly kind: 'file';
      readonly path: string;
      readonly handle?: FileHandle;
      readonly first: number;
      readonly last: number;
      readonly next?: ByteSpan;
    };

export interface TransportRequest {
  readonly method: 'POST' | 'PUT';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: RequestBody;
  readonly signal?: AbortSignal;
  /** Called as body bytes are handed to the connection. */
  readonly onBodyBytes?: (bytes: number) => void;
}

export interface TransportResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type TransportFailureKind = 'network' | 'timeout' | 'aborted';

/** The request got no complete answer: the connection broke, went silent, or we aborted it. */
export class TransportError extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface HttpTransportOptions {
  /** A connection silent for this long is given up (ms). */
  readonly idleTimeoutMs?: number;
  /** The bandwidth limit shared by every upload, obeyed by file bodies (the chunks); small bodies go unpaced. */
  readonly pacer?: Pacer;
}

export class HttpTransport {
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 16 });
  private readonly idleTimeoutMs: number;
  private readonly pacer: Pacer | undefined;

  constructor(options: HttpTransportOptions = {}) {
    this.idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
    this.pacer = options.pacer;
  }

  send(request: TransportRequest): Promise<TransportResponse> {
    return new Promise<TransportResponse>((resolve, reject) => {
      if (request.signal?.aborted) {
        reject(new TransportError('aborted', 'the request was aborted'));
        return;
      }
      const url = new URL(request.url);
      const secure = url.protocol === 'https:';
      if (!secure && url.protocol !== 'http:') {
        reject(new TransportError('network', `unsupported protocol ${url.protocol}`));
        return;
      }
      let settled = false;
      const finish = (outcome: () => void): void => {
        if (settled) return;
        settled = true;
        request.signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const fail = (error: TransportError): void => finish(() => reject(error));

      const req = (secure ? https : http).request(url, {
        method: request.method,
        agent: secure ? this.httpsAgent : this.httpAgent,
        headers: { ...request.headers, 'content-length': String(bodyLength(request.body)) },
      });
      let fileWriter: FileRangeWriter | undefined;
      const onAbort = (): void => {
        fail(new TransportError('aborted', 'the request was aborted'));
        fileWriter?.stop();
        req.destroy();
      };
      request.signal?.addEventListener('abort', onAbort, { once: true });

      req.setTimeout(this.idleTimeoutMs, () => {
        fail(
          new TransportError('timeout', `no activity on the connection for ${Math.round(this.idleTimeoutMs / 1000)} s`),
        );
        fileWriter?.stop();
        req.destroy();
      });
      let answered = false;
      req.on('error', (error: NodeJS.ErrnoException) => {
        fileWriter?.stop();
        // A server that answered early and closed makes our unfinished upload fail with EPIPE/ECONNRESET; its
        // answer is the truth, and the response's own events settle the request.
        if (answered) return;
        fail(new TransportError('network', error.code ? `${error.code}: ${error.message}` : error.message));
      });
      req.on('response', (response) => {
        answered = true;
        const parts: Buffer[] = [];
        let received = 0;
        response.on('data', (part: Buffer) => {
          received += part.length;
          if (received > MAX_RESPONSE_BYTES) {
            fail(new TransportError('network', 'the server sent an oversized response'));
            req.destroy();
            return;
          }
          parts.push(part);
        });
        response.on('error', (error) => fail(new TransportError('network', error.message)));
        response.on('aborted', () => fail(new TransportError('network', 'the response was cut off')));
        response.on('close', () => {
          if (!response.complete) fail(new TransportError('network', 'the response was cut off'));
        });
        response.on('end', () => {
          // A server may answer before it has read the whole body (an error, usually); stop sending then, or the
          // rest of the chunk would be pushed into a connection nobody reads.
          if (!req.writableFinished) {
            fileWriter?.stop();
            req.destroy();
          }
          finish(() =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(parts).toString('utf8'),
            }),
          );
        });
      });

      const body = request.body;
      if (body.kind === 'none') {
        req.end();
      } else if (body.kind === 'bytes') {
        request.onBodyBytes?.(body.data.length);
        req.end(body.data);
      } else {
        fileWriter = new FileRangeWriter();
        fileWriter
          .write(req, body, (bytes) => request.onBodyBytes?.(bytes), this.pacer)
          .catch((error: NodeJS.ErrnoException) => {
            fail(new TransportError('network', `reading the file failed: ${error.code ?? error.message}`));
            req.destroy();
          });
      }
    });
  }

  /** Closes idle keep-alive connections (at shutdown). */
  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

function bodyLength(body: RequestBody): number {
  switch (body.kind) {
    case 'none':
      return 0;
    case 'bytes':
      return body.data.length;
    case 'file':
      return body.last - body.first + 1;
  }
}
