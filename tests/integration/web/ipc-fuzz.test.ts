// Every call of the contract, over browser mode's real WebSocket, with hostile payloads made from its own schema:
// wrong types, extra keys, huge strings, deep nesting, prototype keys, arrays for objects, numbers JSON turns into
// Infinity. Only payloads the schema refuses are sent (so nothing real happens); each must come back as a clear
// error, nothing may leak into Object.prototype, and the host must stay up. Then the frame layer itself.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { z } from 'zod';
import { callNames, calls } from '../../../shared/ipc';
import { call, openContractSocket, startWebFixture, type WebFixture } from '../support/web-fixture';
import { frameText } from '../../../electron/web/frame-text';

let fixture: WebFixture;

beforeAll(async () => {
  fixture = await startWebFixture();
});

afterAll(async () => {
  await fixture.stop();
});

/** A payload as JSON text: some hostile values (prototype keys, 1e999) cannot be written as JS values first. */
type RawPayload = string;

// A whole payload just under the frame limit; in a field, a string longer than any field's bound (the longest, an API
// credential, is 64 KiB) is as hostile and sent ~185 times instead of a 900 KiB one (4 of the suite's CPU seconds).
const HUGE = 'x'.repeat(900 * 1024);
const LONG_FIELD = 'x'.repeat(70 * 1024);
const deep = (levels: number, leaf: string, open: string, close: string): string =>
  `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;

const generic: RawPayload[] = [
  'null',
  'true',
  '0',
  '-1',
  '1e999',
  '-1e999',
  '9007199254740993',
  '""',
  JSON.stringify(HUGE),
  '[]',
  '[{}]',
  '{}',
  deep(5_000, '1', '[', ']'),
  deep(5_000, '{}', '{"a":', '}'),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"polluted":true},"toString":1,"hasOwnProperty":2}',
];

/** Hostile stand-ins for one field's value. */
const fieldValues: RawPayload[] = [
  'null',
  '1e999',
  '-1e999',
  '-0',
  '1.5',
  '"1"',
  '""',
  JSON.stringify(LONG_FIELD),
  '[]',
  '{}',
  '[[[[[[[[[[]]]]]]]]]]',
  deep(2_000, '{}', '{"a":', '}'),
  '{"__proto__":{"polluted":true}}',
  'true',
];

function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return objectShape(schema.unwrap() as z.ZodType);
  return undefined;
}

/** Values that the schema would take for each field, where fast-check can find one cheaply; else none. */
function derived(schema: z.ZodType): RawPayload[] {
  const shape = objectShape(schema);
  if (!shape) return [];
  const keys = Object.keys(shape);
  const payloads: RawPayload[] = [];
  for (const key of keys) {
    // One field hostile, the others absent; then every field hostile at once.
    for (const value of fieldValues) payloads.push(`{${JSON.stringify(key)}:${value}}`);
  }
  payloads.push(`{${keys.map((key, i) => `${JSON.stringify(key)}:${fieldValues[i % fieldValues.length]}`).join(',')}}`);
  payloads.push(`[${keys.map((key) => JSON.stringify(key)).join(',')}]`);
  payloads.push(
    `{${[...keys, 'extra'].map((key) => `${JSON.stringify(key)}:1`).join(',')},"__proto__":{"polluted":true}}`,
  );
  return payloads;
}

/** Arbitrary JSON from fast-check, with prototype-looking keys among the keys it picks. */
const arbitraryJson = fc
  .jsonValue({ maxDepth: 4 })
  .chain((value) =>
    fc
      .constantFrom('__proto__', 'constructor', 'prototype', 'then', 'toJSON')
      .map((key) => `{${JSON.stringify(key)}:${JSON.stringify(value)}}`),
  );
const randomPayloads: RawPayload[] = [
  ...fc.sample(fc.jsonValue({ maxDepth: 5 }), { numRuns: 30, seed: 7 }).map((value) => JSON.stringify(value)),
  ...fc.sample(arbitraryJson, { numRuns: 15, seed: 11 }),
];

/**
 * Sends raw call frames on one socket and hands each answer to its call by id. One listener reads every frame once:
 * a listener per call in flight read each answer once per call waiting (~150 at a time here), which made the frames'
 * JSON parsing quadratic and most of the suite's CPU time.
 */
function rawCaller(socket: WebSocket): (id: number, name: string, payload: RawPayload) => Promise<unknown> {
  const waiting = new Map<
    number,
    { resolve: (result: unknown) => void; reject: (error: Error) => void; name: string }
  >();
  socket.on('message', (data: WebSocket.RawData) => {
    const frame = JSON.parse(frameText(data)) as { type: string; id?: number; result?: unknown };
    const caller = frame.type === 'result' && frame.id !== undefined ? waiting.get(frame.id) : undefined;
    if (caller === undefined) return;
    waiting.delete(frame.id!);
    caller.resolve(frame.result);
  });
  socket.once('close', (code) => {
    for (const [id, { reject, name }] of waiting) reject(new Error(`closed (${code}) before answering ${name} #${id}`));
    waiting.clear();
  });
  return (id, name, payload) =>
    new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject, name });
      socket.send(`{"type":"call","id":${id},"name":${JSON.stringify(name)},"payload":${payload}}`);
    });
}

describe('IPC fuzz over the WebSocket', () => {
  it('answers every hostile payload of every call with a clear error and stays up', async () => {
    const socket = await openContractSocket(fixture);
    const sendRaw = rawCaller(socket);
    let sent = 0;
    for (const name of callNames) {
      const schema = calls[name].input as z.ZodType;
      const candidates = [...generic, ...derived(schema), ...randomPayloads];
      const hostile = candidates.filter((raw) => !schema.safeParse(JSON.parse(raw)).success);
      // Every call refuses most of these; one that took them all would have no schema worth the name.
      expect(hostile.length, `${name} accepts almost anything`).toBeGreaterThan(candidates.length / 2);
      const answers = await Promise.all(hostile.map((raw, i) => sendRaw(sent + i, name, raw)));
      sent += hostile.length;
      for (const [i, answer] of answers.entries()) {
        expect(answer, `${name} with ${hostile[i]!.slice(0, 80)}`).toMatchObject({
          ok: false,
          error: {
            code: 'invalid-input',
            message: expect.stringMatching(new RegExp(`^The request "${name.replace('.', '\\.')}" was refused: `)),
          },
        });
        // Clear means short: the refusal never echoes a huge value back.
        expect((answer as { error: { message: string } }).error.message.length).toBeLessThan(4_000);
      }
    }
    expect(sent).toBeGreaterThan(callNames.length * 20);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await call(socket, sent + 1, 'app.info')).toMatchObject({ ok: true, value: { host: 'web' } });
    socket.close();
  });

  const badFrames: Array<{ what: string; data: string | Buffer; code: number }> = [
    { what: 'text that is not JSON', data: '{"type":"call",', code: 1007 },
    { what: 'JSON that is not an object', data: '[1,2,3]', code: 1007 },
    { what: 'null', data: 'null', code: 1007 },
    { what: 'an unknown frame type', data: '{"type":"event","id":1,"name":"app.info"}', code: 1007 },
    { what: 'a call without an id', data: '{"type":"call","name":"app.info"}', code: 1007 },
    { what: 'a negative id', data: '{"type":"call","id":-1,"name":"app.info"}', code: 1007 },
    { what: 'a fractional id', data: '{"type":"call","id":1.5,"name":"app.info"}', code: 1007 },
    { what: 'a huge id', data: '{"type":"call","id":1e999,"name":"app.info"}', code: 1007 },
    { what: 'an id as a string', data: '{"type":"call","id":"1","name":"app.info"}', code: 1007 },
    { what: 'a name as a number', data: '{"type":"call","id":1,"name":42}', code: 1007 },
    { what: 'a very long name', data: JSON.stringify({ type: 'call', id: 1, name: 'a'.repeat(10_000) }), code: 1007 },
    { what: 'a binary frame', data: Buffer.from('{"type":"call","id":1,"name":"app.info"}'), code: 1003 },
  ];

  it.each(badFrames)('closes a socket that sends $what ($code), and the host stays up', async ({ data, code }) => {
    const socket = await openContractSocket(fixture);
    const closed = new Promise<number>((resolve) => socket.once('close', (closeCode) => resolve(closeCode)));
    socket.send(data);
    expect(await closed).toBe(code);
    const next = await openContractSocket(fixture);
    expect(await call(next, 1, 'app.info')).toMatchObject({ ok: true });
    next.close();
  });

  it('answers an unknown call name with unknown-call, whatever the payload', async () => {
    const socket = await openContractSocket(fixture);
    const sendRaw = rawCaller(socket);
    for (const [i, name] of [
      '',
      '__proto__',
      'constructor',
      'toString',
      'app',
      'app.info.x',
      'hasOwnProperty',
    ].entries()) {
      expect(await sendRaw(i, name, '{}')).toMatchObject({
        ok: false,
        error: { code: 'unknown-call', message: expect.any(String) },
      });
    }
    socket.close();
  });
});
