// uploadType=media and uploadType=multipart for videos.insert, including the official Node client's framing.
import { describe, it, expect } from 'vitest';
import { Readable } from 'node:stream';
import { useUploadHostHarness, type UploadHostHarness } from '../support/emulator-harness';
import { expectConnectionBroken, send } from './raw-http';
import { expectApiError, randomFile } from './upload-client';

let h: UploadHostHarness;
useUploadHostHarness((started) => (h = started));

const BOUNDARY = 'c5f0f8a4-2d3b-4e4f-9a1b-7e6d5c4b3a29';

function multipartBody(metadata: string, media: Buffer, mediaType = 'video/mp4'): Buffer[] {
  return [
    Buffer.from(`--${BOUNDARY}\r\ncontent-type: application/json\r\n\r\n${metadata}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\ncontent-type: ${mediaType}\r\n\r\n`),
    media,
    Buffer.from(`\r\n--${BOUNDARY}--`),
  ];
}

function postMultipart(pieces: Buffer[], parts = 'snippet,status', token = h.token()) {
  return send({
    method: 'POST',
    url: `${h.baseUrl}/upload/youtube/v3/videos?uploadType=multipart&part=${parts}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/related; boundary=${BOUNDARY}`,
      'transfer-encoding': 'chunked',
    },
    body: Readable.from(pieces),
  });
}

function postMedia(body: Buffer, contentType = 'video/mp4', parts = 'snippet,status') {
  return send({
    method: 'POST',
    url: `${h.baseUrl}/upload/youtube/v3/videos?uploadType=media&part=${parts}`,
    headers: { authorization: `Bearer ${h.token()}`, 'content-type': contentType },
    body,
  });
}

describe('uploadType=multipart', () => {
  it('creates the video from the JSON part and stores the media part intact (chunked, no Content-Length)', async () => {
    const file = randomFile(700_000);
    const metadata = JSON.stringify({
      snippet: { title: 'Multipart upload', tags: ['a b', 'c'] },
      status: { privacyStatus: 'unlisted' },
    });
    const before = await h.videoCount();
    const response = await postMultipart(multipartBody(metadata, file.bytes));
    expect(response.status, response.text).toBe(200);
    const video = response.json();
    expect(video.snippet.title).toBe('Multipart upload');
    expect(video.status.privacyStatus).toBe('unlisted');
    expect(await h.media(video.id)).toMatchObject({
      size: file.bytes.length,
      sha256: file.sha256,
      mimeType: 'video/mp4',
    });
    expect(await h.videoCount()).toBe(before + 1);
  });

  it('refuses invalid metadata with its reason, creating nothing', async () => {
    const before = await h.videoCount();
    const response = await postMultipart(
      multipartBody(JSON.stringify({ snippet: { title: 'x'.repeat(101) } }), randomFile(1000).bytes),
    );
    expectApiError(response, 400, 'invalidTitle');
    expect(await h.videoCount()).toBe(before);
  });

  it('refuses a media part that is not a video', async () => {
    const response = await postMultipart(
      multipartBody(JSON.stringify({ snippet: { title: 't' } }), Buffer.from('hello'), 'text/plain'),
    );
    expectApiError(response, 400, 'badContent');
  });

  it('refuses a body without the media part, or cut before its closing boundary', async () => {
    const onlyJson = [
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-type: application/json\r\n\r\n{"snippet":{"title":"t"}}\r\n--${BOUNDARY}--`,
      ),
    ];
    expectApiError(await postMultipart(onlyJson), 400, 'mediaBodyRequired');
    const unterminated = multipartBody(JSON.stringify({ snippet: { title: 't' } }), Buffer.from('abc')).slice(0, 3);
    expectApiError(await postMultipart(unterminated), 400, 'badRequest');
  });

  it('works with the official Node client (@googleapis/youtube) pointed at the emulator', async () => {
    const { youtube } = await import('@googleapis/youtube');
    const client = youtube('v3');
    const file = randomFile(300_000);
    // The media URL is built from the per-call rootUrl only (a global rootUrl rewrites the API URL, not mediaUrl).
    const result = await client.videos.insert(
      {
        part: ['snippet', 'status'],
        requestBody: { snippet: { title: 'From the official client' }, status: { privacyStatus: 'private' } },
        media: { mimeType: 'video/mp4', body: Readable.from([file.bytes]) },
      },
      { rootUrl: `${h.baseUrl}/`, headers: { authorization: `Bearer ${h.token()}` } },
    );
    expect(result.status).toBe(200);
    expect(result.data.snippet?.title).toBe('From the official client');
    expect((await h.media(result.data.id ?? '')).sha256).toBe(file.sha256);
  });
});

describe('uploadType=media', () => {
  it('creates a video titled "unknown" from the raw body', async () => {
    const file = randomFile(123_456);
    const response = await postMedia(file.bytes, 'application/octet-stream');
    expect(response.status, response.text).toBe(200);
    const video = response.json();
    expect(video.snippet.title).toBe('unknown');
    expect(await h.media(video.id)).toMatchObject({ size: file.bytes.length, sha256: file.sha256 });
  });

  it('refuses a non-video content type and an empty body', async () => {
    expectApiError(await postMedia(Buffer.from('abc'), 'image/png'), 400, 'badContent');
    expectApiError(await postMedia(Buffer.alloc(0)), 400, 'mediaBodyRequired');
  });

  it('dropConnection breaks a simple upload and creates nothing', async () => {
    const before = await h.videoCount();
    await h.control('POST', '/_emulator/v1/faults', { kind: 'dropConnection', afterBytes: 10_000 });
    await expectConnectionBroken({
      method: 'POST',
      url: `${h.baseUrl}/upload/youtube/v3/videos?uploadType=media&part=snippet`,
      headers: { authorization: `Bearer ${h.token()}`, 'content-type': 'video/mp4' },
      body: randomFile(200_000).bytes,
    });
    expect(await h.videoCount()).toBe(before);
  });

  it('serverError answers a simple upload before reading it', async () => {
    await h.control('POST', '/_emulator/v1/faults', { kind: 'serverError', status: 502, on: 'simpleUpload' });
    expect((await postMedia(randomFile(1000).bytes)).status).toBe(502);
    expect((await postMedia(randomFile(1000).bytes)).status).toBe(200);
  });
});
