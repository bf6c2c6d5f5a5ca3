// A client that sends calls but never reads the answers costs the host a bounded amount of memory: at most
// maxCallsInFlight calls are being answered at once, and past maxUnsentBytes of unread answers the client is cut
// off (issue 7, fault 2: the host grew by 400 MB and kept it). Asserted on the bridge's own accounting.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRIDGE_LIMITS } from '../../../electron/web/websocket-bridge';
import {
  call,
  frame,
  openContractSocket,
  openSession,
  rawSocket,
  startWebFixture,
  type WebFixture,
} from '../support/web-fixture';

const maxUnsentBytes = 512 * 1024;
let fixture: WebFixture;

beforeAll(async () => {
  fixture = await startWebFixture({ bridgeLimits: { maxUnsentBytes } });
});

afterAll(async () => {
  await fixture.stop();
});

describe('backpressure', () => {
  it('cuts off a client that stops reading, with what it left unsent bounded, and serves the others', async () => {
    const bystander = await openContractSocket(fixture);
    const { socket } = await rawSocket(fixture, await openSession(fixture));
    // Stop reading: the answers pile up in the kernel's buffers, then in the host's.
    socket.pause();
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    // Far more answers than loopback's kernel buffers hold (each answer is a few hundred bytes).
    const batch = Buffer.concat(
      Array.from({ length: 2_000 }, (_, i) =>
        frame({ opcode: 0x1, payload: Buffer.from(JSON.stringify({ type: 'call', id: i, name: 'app.info' })) }),
      ),
    );
    let sent = 0;
    while (fixture.server.bridge.stats().closedForBackpressure === 0 && sent < 200) {
      if (!socket.write(batch)) await new Promise((resolve) => setTimeout(resolve, 10));
      sent += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.waitFor(() => expect(fixture.server.bridge.stats().closedForBackpressure).toBe(1), {
      timeout: 30_000,
      interval: 20,
    });
    socket.resume();
    await closed;

    const stats = fixture.server.bridge.stats();
    expect(stats.peakUnsentBytes).toBeGreaterThan(0);
    expect(stats.peakUnsentBytes).toBeLessThanOrEqual(maxUnsentBytes);
    expect(stats.peakCallsInFlight).toBeLessThanOrEqual(DEFAULT_BRIDGE_LIMITS.maxCallsInFlight);
    await vi.waitFor(() => expect(fixture.server.bridge.stats().sockets).toBe(1));
    expect(await call(bystander, 1, 'app.info')).toMatchObject({ ok: true });
    bystander.close();
  });
});
