// Every caption detector and reader is fed generated and pathological text: runs of the pieces that once made them
// backtrack (comments, blank lines, arrows, white space), deep nesting, many cues, megabyte lines and undecodable
// bytes. Each input finishes within a bound per input (generous: a backtracking or quadratic reader takes seconds
// to minutes on these sizes) and ends in an answer or the file's own refusal (CaptionParseError), nothing else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCaptionText } from '../../../../../shared/captions/caption-check';
import { readCaptionText, recogniseFormat } from '../../../../../shared/captions/formats/caption-file';
import { CaptionParseError } from '../../../../../shared/captions/formats/cue-model';
import { looksLikeSbv, parseSbv } from '../../../../../shared/captions/formats/sbv';
import { hasSrtTimingLine, parseSrt } from '../../../../../shared/captions/formats/srt';
import { parseTtml } from '../../../../../shared/captions/formats/ttml';
import { looksLikeTtml } from '../../../../../shared/captions/formats/ttml-prolog';
import { isVtt, parseVtt } from '../../../../../shared/captions/formats/vtt';
import { timeCall } from '../../../../support/event-loop-watch';
import { intlFor } from '../../../../../shared/i18n/catalogue';

const english = intlFor('en');

const MIB = 1024 * 1024;

interface Reader {
  readonly name: string;
  readonly read: (text: string) => unknown;
  /** The bound for one input of 1 MiB: detectors look at each character once; parsers build lines, cues or a tree. */
  readonly msPerMib: number;
}

const READERS: readonly Reader[] = [
  { name: 'recogniseFormat', read: recogniseFormat, msPerMib: 250 },
  { name: 'looksLikeTtml', read: looksLikeTtml, msPerMib: 250 },
  { name: 'hasSrtTimingLine', read: hasSrtTimingLine, msPerMib: 250 },
  { name: 'isVtt', read: isVtt, msPerMib: 250 },
  { name: 'looksLikeSbv', read: looksLikeSbv, msPerMib: 250 },
  { name: 'parseSrt', read: parseSrt, msPerMib: 1500 },
  { name: 'parseVtt', read: parseVtt, msPerMib: 1500 },
  { name: 'parseSbv', read: parseSbv, msPerMib: 1500 },
  // fast-xml-parser validates, then parses: the slowest per byte, still linear.
  { name: 'parseTtml', read: parseTtml, msPerMib: 4000 },
  { name: 'readCaptionText', read: readCaptionText, msPerMib: 4000 },
  {
    name: 'checkCaptionText',
    read: (text) => checkCaptionText('f.srt', text, Math.max(1, text.length), english),
    msPerMib: 1500,
  },
];

/** What any reader may do with any text: answer, or refuse the file with CaptionParseError. */
function readWithinBound(reader: Reader, text: string): void {
  // The floor is for small inputs, where a collection or a compilation alone can take tens of milliseconds.
  const bound = Math.max(300, (reader.msPerMib * text.length) / MIB);
  const ms = timeCall(() => {
    try {
      reader.read(text);
    } catch (error) {
      if (!(error instanceof CaptionParseError)) throw error;
    }
  });
  expect(ms, `${reader.name} on ${text.length} characters`).toBeLessThan(bound);
}

/** `piece` repeated to about `size` characters after `head`. */
const fill = (head: string, piece: string, size = MIB) =>
  head + piece.repeat(Math.ceil((size - head.length) / piece.length));

const PATHOLOGICAL: Readonly<Record<string, string>> = {
  'empty comments': fill('', '<!---->'),
  'empty comments then a root': `${fill('', '<!---->\n')}<tt>`,
  'unclosed comment': fill('<!--', '-'),
  'declaration never closed': fill('<?xml', ' '),
  newlines: fill('', '\n'),
  'carriage returns': fill('', '\r'),
  'blank lines of spaces': fill('', ' \t\n'),
  'almost timings': fill('', '00:00:01,000 -->\n'),
  'arrows on one line': fill('1\n00:00:01,000 --> 00:00:02,000\n', ' --> '),
  'one long line': fill('', 'x'),
  'long timing line': fill('WEBVTT\n\n00:00.000 --> ', '9'),
  'many SRT cues': fill('', '1\n00:00:01,000 --> 00:00:02,000\nx\n\n'),
  'many WebVTT cues': fill('WEBVTT\n\n', '00:01.000 --> 00:02.000\nx\n\n'),
  'many SBV cues': fill('', '0:00:01.000,0:00:02.000\nx\n\n'),
  'many TTML paragraphs': `${fill('<tt><body><div>', '<p begin="1s" end="2s">x<br/>y<span>z</span></p>')}</div></body></tt>`,
  'deep TTML nesting': fill('<tt>', '<span>'),
  'deep nesting, closed': `<tt>${'<div>'.repeat(100_000)}${'</div>'.repeat(100_000)}</tt>`,
  'many attributes': `${fill('<tt ', 'a="1" ')}>`,
  entities: `${fill('<tt><body><p begin="1s" end="2s">', '&amp;&#x41;&lt;&#65;')}</p></body></tt>`,
  'open tags': fill('<tt>', '<'),
  'NUL bytes': fill('WEBVTT\n\n', '\u0000'),
  'undecodable bytes': new TextDecoder().decode(
    new Uint8Array(MIB).map((_, i) => [0xc3, 0x28, 0xff, 0xe2, 0x82][i % 5] ?? 0),
  ),
};

describe('caption readers on pathological 1 MiB inputs', () => {
  for (const reader of READERS) {
    it(`${reader.name} finishes each within its bound`, { timeout: 120_000 }, () => {
      for (const text of Object.values(PATHOLOGICAL)) readWithinBound(reader, text);
    });
  }
});

/** Pieces of every format's syntax, and of the shapes that once made a reader backtrack, to be run together. */
const PIECES = [
  '<!--',
  '-->',
  '<!---->',
  '<?xml version="1.0"?>',
  '<tt>',
  '</tt>',
  '<tt:tt ',
  '<body>',
  '<div>',
  '</div>',
  '<p begin="1s" end="2s">',
  '<p begin="00:00:01.000" dur="1s">',
  '</p>',
  '<span>',
  '</span>',
  '<br/>',
  '&amp;',
  '&#x41;',
  '&bogus;',
  '<![CDATA[',
  ']]>',
  '"',
  "'",
  '=',
  '<',
  '>',
  '/',
  'WEBVTT',
  'NOTE',
  'STYLE',
  '\uFEFF',
  '00:00:01,000',
  '00:01.000',
  '0:00:01.000,0:00:02.000',
  ' --> ',
  '-->',
  '1',
  '\n',
  '\r',
  '\r\n',
  '\n\n',
  ' ',
  '\t',
  'x',
  'é',
  '\uFFFD',
  '\u0000',
  '\u2028',
  'Scenarist_SCC V1.0',
];

const generatedText = fc
  .tuple(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 20_000 }))
  .map(([pieces, times]) => pieces.join('').repeat(Math.max(1, Math.floor(times / pieces.length))));

const undecodableText = fc
  .uint8Array({ minLength: 1, maxLength: 64 * 1024 })
  .map((bytes) => new TextDecoder().decode(bytes));

describe('caption readers on generated inputs', () => {
  for (const reader of READERS) {
    it(`${reader.name} answers or refuses every generated text within its bound`, { timeout: 120_000 }, () => {
      const run = fc.check(
        fc.property(fc.oneof(generatedText, undecodableText), (text) => readWithinBound(reader, text)),
        { numRuns: 60 },
      );
      // The counterexample can be a megabyte: its start and length say enough.
      if (run.failed) {
        const text = run.counterexample?.[0] ?? '';
        throw new Error(`${String(run.errorInstance)} on ${JSON.stringify(text.slice(0, 120))}… (seed ${run.seed})`);
      }
    });
  }
});
