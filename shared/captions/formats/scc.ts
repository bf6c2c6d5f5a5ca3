// Scenarist Closed Captions (.scc), written only (the platform exports it; uploads in the formats a creator edits
// are what it reads here): CEA-608 pop-on captions for channel 1 at 30 frames a second. Each cue is loaded
// off-screen at its start (resume caption loading, erase the buffer, place each line, the text, flip the buffer)
// and the screen is erased at its end. Bytes are 7-bit with odd parity; every control code is sent twice.
import type { Cue } from './cue-model';

export const SCC_HEADER = 'Scenarist_SCC V1.0';
const RESUME_CAPTION_LOADING = '9420';
const ERASE_NON_DISPLAYED = '94ae';
const END_OF_CAPTION = '942f';
const ERASE_DISPLAYED = '942c';
/** Preamble address codes, column 0, white: rows 14 and 15 (the last two), as a cue has at most two lines. */
const ROW_PREAMBLES = ['13d0', '9470'] as const;
/** CEA-608 rows hold 32 characters. */
const ROW_WIDTH = 32;

export function withOddParity(byte: number): number {
  let ones = 0;
  for (let bit = 0; bit < 7; bit += 1) ones += (byte >> bit) & 1;
  return ones % 2 === 0 ? byte | 0x80 : byte;
}

/** The basic character set is printable ASCII; accents are dropped, anything else becomes a space. */
function basicText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .slice(0, ROW_WIDTH);
}

export function textWords(text: string): string[] {
  const bytes = [...basicText(text)].map((c) => withOddParity(c.charCodeAt(0)));
  if (bytes.length % 2 === 1) bytes.push(0x80); // a null with parity pads the last word
  const words: string[] = [];
  for (let i = 0; i < bytes.length; i += 2) {
    words.push((((bytes[i] ?? 0x80) << 8) | (bytes[i + 1] ?? 0x80)).toString(16).padStart(4, '0'));
  }
  return words;
}

export function sccTimecode(ms: number): string {
  const totalFrames = Math.round((ms * 30) / 1000);
  const frames = totalFrames % 30;
  const seconds = Math.floor(totalFrames / 30);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}:${pad(frames)}`;
}

const twice = (code: string) => [code, code];

export function writeScc(cues: readonly Cue[]): string {
  const lines = [SCC_HEADER, ''];
  for (const cue of cues) {
    const rows = cue.text.split('\n');
    // Two rows at most: anything past the second line joins it.
    const shown = rows.length > 2 ? [rows[0] ?? '', rows.slice(1).join(' ')] : rows;
    const placed = shown.flatMap((row, index) => [
      ...twice(ROW_PREAMBLES[shown.length === 1 ? 1 : index] ?? '9470'),
      ...textWords(row),
    ]);
    const load = [...twice(RESUME_CAPTION_LOADING), ...twice(ERASE_NON_DISPLAYED), ...placed, ...twice(END_OF_CAPTION)];
    lines.push(`${sccTimecode(cue.startMs)}\t${load.join(' ')}`, '');
    lines.push(`${sccTimecode(cue.endMs)}\t${twice(ERASE_DISPLAYED).join(' ')}`, '');
  }
  return lines.join('\n');
}
