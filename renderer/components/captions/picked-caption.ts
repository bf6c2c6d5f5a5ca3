// A caption file the user dropped or picked, checked in the page before anything is copied or sent, with the same
// shared rules the main process applies again (shared/captions/caption-check.ts): SRT or WebVTT, UTF-8, not empty,
// within the size bound, cues in order. Then the way to hand it to the main process: its path on the desktop, a
// staged copy in browser mode.
import {
  captionSizeProblem,
  checkCaptionText,
  type SendableCaptionFormat,
} from '../../../shared/captions/caption-check';
import type { UploadSource } from '../../../shared/uploads/upload-source';
import type { Examined } from '../use-picked-file';
import { PICKER } from '../components-messages';
import { currentIntl } from '../words';
import { desk } from '../../desk/desk';
import { stageFile } from '../../desk/file-sources';

export interface PickedCaption {
  readonly file: File;
  readonly format: SendableCaptionFormat;
  readonly cueCount: number;
  /** The language the file declares (a WebVTT "Language:" header), to offer as the track's language. */
  readonly declaredLanguage?: string;
}

/** How the caption pickers present themselves: FilePicker's props but the handlers and the words (CaptionIntake's). */
export const CAPTION_PICKER = {
  accept: '.srt,.vtt,application/x-subrip,text/vtt',
  testId: 'caption-file',
  dropTestId: 'caption-drop',
} as const;

export async function examineCaptionFile(file: File): Promise<Examined<PickedCaption>> {
  const size = captionSizeProblem(file.name, file.size, currentIntl());
  if (size) return { ok: false, problems: [size] };
  let text: string;
  try {
    text = new TextDecoder('utf-8').decode(await file.arrayBuffer());
  } catch {
    return { ok: false, problems: [currentIntl().formatMessage(PICKER.cannotRead, { name: file.name })] };
  }
  const checked = checkCaptionText(file.name, text, file.size, currentIntl());
  if (!checked.ok) return { ok: false, problems: [checked.problem] };
  const declared = /^Language:[ \t]*(\S+)[ \t]*$/m.exec(text.split(/\r?\n\r?\n/, 1)[0] ?? '')?.[1];
  return {
    ok: true,
    value: {
      file,
      format: checked.format,
      cueCount: checked.cues.length,
      ...(declared ? { declaredLanguage: declared } : {}),
    },
  };
}

/** Where the main process finds the file: the desktop app names its path; browser mode copies it over first. */
export async function captionSource(
  file: File,
  onCopied?: (copied: number, total: number) => void,
): Promise<UploadSource> {
  if (desk.pathForFile) return { kind: 'path', path: desk.pathForFile(file) };
  const stagingId = await stageFile(file, {
    // Already checked whole above; the staging area's default check would refuse anything that is not a video.
    check: () => undefined,
    ...(onCopied ? { onProgress: onCopied } : {}),
  });
  return { kind: 'staged', stagingId };
}
