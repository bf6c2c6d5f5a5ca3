// Fault injection (/_emulator/v1/faults) and inspection: each fault does exactly what it says, and a client that
// follows the protocol still ends with the right bytes and exactly one video.
import { describe, it, expect } from 'vitest';
import { useUploadHostHarness, type UploadHostHarness } from '../support/emulator-harness';
import { expectConnectionBroken } from './raw-http';
import {
  CHUNK,
  expectApiError,
  inspectSession,
  postSessionStart,
  putChunk,
  putData,
  randomFile,
  startSession,
  statusCheck,
  storedFrom,
  uploadIdOf,
} from './upload-client';

let h: UploadHostHarness;
useUploadHostHarness((started) => (h = started));

const arm = async (fault: object) => {
  const response = await h.control('POST', '/_emulator/v1/faults', fault);
  expect(response.status, response.text).toBeLessThan(300);
  return response.json();
};
const inspect = (uri: string) => inspectSession(h, uri);

describe('fault API', () => {
  it('arms, lists and clears faults', async () => {
    const armed = await arm({ kind: 'serverError', status: 503, times: 3, retryAfter: 2 });
    expect(armed.fault).toMatchObject({ kind: 'serverError', status: 503, times: 3, remaining: 3, on: 'any' });
    await arm({ kind: 'dropConnection', afterBytes: 100, uploadId: 'abc' });
    const listed = (await h.control('GET', '/_emulator/v1/faults')).json();
    expect(listed.faults.map((f: { kind: string }) => f.kind)).toEqual(['serverError', 'dropConnection']);
    expect((await h.control('DELETE', `/_emulator/v1/faults/${armed.fault.id}`)).status).toBe(204);
    expect((await h.control('DELETE', '/_emulator/v1/faults')).json()).toEqual({ cleared: 1 });
    expect((await h.control('GET', '/_emulator/v1/faults')).json()).toEqual({ faults: [] });
  });

  it.each([
    [{ kind: 'serverError', status: 501 }],
    [{ kind: 'dropConnection' }],
    [{ kind: 'dropConnection', afterBytes: -1 }],
    [{ kind: 'partialStore', storeBytes: 1.5 }],
    [{ kind: 'nap' }],
    [{ kind: 'serverError', status: 503, colour: 'red' }],
    [{ kind: 'expireSession', uploadId: 'x', all: true }],
    ['not an object'],
  ])('refuses %j with 400 and a message', async (body) => {
    const response = await h.control('POST', '/_emulator/v1/faults', body);
    expect(response.status).toBe(400);
    expect(response.json().error).toMatch(/invalid fault/);
  });
});

describe('faults on resumable uploads', () => {
  it('dropConnection stores exactly N bytes of the body, then the client resumes to a correct file', async () => {
    const file = randomFile(4 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await arm({ kind: 'dropConnection', afterBytes: 300_001, uploadId: uploadIdOf(uri) });
    await expectConnectionBroken({
      method: 'PUT',
      url: uri,
      headers: { authorization: `Bearer ${h.token()}` },
      body: file.bytes,
    });
    const check = await statusCheck(uri, h.token(), file.bytes.length);
    expect(check.status).toBe(308);
    expect(storedFrom(check)).toBe(300_001);
    expect((await inspect(uri)).storedBytes).toBe(300_001);
    const rest = await putChunk(uri, h.token(), file.bytes, 300_001, file.bytes.length - 300_001);
    expect(rest.status).toBe(201);
    expect((await h.media(rest.json().id)).sha256).toBe(file.sha256);
  });

  it('dropConnection with times drops several requests in a row', async () => {
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await arm({ kind: 'dropConnection', afterBytes: 1000, times: 2 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const stored = storedFrom(await statusCheck(uri, h.token(), file.bytes.length));
      await expectConnectionBroken({
        method: 'PUT',
        url: uri,
        headers: {
          authorization: `Bearer ${h.token()}`,
          'content-range': `bytes ${stored}-${file.bytes.length - 1}/${file.bytes.length}`,
        },
        body: file.bytes.subarray(stored),
      });
    }
    const stored = storedFrom(await statusCheck(uri, h.token(), file.bytes.length));
    expect(stored).toBe(2000);
    const done = await putChunk(uri, h.token(), file.bytes, stored, file.bytes.length - stored);
    expect((await h.media(done.json().id)).sha256).toBe(file.sha256);
  });

  it('a lost final response: the video exists once, the status check returns it', async () => {
    const file = randomFile(CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const before = await h.videoCount();
    await arm({ kind: 'dropConnection', afterBytes: file.bytes.length, uploadId: uploadIdOf(uri) });
    await expectConnectionBroken({
      method: 'PUT',
      url: uri,
      headers: { authorization: `Bearer ${h.token()}` },
      body: file.bytes,
    });
    const check = await statusCheck(uri, h.token(), file.bytes.length);
    expect(check.status).toBe(201);
    const again = await putData(uri, { token: h.token(), body: file.bytes });
    expect(again.json().id).toBe(check.json().id);
    expect(await h.videoCount()).toBe(before + 1);
    expect((await h.media(check.json().id)).sha256).toBe(file.sha256);
  });

  it('serverError answers before storing anything, with Retry-After, `times` times, and the session stays resumable', async () => {
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await putChunk(uri, h.token(), file.bytes, 0, CHUNK);
    await arm({ kind: 'serverError', status: 503, retryAfter: 5, times: 2, uploadId: uploadIdOf(uri) });
    for (const attempt of [1, 2]) {
      const failed = await putChunk(uri, h.token(), file.bytes, CHUNK, CHUNK);
      expectApiError(failed, 503, 'backendError');
      expect(failed.headers['retry-after'], `attempt ${attempt}`).toBe('5');
    }
    expect(await inspect(uri)).toMatchObject({ state: 'open', storedBytes: CHUNK });
    const done = await putChunk(uri, h.token(), file.bytes, CHUNK, CHUNK);
    expect(done.status).toBe(201);
    expect((await h.media(done.json().id)).sha256).toBe(file.sha256);
  });

  it.each([500, 502, 504])('serverError %i is answered as such', async (status) => {
    const uri = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    await arm({ kind: 'serverError', status, on: 'statusCheck' });
    const response = await statusCheck(uri, h.token(), 10);
    expect(response.status).toBe(status);
    expect(response.json().error.code).toBe(status);
    expect((await statusCheck(uri, h.token(), 10)).status).toBe(308);
  });

  it('partialStore keeps only K bytes of the next chunk and says so in the Range', async () => {
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await arm({ kind: 'partialStore', storeBytes: 1000, uploadId: uploadIdOf(uri) });
    const partial = await putData(uri, { token: h.token(), body: file.bytes });
    expect(partial.status).toBe(308);
    expect(partial.headers.range).toBe('bytes=0-999');
    const done = await putChunk(uri, h.token(), file.bytes, 1000, file.bytes.length - 1000);
    expect(done.status).toBe(201);
    expect((await h.media(done.json().id)).sha256).toBe(file.sha256);
  });

  it('expireSession by upload id: 404 from then on', async () => {
    const uri = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    const other = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    const applied = await arm({ kind: 'expireSession', uploadId: uploadIdOf(uri) });
    expect(applied).toEqual({ applied: { kind: 'expireSession', expired: [uploadIdOf(uri)] } });
    expectApiError(await statusCheck(uri, h.token(), 10), 404, 'notFound');
    expect((await inspect(uri)).state).toBe('expired');
    expect((await statusCheck(other, h.token(), 10)).status).toBe(308);
    expect(
      (await h.control('POST', '/_emulator/v1/faults', { kind: 'expireSession', uploadId: 'missing' })).status,
    ).toBe(404);
  });

  it('expireSession for the next session request', async () => {
    const uri = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    const armed = await arm({ kind: 'expireSession' });
    expect(armed.fault.kind).toBe('expireSession');
    expectApiError(await putData(uri, { token: h.token(), body: Buffer.alloc(10) }), 404, 'notFound');
    expectApiError(await statusCheck(uri, h.token(), 10), 404, 'notFound');
    const fresh = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    expect((await statusCheck(fresh, h.token(), 10)).status).toBe(308);
  });

  it('expireSession for all sessions', async () => {
    const a = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    const b = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    const applied = await arm({ kind: 'expireSession', all: true });
    expect(applied.applied.expired).toEqual(expect.arrayContaining([uploadIdOf(a), uploadIdOf(b)]));
    expectApiError(await statusCheck(a, h.token(), 10), 404, 'notFound');
    expectApiError(await statusCheck(b, h.token(), 10), 404, 'notFound');
  });

  it('expireAccessToken after N bytes: that request succeeds, the next gets 401, a fresh token continues', async () => {
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const token = h.token();
    await arm({ kind: 'expireAccessToken', afterBytes: 5000, uploadId: uploadIdOf(uri) });
    expect((await putChunk(uri, token, file.bytes, 0, CHUNK)).status).toBe(308);
    expectApiError(await putChunk(uri, token, file.bytes, CHUNK, CHUNK), 401, 'authError');
    await h.renewTokens();
    const done = await putChunk(uri, h.token(), file.bytes, CHUNK, CHUNK);
    expect(done.status).toBe(201);
    expect((await h.media(done.json().id)).sha256).toBe(file.sha256);
  });

  it('statusRetryAfter puts Retry-After on the next status check only', async () => {
    const uri = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    await arm({ kind: 'statusRetryAfter', seconds: 9, uploadId: uploadIdOf(uri) });
    expect((await statusCheck(uri, h.token(), 10)).headers['retry-after']).toBe('9');
    expect((await statusCheck(uri, h.token(), 10)).headers['retry-after']).toBeUndefined();
  });

  it('a fault scoped to one session leaves the others alone', async () => {
    const target = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    const bystander = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    await arm({ kind: 'serverError', status: 500, uploadId: uploadIdOf(target) });
    expect((await statusCheck(bystander, h.token(), 10)).status).toBe(308);
    expect((await postSessionStart(h.baseUrl, { token: h.token(), size: 10 })).status).toBe(200);
    expect((await statusCheck(target, h.token(), 10)).status).toBe(500);
  });
});

describe('inspection', () => {
  it('lists sessions and reports one session', async () => {
    const file = randomFile(CHUNK + 1);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await putChunk(uri, h.token(), file.bytes, 0, CHUNK);
    const list = (await h.control('GET', '/_emulator/v1/uploads')).json();
    expect(list.sessions.map((s: { uploadId: string }) => s.uploadId)).toContain(uploadIdOf(uri));
    expect(await inspect(uri)).toMatchObject({ storedBytes: CHUNK, totalBytes: CHUNK + 1, state: 'open' });
    expect((await inspect(uri)).videoId).toBeUndefined();
    expect((await h.control('GET', '/_emulator/v1/uploads/nope')).status).toBe(404);
    expect((await h.control('GET', '/_emulator/v1/videos/nope/media')).status).toBe(404);
  });

  it('the info endpoint carries the session lifetime', async () => {
    const info = (await h.control('GET', '/_emulator/v1/info')).json();
    expect(info.uploads).toMatchObject({ sessionLifetimeSec: 7 * 24 * 3600 });
  });
});
