// SubViewer as the platform writes it (.sbv): "h:mm:ss.mmm,h:mm:ss.mmm", then the text lines; blank lines between.
import { blocksOf, checkedCues, clockTime, found, parseClockTime, quoted, type Cue } from './cue-model';
import { READER_FINDINGS } from './reader-messages';

const TIMING = /^\s*(\d{1,3}:\d{1,2}:\d{2}\.\d{1,3}),(\d{1,3}:\d{1,2}:\d{2}\.\d{1,3})\s*$/;

export function looksLikeSbv(text: string): boolean {
  return TIMING.test(text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '');
}

export function parseSbv(text: string): readonly Cue[] {
  const blocks = blocksOf(text);
  const cues = blocks.map(({ lines, line }, index) => {
    const match = TIMING.exec(lines[0] ?? '');
    const startMs = match ? parseClockTime(match[1] ?? '') : undefined;
    const endMs = match ? parseClockTime(match[2] ?? '') : undefined;
    if (startMs === undefined || endMs === undefined) {
      throw found(READER_FINDINGS.blockMalformedTiming, {
        block: String(index + 1),
        line: String(line),
        format: 'SBV',
        quote: quoted(lines[0]),
      });
    }
    return { startMs, endMs, text: lines.slice(1).join('\n') };
  });
  return checkedCues(
    cues,
    'SBV',
    blocks.map(({ line }) => line),
  );
}

export function writeSbv(cues: readonly Cue[]): string {
  return cues
    .map((cue) => `${clockTime(cue.startMs, '.', 1)},${clockTime(cue.endMs, '.', 1)}\n${cue.text}\n`)
    .join('\n');
}
