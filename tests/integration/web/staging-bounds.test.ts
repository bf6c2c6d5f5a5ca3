// Issue 7, faults 6 and 7, through the desk both hosts build: browser mode refuses path sources, the staging routes
// refuse to pull a file from under an upload that reads it (409), and a disk that fills mid-copy answers 507. Issue
// 17, finding 3: no other route that reads a staged file removes it while an upload still holds it.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnqueueResult } from '../../../shared/ipc/uploads';
import { createDesk, type Desk } from '../../../electron/app/composition-root';
import { createKeyFileCipher } from '../../../electron/auth/key-file-cipher';
import { StagingArea } from '../../../electron/files/staging-area';
import { registerStagingRoutes } from '../../../electron/web/staging-routes';
import { videoBytes, writeVideo } from '../../support/video-fixture';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'desk-staging-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function startDesk(kind: 'web' | 'electron'): Promise<Desk> {
  const dataDir = tempDir();
  const desk = createDesk(
    {
      kind,
      version: '1.2.3',
      dataDir,
      openCipher: () => createKeyFileCipher(join(dataDir, 'secret.key')),
      openSettingsFile: (options) => new Conf(options),
      openExternal: async () => undefined,
    },
    () => undefined,
  );
  await desk.start();
  cleanups.push(() => desk.stop());
  return desk;
}

async function stagingServer(area: StagingArea): Promise<FastifyInstance> {
  const app = Fastify();
  await registerStagingRoutes(app, area);
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

async function enqueue(desk: Desk, payload: unknown): Promise<EnqueueResult> {
  const result = await desk.router.dispatch('uploads.enqueue', payload);
  if (!result.ok) throw new Error(`enqueue failed: ${JSON.stringify(result.error)}`);
  return result.value as EnqueueResult;
}

describe('browser mode and path sources', () => {
  it('refuses a path a page names, with the reason, and still takes the staged files of the same call', async () => {
    const desk = await startDesk('web');
    const video = await writeVideo(tempDir(), 'secret-recording.mp4', 4096);
    const app = await stagingServer(desk.staging);
    const content = videoBytes(2048);
    const { id } = (
      await app.inject({
        method: 'POST',
        url: '/_desk/staging',
        payload: { name: 'dropped.mp4', size: content.length, type: 'video/mp4' },
      })
    ).json<{ id: string }>();
    await app.inject({
      method: 'PUT',
      url: `/_desk/staging/${id}?offset=0`,
      payload: content,
      headers: { 'content-type': 'application/octet-stream' },
    });

    const result = await enqueue(desk, {
      files: [{ source: { kind: 'path', path: video.path } }, { source: { kind: 'staged', stagingId: id } }],
      hold: true,
    });
    expect(result.refused).toEqual([
      {
        name: 'secret-recording.mp4',
        reason:
          'secret-recording.mp4 was named by its path; in the browser, Channel Desk reads only files dropped on or chosen in the page.',
      },
    ]);
    expect(result.accepted.map((upload) => upload.fileName)).toEqual(['dropped.mp4']);
    expect(desk.uploads.snapshot().uploads.map((upload) => upload.fileName)).toEqual(['dropped.mp4']);
  });

  it('the desktop app still takes a path', async () => {
    const desk = await startDesk('electron');
    const video = await writeVideo(tempDir(), 'local.mp4', 4096);
    const result = await enqueue(desk, { files: [{ source: { kind: 'path', path: video.path } }], hold: true });
    expect(result).toMatchObject({ accepted: [{ fileName: 'local.mp4' }], refused: [] });
  });
});

describe('staging routes against the upload service', () => {
  it('answers 409 to a DELETE of a staged file an upload reads, and the upload keeps its file', async () => {
    const desk = await startDesk('web');
    const app = await stagingServer(desk.staging);
    const content = videoBytes(2048);
    const { id } = (
      await app.inject({
        method: 'POST',
        url: '/_desk/staging',
        payload: { name: 'clip.mp4', size: content.length, type: 'video/mp4' },
      })
    ).json<{ id: string }>();
    await app.inject({
      method: 'PUT',
      url: `/_desk/staging/${id}?offset=0`,
      payload: content,
      headers: { 'content-type': 'application/octet-stream' },
    });
    const { accepted } = await enqueue(desk, { files: [{ source: { kind: 'staged', stagingId: id } }], hold: true });

    const refused = await app.inject({ method: 'DELETE', url: `/_desk/staging/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'in-use', message: 'This staged file is being uploaded; cancel its upload instead.' },
    });
    expect((await app.inject({ method: 'GET', url: `/_desk/staging/${id}` })).json()).toMatchObject({ complete: true });

    // Once its upload is cancelled nothing reads it: the service reclaims it itself.
    await desk.router.dispatch('uploads.cancel', { id: accepted[0]?.id });
    expect((await app.inject({ method: 'GET', url: `/_desk/staging/${id}` })).statusCode).toBe(404);
  });

  it('keeps a staged video an upload reads when other routes name it, until the last holder lets go', async () => {
    const desk = await startDesk('web');
    const app = await stagingServer(desk.staging);
    const stage = async (name: string, content: Buffer): Promise<string> => {
      const { id } = (
        await app.inject({
          method: 'POST',
          url: '/_desk/staging',
          payload: { name, size: content.length, type: 'video/mp4' },
        })
      ).json<{ id: string }>();
      await app.inject({
        method: 'PUT',
        url: `/_desk/staging/${id}?offset=0`,
        payload: content,
        headers: { 'content-type': 'application/octet-stream' },
      });
      return id;
    };
    const id = await stage('clip.mp4', videoBytes(2048));
    const video = { kind: 'staged', stagingId: id } as const;
    const { accepted } = await enqueue(desk, { files: [{ source: video }], hold: true });
    const other = await enqueue(desk, {
      files: [{ source: { kind: 'staged', stagingId: await stage('b.mp4', videoBytes(1024)) } }],
      hold: true,
    });
    const stillStaged = async (route: string): Promise<void> => {
      const status = await app.inject({ method: 'GET', url: `/_desk/staging/${id}` });
      expect(status.statusCode, `after ${route}`).toBe(200);
      expect(status.json(), `after ${route}`).toMatchObject({ complete: true });
    };

    // Each of these reads the video, refuses it (it is no image or caption file) and lets go of it.
    for (const [route, payload] of [
      ['thumbnails.set', { videoId: 'dQd3moVid04', source: video }],
      ['channel.banner.upload', { source: video }],
      ['captions.insert', { videoId: 'dQd3moVid04', source: video, language: 'en', name: '', isDraft: true }],
      ['uploads.setAttachments', { id: other.accepted[0]?.id, attachments: { thumbnail: video } }],
    ] as const) {
      const answer = await desk.router.dispatch(route, payload);
      expect(answer.ok, route).toBe(false);
      await stillStaged(route);
    }
    const withThumbnail = await enqueue(desk, {
      files: [
        {
          source: { kind: 'staged', stagingId: await stage('c.mp4', videoBytes(1024)) },
          attachments: { thumbnail: video },
        },
      ],
      hold: true,
    });
    expect(withThumbnail.accepted).toHaveLength(1);
    await stillStaged('uploads.enqueue with it as a thumbnail');

    // The upload was the last holder: once it is cancelled, the file goes.
    await desk.router.dispatch('uploads.cancel', { id: accepted[0]?.id });
    expect((await app.inject({ method: 'GET', url: `/_desk/staging/${id}` })).statusCode).toBe(404);
  });

  it('answers 507 with a clear message and the size to resume from when the disk fills mid-copy', async () => {
    const area = new StagingArea(tempDir(), {
      writeAt: async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    });
    const app = await stagingServer(area);
    const { id } = (
      await app.inject({
        method: 'POST',
        url: '/_desk/staging',
        payload: { name: 'clip.mp4', size: 1000, type: 'video/mp4' },
      })
    ).json<{ id: string }>();
    const answer = await app.inject({
      method: 'PUT',
      url: `/_desk/staging/${id}?offset=0`,
      payload: Buffer.alloc(1000),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(answer.statusCode).toBe(507);
    expect(answer.json()).toEqual({
      size: 0,
      error: {
        code: 'no-space',
        message:
          "The disk of Channel Desk's data folder is full: the copy stopped after 0 bytes. Free some space, then add the file again.",
      },
    });
  });

  it('answers 507 to a file that would eat into what the open copies were promised, and 429 past the entry cap', async () => {
    const GiB = 1024 ** 3;
    const area = new StagingArea(tempDir(), { freeBytes: async () => 78 * GiB, maxOpenEntries: 2 });
    const app = await stagingServer(area);
    const create = (name: string, size: number) =>
      app.inject({ method: 'POST', url: '/_desk/staging', payload: { name, size, type: 'video/mp4' } });
    expect((await create('one.mp4', 70 * GiB)).statusCode).toBe(201);
    const second = await create('two.mp4', 70 * GiB);
    expect(second.statusCode).toBe(507);
    expect(second.json()).toMatchObject({
      error: { code: 'no-space', message: expect.stringContaining('two.mp4 (70.0 GiB) does not fit') },
    });
    expect((await create('small.mp4', 10)).statusCode).toBe(201);
    const third = await create('third.mp4', 10);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: { code: 'too-many' } });
  });
});
