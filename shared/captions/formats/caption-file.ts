// A caption file as the platform receives it: its format recognised from its content (clients send most tracks as
// application/octet-stream), read into cues, and written out in any of the download formats.
import { CaptionParseError, type CaptionFinding, type CaptionFormat, type Cue } from './cue-model';
import { looksLikeSbv, parseSbv, writeSbv } from './sbv';
import { SCC_HEADER, writeScc } from './scc';
import { hasSrtTimingLine, parseSrt, writeSrt } from './srt';
import { parseTtml, writeTtml } from './ttml';
import { looksLikeTtml } from './ttml-prolog';
import { isVtt, parseVtt, writeVtt } from './vtt';

export const DOWNLOAD_FORMATS = ['sbv', 'scc', 'srt', 'ttml', 'vtt'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const CONTENT_TYPES: Readonly<Record<CaptionFormat, string>> = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  sbv: 'text/plain',
  ttml: 'application/ttml+xml',
  scc: 'text/plain',
};

export type ReadOutcome =
  | { readonly kind: 'read'; readonly format: CaptionFormat; readonly cues: readonly Cue[] }
  | {
      readonly kind: 'failed';
      readonly failureReason: 'unknownFormat' | 'unsupportedFormat' | 'processingFailed';
      /** In English (the emulator answers as the platform does); `finding` words it in another language. */
      readonly detail: string;
      readonly finding?: CaptionFinding;
    };

/**
 * The longest text read into cues (in UTF-16 code units, which a UTF-8 file never has more of than bytes). Every
 * reader is linear, but a linear pass over a hundred megabytes still takes seconds and the cues take memory: the
 * platform's own limit (100 MB) is far beyond any real track, and the app sends at most 4 MiB.
 */
export const CAPTION_READ_MAX_CHARS = 16 * 1024 * 1024;

/** Every test here is linear in the text: no expression that can backtrack over it (see ttml-prolog and srt). */
export function recogniseFormat(text: string): CaptionFormat | undefined {
  if (isVtt(text)) return 'vtt';
  if (looksLikeTtml(text)) return 'ttml';
  if (text.startsWith(SCC_HEADER, text.startsWith('\uFEFF') ? 1 : 0)) return 'scc';
  if (looksLikeSbv(text)) return 'sbv';
  if (hasSrtTimingLine(text)) return 'srt';
  return undefined;
}

/** Reads a caption file's text (decoded as UTF-8 by the caller: shared code has neither Buffer nor TextDecoder). */
export function readCaptionText(text: string): ReadOutcome {
  if (text.length > CAPTION_READ_MAX_CHARS) {
    return {
      kind: 'failed',
      failureReason: 'processingFailed',
      detail: `The file is ${(text.length / 1024 / 1024).toFixed(1)} MiB of text, more than a caption file is read up to (${CAPTION_READ_MAX_CHARS / 1024 / 1024} MiB).`,
    };
  }
  const format = recogniseFormat(text);
  if (format === undefined) {
    return { kind: 'failed', failureReason: 'unknownFormat', detail: 'The file is not SRT, WebVTT, SBV or TTML.' };
  }
  if (format === 'scc') {
    return { kind: 'failed', failureReason: 'unsupportedFormat', detail: 'SCC files are not read here.' };
  }
  return parseAs(text, format);
}

/** Reads a text already recognised as `format` (one the readers take), turning a refusal into a failed outcome. */
export function parseAs(text: string, format: Exclude<CaptionFormat, 'scc'>): ReadOutcome {
  try {
    const cues =
      format === 'vtt'
        ? parseVtt(text)
        : format === 'ttml'
          ? parseTtml(text)
          : format === 'sbv'
            ? parseSbv(text)
            : parseSrt(text);
    return { kind: 'read', format, cues };
  } catch (error) {
    if (error instanceof CaptionParseError) {
      const { finding } = error;
      return {
        kind: 'failed',
        failureReason: 'processingFailed',
        detail: error.message,
        ...(finding ? { finding } : {}),
      };
    }
    throw error;
  }
}

export function writeCaptionFile(cues: readonly Cue[], format: CaptionFormat, language: string): string {
  switch (format) {
    case 'srt':
      return writeSrt(cues);
    case 'vtt':
      return writeVtt(cues, language);
    case 'sbv':
      return writeSbv(cues);
    case 'ttml':
      return writeTtml(cues, language);
    case 'scc':
      return writeScc(cues);
  }
}
