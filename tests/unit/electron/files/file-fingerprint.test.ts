import { createHash } from 'node:crypto';
import { appendFile, open, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkFingerprint,
  FINGERPRINT_EDGE_BYTES,
  fingerprintFile,
  heldFileStillMatches,
  sameFingerprint,
  statStillMatches,
} from '../../../../electron/files/file-fingerprint';
import { makeTempDir, removeDir, writeVideo } from '../../../support/video-fixture';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
});
afterAll(async () => {
  await removeDir(dir);
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('fingerprintFile', () => {
  it('hashes the first and the last MiB and records size and mtime', async () => {
    const video = await writeVideo(dir, 'big.mp4', 3 * FINGERPRINT_EDGE_BYTES + 17);
    const bytes = await readFile(video.path);
    const print = await fingerprintFile(video.path);
    expect(print.size).toBe(bytes.length);
    expect(print.headSha256).toBe(sha(bytes.subarray(0, FINGERPRINT_EDGE_BYTES)));
    expect(print.tailSha256).toBe(sha(bytes.subarray(bytes.length - FINGERPRINT_EDGE_BYTES)));
    expect(print.path).toBe(video.path);
    expect(print.mtimeMs).toBeGreaterThan(0);
  });

  it('hashes a small file whole for both ends', async () => {
    const video = await writeVideo(dir, 'small.mp4', 1000);
    const print = await fingerprintFile(video.path);
    expect(print.headSha256).toBe(video.sha256);
    expect(print.tailSha256).toBe(video.sha256);
  });
});

describe('checkFingerprint', () => {
  it('finds an untouched file the same', async () => {
    const video = await writeVideo(dir, 'same.mp4', 5000);
    const print = await fingerprintFile(video.path);
    expect(await checkFingerprint(print)).toEqual({ kind: 'same' });
    expect(await statStillMatches(print)).toEqual({ kind: 'same' });
    expect(sameFingerprint(print, await fingerprintFile(video.path))).toBe(true);
  });

  it('notices a file that grew', async () => {
    const video = await writeVideo(dir, 'grown.mp4', 5000);
    const print = await fingerprintFile(video.path);
    await appendFile(video.path, Buffer.alloc(10));
    expect(await checkFingerprint(print)).toEqual({
      kind: 'changed',
      what: expect.objectContaining({ text: 'its size went from 5000 to 5010 bytes' }),
    });
    expect((await statStillMatches(print)).kind).toBe('changed');
  });

  it('notices a rewrite that kept the size and the modification time', async () => {
    const video = await writeVideo(dir, 'rewritten.mp4', 3 * FINGERPRINT_EDGE_BYTES);
    // A whole second, so restoring it after the write is exact.
    const when = new Date('2026-01-01T00:00:00Z');
    await utimes(video.path, when, when);
    const print = await fingerprintFile(video.path);
    const handle = await open(video.path, 'r+');
    await handle.write(Buffer.from('different'), 0, 9, 3 * FINGERPRINT_EDGE_BYTES - 100);
    await handle.close();
    await utimes(video.path, when, when);
    expect(await checkFingerprint(print)).toEqual({
      kind: 'changed',
      what: expect.objectContaining({ text: 'its content is different' }),
    });
  });

  it('notices a touched file', async () => {
    const video = await writeVideo(dir, 'touched.mp4', 5000);
    const print = await fingerprintFile(video.path);
    const later = new Date(print.mtimeMs + 5000);
    await utimes(video.path, later, later);
    expect(await checkFingerprint(print)).toEqual({
      kind: 'changed',
      what: expect.objectContaining({ text: 'it was modified' }),
    });
  });

  it('notices a file that vanished', async () => {
    const video = await writeVideo(dir, 'vanished.mp4', 5000);
    const print = await fingerprintFile(video.path);
    await rm(video.path);
    expect(await checkFingerprint(print)).toEqual({ kind: 'missing' });
    expect(await statStillMatches(print)).toEqual({ kind: 'missing' });
  });

  it('notices a file replaced by another of the same size', async () => {
    const video = await writeVideo(dir, 'replaced.mp4', 5000);
    const print = await fingerprintFile(video.path);
    await writeFile(video.path, Buffer.alloc(5000, 7));
    const result = await checkFingerprint(print);
    expect(result.kind).toBe('changed');
  });
});

describe('heldFileStillMatches', () => {
  it('is the same for an untouched file held open', async () => {
    const video = await writeVideo(dir, 'held.mp4', 5000);
    const print = await fingerprintFile(video.path);
    const handle = await open(video.path, 'r');
    try {
      expect(await heldFileStillMatches(print, handle)).toEqual({ kind: 'same' });
    } finally {
      await handle.close();
    }
  });

  it('notices the held file written to in place', async () => {
    const video = await writeVideo(dir, 'held-grown.mp4', 5000);
    const print = await fingerprintFile(video.path);
    const handle = await open(video.path, 'r');
    try {
      await appendFile(video.path, Buffer.alloc(10));
      expect(await heldFileStillMatches(print, handle)).toEqual({
        kind: 'changed',
        what: expect.objectContaining({ text: 'its size went from 5000 to 5010 bytes' }),
      });
    } finally {
      await handle.close();
    }
  });

  it('notices another file of the same size and time renamed over the held one', async () => {
    const video = await writeVideo(dir, 'held-replaced.mp4', 5000);
    const when = new Date('2026-01-01T00:00:00Z');
    await utimes(video.path, when, when);
    const print = await fingerprintFile(video.path);
    const handle = await open(video.path, 'r');
    try {
      // The path alone looks untouched: same size, same modification time. Only the held file tells them apart.
      const other = join(dir, 'other.mp4');
      await writeFile(other, Buffer.alloc(5000, 7));
      await utimes(other, when, when);
      await rename(other, video.path);
      expect(await statStillMatches(print)).toEqual({ kind: 'same' });
      expect(await heldFileStillMatches(print, handle)).toEqual({
        kind: 'changed',
        what: expect.objectContaining({ text: 'another file took its place' }),
      });
    } finally {
      await handle.close();
    }
  });

  it('notices the held file removed from its folder', async () => {
    const video = await writeVideo(dir, 'held-removed.mp4', 5000);
    const print = await fingerprintFile(video.path);
    const handle = await open(video.path, 'r');
    try {
      await rm(video.path);
      expect(await heldFileStillMatches(print, handle)).toEqual({ kind: 'missing' });
    } finally {
      await handle.close();
    }
  });
});
