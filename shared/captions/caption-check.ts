// Whether a caption file is one Channel Desk sends: SRT or WebVTT (what creators edit and export), UTF-8 text, not
// empty, within the size bound, every cue ending after it starts and starting no earlier than the one before. The
// page runs this before anything is copied or sent, and the main process again on the bytes it actually sends, so
// both refuse the same files with the same words, naming the cue and line to fix.
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { formatFileSize, formatNumber } from '../text/measures';
import { CAPTION_PROBLEMS } from './caption-messages';
import { parseAs, recogniseFormat } from './formats/caption-file';
import { clockTime, wordFinding, type Cue } from './formats/cue-model';

/**
 * A feature film's subtitles are about 100 KB; the platform takes up to 100 MB, but a file of megabytes is almost
 * surely not a caption file, and the main process holds the whole file in memory while it sends it.
 */
export const CAPTION_MAX_BYTES = 4 * 1024 * 1024;

export const SENDABLE_CAPTION_FORMATS = ['srt', 'vtt'] as const;
export type SendableCaptionFormat = (typeof SENDABLE_CAPTION_FORMATS)[number];

/** The platform's track names are at most 150 characters. */
export const CAPTION_NAME_MAX = 150;

/** BCP-47 tags as the platform takes them: a language of 2 or 3 letters, then subtags (en, en-US, zh-Hant, es-419). */
export const CAPTION_LANGUAGE_PATTERN = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export const captionLanguageSchema = z
  .string()
  .max(35)
  .regex(CAPTION_LANGUAGE_PATTERN, 'A language is a BCP-47 tag such as en, en-US, pt-BR or zh-Hant.');

export const captionNameSchema = z
  .string()
  .max(CAPTION_NAME_MAX, `A track name is at most ${CAPTION_NAME_MAX} characters.`)
  .refine(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a name may not hold
    (name) => !/[\u0000-\u001f]/.test(name),
    // The contract's own check (the page's form holds the name to these rules first, in the catalogue's words).
    // eslint-disable-next-line formatjs/no-literal-string-in-object -- read by developers in an invalid-input answer
    { message: 'A track name cannot contain control characters.' },
  );

type CaptionCheck =
  | { readonly ok: true; readonly format: SendableCaptionFormat; readonly cues: readonly Cue[] }
  | { readonly ok: false; readonly problem: string };

const FORMAT_NAMES: Readonly<Record<string, string>> = { sbv: 'SBV', ttml: 'TTML', scc: 'SCC' };

/** The size alone, checked before a file is read at all. */
export function captionSizeProblem(name: string, bytes: number, intl: IntlShape): string | undefined {
  if (bytes === 0) return intl.formatMessage(CAPTION_PROBLEMS.empty, { name });
  if (bytes > CAPTION_MAX_BYTES) {
    return intl.formatMessage(CAPTION_PROBLEMS.tooLarge, {
      name,
      size: formatFileSize(bytes, intl.locale),
      max: `${formatNumber(CAPTION_MAX_BYTES / 1024 / 1024, intl.locale)} MiB`,
    });
  }
  return undefined;
}

/** `text` is the file decoded as UTF-8 (undecodable bytes as U+FFFD), `bytes` its size on disk. */
export function checkCaptionText(name: string, text: string, bytes: number, intl: IntlShape): CaptionCheck {
  const big = captionSizeProblem(name, bytes, intl);
  if (big) return { ok: false, problem: big };
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    return { ok: false, problem: intl.formatMessage(CAPTION_PROBLEMS.notUtf8, { name }) };
  }
  // The format is told from the text before anything is parsed: a file of a format never sent here (TTML above all,
  // read by a full XML parser) is refused by its name, not read whole first.
  const format = recogniseFormat(text);
  if (format === undefined) {
    return { ok: false, problem: intl.formatMessage(CAPTION_PROBLEMS.noCueTiming, { name }) };
  }
  if (format !== 'srt' && format !== 'vtt') {
    return {
      ok: false,
      problem: intl.formatMessage(CAPTION_PROBLEMS.otherFormat, { name, format: FORMAT_NAMES[format] ?? format }),
    };
  }
  const read = parseAs(text, format);
  if (read.kind === 'failed') {
    const detail = read.finding ? wordFinding(read.finding, intl) : read.detail;
    return { ok: false, problem: intl.formatMessage(CAPTION_PROBLEMS.unreadable, { name, detail }) };
  }
  const order = orderProblem(read.cues, format);
  if (order) return { ok: false, problem: intl.formatMessage(CAPTION_PROBLEMS.outOfOrder, { name, ...order }) };
  return { ok: true, format, cues: read.cues };
}

/** Players show cues in file order; one that starts before its predecessor is almost always a typing mistake. */
function orderProblem(
  cues: readonly Cue[],
  format: SendableCaptionFormat,
): { cue: number; start: string; before: number; beforeStart: string } | undefined {
  const separator = format === 'srt' ? ',' : '.';
  for (let index = 1; index < cues.length; index += 1) {
    const before = cues[index - 1];
    const cue = cues[index];
    if (before && cue && cue.startMs < before.startMs) {
      return {
        cue: index + 1,
        start: clockTime(cue.startMs, separator),
        before: index,
        beforeStart: clockTime(before.startMs, separator),
      };
    }
  }
  return undefined;
}

/** `<video title>.<language>.<format>`, with the characters file systems refuse replaced. */
export function captionFileName(videoTitle: string, language: string, format: SendableCaptionFormat): string {
  const base =
    videoTitle
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name may not hold
      .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
      .trim()
      .slice(0, 120) || 'captions';
  return `${base}.${language}.${format}`;
}
