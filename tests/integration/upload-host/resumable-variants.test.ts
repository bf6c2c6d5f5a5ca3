// The variants real clients add to the resumable protocol (which
// https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol describes): chunks sent with POST
// (the Go client), `X-GUploader-No-308: yes` (200 with `X-HTTP-Status-Code-Override: 308`), `bytes a-b/*` and
// `bytes */*` when the total is unknown, and a 308 without `Range` when nothing is stored (offset 0).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Readable } from 'node:stream';
import { startUploadHostHarness, type UploadHostHarness } from '../support/emulator-harness';
import { send } from './raw-http';
import { CHUNK, putChunk, putData, randomFile, startSession, statusCheck, storedFrom } from './upload-client';

let h: UploadHostHarness;
beforeAll(async () => {
  h = await startUploadHostHarness();
});
afterAll(async () => {
  await h.close();
});

describe('resumable upload variants', () => {
  it('chunks sent with POST (the Go client) work like PUT', async () => {
    const file = randomFile(2 * CHUNK + 5);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const first = await putChunk(uri, h.token(), file.bytes, 0, 2 * CHUNK, file.bytes.length, { method: 'POST' });
    expect(first.status).toBe(308);
    expect(storedFrom(first)).toBe(2 * CHUNK);
    const check = await statusCheck(uri, h.token(), '*', { method: 'POST' });
    expect(storedFrom(check)).toBe(2 * CHUNK);
    const last = await putChunk(uri, h.token(), file.bytes, 2 * CHUNK, 5, file.bytes.length, { method: 'POST' });
    expect(last.status).toBe(201);
    expect((await h.media(last.json().id)).sha256).toBe(file.sha256);
  });

  it('X-GUploader-No-308: yes turns every 308 into 200 with X-HTTP-Status-Code-Override: 308', async () => {
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const no308 = { headers: { 'x-guploader-no-308': 'yes' } };
    const empty = await statusCheck(uri, h.token(), file.bytes.length, no308);
    expect(empty.status).toBe(200);
    expect(empty.headers['x-http-status-code-override']).toBe('308');
    expect(empty.headers.range).toBeUndefined();
    const chunk = await putChunk(uri, h.token(), file.bytes, 0, CHUNK, file.bytes.length, no308);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['x-http-status-code-override']).toBe('308');
    expect(chunk.headers.range).toBe(`bytes=0-${CHUNK - 1}`);
    const done = await putChunk(uri, h.token(), file.bytes, CHUNK, CHUNK, file.bytes.length, no308);
    expect(done.status).toBe(201);
    expect(done.headers['x-http-status-code-override']).toBeUndefined();
  });

  it('chunks with an unknown total (bytes a-b/*), status checks as bytes */*, a final chunk naming the total', async () => {
    const file = randomFile(3 * CHUNK + 99);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: null });
    expect((await statusCheck(uri, h.token(), '*')).headers.range).toBeUndefined();
    expect(storedFrom(await putChunk(uri, h.token(), file.bytes, 0, CHUNK, '*'))).toBe(CHUNK);
    expect(storedFrom(await putChunk(uri, h.token(), file.bytes, CHUNK, 2 * CHUNK, '*'))).toBe(3 * CHUNK);
    expect(storedFrom(await statusCheck(uri, h.token(), '*'))).toBe(3 * CHUNK);
    const last = await putChunk(uri, h.token(), file.bytes, 3 * CHUNK, 99, file.bytes.length);
    expect(last.status).toBe(201);
    expect(await h.media(last.json().id)).toMatchObject({ size: file.bytes.length, sha256: file.sha256 });
  });

  it('an unknown total can also be closed by a status check naming it after the last bytes', async () => {
    const file = randomFile(CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: null });
    expect((await putChunk(uri, h.token(), file.bytes, 0, CHUNK, '*')).status).toBe(308);
    const closing = await statusCheck(uri, h.token(), file.bytes.length);
    expect(closing.status).toBe(201);
    expect((await h.media(closing.json().id)).sha256).toBe(file.sha256);
  });

  it('a whole file of unknown size sent with chunked transfer encoding', async () => {
    const file = randomFile(5 * CHUNK + 3);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: null });
    const pieces = Array.from({ length: 11 }, (_, i) => file.bytes.subarray(i * 120_000, (i + 1) * 120_000)).filter(
      (p) => p.length,
    );
    const response = await send({
      method: 'PUT',
      url: uri,
      headers: { authorization: `Bearer ${h.token()}`, 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' },
      body: Readable.from(pieces),
    });
    expect(response.status, response.text).toBe(201);
    expect(await h.media(response.json().id)).toMatchObject({ size: file.bytes.length, sha256: file.sha256 });
  });

  it('a PUT without Content-Range and with an empty body is a status check', async () => {
    const uri = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    const response = await putData(uri, { token: h.token(), headers: { 'content-length': '0' } });
    expect(response.status).toBe(308);
  });

  it('the resumable path of the discovery document starts sessions too', async () => {
    const response = await send({
      method: 'POST',
      url: `${h.baseUrl}/resumable/upload/youtube/v3/videos?uploadType=resumable&part=snippet`,
      headers: {
        authorization: `Bearer ${h.token()}`,
        'content-type': 'application/json',
        'x-upload-content-length': '4',
      },
      body: JSON.stringify({ snippet: { title: 'via resumable path' } }),
    });
    expect(response.status).toBe(200);
    const done = await putData(String(response.headers.location), { token: h.token(), body: Buffer.from('abcd') });
    expect(done.status).toBe(201);
    expect(done.json().snippet.title).toBe('via resumable path');
  });
});
