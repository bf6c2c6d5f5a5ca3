// A frame that breaks the WebSocket protocol closes only the socket that sent it, with the code RFC 6455 names,
// and the host keeps serving every other client (issue 7, fault 1: it used to end the whole process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  closeCodeFrom,
  frame,
  openContractSocket,
  openSession,
  rawSocket,
  startWebFixture,
  type WebFixture,
} from '../support/web-fixture';

let fixture: WebFixture;

beforeAll(async () => {
  fixture = await startWebFixture({ bridgeLimits: { maxFrameBytes: 64 * 1024 } });
});

afterAll(async () => {
  await fixture.stop();
});

const TEXT = 0x1;
const callText = Buffer.from(JSON.stringify({ type: 'call', id: 1, name: 'app.info' }));

const cases: Array<{ what: string; bytes: () => Buffer; code: number }> = [
  // Declared over the limit: refused from the header, before the payload is read.
  {
    what: 'a text frame over the size limit',
    bytes: () => frame({ opcode: TEXT, payload: Buffer.alloc(16), declaredLength: 64 * 1024 + 1 }),
    code: 1009,
  },
  {
    what: 'a text frame of invalid UTF-8',
    bytes: () => frame({ opcode: TEXT, payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) }),
    code: 1007,
  },
  {
    what: 'a frame with RSV1 set (no extension was agreed)',
    bytes: () => frame({ opcode: TEXT, payload: callText, rsv1: true }),
    code: 1002,
  },
  { what: 'a frame with a reserved opcode', bytes: () => frame({ opcode: 0x3, payload: callText }), code: 1002 },
  {
    what: 'a fragmented control frame',
    bytes: () => frame({ opcode: 0x9, payload: Buffer.from('ping'), fin: false }),
    code: 1002,
  },
  {
    what: 'a continuation frame with nothing to continue',
    bytes: () => frame({ opcode: 0x0, payload: callText }),
    code: 1002,
  },
];

describe('bad WebSocket frames', () => {
  it.each(cases)('$what closes that socket with $code and no other', async ({ bytes, code }) => {
    const bystander = await openContractSocket(fixture);
    const before = fixture.server.bridge.stats().closedForBadFrames;
    const { socket, rest } = await rawSocket(fixture, await openSession(fixture));
    const closed = closeCodeFrom(socket, rest);
    socket.write(bytes());
    expect(await closed).toBe(code);
    socket.destroy();

    expect(fixture.server.bridge.stats().closedForBadFrames).toBe(before + 1);
    // The host is alive: a client that was already connected still gets answers, and a new one can connect.
    expect(await call(bystander, 7, 'app.info')).toMatchObject({ ok: true, value: { host: 'web' } });
    const newcomer = await openContractSocket(fixture);
    expect(await call(newcomer, 1, 'app.info')).toMatchObject({ ok: true });
    bystander.close();
    newcomer.close();
  });

  it('survives a client that resets its connection (TCP RST) right after the handshake', async () => {
    const { socket } = await rawSocket(fixture, await openSession(fixture));
    socket.resetAndDestroy();
    const other = await openContractSocket(fixture);
    expect(await call(other, 1, 'app.info')).toMatchObject({ ok: true });
    other.close();
  });
});
