// The small files a user picks to send with a request (images, caption files): where one is on disk — a local path
// in the desktop app, the copy browser mode staged — and its bytes, read whole from a regular file (never a FIFO or
// a device: see regular-file.ts) within a size bound. Every refusal is a DeskError whose message names the file and
// says what to do; what the bytes must be is for the caller (image-intake.ts, captions/caption-intake.ts).
import { basename, isAbsolute } from 'node:path';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { PICKED_FILE_REFUSALS } from './file-messages';
import { NotARegularFileError, openRegularFile } from './regular-file';
import { StagingError, type StagingArea } from './staging-area';

export interface PickedFileOptions {
  readonly staging: StagingArea;
  /** False in browser mode, where a page can only hand over files it staged. */
  readonly acceptsPaths: boolean;
}

/** How messages name the kind of file, said in the language in force: "The image" when its name is unknown, "not an image file". */
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
      throw new DeskError('file-unavailable', say(PICKED_FILE_REFUSALS.namedByPath, { name }));
    }
    if (!isAbsolute(source.path)) {
      throw new DeskError('file-unavailable', say(PICKED_FILE_REFUSALS.needsFullPath, { name }));
    }
    return { path: source.path, name };
  }
  try {
    const staged = await options.staging.finalize(source.stagingId);
    return { path: staged.path, name: staged.name };
  } catch (error) {
    if (error instanceof StagingError) {
      throw new DeskError(
        'file-unavailable',
        error.code === 'incomplete'
          ? error.message
          : say(PICKED_FILE_REFUSALS.noLongerStaged, { unnamed: kind.unnamed }),
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
      throw new DeskError('file-unavailable', say(PICKED_FILE_REFUSALS.changedWhileRead, { name }));
    return bytes;
  } catch (error) {
    if (error instanceof DeskError) throw error;
    throw new DeskError(
      'file-unavailable',
      say(PICKED_FILE_REFUSALS.cannotRead, { name, code: (error as NodeJS.ErrnoException).code ?? 'EIO' }),
    );
  } finally {
    await handle.close();
  }
}

/** The sentence for a picked file that cannot be opened, naming it and what it should have been. */
export function describeOpenError(name: string, kind: PickedFileKind, error: unknown): string {
  if (error instanceof NotARegularFileError) {
    return say(PICKED_FILE_REFUSALS.notThisKind, { name, what: error.kind, noun: kind.noun });
  }
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return say(PICKED_FILE_REFUSALS.missing, { name });
    case 'EACCES':
    case 'EPERM':
      return say(PICKED_FILE_REFUSALS.permissionDenied, { name });
    case 'ELOOP':
      return say(PICKED_FILE_REFUSALS.loop, { name, noun: kind.noun });
    default:
      return say(PICKED_FILE_REFUSALS.cannotOpen, { name, code: (error as NodeJS.ErrnoException).code ?? 'EIO' });
  }
}
