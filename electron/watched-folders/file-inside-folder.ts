// A watched folder's file is opened only when the file opened lies inside the folder. Anyone who can write to a
// shared watched folder could otherwise put a link there (`clip.mp4 → /elsewhere/private.mp4`) and have a video from
// elsewhere on the disk published. The check is of the file actually opened, not of the path looked at before: the
// file is opened (links followed, as for a drop), then the path's real path now must lie inside the folder's real
// path and name that very file (device and inode). A link or a parent folder swapped between the look and the open
// is caught by that comparison; one swapped after it changes nothing, since the file is already open.
import type { Stats } from 'node:fs';
import { realpath, stat, type FileHandle } from 'node:fs/promises';
import { sep } from 'node:path';
import { openRegularFile } from '../files/regular-file';

/** The file lies outside the watched folder (a link out of it, or one swapped while it was opened). */
export class OutsideFolderError extends Error {
  constructor(readonly target: string) {
    super(`it leads outside the watched folder, to ${target}`);
    this.name = 'OutsideFolderError';
  }
}

export interface FileInsideFolder {
  readonly handle: FileHandle;
  readonly info: Stats;
}

function isInside(path: string, folderRealPath: string): boolean {
  const root = folderRealPath.endsWith(sep) ? folderRealPath : folderRealPath + sep;
  return path.startsWith(root);
}

/** Opens `path` as a regular file lying inside `folderRealPath` (a real path), or rejects (OutsideFolderError). */
export async function openInsideFolder(path: string, folderRealPath: string): Promise<FileInsideFolder> {
  const { handle, info } = await openRegularFile(path);
  try {
    const real = await realpath(path);
    if (!isInside(real, folderRealPath)) throw new OutsideFolderError(real);
    const named = await stat(real);
    if (named.dev !== info.dev || named.ino !== info.ino)
      throw new OutsideFolderError('a file that changed as it was opened');
    return { handle, info };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
