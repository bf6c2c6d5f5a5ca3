// The first read of a channel of 10,014 videos into its catalogue (issue 34) runs in browser mode's host, beside the
// demo emulator, without holding it: another connection's calls are answered at once all along, the read shows its
// progress as events, and it ends with every video known (its units are counted in tests/bench/catalogue.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { CatalogueStatus } from '../../../shared/catalogue/catalogue-status';
import { call, openContractSocket, startWebFixture, type WebFixture } from '../support/web-fixture';

/** A call from another connection waits at most this long while the read goes on. */
const ANSWER_BOUND_MS = 500;

let fixture: WebFixture;
let reader: WebSocket;
let bystander: WebSocket;

beforeAll(async () => {
  fixture = await startWebFixture({ demoBigChannel: true });
  reader = await openContractSocket(fixture);
  bystander = await openContractSocket(fixture);
  expect(await call(reader, 1, 'accounts.startDemo')).toMatchObject({ ok: true });
}, 120_000);

afterAll(async () => {
  reader.close();
  bystander.close();
  await fixture.stop();
});

const statusOf = async (socket: WebSocket, id: number) =>
  ((await call(socket, id, 'catalogue.status')) as { value: CatalogueStatus }).value;

describe('the first read of a big channel', () => {
  it('never holds the host, tells its progress, and ends knowing every video', { timeout: 240_000 }, async () => {
    const progress: CatalogueStatus[] = [];
    const stop = fixture.desk.events.on('catalogue.changed', (status) => progress.push(status));
    expect(await call(reader, 2, 'catalogue.sync', { mode: 'full' })).toMatchObject({
      ok: true,
      value: { state: 'syncing' },
    });
    let slowestMs = 0;
    let calls = 0;
    for (let id = 100; (await statusOf(bystander, id)).state === 'syncing'; id += 2) {
      const started = performance.now();
      expect(await call(bystander, id + 1, 'app.info')).toMatchObject({ ok: true });
      slowestMs = Math.max(slowestMs, performance.now() - started);
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stop();
    expect(calls).toBeGreaterThan(10);
    expect(slowestMs).toBeLessThan(ANSWER_BOUND_MS);
    expect(progress.some((status) => status.state === 'syncing' && (status.progress?.done ?? 0) > 0)).toBe(true);
    const done = await statusOf(reader, 3);
    expect(done).toMatchObject({ state: 'ready', count: 10_014 });
    expect(done.problem).toBeUndefined();
  });
});
