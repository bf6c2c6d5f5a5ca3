import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransport, TransportError } from '../../../../../electron/uploads/engine/http-transport';
import { makeTempDir, removeDir, writeVideo } from '../../../../support/video-fixture';

let dir: string;
let server: Server;
let baseUrl: string;
let handler: (request: IncomingMessage, response: ServerResponse) => void;
const transports: HttpTransport[] = [];

beforeAll(async () => {
  dir = await makeTempDir();
  server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await removeDir(dir);
});
afterEach(() => {
  for (const transport of transports.splice(0)) transport.close();
});

function transport(idleTimeoutMs = 2000): HttpTransport {
  const created = new HttpTransport({ idleTimeoutMs });
  transports.push(created);
  return created;
}

describe('HttpTransport', () => {
  it('streams exactly the requested file range with its length, reporting bytes as they go', async () => {
    const video = await writeVideo(dir, 'range.mp4', 3 * 1024 * 1024);
    const received: { length?: string; sha?: string } = {};
    handler = (request, response) => {
      const hash = createHash('sha256');
      received.length = request.headers['content-length'];
      request.on('data', (part: Buffer) => hash.update(part));
      request.on('end', () => {
        received.sha = hash.digest('hex');
        response.writeHead(308, { range: 'bytes=0-1' });
        response.end();
      });
    };
    let reported = 0;
    const first = 1000;
    const last = 2 * 1024 * 1024 + 999;
    const answer = await transport().send({
      method: 'PUT',
      url: `${baseUrl}/x`,
      headers: {},
      body: { kind: 'file', path: video.path, first, last },
      onBodyBytes: (bytes) => {
        reported += bytes;
      },
    });
    const expected = createHash('sha256')
      .update((await readFile(video.path)).subarray(first, last + 1))
      .digest('hex');
    expect(answer.status).toBe(308);
    expect(answer.headers.range).toBe('bytes=0-1');
    expect(received.length).toBe(String(last - first + 1));
    expect(received.sha).toBe(expected);
    expect(reported).toBe(last - first + 1);
  });

  it('sends every byte intact to a server that reads slowly (a buffer is refilled only once the socket took it)', async () => {
    const video = await writeVideo(dir, 'slow.mp4', 5 * 1024 * 1024);
    let sha = '';
    handler = (request, response) => {
      const hash = createHash('sha256');
      // One piece per turn of the event loop: the socket fills up and the writer has to wait for it.
      request.on('data', (part: Buffer) => {
        hash.update(part);
        request.pause();
        setImmediate(() => request.resume());
      });
      request.on('end', () => {
        sha = hash.digest('hex');
        response.writeHead(308, { range: 'bytes=0-1' });
        response.end();
      });
    };
    const first = 12_345;
    const last = 5 * 1024 * 1024 - 7;
    const answer = await transport().send({
      method: 'PUT',
      url: `${baseUrl}/slow`,
      headers: {},
      body: { kind: 'file', path: video.path, first, last },
    });
    expect(answer.status).toBe(308);
    expect(sha).toBe(
      createHash('sha256')
        .update((await readFile(video.path)).subarray(first, last + 1))
        .digest('hex'),
    );
  });

  it('takes an answer the server gives before reading the body, and stops sending', async () => {
    const video = await writeVideo(dir, 'early.mp4', 8 * 1024 * 1024);
    handler = (_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end('{"error":{"code":401,"message":"Invalid Credentials"}}');
    };
    const answer = await transport().send({
      method: 'PUT',
      url: `${baseUrl}/x`,
      headers: {},
      body: { kind: 'file', path: video.path, first: 0, last: video.size - 1 },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain('Invalid Credentials');
  });

  it('reports a connection broken by the server as a network failure', async () => {
    handler = (request) => request.socket.destroy();
    await expect(
      transport().send({
        method: 'PUT',
        url: `${baseUrl}/x`,
        headers: {},
        body: { kind: 'bytes', data: Buffer.from('abc') },
      }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('gives up a silent server after the idle timeout', async () => {
    handler = (request) => request.resume();
    const error = await transport(150)
      .send({ method: 'PUT', url: `${baseUrl}/x`, headers: {}, body: { kind: 'none' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).kind).toBe('timeout');
  });

  it('aborts at once when asked', async () => {
    handler = (request) => request.resume();
    const controller = new AbortController();
    const pending = transport().send({
      method: 'PUT',
      url: `${baseUrl}/x`,
      headers: {},
      body: { kind: 'none' },
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('refuses an oversized response instead of buffering it', async () => {
    handler = (_request, response) => {
      response.writeHead(200);
      response.end(Buffer.alloc(2 * 1024 * 1024, 0x61));
    };
    await expect(
      transport().send({ method: 'POST', url: `${baseUrl}/x`, headers: {}, body: { kind: 'none' } }),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it('reuses one connection for consecutive requests', async () => {
    let connections = 0;
    const onConnection = () => {
      connections += 1;
    };
    server.on('connection', onConnection);
    handler = (request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(308, { 'content-length': '0' });
        response.end();
      });
    };
    const keepAlive = transport();
    for (let index = 0; index < 5; index += 1) {
      await keepAlive.send({
        method: 'PUT',
        url: `${baseUrl}/x`,
        headers: {},
        body: { kind: 'bytes', data: Buffer.alloc(1000) },
      });
    }
    server.off('connection', onConnection);
    expect(connections).toBe(1);
  });
});
