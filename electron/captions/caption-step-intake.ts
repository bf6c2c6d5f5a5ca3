// Turns a caption file chosen for a queued upload (a local path, or a file staged by browser mode) into a caption
// step, once the caption intake has found it to be what Channel Desk sends (SRT or WebVTT, UTF-8, cues in order).
// The file is fingerprinted like a video, so a file changed before its step runs is refused instead of sent.
import type { AttachedCaption } from '../../shared/uploads/upload-attachments';
import type { StagingArea } from '../files/staging-area';
import { DeskError } from '../ipc/desk-error';
import type { CaptionStep } from '../uploads/queue/attachment-steps';
import { fingerprintFile } from '../files/file-fingerprint';
import { locateCaptionSource, readCaptionFile } from './caption-intake';
import { PICKED_FILE_REFUSALS } from '../files/file-messages';
import { say } from '../language/say';
import { CAPTION_ANSWER_REFUSALS } from './caption-messages';

export type CaptionStepIntake =
  | { readonly ok: true; readonly step: CaptionStep }
  | { readonly ok: false; readonly name: string; readonly reason: string };

export async function examineCaptionAttachment(
  caption: AttachedCaption,
  staging: StagingArea,
): Promise<CaptionStepIntake> {
  let located;
  let checked;
  try {
    // Paths reach here only where the host accepts them (the upload handlers refuse them in browser mode).
    located = await locateCaptionSource(caption.source, { staging, acceptsPaths: true });
    checked = await readCaptionFile(located.path, located.name);
  } catch (error) {
    if (error instanceof DeskError)
      return { ok: false, name: located?.name ?? say(PICKED_FILE_REFUSALS.captionUnnamed), reason: error.message };
    throw error;
  }
  let file;
  try {
    file = await fingerprintFile(located.path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
    return {
      ok: false,
      name: located.name,
      reason: say(CAPTION_ANSWER_REFUSALS.cannotRead, { name: located.name, code }),
    };
  }
  return {
    ok: true,
    step: {
      kind: 'caption',
      source:
        caption.source.kind === 'staged' ? { kind: 'staged', stagingId: caption.source.stagingId } : { kind: 'path' },
      fileName: located.name,
      file,
      format: checked.format,
      language: caption.language,
      name: caption.name,
      isDraft: caption.isDraft,
      state: 'pending',
    },
  };
}
