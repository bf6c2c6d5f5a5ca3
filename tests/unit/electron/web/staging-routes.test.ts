import Fastify, { type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../../electron/files/staging-area';
import { registerStagingRoutes } from '../../../../electron/web/staging-routes';
import { makeTempDir, removeDir } from '../../../support/video-fixture';

let dataDir: string;
let app: FastifyInstance;
let area: StagingArea;

beforeEach(async () => {
  dataDir = await makeTempDir();
  area = new StagingArea(dataDir);
  app = Fastify({ bodyLimit: 1024 });
  await registerStagingRoutes(app, area);
  // A JSON route outside the plugin: the raw-body parser must not leak to it.
  app.post('/other', async (request) => ({ got: request.body }));
  await app.ready();
});
afterEach(async () => {
  await app.close();
  await removeDir(dataDir);
});

const create = (payload: unknown) => app.inject({ method: 'POST', url: '/_desk/staging', payload: payload as object });
const put = (id: string, offset: number | string, payload: Buffer | string, type = 'application/octet-stream') =>
  app.inject({
    method: 'PUT',
    url: `/_desk/staging/${id}?offset=${offset}`,
    payload,
    headers: { 'content-type': type },
  });

describe('staging routes', () => {
  it('creates an entry, takes chunks larger than the server body limit, and reports the size', async () => {
    const created = await create({ name: 'clip.mp4', size: 3000, type: 'video/mp4' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const first = await put(id, 0, Buffer.alloc(2000, 1));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ size: 2000 });
    expect((await put(id, 2000, Buffer.alloc(1000, 2))).json()).toEqual({ size: 3000 });
    const status = await app.inject({ method: 'GET', url: `/_desk/staging/${id}` });
    expect(status.json()).toEqual({ size: 3000, declaredSize: 3000, complete: true });
    const bytes = await readFile((await area.finalize(id)).path);
    expect(bytes.subarray(1990, 2010)).toEqual(Buffer.concat([Buffer.alloc(10, 1), Buffer.alloc(10, 2)]));
  });

  it('reclaims a copy the page gave up on', async () => {
    const { id } = (await create({ name: 'clip.mp4', size: 10, type: 'video/mp4' })).json<{ id: string }>();
    await put(id, 0, 'abcd');
    expect((await app.inject({ method: 'DELETE', url: `/_desk/staging/${id}` })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/_desk/staging/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/_desk/staging/../../etc' })).statusCode).toBe(404);
  });

  it('answers 409 with the current size when the offset is wrong', async () => {
    const { id } = (await create({ name: 'clip.mp4', size: 10, type: 'video/mp4' })).json<{ id: string }>();
    await put(id, 0, 'abcd');
    const wrong = await put(id, 0, 'efgh');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ size: 4, error: { code: 'offset-mismatch' } });
  });

  it('refuses hostile or malformed input', async () => {
    expect((await create({ name: 'a', size: 1, type: 'x', extra: true })).statusCode).toBe(400);
    expect((await create({ name: '', size: 1, type: 'x' })).statusCode).toBe(400);
    expect((await create({ name: 'a', size: -1, type: 'x' })).statusCode).toBe(400);
    expect((await create({ name: 'a'.repeat(300), size: 1, type: 'x' })).statusCode).toBe(400);
    const { id } = (await create({ name: 'clip.mp4', size: 10, type: 'video/mp4' })).json<{ id: string }>();
    expect((await put(id, 'abc', 'x')).statusCode).toBe(400);
    expect((await put(id, 0, 'x', 'text/plain')).statusCode).toBe(415);
    expect((await put('..%2F..%2Fetc', 0, 'x')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/_desk/staging/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await put(id, 0, Buffer.alloc(11))).statusCode).toBe(413);
  });

  it('keeps the raw-body parser to its own routes', async () => {
    const other = await app.inject({
      method: 'POST',
      url: '/other',
      payload: 'abc',
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(other.statusCode).toBe(415);
  });
});
