// A minimal resumable upload host for unit tests of the client (the real emulator is exercised by the integration
// tests). It follows the protocol's happy path and lets a test script the next answers: an error status, a
// dropped connection after N bytes, a partial store.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Scripted =
  | {
      readonly kind: 'status';
      readonly status: number;
      readonly headers?: Record<string, string>;
      readonly body?: string;
    }
  /** Store this many bytes of the body, then destroy the connection without answering. */
  | { readonly kind: 'drop'; readonly afterBytes: number }
  /** Store only this many bytes of the body, then answer 308 as usual. */
  | { readonly kind: 'partial'; readonly storeBytes: number }
  /** Accept the request but never answer. */
  | { readonly kind: 'hang' };

export type RequestKind = 'start' | 'data' | 'status';

export interface LoggedRequest {
  readonly kind: RequestKind;
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body?: unknown;
}

interface Session {
  readonly total: number;
  stored: Buffer[];
  storedBytes: number;
  videoId?: string;
}

export class FakeUploadHost {
  readonly requests: LoggedRequest[] = [];
  readonly validTokens = new Set(['token-1']);
  readonly sessions = new Map<string, Session>();
  private readonly script: Array<{ on: RequestKind; answer: Scripted }> = [];
  private server: Server | undefined;
  private nextSession = 1;
  connections = 0;
  baseUrl = '';
  /** Called as each request arrives (before it is answered), so a test can act at that moment. */
  onRequest: ((request: LoggedRequest) => void) | undefined;

  /** The next request of kind `on` gets `answer` instead of the normal behaviour. */
  next(on: RequestKind, answer: Scripted): void {
    this.script.push({ on, answer });
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
    this.server.on('connection', () => {
      this.connections += 1;
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  uploadBaseUrl(): string {
    return `${this.baseUrl}/upload/youtube/v3`;
  }

  storedSha256(sessionId: string): string {
    const session = this.sessions.get(sessionId);
    return createHash('sha256')
      .update(Buffer.concat(session?.stored ?? []))
      .digest('hex');
  }

  kinds(): string[] {
    return this.requests.map(
      (request) => `${request.kind}${request.headers['content-range'] ? ` ${request.headers['content-range']}` : ''}`,
    );
  }

  private log(request: LoggedRequest): void {
    this.requests.push(request);
    this.onRequest?.(request);
  }

  private take(kind: RequestKind): Scripted | undefined {
    const index = this.script.findIndex((entry) => entry.on === kind);
    if (index === -1) return undefined;
    return this.script.splice(index, 1)[0]?.answer;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    if (request.method === 'POST' && url.pathname === '/upload/youtube/v3/videos') {
      const body = JSON.parse((await readAll(request)).toString('utf8')) as unknown;
      this.log({ kind: 'start', method: 'POST', url: url.toString(), headers: request.headers, body });
      if (this.answerScripted('start', request, response)) return;
      if (!this.authorized(request, response)) return;
      const id = `s${this.nextSession++}`;
      this.sessions.set(id, { total: Number(request.headers['x-upload-content-length']), stored: [], storedBytes: 0 });
      response.writeHead(200, {
        location: `${this.baseUrl}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`,
        'content-length': '0',
      });
      response.end();
      return;
    }
    const id = url.searchParams.get('upload_id') ?? '';
    const range = String(request.headers['content-range'] ?? '');
    const kind: RequestKind = range.startsWith('bytes */') ? 'status' : 'data';
    this.log({ kind, method: request.method ?? '', url: url.toString(), headers: request.headers });
    const session = this.sessions.get(id);
    const scripted = this.take(kind);
    if (scripted && (await this.applyScripted(scripted, kind, request, response, session))) return;
    if (!this.authorized(request, response)) return;
    if (!session)
      return sendJson(response, 404, { error: { code: 404, message: 'Not Found', errors: [{ reason: 'notFound' }] } });
    if (kind === 'data') {
      const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
      const body = await readAll(request);
      if (match && Number(match[1]) === session.storedBytes) {
        session.stored.push(body);
        session.storedBytes += body.length;
      }
    } else {
      request.resume();
    }
    this.answerProgress(response, session);
  }

  private answerProgress(response: ServerResponse, session: Session): void {
    if (session.storedBytes === session.total) {
      session.videoId ??= `video-${session.total}`;
      return sendJson(response, 201, { kind: 'youtube#video', id: session.videoId });
    }
    const headers: Record<string, string> = { 'content-length': '0' };
    if (session.storedBytes > 0) headers.range = `bytes=0-${session.storedBytes - 1}`;
    response.writeHead(308, headers);
    response.end();
  }

  private answerScripted(kind: RequestKind, _request: IncomingMessage, response: ServerResponse): boolean {
    const scripted = this.take(kind);
    if (!scripted || scripted.kind !== 'status') return false;
    response.writeHead(scripted.status, scripted.headers ?? {});
    response.end(scripted.body ?? '');
    return true;
  }

  private async applyScripted(
    scripted: Scripted,
    kind: RequestKind,
    request: IncomingMessage,
    response: ServerResponse,
    session: Session | undefined,
  ): Promise<boolean> {
    switch (scripted.kind) {
      case 'status':
        request.resume();
        response.writeHead(scripted.status, scripted.headers ?? {});
        response.end(scripted.body ?? '');
        return true;
      case 'hang':
        request.resume();
        return true;
      case 'drop': {
        let seen = 0;
        await new Promise<void>((resolve) => {
          request.on('data', (part: Buffer) => {
            const keep = Math.max(0, Math.min(part.length, scripted.afterBytes - seen));
            if (session && keep > 0 && kind === 'data') {
              session.stored.push(part.subarray(0, keep));
              session.storedBytes += keep;
            }
            seen += part.length;
            if (seen >= scripted.afterBytes) {
              request.socket.destroy();
              resolve();
            }
          });
          request.on('end', resolve);
          request.on('close', resolve);
        });
        return true;
      }
      case 'partial': {
        const body = await readAll(request);
        if (session) {
          const keep = body.subarray(0, scripted.storeBytes);
          session.stored.push(keep);
          session.storedBytes += keep.length;
          this.answerProgress(response, session);
        }
        return true;
      }
    }
  }

  private authorized(request: IncomingMessage, response: ServerResponse): boolean {
    const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (this.validTokens.has(token)) return true;
    request.resume();
    sendJson(response, 401, {
      error: { code: 401, message: 'Invalid Credentials', errors: [{ reason: 'authError' }] },
    });
    return false;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  response.end(text);
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
