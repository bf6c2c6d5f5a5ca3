// SubRip (.srt): numbered blocks, "hh:mm:ss,mmm --> hh:mm:ss,mmm", then the text lines.
import { blocksOf, checkedCues, clockTime, found, parseClockTime, quoted, type Cue } from './cue-model';
import { READER_FINDINGS } from './reader-messages';

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;

/**
 * A timing line such as "00:00:01,000 --> 00:00:03,000", tried (sticky) where a line's first digit is. Its white
 * space never crosses a line end: with `\s` and the multiline flag, the old expression tried at every line of a run
 * of blank lines swallowed the rest of the run each time (quadratic: 117 KB of newlines took ten seconds).
 */
const TIMING_FROM_DIGIT =
  /\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}[^\S\n\r\u2028\u2029]+-->[^\S\n\r\u2028\u2029]+\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}/y;

const isLineEnd = (code: number) => code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
const isDigit = (code: number) => code >= 48 && code <= 57;
/** White space within a line, as `\s` has it (ASCII first: the common case stays a comparison). */
const isInlineSpace = (code: number) =>
  code === 32 ||
  code === 9 ||
  code === 11 ||
  code === 12 ||
  (code > 127 && !isLineEnd(code) && /\s/.test(String.fromCharCode(code)));

/** Whether any line of the text is an SRT timing line: one pass, each character looked at about once. */
export function hasSrtTimingLine(text: string): boolean {
  let at = 0;
  while (at < text.length) {
    while (at < text.length && isInlineSpace(text.charCodeAt(at))) at += 1;
    if (isDigit(text.charCodeAt(at))) {
      TIMING_FROM_DIGIT.lastIndex = at;
      if (TIMING_FROM_DIGIT.test(text)) return true;
    }
    while (at < text.length && !isLineEnd(text.charCodeAt(at))) at += 1;
    at += 1;
  }
  return false;
}

export function parseSrt(text: string): readonly Cue[] {
  const blocks = blocksOf(text);
  const cues = blocks.map(({ lines, line }, index) => {
    const timingAt = lines.findIndex((entry) => entry.includes('-->'));
    if (timingAt < 0 || timingAt > 1)
      throw found(READER_FINDINGS.srtNoTiming, { block: String(index + 1), line: String(line) });
    const match = TIMING.exec(lines[timingAt] ?? '');
    const startMs = match ? parseClockTime(match[1] ?? '') : undefined;
    const endMs = match ? parseClockTime(match[2] ?? '') : undefined;
    if (startMs === undefined || endMs === undefined) {
      throw found(READER_FINDINGS.blockMalformedTiming, {
        block: String(index + 1),
        line: String(line + timingAt),
        format: 'SRT',
        quote: quoted(lines[timingAt]),
      });
    }
    return { startMs, endMs, text: lines.slice(timingAt + 1).join('\n') };
  });
  return checkedCues(
    cues,
    'SRT',
    blocks.map(({ line }) => line),
  );
}

export function writeSrt(cues: readonly Cue[]): string {
  return cues
    .map((cue, index) => `${index + 1}\n${clockTime(cue.startMs, ',')} --> ${clockTime(cue.endMs, ',')}\n${cue.text}\n`)
    .join('\n');
}
