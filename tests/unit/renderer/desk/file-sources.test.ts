// The page's side of staging: chunked appends, resuming from the host's count after a conflict or a dropped
// request, and refusals that name the file. The host is a fake that behaves like electron/web/staging-routes.ts.
import { describe, expect, it } from 'vitest';
import { MP4_HEADER } from '../../../support/video-fixture';
import {
  SourceFailure,
  sourceForFile,
  stageFile,
  stagingName,
  STAGING_ROUTE,
} from '../../../../renderer/desk/file-sources';

const ID = 'a'.repeat(32);

interface FakeHost {
  readonly fetch: typeof fetch;
  readonly stored: () => Uint8Array;
  readonly requests: string[];
}

/** A staging host in memory; `misbehave` may answer a request itself (or throw, as a dropped connection does). */
function fakeHost(
  misbehave?: (
    method: string,
    url: string,
    body: Uint8Array | undefined,
    store: (bytes: Uint8Array) => void,
  ) => Response | undefined,
): FakeHost {
  let declared = 0;
  let data = new Uint8Array(0);
  const requests: string[] = [];
  const json = (status: number, body: unknown): Response =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const append = (bytes: Uint8Array): void => {
    const next = new Uint8Array(data.length + bytes.length);
    next.set(data);
    next.set(bytes, data.length);
    data = next;
  };
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${url}`);
    const body = init?.body instanceof Blob ? new Uint8Array(await init.body.arrayBuffer()) : undefined;
    const special = misbehave?.(method, url, body, append);
    if (special) return special;
    if (method === 'POST' && url === STAGING_ROUTE) {
      const entry = JSON.parse(init?.body as string) as { name: string; size: number; type: string };
      if (entry.size > 10_000)
        return json(507, { error: { code: 'no-space', message: `${entry.name} does not fit on the disk.` } });
      declared = entry.size;
      return json(201, { id: ID });
    }
    if (method === 'GET' && url === `${STAGING_ROUTE}/${ID}`)
      return json(200, { size: data.length, declaredSize: declared, complete: data.length === declared });
    const put = new RegExp(`^${STAGING_ROUTE}/${ID}\\?offset=(\\d+)$`).exec(url);
    if (method === 'PUT' && put) {
      if (Number(put[1]) !== data.length) {
        return json(409, {
          error: { code: 'offset-mismatch', message: `The staged file has ${data.length} bytes; continue from there.` },
          size: data.length,
        });
      }
      append(body!);
      return json(200, { size: data.length });
    }
    return json(404, { error: { code: 'not-found', message: 'No such staged file.' } });
  };
  return { fetch: fake, stored: () => data, requests };
}

/** An MP4 (its ftyp box, then a pattern) of `size` bytes. */
function fileOf(size: number, name = 'clip.mp4'): File {
  const bytes = new Uint8Array(size).map((_, index) => index % 251);
  bytes.set(MP4_HEADER.subarray(0, Math.min(size, MP4_HEADER.length)));
  return new File([bytes], name, { type: 'video/mp4' });
}

const noSleep = async (): Promise<void> => undefined;

describe('stageFile', () => {
  it('sends the file in chunks and reports what the host confirmed', async () => {
    const host = fakeHost();
    const file = fileOf(2_500);
    const progress: number[] = [];
    const id = await stageFile(file, {
      fetch: host.fetch,
      chunkBytes: 1_000,
      onProgress: (staged) => progress.push(staged),
    });
    expect(id).toBe(ID);
    expect(host.stored()).toEqual(new Uint8Array(await file.arrayBuffer()));
    expect(host.requests.filter((r) => r.startsWith('PUT'))).toEqual([
      `PUT ${STAGING_ROUTE}/${ID}?offset=0`,
      `PUT ${STAGING_ROUTE}/${ID}?offset=1000`,
      `PUT ${STAGING_ROUTE}/${ID}?offset=2000`,
    ]);
    expect(progress).toEqual([0, 1_000, 2_000, 2_500]);
  });

  it('continues from the host count after an offset conflict', async () => {
    let conflicted = false;
    const host = fakeHost((method, url, body, store) => {
      // The first chunk arrived but its answer was lost; the client then repeats it and is told the real size.
      if (method === 'PUT' && url.endsWith('offset=0') && !conflicted) {
        conflicted = true;
        store(body!);
        return new Response(JSON.stringify({ error: { code: 'offset-mismatch', message: 'x' }, size: body!.length }), {
          status: 409,
        });
      }
      return undefined;
    });
    const file = fileOf(1_500);
    await stageFile(file, { fetch: host.fetch, chunkBytes: 1_000, sleep: noSleep });
    expect(host.stored()).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('asks the host where to continue after a request died on the way', async () => {
    let dropped = false;
    const host = fakeHost((method, url, body, store) => {
      if (method === 'PUT' && url.endsWith('offset=1000') && !dropped) {
        dropped = true;
        store(body!.subarray(0, 300)); // part of the chunk reached the disk before the connection broke
        throw new TypeError('Failed to fetch');
      }
      return undefined;
    });
    const file = fileOf(2_200);
    await stageFile(file, { fetch: host.fetch, chunkBytes: 1_000, sleep: noSleep });
    expect(host.stored()).toEqual(new Uint8Array(await file.arrayBuffer()));
    expect(host.requests).toContain(`GET ${STAGING_ROUTE}/${ID}`);
    expect(host.requests).toContain(`PUT ${STAGING_ROUTE}/${ID}?offset=1300`);
  });

  it('gives up with a sentence naming the file when the connection keeps failing', async () => {
    const host = fakeHost((method) => {
      if (method === 'PUT') throw new TypeError('Failed to fetch');
      return undefined;
    });
    await expect(stageFile(fileOf(100), { fetch: host.fetch, sleep: noSleep })).rejects.toThrow(
      /^clip\.mp4 could not be copied to Channel Desk: the connection keeps failing/,
    );
  });

  it('gives the partial copy back to the host when it gives up', async () => {
    const host = fakeHost((method) => {
      if (method === 'PUT') throw new TypeError('Failed to fetch');
      return undefined;
    });
    await expect(stageFile(fileOf(100), { fetch: host.fetch, sleep: noSleep })).rejects.toThrow(SourceFailure);
    expect(host.requests).toContain(`DELETE ${STAGING_ROUTE}/${ID}`);
  });

  it('refuses what is no video before copying a byte, in the main process words', async () => {
    const host = fakeHost();
    const pdf = new File([new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')], 'invoice.mp4', {
      type: 'video/mp4',
    });
    const error = await stageFile(pdf, { fetch: host.fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceFailure);
    expect((error as SourceFailure).message).toMatch(/^invoice\.mp4 is not a video file \(it looks like /);
    expect(host.requests).toEqual([]);
  });

  it("passes on the host's refusal, naming the file", async () => {
    const host = fakeHost();
    const error = await stageFile(fileOf(20_000, 'huge.mp4'), { fetch: host.fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceFailure);
    expect((error as SourceFailure).message).toBe(
      'huge.mp4 could not be prepared for upload: huge.mp4 does not fit on the disk.',
    );
  });

  it('refuses an empty file without asking the host, in the main process words', async () => {
    const host = fakeHost();
    await expect(stageFile(fileOf(0, 'empty.mp4'), { fetch: host.fetch })).rejects.toThrow(
      'empty.mp4 is empty (0 bytes).',
    );
    expect(host.requests).toEqual([]);
  });

  it('keeps names within what the staging area accepts', () => {
    expect(stagingName('a\u0000b\nc.mp4')).toBe('a b c.mp4');
    expect(stagingName('x'.repeat(300))).toHaveLength(255);
    expect(stagingName('\u0001')).toBe('video');
  });
});

describe('sourceForFile', () => {
  it('names the local path in the desktop app', async () => {
    const source = await sourceForFile(fileOf(10), { pathForFile: () => '/home/me/clip.mp4' });
    expect(source).toEqual({ kind: 'path', path: '/home/me/clip.mp4' });
  });

  it('refuses a file that has no path on disk in the desktop app', async () => {
    await expect(sourceForFile(fileOf(10), { pathForFile: () => '' })).rejects.toThrow(
      /clip\.mp4 is not a file on this computer's disk/,
    );
  });

  it('stages the file in browser mode', async () => {
    const host = fakeHost();
    expect(await sourceForFile(fileOf(10), { fetch: host.fetch })).toEqual({ kind: 'staged', stagingId: ID });
  });
});
