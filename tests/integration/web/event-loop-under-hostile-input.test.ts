// The host's event loop never stalls on input (issue 17): hostile payloads through browser mode's WebSocket and
// through the router Electron's IPC handler uses are refused in bounded time. Every uploads, every other socket and
// every timer of the host share that one loop, so a frame that holds it for a second holds them all.
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../../../electron/ipc/router';
import type { Handlers } from '../../../electron/ipc/handlers';
import { watchEventLoop } from '../../support/event-loop-watch';
import {
  closeCodeFrom,
  frame,
  openContractSocket,
  openSession,
  rawSocket,
  startWebFixture,
  call,
} from '../support/web-fixture';
import type { WebFixture } from '../support/web-fixture';

/**
 * Refusing one of these frames takes a few milliseconds of CPU; parsing one of them took from half a second to
 * seconds. Generous, because the stall is wall time and a busy two-core CI machine stretches every slice of CPU work.
 */
const STALL_BOUND_MS = 500;
const TEXT = 0x1;
/** Beyond the default 1 MiB, so that parsing the frames below would cost seconds rather than a fraction of one. */
const FRAME_LIMIT = 4 * 1024 * 1024;

let fixture: WebFixture;

beforeAll(async () => {
  fixture = await startWebFixture({ bridgeLimits: { maxFrameBytes: FRAME_LIMIT } });
});

afterAll(async () => {
  await fixture.stop();
});

/** A call frame whose payload is `payload` (JSON text), padded by the caller to just under the frame limit. */
function callFrame(id: number, name: string, payload: string): Buffer {
  return frame({
    opcode: TEXT,
    payload: Buffer.from(`{"type":"call","id":${id},"name":"${name}","payload":${payload}}`),
  });
}

const ROOM = FRAME_LIMIT - 200;
const hostileFrames: Array<{ what: string; payload: string }> = [
  { what: 'brackets nested two million deep', payload: `${'['.repeat(ROOM / 2)}${']'.repeat(ROOM / 2)}` },
  {
    what: 'an array of a million empty objects',
    payload: `{"files":[${Array(ROOM / 4)
      .fill('{}')
      .join(',')}]}`,
  },
  {
    what: 'objects nested seven hundred thousand deep',
    payload: `${'{"a":'.repeat(Math.floor(ROOM / 6))}1${'}'.repeat(Math.floor(ROOM / 6))}`,
  },
];

/** What the host did with one frame: closed the socket (with its code) or answered the call. */
async function outcomeOf(bytes: Buffer): Promise<{ outcome: string; maxStallMs: number }> {
  const { socket, rest } = await rawSocket(fixture, await openSession(fixture));
  socket.on('error', () => undefined);
  const watched = await watchEventLoop(async () => {
    const closed = closeCodeFrom(socket, rest).then((code) => `closed with ${code}`);
    const answered = answersTo(socket, rest, bytes, 1).then(
      () => 'answered',
      () => 'closed',
    );
    return Promise.race([closed, answered]);
  });
  socket.destroy();
  return { outcome: watched.result, maxStallMs: watched.maxStallMs };
}

describe('the event loop under hostile input', () => {
  it.each(hostileFrames)('refuses $what unparsed, without stalling the loop', async ({ payload }) => {
    const bytes = callFrame(1, 'uploads.enqueue', payload);
    expect(bytes.length).toBeLessThan(FRAME_LIMIT);
    // Twice: the first parse of a shape can be slower while V8 warms up, the second must be as quick.
    for (let round = 0; round < 2; round += 1) {
      const { outcome, maxStallMs } = await outcomeOf(bytes);
      expect(maxStallMs).toBeLessThan(STALL_BOUND_MS);
      expect(outcome).toBe('closed with 1009');
    }
    const bystander = await openContractSocket(fixture);
    expect(await call(bystander, 1, 'app.info')).toMatchObject({ ok: true });
    bystander.close();
  });

  const FRAMES = 100;
  it('answers many frames of huge strings and deep nesting with refusals, one at a time, without stalling', async () => {
    const { socket, rest } = await rawSocket(fixture, await openSession(fixture));
    const frames: Buffer[] = [];
    for (let id = 0; id < FRAMES; id += 1) {
      const payload =
        id % 2 === 0
          ? JSON.stringify({ files: [{ source: { kind: 'staged', stagingId: 'x'.repeat(60 * 1024) } }] })
          : `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
      frames.push(callFrame(id, 'uploads.enqueue', payload));
    }
    const watched = await watchEventLoop(() => answersTo(socket, rest, Buffer.concat(frames), frames.length));
    expect(watched.result).toHaveLength(FRAMES);
    for (const answer of watched.result) expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(watched.maxStallMs).toBeLessThan(STALL_BOUND_MS);
    socket.destroy();
  });

  it("refuses, through the router of Electron's IPC, arrays of millions and nesting of thousands in bounded time", async () => {
    let reached = 0;
    const handlers = new Proxy(
      {},
      {
        get: () => () => {
          reached += 1;
          return 'ran';
        },
      },
    ) as Handlers;
    const router = createRouter(handlers);
    // One element many times over: the test's own garbage must not be what the loop waits for.
    const enormous = { files: new Array<unknown>(5_000_000).fill({ source: { kind: 'staged' } }) };
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, new Array<number>(10).fill(i)]));
    for (const [name, payload] of [
      ['uploads.enqueue', enormous],
      ['uploads.enqueue', deep],
      ['uploads.setSettings', wide],
    ] as const) {
      const watched = await watchEventLoop(() => router.dispatch(name, payload));
      expect(watched.result).toMatchObject({
        ok: false,
        error: { code: 'invalid-input', message: expect.stringMatching(/^The request "[a-z.A-Z]+" was refused: /) },
      });
      expect(watched.maxStallMs, name).toBeLessThan(STALL_BOUND_MS);
      // Clear means short: a refusal never lists a million problems.
      expect(JSON.stringify(watched.result).length, name).toBeLessThan(4_000);
    }
    expect(reached).toBe(0);
  });
});

/** Writes `bytes` at once and collects the results of `count` calls from the server's frames. */
function answersTo(socket: Socket, already: Buffer, bytes: Buffer, count: number): Promise<unknown[]> {
  let received = already;
  const answers: unknown[] = [];
  return new Promise((resolve, reject) => {
    const look = (): void => {
      for (;;) {
        if (received.length < 2) return;
        let length = received[1]! & 0x7f;
        let start = 2;
        if (length === 126) {
          if (received.length < 4) return;
          length = received.readUInt16BE(2);
          start = 4;
        } else if (length === 127) {
          if (received.length < 10) return;
          length = Number(received.readBigUInt64BE(2));
          start = 10;
        }
        if (received.length < start + length) return;
        const opcode = received[0]! & 0x0f;
        const body = received.subarray(start, start + length);
        received = received.subarray(start + length);
        if (opcode === 0x8) return reject(new Error(`closed with ${body.length >= 2 ? body.readUInt16BE(0) : 1005}`));
        const parsed = JSON.parse(body.toString('utf8')) as { type: string; result?: unknown };
        if (parsed.type === 'result') answers.push(parsed.result);
        if (answers.length === count) return resolve(answers);
      }
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      look();
    });
    socket.write(bytes);
    look();
  });
}
