// The throttle of the test control (/_emulator/v1/throttle): upload bodies are slowed to the limit and every body
// byte received is counted, also the bytes of a request cut off, and both outlive a restart of the emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUploadHostHarness, type UploadHostHarness } from '../support/emulator-harness';
import { expectConnectionBroken } from './raw-http';
import { CHUNK, putChunk, randomFile, startSession } from './upload-client';

let h: UploadHostHarness;
beforeAll(async () => {
  h = await startUploadHostHarness();
});
afterAll(async () => {
  await h.close();
});

const throttle = async (body: object) => {
  const response = await h.control('PUT', '/_emulator/v1/throttle', body);
  expect(response.status, response.text).toBe(200);
  return response.json<{ bytesPerSecond: number | null; receivedBytes: number }>();
};
const received = async () =>
  (await h.control('GET', '/_emulator/v1/uploads')).json<{ bodyBytesReceived: number }>().bodyBytesReceived;

describe('upload throttle', () => {
  it('refuses a limit that is not a whole number of at least 1 KiB per second', async () => {
    for (const body of [
      { bytesPerSecond: 0 },
      { bytesPerSecond: 1.5e4 + 0.5 },
      { bytesPerSecond: 'fast' },
      { speed: 1 },
    ]) {
      expect((await h.control('PUT', '/_emulator/v1/throttle', body)).status).toBe(400);
    }
  });

  it('counts every body byte received, kept or not, and keeps limit and count across a restart', async () => {
    expect(await throttle({ bytesPerSecond: null, resetCount: true })).toEqual({
      bytesPerSecond: null,
      receivedBytes: 0,
    });
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    expect((await putChunk(uri, h.token(), file.bytes, 0, CHUNK)).status).toBe(308);
    expect(await received()).toBe(CHUNK);
    // A connection cut after 1000 bytes: they arrived, so they count, though none of them is kept.
    await h.control('POST', '/_emulator/v1/faults', { kind: 'dropConnection', afterBytes: 1000 });
    await expectConnectionBroken({
      method: 'PUT',
      url: uri,
      headers: {
        authorization: `Bearer ${h.token()}`,
        'content-range': `bytes ${CHUNK}-${2 * CHUNK - 1}/${2 * CHUNK}`,
      },
      body: file.bytes.subarray(CHUNK),
    });
    const afterCut = await received();
    expect(afterCut).toBeGreaterThanOrEqual(CHUNK + 1000);
    await throttle({ bytesPerSecond: 64 * 1024 });
    await h.restart();
    expect((await h.control('GET', '/_emulator/v1/throttle')).json()).toEqual({
      bytesPerSecond: 64 * 1024,
      receivedBytes: afterCut,
      // The arrival times are the running emulator's own: a restart forgets them.
      firstByteAt: null,
      lastByteAt: null,
    });
  });

  it('sends a body no faster than the limit, whole and in order', async () => {
    const rate = 128 * 1024;
    await throttle({ bytesPerSecond: rate, resetCount: true });
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const started = performance.now();
    const answer = await putChunk(uri, h.token(), file.bytes, 0, file.bytes.length);
    const seconds = (performance.now() - started) / 1000;
    expect(answer.status, answer.text).toBe(201);
    // A lower bound only: the limit guarantees the wait, a busy machine may add to it.
    expect(seconds).toBeGreaterThanOrEqual((file.bytes.length / rate) * 0.9);
    expect(await h.media(answer.json().id)).toMatchObject({ size: file.bytes.length, sha256: file.sha256 });
    expect(await received()).toBe(file.bytes.length);
    // Measured where the bytes arrive: the first to the last byte took the body's length at the rate (less the first
    // slice, which goes at once).
    const { firstByteAt, lastByteAt } = (await h.control('GET', '/_emulator/v1/throttle')).json<{
      firstByteAt: number;
      lastByteAt: number;
    }>();
    expect((lastByteAt - firstByteAt) / 1000).toBeGreaterThanOrEqual((file.bytes.length / rate) * 0.85);
    await throttle({ bytesPerSecond: null });
  });
});
