// The one internal model every caption format is read into and written from: timed cues of plain text, so that a
// conversion is a parse into cues and a write out of them, and N formats need N readers and N writers, not N².
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { intlFor } from '../../i18n/catalogue';
import { READER_FINDINGS } from './reader-messages';

export interface Cue {
  readonly startMs: number;
  readonly endMs: number;
  /** Plain text; lines separated by "\n". */
  readonly text: string;
}

export type CaptionFormat = 'srt' | 'vtt' | 'sbv' | 'ttml' | 'scc';

/**
 * What a reader found wrong, as the catalogue's message and its values: worded when shown (wordFinding), so a reader
 * formats nothing while it reads, and the finding crosses to another thread as plain data.
 */
export interface CaptionFinding {
  readonly message: MessageDescriptor;
  readonly values: Readonly<Record<string, string | CaptionFinding>>;
}

/** The finding in `intl`'s language; a value that is itself a finding (a long line's quote) is worded in it too. */
export function wordFinding(finding: CaptionFinding, intl: IntlShape): string {
  const values = Object.fromEntries(
    Object.entries(finding.values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : wordFinding(value, intl),
    ]),
  );
  return intl.formatMessage(finding.message, values);
}

let english: IntlShape | undefined;

/**
 * A file that is of a known format but cannot be read; the finding says where and why, the message in English (the
 * emulator's answers, as the platform's are, and logs).
 */
export class CaptionParseError extends Error {
  constructor(
    readonly finding: CaptionFinding | undefined,
    englishOnly?: string,
  ) {
    english ??= intlFor('en');
    super(finding ? wordFinding(finding, english) : englishOnly);
  }
}

/** A finding of the catalogue's message with its values. */
export function found(message: MessageDescriptor, values: CaptionFinding['values'] = {}): CaptionParseError {
  return new CaptionParseError({ message, values });
}

/**
 * Checks what every reader must give: times that are non-negative and end after they start, and some cues. `lines`
 * (the 1-based line each cue starts on, when the format has lines) lets the message point into the file.
 */
export function checkedCues(cues: readonly Cue[], format: string, lines?: readonly number[]): readonly Cue[] {
  if (cues.length === 0) throw found(READER_FINDINGS.noCues, { format });
  cues.forEach((cue, index) => {
    if (!(cue.startMs >= 0 && cue.endMs > cue.startMs)) {
      const line = lines?.[index];
      const cueNumber = String(index + 1);
      throw line === undefined
        ? found(READER_FINDINGS.endsBeforeStart, { cue: cueNumber, format })
        : found(READER_FINDINGS.endsBeforeStartAtLine, { cue: cueNumber, line: String(line), format });
    }
  });
  return cues;
}

/** How a message quotes a line of the file: in full when short, its start when a hostile file made it megabytes. */
export function quoted(line: string | undefined, max = 80): string | CaptionFinding {
  const text = line ?? '';
  return text.length > max
    ? { message: READER_FINDINGS.longQuote, values: { start: text.slice(0, max), length: String(text.length) } }
    : `"${text}"`;
}

/** A run of non-blank lines and the 1-based line of the file it starts on, so a refusal can name where to look. */
export interface Block {
  readonly lines: string[];
  readonly line: number;
}

/** Splits a file into blocks separated by blank lines, after normalising line ends and dropping a BOM. */
export function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') {
        current = undefined;
        return;
      }
      if (!current) {
        current = { lines: [], line: index + 1 };
        blocks.push(current);
      }
      current.lines.push(line);
    });
  return blocks;
}

/** hh:mm:ss + separator + mmm, the hours padded to `hourDigits`. */
export function clockTime(ms: number, separator: string, hourDigits = 2): string {
  const total = Math.round(ms);
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const milli = total % 1000;
  return `${String(h).padStart(hourDigits, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${separator}${String(milli).padStart(3, '0')}`;
}

/** Reads [hh:]mm:ss(.|,)mmm; undefined when it is not such a time. */
export function parseClockTime(raw: string): number | undefined {
  const match = /^(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)[.,](\d{1,3})$/.exec(raw.trim());
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0', frac = '0'] = match;
  return Number(h) * 3_600_000 + Number(m) * 60_000 + Number(s) * 1000 + Number(frac.padEnd(3, '0'));
}
