import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { mkdtemp, readFile, rm, stat, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UploadSessionStore } from '../../../../../electron/emulator/upload-host/session-store';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'session-store-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const init = (now: number, totalBytes: number | null = 100) => ({
  channelId: 'UCchannel',
  parts: ['snippet'],
  metadata: { snippet: { title: 'A' } },
  mimeType: 'video/mp4',
  totalBytes,
  createdAt: now,
  expiresAt: now + 60_000,
});

describe('UploadSessionStore', () => {
  it('creates sessions with an empty .part file and persists them', async () => {
    const store = await UploadSessionStore.open(dataDir, 1000);
    const session = await store.create(init(1000));
    expect(session.uploadId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await stat(store.partPath(session.uploadId))).size).toBe(0);
    const saved = JSON.parse(await readFile(join(dataDir, 'upload-sessions.json'), 'utf8'));
    expect(saved.sessions[0]).toMatchObject({
      uploadId: session.uploadId,
      state: 'open',
      storedBytes: 0,
      totalBytes: 100,
    });
  });

  it('trusts the .part file over the record after a restart', async () => {
    const first = await UploadSessionStore.open(dataDir, 1000);
    const behind = await first.create(init(1000));
    const ahead = await first.create(init(1000));
    const beyondTotal = await first.create(init(1000, 4));
    behind.storedBytes = 50;
    await first.save();
    await writeFile(first.partPath(behind.uploadId), Buffer.alloc(20));
    await appendFile(first.partPath(ahead.uploadId), Buffer.alloc(30));
    await writeFile(first.partPath(beyondTotal.uploadId), Buffer.alloc(9));
    await first.flush();

    const second = await UploadSessionStore.open(dataDir, 2000);
    expect(second.get(behind.uploadId)?.storedBytes).toBe(20);
    expect(second.get(ahead.uploadId)?.storedBytes).toBe(30);
    expect(second.get(beyondTotal.uploadId)?.storedBytes).toBe(4);
    expect((await stat(second.partPath(beyondTotal.uploadId))).size).toBe(4);
  });

  it('recreates a missing .part file as empty', async () => {
    const first = await UploadSessionStore.open(dataDir, 1000);
    const session = await first.create(init(1000));
    session.storedBytes = 10;
    await first.save();
    await rm(first.partPath(session.uploadId));
    const second = await UploadSessionStore.open(dataDir, 1000);
    expect(second.get(session.uploadId)?.storedBytes).toBe(0);
    expect((await stat(second.partPath(session.uploadId))).size).toBe(0);
  });

  it('expires a session and frees its bytes', async () => {
    const store = await UploadSessionStore.open(dataDir, 1000);
    const session = await store.create(init(1000));
    await store.expire(session, 5000);
    expect(session.expiresAt).toBe(5000);
    await expect(stat(store.partPath(session.uploadId))).rejects.toThrow();
  });

  it('runs the tasks of one session one at a time, in order', async () => {
    const store = await UploadSessionStore.open(dataDir, 1000);
    const order: string[] = [];
    let finishA!: () => void;
    const aMayFinish = new Promise<void>((resolve) => (finishA = resolve));
    const slow = store.withLock('x', async () => {
      order.push('a-start');
      await aMayFinish;
      order.push('a-end');
      throw new Error('a failed');
    });
    const next = store.withLock('x', async () => {
      order.push('b');
      return 'b-result';
    });
    // A turn of the event loop in which b would run, were it not held behind a.
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a-start']);
    finishA();
    await expect(slow).rejects.toThrow('a failed');
    await expect(next).resolves.toBe('b-result');
    expect(order).toEqual(['a-start', 'a-end', 'b']);
  });

  it('moves a damaged sessions file aside and starts empty', async () => {
    await writeFile(join(dataDir, 'upload-sessions.json'), '{"version":1,"sess');
    const store = await UploadSessionStore.open(dataDir, 1234);
    expect(store.list()).toEqual([]);
    await expect(stat(join(dataDir, 'upload-sessions.json.corrupt-1234'))).resolves.toBeTruthy();
  });

  it('keeps many concurrent saves coherent', async () => {
    const store = await UploadSessionStore.open(dataDir, 1000);
    const sessions = await Promise.all(Array.from({ length: 5 }, () => store.create(init(1000))));
    sessions.forEach((session, index) => (session.storedBytes = index));
    await Promise.all(sessions.map(() => store.save()));
    const saved = JSON.parse(await readFile(join(dataDir, 'upload-sessions.json'), 'utf8'));
    const savedBytes = new Map(
      saved.sessions.map((s: { uploadId: string; storedBytes: number }) => [s.uploadId, s.storedBytes]),
    );
    expect(sessions.map((session) => savedBytes.get(session.uploadId))).toEqual([0, 1, 2, 3, 4]);
  });
});
