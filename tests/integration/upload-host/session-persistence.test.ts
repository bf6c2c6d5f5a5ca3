// Sessions survive an emulator restart on the same data dir: the stored bytes are trusted from the .part file.
import { describe, it, expect, afterEach } from 'vitest';
import { readFile, stat, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { startUploadHostHarness, type UploadHostHarness } from '../support/emulator-harness';
import { expectConnectionBroken } from './raw-http';
import { CHUNK, putChunk, randomFile, startSession, statusCheck, storedFrom, uploadIdOf } from './upload-client';

let h: UploadHostHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('session persistence', () => {
  it('an interrupted upload resumes after a restart and completes with the right bytes', async () => {
    h = await startUploadHostHarness();
    const file = randomFile(4 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await putChunk(uri, h.token(), file.bytes, 0, CHUNK);
    await h.control('POST', '/_emulator/v1/faults', {
      kind: 'dropConnection',
      afterBytes: 50_000,
      uploadId: uploadIdOf(uri),
    });
    await expectConnectionBroken({
      method: 'PUT',
      url: uri,
      headers: {
        authorization: `Bearer ${h.token()}`,
        'content-range': `bytes ${CHUNK}-${file.bytes.length - 1}/${file.bytes.length}`,
      },
      body: file.bytes.subarray(CHUNK),
    });

    const saved = JSON.parse(await readFile(join(h.dataDir, 'upload-sessions.json'), 'utf8'));
    expect(saved.sessions.find((s: { uploadId: string }) => s.uploadId === uploadIdOf(uri))).toMatchObject({
      storedBytes: CHUNK + 50_000,
      totalBytes: file.bytes.length,
      state: 'open',
    });
    await h.restart();

    const check = await statusCheck(uri, h.token(), file.bytes.length);
    expect(check.status).toBe(308);
    const stored = storedFrom(check);
    expect(stored).toBe(CHUNK + 50_000);
    const done = await putChunk(uri, h.token(), file.bytes, stored, file.bytes.length - stored);
    expect(done.status, done.text).toBe(201);
    expect((await h.media(done.json().id)).sha256).toBe(file.sha256);
  });

  it('after a restart the .part file is trusted over the record', async () => {
    h = await startUploadHostHarness();
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await putChunk(uri, h.token(), file.bytes, 0, CHUNK);
    await h.stop();
    const part = join(h.dataDir, 'uploads', `${uploadIdOf(uri)}.part`);
    expect((await stat(part)).size).toBe(CHUNK);
    await truncate(part, 1000);
    await h.start();
    expect(storedFrom(await statusCheck(uri, h.token(), file.bytes.length))).toBe(1000);
    const done = await putChunk(uri, h.token(), file.bytes, 1000, file.bytes.length - 1000);
    expect((await h.media(done.json().id)).sha256).toBe(file.sha256);
  });

  it('a finished session still replays its answer after a restart', async () => {
    h = await startUploadHostHarness();
    const file = randomFile(1000);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const done = await putChunk(uri, h.token(), file.bytes, 0, file.bytes.length);
    expect(done.status).toBe(201);
    const count = await h.videoCount();
    await h.restart();
    const check = await statusCheck(uri, h.token(), file.bytes.length);
    expect(check.status).toBe(201);
    expect(check.json().id).toBe(done.json().id);
    expect(await h.videoCount()).toBe(count);
    expect(await h.media(done.json().id)).toMatchObject({ sha256: file.sha256 });
  });
});
