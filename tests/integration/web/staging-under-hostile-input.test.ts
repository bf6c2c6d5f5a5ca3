// Browser mode's staging routes under hostile input (issue 17): a huge declared size, a body larger than declared or
// announced as such, a body that trickles in (slow loris) or stops without hanging up, many copies at once, odd
// headers and odd JSON. Each is answered without stalling the host's event loop, which every upload, socket and
// timer of the host shares, and nothing staged is lost.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../electron/files/staging-area';
import { registerStagingRoutes } from '../../../electron/web/staging-routes';
import { watchEventLoop } from '../../support/event-loop-watch';
import { openSession, startWebFixture, type WebFixture } from '../support/web-fixture';

/**
 * Every answer below takes a few milliseconds of the host's CPU; parsing the nested JSON the host once accepted held
 * it for half a second. Generous, for a busy 2-core machine.
 */
const STALL_BOUND_MS = 250;
const MiB = 1024 * 1024;

let fixture: WebFixture;
let session: string;

beforeAll(async () => {
  fixture = await startWebFixture();
  session = await openSession(fixture);
});

afterAll(async () => {
  await fixture.stop();
});

function stagingUrl(path = ''): string {
  return `${fixture.origin}/_desk/staging${path}`;
}

function describeFile(body: string): Promise<Response> {
  return fetch(stagingUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-desk-session': session },
    body,
  });
}

const create = (size: number, name = 'clip.mp4') => describeFile(JSON.stringify({ name, size, type: 'video/mp4' }));

async function createdId(size: number): Promise<string> {
  const answer = await create(size);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function stagedSize(id: string, origin = fixture.origin): Promise<number> {
  const answer = await fetch(`${origin}/_desk/staging/${id}`, { headers: { 'x-desk-session': session } });
  return ((await answer.json()) as { size: number }).size;
}

function append(id: string, offset: number, body: Uint8Array<ArrayBuffer>): Promise<Response> {
  return fetch(stagingUrl(`/${id}?offset=${offset}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'x-desk-session': session },
    body,
  });
}

/** A request written by hand on a bare socket: the head, then the body in parts with a pause between them. */
interface RawRequest {
  /** The status the host answered with, or undefined when it closed the connection without one. */
  readonly status: Promise<number | undefined>;
  readonly socket: Socket;
}

function rawRequest(options: { port?: number; head: string[]; parts?: Buffer[]; pauseMs?: number }): RawRequest {
  const port = options.port ?? fixture.server.port;
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let received = '';
  const status = new Promise<number | undefined>((resolve) => {
    socket.on('data', (data) => {
      received += data.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) resolve(Number(match[1]));
    });
    socket.on('close', () => resolve(undefined));
  });
  const head = [...options.head, `Host: 127.0.0.1:${port}`, `x-desk-session: ${session}`, 'Connection: close'];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  void (async () => {
    for (const part of options.parts ?? []) {
      if (socket.destroyed) return;
      socket.write(part);
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  })();
  return { status, socket };
}

const put = (id: string, offset: number | string = 0) => `PUT /_desk/staging/${id}?offset=${offset} HTTP/1.1`;
const OCTETS = 'Content-Type: application/octet-stream';

describe('the staging routes under hostile input', () => {
  it('refuses huge declared sizes and hostile file descriptions without stalling', async () => {
    const { result, maxStallMs } = await watchEventLoop(async () => {
      const statuses = [(await create(Number.MAX_SAFE_INTEGER)).status, (await create(255 * 1024 ** 3)).status];
      for (const body of [
        `${'['.repeat(400_000)}${']'.repeat(400_000)}`,
        `[${Array(250_000).fill('{}').join(',')}]`,
        JSON.stringify({ name: 'n'.repeat(900_000), size: 1, type: 'video/mp4' }),
        `${'['.repeat(8_000)}${']'.repeat(8_000)}`,
        JSON.stringify({ name: 'clip.mp4', size: 1e300, type: 'video/mp4' }),
        JSON.stringify({ name: 'clip\u0000.mp4', size: 1, type: 'video/mp4' }),
      ])
        statuses.push((await describeFile(body)).status);
      return statuses;
    });
    // Beyond the platform's 256 GiB; then beyond the free space of any test machine.
    expect(result.slice(0, 2)).toEqual([413, 507]);
    // A description is a few hundred bytes: a large body is refused unread, a small odd one by its shape.
    expect(result.slice(2)).toEqual([413, 413, 413, 400, 400, 400]);
    expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
  });

  it('refuses a body larger than declared, or announced as larger, and keeps nothing of it', async () => {
    const id = await createdId(1_000);
    expect((await append(id, 0, new Uint8Array(500))).status).toBe(200);
    const { result, maxStallMs } = await watchEventLoop(async () => {
      const larger = rawRequest({
        head: [put(id, 500), OCTETS, `Content-Length: ${32 * MiB}`],
        parts: Array.from({ length: 32 }, () => Buffer.alloc(MiB, 7)),
      });
      const largerStatus = await larger.status;
      larger.socket.destroy();
      // Announced as 1 PB but sending four bytes: refused at once, not waited for.
      const announced = rawRequest({
        head: [put(id, 500), OCTETS, `Content-Length: ${10 ** 15}`],
        parts: [Buffer.from('abcd')],
      });
      const announcedStatus = await announced.status;
      announced.socket.destroy();
      return [largerStatus, announcedStatus];
    });
    expect(result).toEqual([413, 413]);
    expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
    expect(await stagedSize(id)).toBe(500);
  });

  it('keeps what a slow-loris body sent, serves others meanwhile, and resumes once it goes', async () => {
    const id = await createdId(1_000);
    const other = await createdId(10);
    const { result, maxStallMs } = await watchEventLoop(async () => {
      const trickle = rawRequest({
        head: [put(id), OCTETS, 'Content-Length: 1000'],
        parts: Array.from({ length: 20 }, () => Buffer.alloc(1, 1)),
        pauseMs: 25,
      });
      const otherStatus = (await append(other, 0, new Uint8Array(10))).status;
      await sleep(800);
      const sizeWhileTrickling = await stagedSize(id);
      trickle.socket.destroy();
      return { otherStatus, sizeWhileTrickling };
    });
    expect(result).toEqual({ otherStatus: 200, sizeWhileTrickling: 20 });
    expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
    await expect.poll(() => stagedSize(id)).toBe(20);
    expect((await append(id, 20, new Uint8Array(980))).status).toBe(200);
    expect(await stagedSize(id)).toBe(1_000);
  });

  it('ends a copy whose body stops without hanging up, keeping what arrived, so it can be discarded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'desk-staging-idle-'));
    const area = new StagingArea(dataDir, { bodyIdleMs: 300 });
    const app = Fastify();
    await registerStagingRoutes(app, area);
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as { port: number };
      const { id } = await area.create({ name: 'clip.mp4', size: 1_000, type: 'video/mp4' });
      const stalled = rawRequest({ port, head: [put(id), OCTETS, 'Content-Length: 1000'], parts: [Buffer.alloc(40)] });
      // The client sends nothing more and never hangs up; the host cuts the copy.
      expect(await stalled.status).toBeUndefined();
      expect((await area.status(id)).size).toBe(40);
      const discarded = await fetch(`http://127.0.0.1:${port}/_desk/staging/${id}`, { method: 'DELETE' });
      expect(discarded.status).toBe(204);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('takes fifty copies at once and refuses the fifty-first, without stalling', { timeout: 60_000 }, async () => {
    // From another process: a client in this one would share the loop being watched.
    const { result, maxStallMs } = await watchEventLoop(() => copiesFromAnotherProcess(51, 4 * MiB));
    const created = result.created.filter((status) => status === 201).length;
    expect(created).toBeGreaterThanOrEqual(40);
    expect(result.created.filter((status) => status === 429)).toHaveLength(51 - created);
    expect(result.appended).toEqual(Array(created).fill(200));
    expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
  });

  it('answers odd headers and queries with a clear refusal, and keeps every byte of a many-chunked body', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => createdId(100)));
    const abcd = [Buffer.from('abcd')];
    const { result, maxStallMs } = await watchEventLoop(async () => {
      const requests: Array<{ head: string[]; parts: Buffer[] }> = [
        { head: [put(ids[0]!), 'Content-Type: text/plain', 'Content-Length: 4'], parts: abcd },
        { head: [put(ids[1]!), OCTETS, `X-Padding: ${'x'.repeat(64 * 1024)}`, 'Content-Length: 4'], parts: abcd },
        {
          head: [`PUT /_desk/staging/${ids[2]!}?offset=0&offset=0 HTTP/1.1`, OCTETS, 'Content-Length: 4'],
          parts: abcd,
        },
        { head: [put(ids[3]!, '9'.repeat(10_000)), OCTETS, 'Content-Length: 4'], parts: abcd },
        { head: [put(ids[4]!, -1), OCTETS, 'Content-Length: 4'], parts: abcd },
        {
          head: [put(ids[5]!), OCTETS, 'Transfer-Encoding: chunked'],
          parts: [...Array.from({ length: 100 }, () => Buffer.from('1\r\nz\r\n')), Buffer.from('0\r\n\r\n')],
        },
      ];
      const statuses: Array<number | undefined> = [];
      for (const request of requests) statuses.push(await rawRequest(request).status);
      return statuses;
    });
    expect(result).toEqual([415, 431, 400, 400, 400, 200]);
    expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
    expect(await Promise.all(ids.map((id) => stagedSize(id)))).toEqual([0, 0, 0, 0, 0, 100]);
  });
});

/** Creates `count` entries of `bytes` bytes at once from a child process, then copies every one it could create. */
function copiesFromAnotherProcess(count: number, bytes: number): Promise<{ created: number[]; appended: number[] }> {
  const script = `
const [origin, session, size, count] = process.argv.slice(1);
const headers = (type) => ({ 'content-type': type, 'x-desk-session': session });
const create = () => fetch(origin + '/_desk/staging', {
  method: 'POST',
  headers: headers('application/json'),
  body: JSON.stringify({ name: 'clip.mp4', size: Number(size), type: 'video/mp4' }),
});
const copy = (id) => fetch(origin + '/_desk/staging/' + id + '?offset=0', {
  method: 'PUT',
  headers: headers('application/octet-stream'),
  body: Buffer.alloc(Number(size), 7),
});
(async () => {
  const answers = await Promise.all(Array.from({ length: Number(count) }, create));
  const ids = await Promise.all(answers.filter((answer) => answer.status === 201).map(async (answer) => (await answer.json()).id));
  const copies = await Promise.all(ids.map(copy));
  process.stdout.write(JSON.stringify({ created: answers.map((a) => a.status), appended: copies.map((c) => c.status) }));
})();
`;
  const args = ['-e', script, fixture.origin, session, String(bytes), String(count)];
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, (error, stdout) =>
      error
        ? reject(new Error(`the copying process failed: ${error.message}`))
        : resolve(JSON.parse(stdout) as { created: number[]; appended: number[] }),
    ),
  );
}
