// The least an upload host can be: the resumable protocol and nothing else, every body byte counted and dropped.
// Uploading to it measures the client's own ceiling (disk reads, the HTTP stack, our code), where the emulator also
// spends CPU on its quota, files and state on the same two cores.
//   POST <base>/upload/youtube/v3/videos?uploadType=resumable  → 200, Location: <base>/upload/session/<n>
//   PUT  <session> Content-Range: bytes a-b/total              → 308 Range: bytes=0-b, or 200 {"id"} at the end
//   PUT  <session> Content-Range: bytes */total                → 308 with the stored range (or 200 when complete)
import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DiscardSink {
  readonly baseUrl: string;
  /** What the engine takes as its upload base: session starts are POSTed to `${uploadBaseUrl}/videos`. */
  readonly uploadBaseUrl: string;
  close(): Promise<void>;
}

interface Session {
  readonly total: number;
  stored: number;
}

const CHUNK_RANGE = /^bytes (\d+)-(\d+)\/(\d+)$/;
const STATUS_RANGE = /^bytes \*\/(\d+)$/;

export async function startDiscardSink(): Promise<DiscardSink> {
  const sessions = new Map<string, Session>();
  let next = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (req.method === 'POST' && url.pathname.endsWith('/videos')) {
      const total = Number(req.headers['x-upload-content-length']);
      drain(req, () => {
        if (!Number.isSafeInteger(total) || total <= 0)
          return answer(res, 400, {}, 'x-upload-content-length is required');
        const id = String(++next);
        sessions.set(id, { total, stored: 0 });
        answer(res, 200, { location: `${baseUrl}/upload/session/${id}` });
      });
      return;
    }
    const session = req.method === 'PUT' ? sessions.get(url.pathname.replace('/upload/session/', '')) : undefined;
    if (!session) return drain(req, () => answer(res, 404, {}, 'no such session'));
    receive(req, res, session);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    uploadBaseUrl: `${baseUrl}/upload/youtube/v3`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function receive(req: IncomingMessage, res: ServerResponse, session: Session): void {
  const range = req.headers['content-range'] ?? '';
  const status = STATUS_RANGE.exec(range);
  if (status) return drain(req, () => progress(res, session));
  const chunk = CHUNK_RANGE.exec(range);
  if (!chunk || Number(chunk[3]) !== session.total || Number(chunk[1]) !== session.stored) {
    return drain(req, () =>
      answer(res, 400, {}, `unexpected Content-Range "${range}" with ${session.stored} bytes stored`),
    );
  }
  const last = Number(chunk[2]);
  let received = 0;
  req.on('data', (part: Buffer) => {
    received += part.length;
  });
  req.on('end', () => {
    // Bytes that did arrive count, as at the real host; a short body leaves the upload incomplete.
    session.stored = Math.min(session.stored + received, last + 1);
    progress(res, session);
  });
}

function progress(res: ServerResponse, session: Session): void {
  if (session.stored === session.total) {
    answer(
      res,
      200,
      { 'content-type': 'application/json' },
      JSON.stringify({ id: 'discarded', kind: 'youtube#video' }),
    );
  } else {
    answer(res, 308, session.stored > 0 ? { range: `bytes=0-${session.stored - 1}` } : {});
  }
}

function drain(req: IncomingMessage, then: () => void): void {
  req.resume();
  req.on('end', then);
}

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body = ''): void {
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}
