// Opens a caption file the user picked and checks it again just before it is sent, with the page's own rules
// (shared/captions/caption-check.ts) on the bytes that will actually go: a regular file (never a FIFO or a device),
// within the size bound, UTF-8 SRT or WebVTT whose cues are in order. Every refusal is a DeskError that names the
// file and says what to fix. Caption files are small, so the accepted bytes are handed on in memory.
import { basename, isAbsolute } from 'node:path';
import { captionSizeProblem, checkCaptionText, type SendableCaptionFormat } from '../../shared/captions/caption-check';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { StagingError, type StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import { NotARegularFileError, openRegularFile } from '../uploads/regular-file';

export interface CaptionFile {
  readonly name: string;
  readonly bytes: Buffer;
  readonly format: SendableCaptionFormat;
  readonly cueCount: number;
}

export const CAPTION_MIME_TYPES: Readonly<Record<SendableCaptionFormat, string>> = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
};

export interface CaptionSourceOptions {
  readonly staging: StagingArea;
  /** False in browser mode, where a page can only hand over files it staged. */
  readonly acceptsPaths: boolean;
}

/** Where a caption source is on disk: a local path (desktop) or the file browser mode staged. */
export async function locateCaptionSource(
  source: UploadSource,
  options: CaptionSourceOptions,
): Promise<{ readonly path: string; readonly name: string }> {
  if (source.kind === 'path') {
    const name = basename(source.path) || 'The caption file';
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
        error.code === 'incomplete' ? error.message : 'The caption file is no longer staged; add it again.',
      );
    }
    throw error;
  }
}

export async function readCaptionSource(source: UploadSource, options: CaptionSourceOptions): Promise<CaptionFile> {
  const { path, name } = await locateCaptionSource(source, options);
  return readCaptionFile(path, name);
}

export async function readCaptionFile(path: string, name: string): Promise<CaptionFile> {
  let opened;
  try {
    opened = await openRegularFile(path);
  } catch (error) {
    throw new DeskError('file-unavailable', describeOpenError(name, error));
  }
  const { handle, info } = opened;
  let bytes: Buffer;
  try {
    const size = captionSizeProblem(name, info.size);
    if (size) throw new DeskError(info.size === 0 ? 'invalid-caption' : 'too-large', size);
    bytes = Buffer.alloc(info.size);
    const { bytesRead } = await handle.read(bytes, 0, info.size, 0);
    if (bytesRead !== info.size)
      throw new DeskError('file-unavailable', `${name} changed while it was read; try again.`);
  } catch (error) {
    if (error instanceof DeskError) throw error;
    throw new DeskError(
      'file-unavailable',
      `${name} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'read error'}).`,
    );
  } finally {
    await handle.close();
  }
  return examineCaption(name, bytes);
}

/** The checks on bytes already in memory. */
export function examineCaption(name: string, bytes: Buffer): CaptionFile {
  const checked = checkCaptionText(name, new TextDecoder('utf-8').decode(bytes), bytes.length);
  if (!checked.ok) throw new DeskError('invalid-caption', checked.problem);
  return { name, bytes, format: checked.format, cueCount: checked.cues.length };
}

function describeOpenError(name: string, error: unknown): string {
  if (error instanceof NotARegularFileError) {
    return `${name} is ${error.kind === 'folder' ? 'a folder' : `a ${error.kind}`}, not a caption file.`;
  }
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `${name} does not exist (it may have been moved or deleted); pick it again.`;
    case 'EACCES':
    case 'EPERM':
      return `${name} cannot be read: permission denied.`;
    default:
      return `${name} cannot be opened (${(error as NodeJS.ErrnoException).code ?? 'error'}).`;
  }
}
