// A bare HTTP client for the upload host tests: full control of headers, chunked bodies and broken connections,
// and no redirect handling (a 308 here is "Resume Incomplete", not a redirect).
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  json<T = any>(): T;
}

export interface RawRequest {
  readonly method: string;
  readonly url: string;
  readonly headers?: Record<string, string | number>;
  /** A Buffer is sent with Content-Length (unless headers override); a stream is sent chunked. */
  readonly body?: Buffer | string | Readable;
}

/** Resolves with the response, or rejects when the connection breaks before one arrives. */
export function send(options: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(options.url);
    const headers: Record<string, string | number> = { ...options.headers };
    const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
    if (Buffer.isBuffer(body) && !hasHeader(headers, 'content-length') && !hasHeader(headers, 'transfer-encoding')) {
      headers['content-length'] = body.length;
    }
    const req = httpRequest(
      {
        method: options.method,
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    if (body === undefined) req.end();
    else if (Buffer.isBuffer(body)) req.end(body);
    else body.pipe(req);
  });
}

function hasHeader(headers: Record<string, unknown>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/** Sends a request and expects the server to break the connection without answering. */
export async function expectConnectionBroken(options: RawRequest): Promise<void> {
  const outcome = await send(options).then(
    (response) => ({ response }),
    (error: NodeJS.ErrnoException) => ({ error }),
  );
  if ('response' in outcome) {
    throw new Error(`expected a broken connection, got HTTP ${outcome.response.status}: ${outcome.response.text}`);
  }
}
