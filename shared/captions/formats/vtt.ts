// WebVTT (.vtt): the "WEBVTT" signature, header lines, then cues of an optional identifier, a timing line with
// optional settings, and text. NOTE, STYLE and REGION blocks carry no cues.
import { blocksOf, checkedCues, clockTime, found, parseClockTime, quoted, type Cue } from './cue-model';
import { READER_FINDINGS } from './reader-messages';

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;

export function isVtt(text: string): boolean {
  return /^\uFEFF?WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text);
}

export function parseVtt(text: string): readonly Cue[] {
  if (!isVtt(text)) throw found(READER_FINDINGS.vttHeader);
  const [, ...rest] = blocksOf(text);
  const blocks = rest.filter(({ lines }) => !/^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? ''));
  const cues = blocks.map(({ lines, line }, index) => {
    const timingAt = lines.findIndex((entry) => entry.includes('-->'));
    if (timingAt < 0 || timingAt > 1) {
      throw found(READER_FINDINGS.vttNoTiming, { cue: String(index + 1), line: String(line) });
    }
    const match = TIMING.exec(lines[timingAt] ?? '');
    const startMs = match ? parseClockTime(match[1] ?? '') : undefined;
    const endMs = match ? parseClockTime(match[2] ?? '') : undefined;
    if (startMs === undefined || endMs === undefined || !/[.]\d{3}$/.test(match?.[1] ?? '')) {
      throw found(READER_FINDINGS.cueMalformedTiming, {
        cue: String(index + 1),
        line: String(line + timingAt),
        quote: quoted(lines[timingAt]),
      });
    }
    return { startMs, endMs, text: lines.slice(timingAt + 1).join('\n') };
  });
  return checkedCues(
    cues,
    'WebVTT',
    blocks.map(({ line }) => line),
  );
}

export function writeVtt(cues: readonly Cue[], language?: string): string {
  const header = language ? `WEBVTT\nKind: captions\nLanguage: ${language}\n` : 'WEBVTT\n';
  return [
    header,
    ...cues.map((cue) => `${clockTime(cue.startMs, '.')} --> ${clockTime(cue.endMs, '.')}\n${cue.text}\n`),
  ].join('\n');
}
