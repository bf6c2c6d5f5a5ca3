import { execFileSync } from 'node:child_process';
import { realpath, symlink, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotARegularFileError, openRegularFile } from '../../../../electron/files/regular-file';
import { makeTempDir, removeDir, writeVideo } from '../../../support/video-fixture';

let dir: string;
beforeAll(async () => {
  dir = await realpath(await makeTempDir());
});
afterAll(async () => {
  await removeDir(dir);
});

describe('openRegularFile', () => {
  it('opens a regular file and reports its size', async () => {
    const video = await writeVideo(dir, 'clip.mp4', 1234);
    const opened = await openRegularFile(video.path);
    try {
      expect(opened.resolvedPath).toBe(video.path);
      expect(opened.info.size).toBe(1234);
      const { bytesRead } = await opened.handle.read(Buffer.alloc(16), 0, 16, 0);
      expect(bytesRead).toBe(16);
    } finally {
      await opened.handle.close();
    }
  });

  it('follows a symlink and opens its target', async () => {
    const video = await writeVideo(dir, 'target.mp4', 64);
    const link = join(dir, 'link.mp4');
    await symlink(video.path, link);
    const opened = await openRegularFile(link);
    await opened.handle.close();
    expect(opened.resolvedPath).toBe(video.path);
  });

  it('names what a path is when it is not a regular file', async () => {
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    await expect(openRegularFile(fifo)).rejects.toEqual(new NotARegularFileError('pipe'));
    await expect(openRegularFile(dir)).rejects.toMatchObject({ code: 'ENOTREG', kind: 'folder' });
    await expect(openRegularFile('/dev/zero')).rejects.toMatchObject({ code: 'ENOTREG', kind: 'device' });
    await unlink(fifo);
  });

  it('passes the errno of a missing file or a link loop through', async () => {
    await expect(openRegularFile(join(dir, 'gone.mp4'))).rejects.toMatchObject({ code: 'ENOENT' });
    await symlink(join(dir, 'b'), join(dir, 'a'));
    await symlink(join(dir, 'a'), join(dir, 'b'));
    await expect(openRegularFile(join(dir, 'a'))).rejects.toMatchObject({ code: 'ELOOP' });
  });
});
