// Opens a file the user named without ever letting it block the main process. Opening a FIFO for reading waits for
// a writer, and that wait holds one of libuv's few file threads; a handful of them stall every file call of the
// process (the web host's `GET /` included). So the path is resolved first (a symlink to a video is common on
// desktops: the link is followed and its target judged and read), the target is lstat'ed and refused unless it is
// a regular file before anything opens it, and the open itself uses O_NONBLOCK | O_NOFOLLOW and is confirmed with
// fstat, so a file swapped for a FIFO or a link between the check and the open is refused instead of waited on.
import { constants, type Stats } from 'node:fs';
import { lstat, open, realpath, type FileHandle } from 'node:fs/promises';

/** What a path turned out to be when it was not a regular file. */
export type SpecialFileKind = 'folder' | 'pipe' | 'device' | 'socket' | 'link' | 'special file';

export class NotARegularFileError extends Error {
  readonly code = 'ENOTREG';

  constructor(readonly kind: SpecialFileKind) {
    super(`not a regular file (${kind})`);
    this.name = 'NotARegularFileError';
  }
}

export interface OpenedFile {
  readonly handle: FileHandle;
  /** The path the handle was opened at: the given one with every symlink resolved. */
  readonly resolvedPath: string;
  readonly info: Stats;
}

// Windows has neither flag (nor FIFOs that block an open); 0 leaves the open as it was there.
const SAFE_OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** Rejects with the errno of the failing call (ENOENT, ELOOP, EACCES…) or with a NotARegularFileError. */
export async function openRegularFile(path: string): Promise<OpenedFile> {
  const resolvedPath = await realpath(path);
  assertRegular(await lstat(resolvedPath));
  const handle = await open(resolvedPath, SAFE_OPEN_FLAGS);
  try {
    const info = await handle.stat();
    assertRegular(info);
    return { handle, resolvedPath, info };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export function assertRegular(info: Stats): void {
  if (info.isFile()) return;
  throw new NotARegularFileError(kindOf(info));
}

function kindOf(info: Stats): SpecialFileKind {
  if (info.isDirectory()) return 'folder';
  if (info.isFIFO()) return 'pipe';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'device';
  if (info.isSocket()) return 'socket';
  if (info.isSymbolicLink()) return 'link';
  return 'special file';
}
