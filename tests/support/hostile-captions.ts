// Caption files made to hurt a reader, one or more per format the readers know (shared/captions/formats), for the
// suites that hold every intake to "the event loop never stalls on input". Each stays under the app's 4 MiB bound,
// so the intake reads it rather than refusing it by size alone.

const CUE_SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';

export interface HostileCaption {
  readonly name: string;
  /** Bytes where the file is not valid UTF-8. */
  readonly text: string | Uint8Array;
}

/** A real cue, then a megabyte of byte sequences no UTF-8 decoder accepts (lone continuations, 0xFF, cut-off runs). */
function invalidUtf8(): Uint8Array {
  const bad = [0x80, 0xbf, 0xff, 0xc3, 0x28, 0xe2, 0x82, 0xf0, 0x9f];
  const head = Buffer.from(`${CUE_SRT}\n2\n00:00:03,000 --> 00:00:04,000\n`);
  const bytes = new Uint8Array(head.length + 1024 * 1024);
  bytes.set(head);
  for (let at = head.length; at < bytes.length; at += 1) bytes[at] = bad[at % bad.length] ?? 0xff;
  return bytes;
}

export const HOSTILE_CAPTIONS: readonly HostileCaption[] = [
  // The TTML detector's comment loop backtracked exponentially: 211 bytes froze the host for seconds to minutes.
  { name: 'comments.ttml', text: `${'<!---->'.repeat(30)}x` },
  // The SRT timing pattern (multiline, \s*) was quadratic in a run of blank lines; a real cue after them.
  { name: 'blank-lines.srt', text: `${'\n'.repeat(120_000)}${CUE_SRT}` },
  { name: 'blank-lines-crlf.srt', text: `${'\r\n'.repeat(60_000)}${CUE_SRT}` },
  // Linear, but a whole file of cues read on the main thread is a stall all the same (a few hundred ms here, more
  // for a bigger file); sized so that sending them and their conversions in-process stays well inside the bound.
  {
    name: 'many-cues.srt',
    text: Array.from({ length: 20_000 }, (_, i) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\nx\n`).join('\n'),
  },
  { name: 'many-cues.vtt', text: `WEBVTT\n\n${'00:01.000 --> 00:02.000\nx\n\n'.repeat(25_000)}` },
  { name: 'long-line.vtt', text: `WEBVTT\n\n00:01.000 --> ${'9'.repeat(1_000_000)}\nx\n` },
  { name: 'many-cues.sbv', text: '0:00:01.000,0:00:02.000\nx\n\n'.repeat(25_000) },
  {
    name: 'deep.ttml',
    text: `<tt>${'<div>'.repeat(50_000)}<p begin="1s" end="2s">x</p>${'</div>'.repeat(50_000)}</tt>`,
  },
  {
    name: 'many-paragraphs.ttml',
    text: `<tt><body><div>${'<p begin="1s" end="2s">x<br/>y</p>'.repeat(12_000)}</div></body></tt>`,
  },
  { name: 'invalid-utf8.srt', text: invalidUtf8() },
  { name: 'lines.scc', text: `Scenarist_SCC V1.0\n\n${'00:00:01:00\t9420 9420\n\n'.repeat(20_000)}` },
];
