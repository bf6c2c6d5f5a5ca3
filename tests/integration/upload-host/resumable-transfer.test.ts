// Every row of the resumable protocol's state table, against the real emulator.
import { describe, it, expect } from 'vitest';
import { useUploadHostHarness, type UploadHostHarness } from '../support/emulator-harness';
import {
  CHUNK,
  expectApiError,
  inspectSession,
  putChunk,
  putData,
  randomFile,
  startSession,
  statusCheck,
  storedFrom,
} from './upload-client';

let h: UploadHostHarness;
useUploadHostHarness((started) => (h = started));

const session = (uri: string) => inspectSession(h, uri);

describe('resumable transfer', () => {
  it('whole-file PUT: 201 with the created video, requested parts only, bytes stored intact', async () => {
    const file = randomFile(3 * CHUNK + 123);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length, parts: 'snippet,status' });
    const response = await putData(uri, { token: h.token(), body: file.bytes });
    expect(response.status, response.text).toBe(201);
    const video = response.json();
    expect(video.kind).toBe('youtube#video');
    expect(typeof video.id).toBe('string');
    expect(video.snippet).toMatchObject({
      title: 'Upload host test',
      channelId: h.channelId,
      categoryId: '22',
      tags: ['test'],
    });
    expect(video.status).toMatchObject({ privacyStatus: 'private', embeddable: true, license: 'youtube' });
    expect(video.statistics).toBeUndefined();
    expect(video.contentDetails).toBeUndefined();

    expect(await h.media(video.id)).toEqual(expect.objectContaining({ size: file.bytes.length, sha256: file.sha256 }));
    expect(await session(uri)).toMatchObject({ state: 'complete', storedBytes: file.bytes.length, videoId: video.id });
  });

  it('the created video is listed by videos.list and in the uploads playlist', async () => {
    const file = randomFile(1000);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const video = (await putData(uri, { token: h.token(), body: file.bytes })).json();
    const listed = (await h.api(`/videos?part=snippet,status&id=${video.id}`)).json();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0].snippet.title).toBe('Upload host test');
    const items = (
      await h.api(`/playlistItems?part=snippet,contentDetails&playlistId=${h.uploadsPlaylistId}&maxResults=50`)
    ).json();
    expect(items.items.map((item: { contentDetails: { videoId: string } }) => item.contentDetails.videoId)).toContain(
      video.id,
    );
  });

  it('chunked upload: 308 with Range after each chunk, 201 after the last', async () => {
    const file = randomFile(4 * CHUNK + 1000);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    let offset = 0;
    while (offset + 2 * CHUNK < file.bytes.length) {
      const response = await putChunk(uri, h.token(), file.bytes, offset, 2 * CHUNK);
      expect(response.status).toBe(308);
      expect(response.headers['content-length']).toBe('0');
      offset += 2 * CHUNK;
      expect(response.headers.range).toBe(`bytes=0-${offset - 1}`);
    }
    const last = await putChunk(uri, h.token(), file.bytes, offset, file.bytes.length - offset);
    expect(last.status, last.text).toBe(201);
    expect((await h.media(last.json().id)).sha256).toBe(file.sha256);
  });

  it('status check: 308 without Range before any byte, with Range after, between chunks', async () => {
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const empty = await statusCheck(uri, h.token(), file.bytes.length);
    expect(empty.status).toBe(308);
    expect(empty.headers.range).toBeUndefined();
    expect(empty.headers['retry-after']).toBeUndefined();
    await putChunk(uri, h.token(), file.bytes, 0, CHUNK);
    const between = await statusCheck(uri, h.token(), file.bytes.length);
    expect(between.status).toBe(308);
    expect(storedFrom(between)).toBe(CHUNK);
    expect((await putChunk(uri, h.token(), file.bytes, CHUNK, CHUNK)).status).toBe(201);
  });

  it('a finished upload answers status checks and further PUTs with its original 201, never a second video', async () => {
    const file = randomFile(CHUNK + 7);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const first = await putData(uri, { token: h.token(), body: file.bytes });
    expect(first.status).toBe(201);
    const countBefore = await h.videoCount();

    const check = await statusCheck(uri, h.token(), file.bytes.length);
    expect(check.status).toBe(201);
    expect(check.json()).toEqual(first.json());
    const again = await putData(uri, { token: h.token(), body: file.bytes });
    expect(again.status).toBe(201);
    expect(again.json()).toEqual(first.json());
    const lastChunk = await putChunk(uri, h.token(), file.bytes, CHUNK, 7);
    expect(lastChunk.json().id).toBe(first.json().id);
    expect(await h.videoCount()).toBe(countBefore);
  });

  it('resume after an interruption continues from the byte after the last stored one', async () => {
    const file = randomFile(3 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await putChunk(uri, h.token(), file.bytes, 0, CHUNK);
    const stored = storedFrom(await statusCheck(uri, h.token(), file.bytes.length));
    const rest = await putData(uri, {
      token: h.token(),
      body: file.bytes.subarray(stored),
      range: `bytes ${stored}-${file.bytes.length - 1}/${file.bytes.length}`,
    });
    expect(rest.status).toBe(201);
    expect((await h.media(rest.json().id)).sha256).toBe(file.sha256);
  });

  it.each([
    ['overlapping (starts before the last stored byte)', CHUNK - 10],
    ['overlapping (starts at the last stored byte)', CHUNK - 1],
    ['skipping (starts beyond the next byte)', CHUNK + 1],
  ])('a non-contiguous block, %s, stores nothing and answers 308 with the current Range', async (_name, first) => {
    const file = randomFile(3 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await putChunk(uri, h.token(), file.bytes, 0, CHUNK);
    const response = await putChunk(uri, h.token(), file.bytes, first, CHUNK);
    expect(response.status).toBe(308);
    expect(response.headers.range).toBe(`bytes=0-${CHUNK - 1}`);
    expect(await session(uri)).toMatchObject({ state: 'open', storedBytes: CHUNK });
    // The session is unchanged: the upload still completes with the right bytes.
    const rest = await putChunk(uri, h.token(), file.bytes, CHUNK, 2 * CHUNK);
    expect(rest.status).toBe(201);
    expect((await h.media(rest.json().id)).sha256).toBe(file.sha256);
  });

  it('an expired session answers 404 in the Data API envelope, whatever is asked', async () => {
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    await putChunk(uri, h.token(), file.bytes, 0, CHUNK);
    await h.advanceClock(7 * 24 * 3600 * 1000 + 1000);
    try {
      expectApiError(await statusCheck(uri, h.token(), file.bytes.length), 404, 'notFound');
      expectApiError(await putChunk(uri, h.token(), file.bytes, CHUNK, CHUNK), 404, 'notFound');
      expect((await session(uri)).state).toBe('expired');
    } finally {
      await h.advanceClock(-(7 * 24 * 3600 * 1000 + 1000));
    }
  });

  it('the session lifetime is a setting', async () => {
    const settings = await h.control('PUT', '/_emulator/v1/uploads/settings', { sessionLifetimeSec: 60 });
    expect(settings.json()).toEqual({ sessionLifetimeSec: 60 });
    try {
      const uri = await startSession(h.baseUrl, { token: h.token(), size: 10 });
      await h.advanceClock(61_000);
      expectApiError(await statusCheck(uri, h.token(), 10), 404, 'notFound');
      await h.advanceClock(-61_000);
      expect((await h.control('PUT', '/_emulator/v1/uploads/settings', { sessionLifetimeSec: 0 })).status).toBe(400);
    } finally {
      await h.control('PUT', '/_emulator/v1/uploads/settings', { sessionLifetimeSec: 7 * 24 * 3600 });
    }
  });

  it('an unknown upload_id answers 404', async () => {
    expectApiError(
      await statusCheck(`${h.baseUrl}/upload/youtube/v3/videos?uploadType=resumable&upload_id=nope`, h.token(), 10),
      404,
      'notFound',
    );
  });

  it('a Content-Length that disagrees with Content-Range is a permanent 400, replayed afterwards', async () => {
    const file = randomFile(2 * CHUNK);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const bad = await putData(uri, {
      token: h.token(),
      body: file.bytes.subarray(0, CHUNK),
      range: `bytes 0-${CHUNK}/${file.bytes.length}`,
    });
    expectApiError(bad, 400, 'badRequest');
    expect(bad.json().error.message).toMatch(/Content-Length/);
    const check = await statusCheck(uri, h.token(), file.bytes.length);
    expect(check.status).toBe(400);
    expect(check.json()).toEqual(bad.json());
    expect((await putChunk(uri, h.token(), file.bytes, 0, CHUNK)).status).toBe(400);
    expect((await session(uri)).state).toBe('failed');
  });

  it.each([
    ['a malformed Content-Range', 'bytes=0-9/10'],
    ['a total that differs from X-Upload-Content-Length', 'bytes 0-9/11'],
  ])('%s is a permanent 400', async (_name, range) => {
    const file = randomFile(10);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    expectApiError(await putData(uri, { token: h.token(), body: file.bytes, range }), 400, 'badRequest');
    expect((await statusCheck(uri, h.token(), 10)).status).toBe(400);
  });

  it('the session is bound to its channel; another channel gets 403 and the session carries on', async () => {
    const file = randomFile(CHUNK * 2);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const stranger = h.token({ channelId: h.otherChannelId });
    expectApiError(await putChunk(uri, stranger, file.bytes, 0, CHUNK), 403, 'forbidden');
    expect(await session(uri)).toMatchObject({ state: 'open', storedBytes: 0 });
    expect((await putData(uri, { token: h.token(), body: file.bytes })).status).toBe(201);
  });

  it('an expired token gets 401 authError; a fresh token of the same channel continues the session', async () => {
    const file = randomFile(CHUNK * 2);
    const uri = await startSession(h.baseUrl, { token: h.token(), size: file.bytes.length });
    const oldToken = h.token();
    await putChunk(uri, oldToken, file.bytes, 0, CHUNK);
    await h.expireAllTokens();
    const refused = await putChunk(uri, oldToken, file.bytes, CHUNK, CHUNK);
    expectApiError(refused, 401, 'authError');
    expect(refused.headers['www-authenticate']).toContain('invalid_token');
    const done = await putChunk(uri, h.token(), file.bytes, CHUNK, CHUNK);
    expect(done.status).toBe(201);
    expect((await h.media(done.json().id)).sha256).toBe(file.sha256);
  });

  it('a missing token gets 401 on the session URI too', async () => {
    const uri = await startSession(h.baseUrl, { token: h.token(), size: 10 });
    const response = await putData(uri, { token: '', range: 'bytes */10', headers: { authorization: '' } });
    expect(response.status).toBe(401);
  });
});
