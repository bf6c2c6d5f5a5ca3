// The one internal model every caption format is read into and written from: timed cues of plain text, so that a
// conversion is a parse into cues and a write out of them, and N formats need N readers and N writers, not N².

export interface Cue {
  readonly startMs: number;
  readonly endMs: number;
  /** Plain text; lines separated by "\n". */
  readonly text: string;
}

export type CaptionFormat = 'srt' | 'vtt' | 'sbv' | 'ttml' | 'scc';

/** A file that is of a known format but cannot be read; the message says where and why. */
export class CaptionParseError extends Error {}

/** Checks what every reader must give: times that are whole, non-negative, in order, and some text. */
export function checkedCues(cues: readonly Cue[], format: string): readonly Cue[] {
  if (cues.length === 0) throw new CaptionParseError(`The ${format} file has no cues.`);
  cues.forEach((cue, index) => {
    if (!(cue.startMs >= 0 && cue.endMs > cue.startMs)) {
      throw new CaptionParseError(`Cue ${index + 1} of the ${format} file ends before it starts.`);
    }
  });
  return cues;
}

/** Splits a file into blocks separated by blank lines, after normalising line ends and dropping a BOM. */
export function blocksOf(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.split('\n').filter((line, index, lines) => index < lines.length - 1 || line.trim() !== ''))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
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
