// Every uploadType=multipart route of the upload host takes bodies whose lines end in CRLF (the RFC, and the official
// Node client) and in a bare LF (as several other official clients write them), in conformance mode.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';
import { send, type RawResponse } from './raw-http';

const BOUNDARY = '==cd-line-ends-7f3a==';
const SRT = '1\n00:00:01,000 --> 00:00:02,500\nHello there.\n';

let fx: EmulatorHarness;
let token: string;
let png: Buffer;
let banner: Buffer;

beforeAll(async () => {
  fx = await startEmulatorHarness();
  token = await fx.token();
  png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  banner = await sharp({ create: { width: 2048, height: 1152, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await fx.close();
});

function multipart(eol: string, resource: unknown, mediaType: string, media: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}${eol}Content-Type: application/json; charset=UTF-8${eol}${eol}`),
    Buffer.from(JSON.stringify(resource)),
    Buffer.from(`${eol}--${BOUNDARY}${eol}Content-Type: ${mediaType}${eol}${eol}`),
    media,
    Buffer.from(`${eol}--${BOUNDARY}--${eol}`),
  ]);
}

function post(method: string, path: string, body: Buffer): Promise<RawResponse> {
  return send({
    method,
    url: `${fx.info.uploadBaseUrl}${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/related; boundary="${BOUNDARY}"` },
    body,
  });
}

describe.each([
  ['CRLF', '\r\n'],
  ['bare LF', '\n'],
])('uploadType=multipart with %s line ends', (_name, eol) => {
  it('videos.insert creates the video from the JSON part with the media intact', async () => {
    const media = Buffer.concat([Buffer.from('\n--not-the-boundary\r\n'), png]);
    const reply = await post(
      'POST',
      '/videos?uploadType=multipart&part=snippet,status',
      multipart(
        eol,
        { snippet: { title: `Line ends ${eol.length}` }, status: { privacyStatus: 'private' } },
        'video/mp4',
        media,
      ),
    );
    expect(reply.status, reply.text).toBe(200);
    const video = reply.json<{ id: string; snippet: { title: string } }>();
    expect(video.snippet.title).toBe(`Line ends ${eol.length}`);
    const stored = await fx.controlOk('GET', `/_emulator/v1/videos/${video.id}/media`);
    expect(stored).toMatchObject({ size: media.length, sha256: createHash('sha256').update(media).digest('hex') });
  });

  it('captions.insert and captions.update take the track and its file', async () => {
    const inserted = await post(
      'POST',
      '/captions?uploadType=multipart&part=snippet',
      multipart(
        eol,
        { snippet: { videoId: 'dQd3moVid04', language: eol === '\n' ? 'it' : 'fr', name: 'Line ends', isDraft: true } },
        'application/octet-stream',
        Buffer.from(SRT),
      ),
    );
    expect(inserted.status, inserted.text).toBe(200);
    const id = inserted.json<{ id: string }>().id;
    const updated = await post(
      'PUT',
      '/captions?uploadType=multipart&part=snippet',
      multipart(eol, { id, snippet: { isDraft: false } }, 'text/plain', Buffer.from(SRT.replace('Hello', 'Bonjour'))),
    );
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json<{ snippet: { isDraft: boolean } }>().snippet.isDraft).toBe(false);
    const file = await fx.api(`/captions/${id}`, token);
    expect(file.text).toContain('Bonjour there.');
  });

  it('watermarks.set takes the branding and the image', async () => {
    const reply = await post(
      'POST',
      `/watermarks/set?channelId=${fx.info.demo.channelId}&uploadType=multipart`,
      multipart(
        eol,
        {
          timing: { type: 'offsetFromStart', offsetMs: String(1000 * eol.length), durationMs: '5000' },
          position: { type: 'corner', cornerPosition: 'bottomLeft' },
        },
        'image/png',
        png,
      ),
    );
    expect(reply.status, reply.text).toBe(204);
    const { watermark } = await fx.controlOk('GET', `/_emulator/v1/channels/${fx.info.demo.channelId}/watermark`);
    expect(watermark).toMatchObject({ timing: { offsetMs: String(1000 * eol.length) } });
  });

  it('channelBanners.insert answers the banner URL', async () => {
    const reply = await post(
      'POST',
      '/channelBanners/insert?uploadType=multipart',
      multipart(eol, {}, 'image/png', banner),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json<{ url: string }>().url).toMatch(/\/_emulator\/v1\/banners\//);
  });

  it('thumbnails.set answers the sizes made', async () => {
    const reply = await post(
      'POST',
      '/thumbnails/set?videoId=dQd3moVid05&uploadType=multipart',
      multipart(eol, {}, 'image/png', png),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(Object.keys(reply.json<{ items: Record<string, unknown>[] }>().items[0] ?? {})).toContain('maxres');
  });
});
