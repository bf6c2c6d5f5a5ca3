// The small files a user picks to send with a request (images, caption files): where one is on disk — a local path
// in the desktop app, the copy browser mode staged — and its bytes, read whole from a regular file (never a FIFO or
// a device: see regular-file.ts) within a size bound. Every refusal is a DeskError whose message names the file and
// says what to do; what the bytes must be is for the caller (image-intake.ts, captions/caption-intake.ts).
import { basename, isAbsolute } from 'node:path';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { DeskError } from '../ipc/desk-error';
import { NotARegularFileError, openRegularFile } from './regular-file';
import { StagingError, type StagingArea } from './staging-area';

export interface PickedFileOptions {
  readonly staging: StagingArea;
  /** False in browser mode, where a page can only hand over files it staged. */
  readonly acceptsPaths: boolean;
}

/** How messages name the kind of file: "The image" when its name is unknown, "not an image file". */
export interface PickedFileKind {
  readonly unnamed: string;
  readonly noun: string;
}

/** Where a picked file is on disk and the name to call it by. */
export async function locatePickedFile(
  source: UploadSource,
  options: PickedFileOptions,
  kind: PickedFileKind,
): Promise<{ readonly path: string; readonly name: string }> {
  if (source.kind === 'path') {
    const name = basename(source.path) || kind.unnamed;
    if (!options.acceptsPaths) {
      throw new DeskError(
        'file-unavailable',
        `${name} was named by its path; in the browser, Channel Desk reads only files dropped on or chosen in the page.`,
      );
    }
    if (!isAbsolute(source.path)) throw new DeskError('file-unavailable', `${name}: Channel Desk needs the full path.`);
    return { path: source.path, name };
  }
  try {
    const staged = await options.staging.finalize(source.stagingId);
    return { path: staged.path, name: staged.name };
  } catch (error) {
    if (error instanceof StagingError) {
      throw new DeskError(
        'file-unavailable',
        error.code === 'incomplete' ? error.message : `${kind.unnamed} is no longer staged; add the file again.`,
      );
    }
    throw error;
  }
}

/**
 * The whole file, once `sizeProblem` accepts its size (it answers the DeskError to throw otherwise). A file that
 * shrinks while it is read is refused rather than sent cut short.
 */
export async function readPickedBytes(
  path: string,
  name: string,
  kind: PickedFileKind,
  sizeProblem: (size: number) => DeskError | undefined,
): Promise<Buffer> {
  let opened;
  try {
    opened = await openRegularFile(path);
  } catch (error) {
    throw new DeskError('file-unavailable', describeOpenError(name, kind, error));
  }
  const { handle, info } = opened;
  try {
    const refused = sizeProblem(info.size);
    if (refused) throw refused;
    const bytes = Buffer.alloc(info.size);
    const { bytesRead } = await handle.read(bytes, 0, info.size, 0);
    if (bytesRead !== info.size)
      throw new DeskError('file-unavailable', `${name} changed while it was read; try again.`);
    return bytes;
  } catch (error) {
    if (error instanceof DeskError) throw error;
    throw new DeskError(
      'file-unavailable',
      `${name} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'read error'}).`,
    );
  } finally {
    await handle.close();
  }
}

/** The sentence for a picked file that cannot be opened, naming it and what it should have been. */
export function describeOpenError(name: string, kind: PickedFileKind, error: unknown): string {
  if (error instanceof NotARegularFileError) {
    return `${name} is ${error.kind === 'folder' ? 'a folder' : `a ${error.kind}`}, not ${kind.noun}.`;
  }
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `${name} does not exist (it may have been moved or deleted); pick it again.`;
    case 'EACCES':
    case 'EPERM':
      return `${name} cannot be read: permission denied.`;
    case 'ELOOP':
      return `${name} is a link that leads back to itself, not ${kind.noun}.`;
    default:
      return `${name} cannot be opened (${(error as NodeJS.ErrnoException).code ?? 'error'}).`;
  }
}
