// Opens a caption file the user picked and checks it again just before it is sent, with the page's own rules
// (shared/captions/caption-check.ts) on the bytes that will actually go: a regular file (never a FIFO or a device),
// within the size bound, UTF-8 SRT or WebVTT whose cues are in order. Every refusal is a DeskError that names the
// file and says what to fix. Caption files are small, so the accepted bytes are handed on in memory. The size is
// checked before a byte is read; the text is checked on a worker thread (caption-thread.ts), so no file can stall
// the main process however it is made.
import { captionSizeProblem, type SendableCaptionFormat } from '../../shared/captions/caption-check';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { locatePickedFile, readPickedBytes, type PickedFileKind } from '../files/picked-file';
import type { StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import { say, sayingIntl, sayingLocale } from '../language/say';
import { CAPTION_INTAKE_REFUSALS } from './caption-messages';
import { PICKED_FILE_REFUSALS } from '../files/file-messages';
import { CaptionThreadLimit, runOffThread, type CaptionThread } from '../common/captions/caption-thread';

interface CaptionFile {
  readonly name: string;
  readonly bytes: Buffer;
  readonly format: SendableCaptionFormat;
  readonly cueCount: number;
}

export const CAPTION_MIME_TYPES: Readonly<Record<SendableCaptionFormat, string>> = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
};

interface CaptionSourceOptions {
  readonly staging: StagingArea;
  /** False in browser mode, where a page can only hand over files it staged. */
  readonly acceptsPaths: boolean;
}

/** Said when a sentence needs it, in the language in force then. */
function captionKind(): PickedFileKind {
  return { unnamed: say(PICKED_FILE_REFUSALS.captionUnnamed), noun: say(PICKED_FILE_REFUSALS.captionNoun) };
}

/** Where a caption source is on disk: a local path (desktop) or the file browser mode staged. */
export function locateCaptionSource(
  source: UploadSource,
  options: CaptionSourceOptions,
): Promise<{ readonly path: string; readonly name: string }> {
  return locatePickedFile(source, options, captionKind());
}

export async function readCaptionSource(source: UploadSource, options: CaptionSourceOptions): Promise<CaptionFile> {
  const { path, name } = await locateCaptionSource(source, options);
  return readCaptionFile(path, name);
}

export async function readCaptionFile(path: string, name: string): Promise<CaptionFile> {
  const bytes = await readPickedBytes(path, name, captionKind(), (size) => {
    const problem = captionSizeProblem(name, size, sayingIntl());
    return problem ? new DeskError(size === 0 ? 'invalid-caption' : 'too-large', problem) : undefined;
  });
  return examineCaption(name, bytes);
}

/** The checks on bytes already in memory, off the main thread. */
export async function examineCaption(name: string, bytes: Buffer, thread?: CaptionThread): Promise<CaptionFile> {
  let checked;
  try {
    const task = { kind: 'check', name, bytes, locale: sayingLocale() } as const;
    checked = await (thread ? thread.run(task) : runOffThread(task));
  } catch (error) {
    if (!(error instanceof CaptionThreadLimit)) throw error;
    throw new DeskError(
      'invalid-caption',
      say(CAPTION_INTAKE_REFUSALS.notChecked, { name, reason: error.reasonIn(sayingIntl()) }),
    );
  }
  if (!checked.ok) throw new DeskError('invalid-caption', checked.problem);
  return { name, bytes, format: checked.format, cueCount: checked.cueCount };
}
