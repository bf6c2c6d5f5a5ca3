// What the caption thread does with a file: the app's check before sending (SRT or WebVTT, cues in order), the
// emulator's read into cues, its recognition of a stored file's format and its conversion for a download. Plain
// functions of their input, so the worker runs them and tests can run them in-process too.
import { checkCaptionText, type SendableCaptionFormat } from '../../../shared/captions/caption-check';
import { intlFor } from '../../../shared/i18n/catalogue';
import type { AppLocale } from '../../../shared/i18n/locales';
import {
  readCaptionText,
  recogniseFormat,
  writeCaptionFile,
  type ReadOutcome,
} from '../../../shared/captions/formats/caption-file';
import type { CaptionFormat } from '../../../shared/captions/formats/cue-model';

export type CaptionTask =
  /**
   * The bytes as they will be sent; decoded here, off the main thread, as the page decodes them. The refusal is said in
   * `locale` (the thread has no language of its own); English when none is given.
   */
  | { readonly kind: 'check'; readonly name: string; readonly bytes: Uint8Array; readonly locale?: AppLocale }
  | { readonly kind: 'read'; readonly text: string }
  | { readonly kind: 'recognise'; readonly text: string }
  | { readonly kind: 'convert'; readonly text: string; readonly format: CaptionFormat; readonly language: string };

/** The check's verdict without the cues: the caller needs their count, not a copy of every one across threads. */
type CaptionVerdict =
  | { readonly ok: true; readonly format: SendableCaptionFormat; readonly cueCount: number }
  | { readonly ok: false; readonly problem: string };

/** A read's outcome without the cues, for the same reason. */
type ReadSummary =
  | { readonly kind: 'read'; readonly format: CaptionFormat; readonly cueCount: number }
  | Extract<ReadOutcome, { kind: 'failed' }>;

type Converted =
  { readonly kind: 'written'; readonly text: string } | { readonly kind: 'failed'; readonly detail: string };

export interface CaptionTaskResults {
  readonly check: CaptionVerdict;
  readonly read: ReadSummary;
  readonly recognise: CaptionFormat | null;
  readonly convert: Converted;
}

type CaptionTaskResult = CaptionTaskResults[keyof CaptionTaskResults];

export function runCaptionTask(task: CaptionTask): CaptionTaskResult {
  switch (task.kind) {
    case 'check': {
      const text = new TextDecoder('utf-8').decode(task.bytes);
      const checked = checkCaptionText(task.name, text, task.bytes.byteLength, intlFor(task.locale ?? 'en'));
      return checked.ok ? { ok: true, format: checked.format, cueCount: checked.cues.length } : checked;
    }
    case 'read': {
      const read = readCaptionText(task.text);
      return read.kind === 'read' ? { kind: 'read', format: read.format, cueCount: read.cues.length } : read;
    }
    case 'recognise':
      return recogniseFormat(task.text) ?? null;
    case 'convert': {
      const read = readCaptionText(task.text);
      return read.kind === 'read'
        ? { kind: 'written', text: writeCaptionFile(read.cues, task.format, task.language) }
        : { kind: 'failed', detail: read.detail };
    }
  }
}
