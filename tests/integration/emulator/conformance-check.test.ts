// The emulator's conformance mode: every answer of the Data API and the upload host is held to the discovery
// document. A body that breaks it becomes a 500 conformanceViolation naming the path and is logged for the harness;
// the emulator's real answers (lists, errors, an upload through the official client) pass it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { youtube } from '@googleapis/youtube';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCallMethod } from '../../../electron/emulator/data-api/call-method';
import { ConformanceLog, registerConformanceCheck } from '../../../electron/emulator/conformance/conformance-check';
import { startEmulatorHarness, type EmulatorHarness } from '../support/emulator-harness';

describe('the onSend check, on a server that answers badly', () => {
  let app: FastifyInstance;
  const log = new ConformanceLog();
  const reported: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    registerConformanceCheck(app, log, (line) => reported.push(line));
    app.get('/youtube/v3/videos', async (request, reply) => {
      recordCallMethod(request, 'videos.list');
      reply.header('etag', '"e"');
      return { kind: 'youtube#videoListResponse', items: [{ kind: 'youtube#video', statistics: { viewCount: 3 } }] };
    });
    app.delete('/youtube/v3/videos', async () => ({ deleted: true }));
    app.get('/youtube/v3/channels', async (_request, reply) => reply.code(403).send({ error: 'nope' }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('replaces a body that breaks its schema by a 500 conformanceViolation naming the path, and logs it', async () => {
    const answer = await app.inject({ method: 'GET', url: '/youtube/v3/videos?part=statistics' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers.etag).toBeUndefined();
    const error = answer.json<{ error: { code: number; message: string; errors: Array<Record<string, string>> } }>()
      .error;
    expect(error.code).toBe(500);
    expect(error.errors[0]).toMatchObject({ reason: 'conformanceViolation', domain: 'emulator' });
    expect(error.message).toContain('$.items[0].statistics.viewCount: expected a string (uint64), got number 3');
    expect(reported).toEqual([
      'conformance violation: GET /youtube/v3/videos (videos.list, 200): $.items[0].statistics.viewCount: expected a string (uint64), got number 3',
    ]);
  });

  it('names the method from verb and path when no route recorded it; holds error bodies to the envelope', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/youtube/v3/videos?id=x' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/youtube/v3/channels' })).statusCode).toBe(500);
    const report = (await app.inject({ method: 'GET', url: '/_emulator/v1/conformance' })).json<{
      checked: Record<string, number>;
      violations: Array<{ request: string; method: string | null; status: number; path: string }>;
    }>();
    expect(report.checked).toEqual({ 'videos.list': 1, 'videos.delete': 1, 'channels.list': 1 });
    expect(
      report.violations.slice(1).map(({ request, method, status, path }) => [request, method, status, path]),
    ).toEqual([
      ['DELETE /youtube/v3/videos', 'videos.delete', 200, '$'],
      ['GET /youtube/v3/channels', 'channels.list', 403, '$.error'],
    ]);
  });

  it('leaves the edge alone: a zone host on the same path is a website, not the platform', async () => {
    const answer = await app.inject({
      method: 'DELETE',
      url: '/youtube/v3/videos',
      headers: { host: 'creator-shop.example' },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('the emulator in conformance mode', () => {
  let fx: EmulatorHarness;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'conformance-'));
    fx = await startEmulatorHarness({ dataDir });
  });
  afterAll(async () => {
    await fx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('passes every method it serves, its errors, and an upload through the official client', async () => {
    await fx.controlOk('PUT', '/_emulator/v1/quota', { limit: 100_000 });
    const token = await fx.token();
    const options = { rootUrl: `${fx.baseUrl}/`, headers: { authorization: `Bearer ${token}` } };
    const client = youtube('v3');
    const parts = ['snippet', 'contentDetails', 'statistics', 'status'];
    await client.channels.list({ part: [...parts, 'brandingSettings', 'localizations'], mine: true }, options);
    await client.videos.list(
      { part: [...parts, 'localizations', 'player', 'topicDetails'], myRating: 'like' },
      options,
    );
    await client.videos.list({ part: parts, id: ['dQd3moVid01', 'dQd3moVid02', 'dQd3moVid03'] }, options);
    await client.playlistItems.list(
      { part: ['snippet', 'contentDetails', 'status'], playlistId: fx.info.demo.uploadsPlaylistId, maxResults: 50 },
      options,
    );
    await client.i18nLanguages.list({ part: ['snippet'] }, options);
    await client.i18nRegions.list({ part: ['snippet'] }, options);
    await client.videoCategories.list({ part: ['snippet'], regionCode: 'US' }, options);
    await expect(client.videos.list({ part: ['bogus'], id: ['x'] }, options)).rejects.toThrow();
    expect((await fx.api('/nothing/here', token)).status).toBe(404);
    const inserted = await client.videos.insert(
      {
        part: ['snippet', 'status'],
        requestBody: { snippet: { title: 'Checked' }, status: { privacyStatus: 'unlisted' } },
        media: { mimeType: 'video/mp4', body: Readable.from([randomBytes(50_000)]) },
      },
      options,
    );
    expect(inserted.status).toBe(200);

    const report = await fx.conformance();
    expect(report.violations).toEqual([]);
    for (const method of [
      'channels.list',
      'videos.list',
      'playlistItems.list',
      'i18nLanguages.list',
      'videos.insert',
    ]) {
      expect(report.checked[method], method).toBeGreaterThanOrEqual(1);
    }
    expect(report.checked['(none)']).toBe(1);
  });
});
