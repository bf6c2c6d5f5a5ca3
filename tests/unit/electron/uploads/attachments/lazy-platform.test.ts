// The upload service reaches the Data API (axios) only through lazily imported modules, so an upload's process
// does not carry them until a category list or an attachment step needs them; and the lazy pieces behave like the
// clients they stand for.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataApiCall } from '../../../../../electron/platform/data-api-client';
import { lazyPlatformAttachments, loadDataApiClient } from '../../../../../electron/uploads/attachments/lazy-platform';

const SERVICE = fileURLToPath(new URL('../../../../../electron/uploads/upload-service.ts', import.meta.url));

/** Every input the entry reaches through static imports alone (what loading the module evaluates). */
async function staticallyReached(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outfile: 'out.mjs',
    logLevel: 'silent',
  });
  const inputs: Metafile['inputs'] = metafile.inputs;
  const start = Object.keys(inputs).find((path) => path.endsWith('electron/uploads/upload-service.ts'));
  const reached = new Set<string>(start ? [start] : []);
  const queue = [...reached];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const imported of inputs[path]?.imports ?? []) {
      if (imported.kind === 'dynamic-import' || imported.external || reached.has(imported.path)) continue;
      reached.add(imported.path);
      queue.push(imported.path);
    }
  }
  return reached;
}

describe('the upload service module graph', () => {
  it('does not load axios nor the Data API and image clients until they are used', async () => {
    const reached = [...(await staticallyReached(SERVICE))];
    expect(reached.length).toBeGreaterThan(20);
    expect(reached.filter((path) => path.includes('node_modules/axios/'))).toEqual([]);
    expect(reached.filter((path) => /platform\/(data-api-client|image-upload-client)\.ts$/.test(path))).toEqual([]);
    expect(reached.filter((path) => path.endsWith('uploads/attachments/attachment-platform.ts'))).toEqual([]);
  });
});

describe('the lazily loaded clients', () => {
  let server: http.Server;
  let baseUrl: string;
  const requests: string[] = [];

  beforeEach(async () => {
    requests.length = 0;
    server = http.createServer((req, res) => {
      requests.push(`${req.method} ${req.url} ${req.headers.authorization}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ items: req.url?.startsWith('/playlistItems') ? [{ id: 'item-1' }] : [] }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.close();
    await once(server, 'close');
  });

  const tokens = {
    getAccessToken: () => Promise.resolve('token-1'),
    refreshAfterRejection: () => Promise.reject(new Error('no refresh in this test')),
  };

  it('a Data API client made on demand carries the token and tells the observer', async () => {
    const calls: DataApiCall[] = [];
    const api = await loadDataApiClient(() => baseUrl, tokens, { called: (call) => calls.push(call) });
    await api.request({ path: '/videoCategories', params: { part: 'snippet', regionCode: 'US' } });
    expect(requests).toEqual(['GET /videoCategories?part=snippet&regionCode=US Bearer token-1']);
    expect(calls).toEqual([{ verb: 'GET', path: '/videoCategories', status: 200 }]);
  });

  it('the attachment platform loads on its first step and sends each step to the Data API', async () => {
    const calls: DataApiCall[] = [];
    const platform = lazyPlatformAttachments({
      endpoints: () => ({ dataApiBaseUrl: baseUrl, uploadBaseUrl: `${baseUrl}/upload` }),
      tokens,
      observer: { called: (call) => calls.push(call) },
    });
    const signal = new AbortController().signal;
    expect(requests).toEqual([]);
    await expect(platform.isInPlaylist('video-1', 'playlist-1', signal)).resolves.toBe(true);
    await platform.addToPlaylist('video-1', 'playlist-2', signal);
    expect(requests).toEqual([
      'GET /playlistItems?part=id&playlistId=playlist-1&videoId=video-1&maxResults=50 Bearer token-1',
      'POST /playlistItems?part=snippet Bearer token-1',
    ]);
    expect(calls.map((call) => `${call.verb} ${call.path}`)).toEqual(['GET /playlistItems', 'POST /playlistItems']);
  });
});
