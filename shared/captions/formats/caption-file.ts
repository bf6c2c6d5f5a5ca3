// A caption file as the platform receives it: its format recognised from its content (clients send most tracks as
// application/octet-stream), read into cues, and written out in any of the download formats.
import { CaptionParseError, type CaptionFormat, type Cue } from './cue-model';
import { looksLikeSbv, parseSbv, writeSbv } from './sbv';
import { SCC_HEADER, writeScc } from './scc';
import { parseSrt, writeSrt } from './srt';
import { looksLikeTtml, parseTtml, writeTtml } from './ttml';
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
      readonly detail: string;
    };

const SRT_TIMING = /^\s*\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}\s+-->\s+\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}/m;

export function recogniseFormat(text: string): CaptionFormat | undefined {
  if (isVtt(text)) return 'vtt';
  if (looksLikeTtml(text)) return 'ttml';
  if (text.replace(/^\uFEFF/, '').startsWith(SCC_HEADER)) return 'scc';
  if (looksLikeSbv(text)) return 'sbv';
  if (SRT_TIMING.test(text)) return 'srt';
  return undefined;
}

/** Reads a caption file's text (decoded as UTF-8 by the caller: shared code has neither Buffer nor TextDecoder). */
export function readCaptionText(text: string): ReadOutcome {
  const format = recogniseFormat(text);
  if (format === undefined) {
    return { kind: 'failed', failureReason: 'unknownFormat', detail: 'The file is not SRT, WebVTT, SBV or TTML.' };
  }
  if (format === 'scc') {
    return { kind: 'failed', failureReason: 'unsupportedFormat', detail: 'SCC files are not read here.' };
  }
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
    if (error instanceof CaptionParseError)
      return { kind: 'failed', failureReason: 'processingFailed', detail: error.message };
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
