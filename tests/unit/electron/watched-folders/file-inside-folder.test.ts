// A watched folder's file is opened only if the file opened lies inside the folder: real links on a temp folder.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openInsideFolder, OutsideFolderError } from '../../../../electron/watched-folders/file-inside-folder';

let root: string;
let folder: string;
let elsewhere: string;
beforeEach(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'cd-inside-')));
  folder = join(root, 'watched');
  elsewhere = join(root, 'elsewhere');
  await mkdir(join(folder, 'takes'), { recursive: true });
  await mkdir(elsewhere);
  await writeFile(join(folder, 'takes', 'take.mp4'), 'inside');
  await writeFile(join(elsewhere, 'private.mp4'), 'private');
  // A folder whose name starts like the watched one's is not inside it.
  await mkdir(join(root, 'watched-not'));
  await writeFile(join(root, 'watched-not', 'near.mp4'), 'near');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function opened(path: string): Promise<string> {
  const file = await openInsideFolder(path, folder);
  try {
    return (await file.handle.readFile()).toString();
  } finally {
    await file.handle.close();
  }
}

describe('openInsideFolder', () => {
  it('opens a file of the folder, and a link to one', async () => {
    await symlink(join(folder, 'takes', 'take.mp4'), join(folder, 'best.mp4'));
    expect(await opened(join(folder, 'takes', 'take.mp4'))).toBe('inside');
    expect(await opened(join(folder, 'best.mp4'))).toBe('inside');
  });

  it('refuses a link out of the folder, through a linked subfolder too, naming where it leads', async () => {
    await symlink(join(elsewhere, 'private.mp4'), join(folder, 'clip.mp4'));
    await symlink(elsewhere, join(folder, 'shared'));
    await symlink(join(root, 'watched-not', 'near.mp4'), join(folder, 'near.mp4'));
    await expect(opened(join(folder, 'clip.mp4'))).rejects.toEqual(
      new OutsideFolderError(join(elsewhere, 'private.mp4')),
    );
    await expect(opened(join(folder, 'shared', 'private.mp4'))).rejects.toBeInstanceOf(OutsideFolderError);
    await expect(opened(join(folder, 'near.mp4'))).rejects.toBeInstanceOf(OutsideFolderError);
  });
});
