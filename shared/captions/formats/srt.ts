// SubRip (.srt): numbered blocks, "hh:mm:ss,mmm --> hh:mm:ss,mmm", then the text lines.
import { blocksOf, CaptionParseError, checkedCues, clockTime, parseClockTime, type Cue } from './cue-model';

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;

export function parseSrt(text: string): readonly Cue[] {
  const blocks = blocksOf(text);
  const cues = blocks.map(({ lines, line }, index) => {
    const timingAt = lines.findIndex((entry) => entry.includes('-->'));
    if (timingAt < 0 || timingAt > 1)
      throw new CaptionParseError(`Block ${index + 1} (line ${line}) of the SRT file has no timing line.`);
    const match = TIMING.exec(lines[timingAt] ?? '');
    const startMs = match ? parseClockTime(match[1] ?? '') : undefined;
    const endMs = match ? parseClockTime(match[2] ?? '') : undefined;
    if (startMs === undefined || endMs === undefined) {
      throw new CaptionParseError(
        `Block ${index + 1} (line ${line + timingAt}) of the SRT file has a malformed timing line: "${lines[timingAt]}".`,
      );
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
