// Fault 6 of issue 7: a path that is not a regular file must be refused at once. Opening a FIFO for reading used to
// wait for a writer on one of libuv's file threads, forever; enough of them stalled every file call of the host.
import { execFileSync } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdir, open, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../../electron/files/staging-area';
import { checkFingerprint, fingerprintFile } from '../../../../electron/files/file-fingerprint';
import { examineFile } from '../../../../electron/uploads/intake/file-intake';
import { openRegularFile } from '../../../../electron/files/regular-file';
import { makeTempDir, removeDir, writeVideo } from '../../../support/video-fixture';

let dir: string;
let staging: StagingArea;
let fifo: string;
beforeAll(async () => {
  dir = await makeTempDir();
  staging = new StagingArea(join(dir, 'data'));
  fifo = join(dir, 'clip.mp4');
  execFileSync('mkfifo', [fifo]);
});
afterAll(async () => {
  // Should an old-style open be stuck on the FIFO, a writer that comes and goes lets it return.
  await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK)
    .then((handle) => handle.close())
    .catch(() => undefined);
  await removeDir(dir);
});

/** The refusal must arrive; on the old code the FIFO's open never returned, so this race is what proves the fix. */
function settlesSoon<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} hung`)), 2_000);
  });
  return Promise.race([work, hung]).finally(() => clearTimeout(timer));
}

const examine = (path: string) =>
  settlesSoon(examineFile({ source: { kind: 'path', path } }, staging, 0), `examining ${path}`);

describe('examineFile with paths that are not regular files', () => {
  it('refuses a FIFO without waiting for a writer', async () => {
    expect(await examine(fifo)).toEqual({
      ok: false,
      refused: {
        name: 'clip.mp4',
        reason: 'clip.mp4 is a pipe (FIFO), not a video file; only regular files can be uploaded.',
      },
    });
  });

  it('keeps every file thread free: many FIFO refusals, then an ordinary read still answers', async () => {
    // libuv has 4 file threads by default; each hung open used to hold one.
    const results = await settlesSoon(
      Promise.all(Array.from({ length: 8 }, () => examineFile({ source: { kind: 'path', path: fifo } }, staging, 0))),
      'eight FIFO examinations',
    );
    expect(results.every((result) => !result.ok)).toBe(true);
    const video = await writeVideo(dir, 'real.mp4', 4096);
    expect(await examine(video.path)).toMatchObject({ ok: true });
  });

  it('refuses a folder, a device and a symlink loop, each with its reason', async () => {
    const folder = join(dir, 'Holiday.mp4');
    await mkdir(folder);
    expect(await examine(folder)).toMatchObject({
      ok: false,
      refused: { reason: 'Holiday.mp4 is a folder, not a video file.' },
    });
    expect(await examine('/dev/zero')).toMatchObject({
      ok: false,
      refused: { reason: 'zero is a device, not a video file; only regular files can be uploaded.' },
    });
    const loop = join(dir, 'loop.mp4');
    await symlink(join(dir, 'loop-back.mp4'), loop);
    await symlink(loop, join(dir, 'loop-back.mp4'));
    expect(await examine(loop)).toMatchObject({
      ok: false,
      refused: { reason: 'loop.mp4 is a link that leads back to itself, not a video file.' },
    });
  });

  it('refuses a symlink to a FIFO or a device, and follows one to a regular file', async () => {
    const toFifo = join(dir, 'to-fifo.mp4');
    await symlink(fifo, toFifo);
    expect(await examine(toFifo)).toMatchObject({
      ok: false,
      refused: { reason: expect.stringContaining('is a pipe (FIFO)') },
    });
    const toDevice = join(dir, 'to-zero.mp4');
    await symlink('/dev/zero', toDevice);
    expect(await examine(toDevice)).toMatchObject({
      ok: false,
      refused: { reason: expect.stringContaining('is a device') },
    });
    const video = await writeVideo(dir, 'target.mp4', 4096);
    const link = join(dir, 'Desktop link.mp4');
    await symlink(video.path, link);
    const accepted = await examine(link);
    expect(accepted).toMatchObject({
      ok: true,
      record: { fileName: 'Desktop link.mp4', file: { path: link, size: 4096 } },
    });
  });
});

describe('later checks on the same path', () => {
  it('a queued file replaced by a FIFO is reported changed, not waited on', async () => {
    const video = await writeVideo(dir, 'swapped.mp4', 4096);
    const print = await fingerprintFile(video.path);
    await removeDir(video.path);
    execFileSync('mkfifo', [video.path]);
    expect(await settlesSoon(checkFingerprint(print), 'the resume check')).toEqual({
      kind: 'changed',
      what: expect.objectContaining({ text: 'it is now a pipe, not a regular file' }),
    });
    await expect(settlesSoon(openRegularFile(video.path), 'the chunk reader open')).rejects.toMatchObject({
      code: 'ENOTREG',
      kind: 'pipe',
    });
  });
});
