// A queue of 5,000 uploads with long descriptions stays usable in browser mode (issue 17, finding 6). The whole queue
// is some 30 MB of JSON: sent whole, as it once was on every change, it outgrew what one socket may have unsent and
// every change closed every socket, for good. Now uploads.list answers pages, each change event carries only what
// changed, and a client that mirrors the queue from them keeps its socket and ends with the host's queue.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { frameText } from '../../../electron/web/frame-text';
import { DEFAULT_BRIDGE_LIMITS } from '../../../electron/web/websocket-bridge';
import { readWholeQueue } from '../../../renderer/stores/queue-reader';
import { applyQueueChange } from '../../../shared/uploads/queue-change';
import type { QueueChange, QueuePage, UploadView } from '../../../shared/uploads/upload-view';
import { largeQueue, LARGE_QUEUE_UPLOADS, LONG_DESCRIPTION } from '../../support/large-upload-queue';
import { call, openContractSocket, startWebFixture, type WebFixture } from '../support/web-fixture';

const UPLOADS = LARGE_QUEUE_UPLOADS;
const DESCRIPTION = LONG_DESCRIPTION;

let fixture: WebFixture;
let dataDir = '';

beforeAll(async () => {
  fixture = await startWebFixture({
    prepareDataDir: (dir) => {
      dataDir = dir;
      mkdirSync(join(dir, 'uploads'), { recursive: true });
      const uploads = largeQueue();
      writeFileSync(join(dir, 'uploads', 'queue.json'), JSON.stringify({ version: 1, uploads }));
    },
  });
  await fixture.desk.start();
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A client that mirrors the queue as the renderer's store does, and notes the size of every change event. */
function mirror(socket: WebSocket) {
  const changes: QueueChange[] = [];
  const eventBytes: number[] = [];
  let closed: number | undefined;
  socket.on('message', (data) => {
    const text = frameText(data);
    const frame = JSON.parse(text) as { type: string; name?: string; payload?: unknown };
    if (frame.type === 'event' && frame.name === 'uploads.changed') {
      eventBytes.push(Buffer.byteLength(text));
      changes.push(frame.payload as QueueChange);
    }
  });
  socket.on('close', (code) => {
    closed = code;
  });
  return { changes, eventBytes, closed: () => closed };
}

let nextId = 1;
const list = (socket: WebSocket) => async (request: { offset: number }) => {
  const answer = (await call(socket, nextId++, 'uploads.list', request)) as { ok: boolean; value: QueuePage };
  expect(answer.ok).toBe(true);
  return answer.value;
};

describe('a queue of 5,000 uploads with long descriptions', () => {
  it('is read page by page, each page well under the frame limit', { timeout: 120_000 }, async () => {
    const socket = await openContractSocket(fixture);
    const pageBytes: number[] = [];
    socket.on('message', (data) => {
      const text = frameText(data);
      if (text.startsWith('{"type":"result"')) pageBytes.push(Buffer.byteLength(text));
    });
    const first = await list(socket)({ offset: 0 });
    expect(first.total).toBe(UPLOADS);
    expect(first.nextOffset).toBe(first.uploads.length);
    const queue = await readWholeQueue(list(socket));
    expect(queue.uploads).toHaveLength(UPLOADS);
    expect(queue.uploads.map((upload) => upload.id)).toEqual(
      Array.from({ length: UPLOADS }, (_, i) => `upload${String(i).padStart(6, '0')}`),
    );
    expect(queue.uploads[4_999]?.metadata.snippet.description).toBe(DESCRIPTION);
    expect(Math.max(...pageBytes)).toBeLessThan(DEFAULT_BRIDGE_LIMITS.maxFrameBytes / 2);
    socket.close();
  });

  it(
    'sends small change events, and a mirroring client keeps its socket and ends with the host queue',
    { timeout: 120_000 },
    async () => {
      const socket = await openContractSocket(fixture);
      const watcher = mirror(socket);
      const queue = await readWholeQueue(list(socket));
      let uploads: UploadView[] = queue.uploads;
      let revision = queue.revision;

      const ids = queue.uploads.map((upload) => upload.id);
      const ok = { ok: true };
      expect(await call(socket, nextId++, 'uploads.move', { id: ids[4_999]!, toIndex: 0 })).toMatchObject(ok);
      expect(await call(socket, nextId++, 'uploads.remove', { id: ids[10]! })).toMatchObject(ok);
      expect(await call(socket, nextId++, 'uploads.move', { id: ids[20]!, toIndex: 3_000 })).toMatchObject(ok);
      expect(await call(socket, nextId++, 'uploads.setSettings', { concurrency: 3 })).toMatchObject(ok);
      for (const id of ids.slice(100, 110)) await call(socket, nextId++, 'uploads.remove', { id });

      const host = () => fixture.desk.uploads.snapshot().uploads.map((upload) => upload.id);
      await vi.waitFor(() => expect(watcher.changes.at(-1)?.total).toBe(host().length), { timeout: 10_000 });
      for (const change of watcher.changes) {
        if (change.revision <= revision) continue;
        // Every change is the next one: nothing was missed, nothing asked for a second read.
        expect(change.revision).toBe(revision + 1);
        expect(change.resync).toBeUndefined();
        uploads = applyQueueChange(uploads, change);
        revision = change.revision;
      }
      expect(uploads.map((upload) => upload.id)).toEqual(host());
      expect(uploads).toHaveLength(UPLOADS - 11);
      expect(watcher.changes.at(-1)?.settings.concurrency).toBe(3);
      // Each change event a few kilobytes: the changed upload, not the 30 MB queue.
      expect(watcher.eventBytes.length).toBeGreaterThanOrEqual(14);
      expect(Math.max(...watcher.eventBytes)).toBeLessThan(64 * 1024);
      expect(watcher.closed()).toBeUndefined();
      expect(fixture.server.bridge.stats().closedForBackpressure).toBe(0);
      expect(fixture.server.bridge.stats().peakUnsentBytes).toBeLessThan(DEFAULT_BRIDGE_LIMITS.maxUnsentBytes / 2);

      // Clearing the finished ones changes nearly all of the queue: one event, still small, and the socket stays.
      expect(await call(socket, nextId++, 'uploads.clearFinished')).toMatchObject(ok);
      await vi.waitFor(() => expect(watcher.changes.at(-1)?.total).toBe(0), { timeout: 10_000 });
      expect(Math.max(...watcher.eventBytes)).toBeLessThan(256 * 1024);
      expect(await call(socket, nextId++, 'app.info')).toMatchObject(ok);
      expect(watcher.closed()).toBeUndefined();
      socket.close();
    },
  );
});
