// Caption conversion through the one cue model: every format round-trips the cues it can hold, the shapes of TTML
// and SCC are what players read, and broken files are told apart from files of no known format.
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  readCaptionText,
  recogniseFormat,
  writeCaptionFile,
} from '../../../../../shared/captions/formats/caption-file';
import type { Cue } from '../../../../../shared/captions/formats/cue-model';
import { parseSbv, writeSbv } from '../../../../../shared/captions/formats/sbv';
import { sccTimecode, textWords, withOddParity, writeScc } from '../../../../../shared/captions/formats/scc';
import { parseSrt, writeSrt } from '../../../../../shared/captions/formats/srt';
import { parseTtml, parseTtmlTime, writeTtml } from '../../../../../shared/captions/formats/ttml';
import { parseVtt, writeVtt } from '../../../../../shared/captions/formats/vtt';

const SRT = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  'Welcome to the studio.',
  '',
  '2',
  '00:00:04,250 --> 00:01:02,007',
  'Two lines here,',
  'and <i>one</i> more & done.',
  '',
  '3',
  '01:02:03,040 --> 01:02:05,000',
  'Late cue',
  '',
].join('\r\n');

const cues: Cue[] = [
  { startMs: 1000, endMs: 3500, text: 'Welcome to the studio.' },
  { startMs: 4250, endMs: 62007, text: 'Two lines here,\nand <i>one</i> more & done.' },
  { startMs: 3723040, endMs: 3725000, text: 'Late cue' },
];

describe('caption formats', () => {
  it('reads SRT with CRLF line ends into cues', () => {
    expect(parseSrt(SRT)).toEqual(cues);
  });

  it('SRT -> VTT -> SRT keeps every cue, time and line', () => {
    const vtt = writeVtt(parseSrt(SRT), 'en');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('00:00:04.250 --> 00:01:02.007');
    const back = parseSrt(writeSrt(parseVtt(vtt)));
    expect(back).toEqual(cues);
  });

  it('SBV and TTML round-trip the cues too', () => {
    expect(writeSbv(cues).split('\n')[0]).toBe('0:00:01.000,0:00:03.500');
    expect(parseSbv(writeSbv(cues))).toEqual(cues);
    expect(parseTtml(writeTtml(cues, 'en'))).toEqual(cues);
  });

  it('VTT cues with identifiers, settings, NOTE blocks and short times are read', () => {
    const vtt = 'WEBVTT - demo\n\nNOTE a comment\n\nintro\n00:01.500 --> 00:02.000 align:start\nHello\n';
    expect(parseVtt(vtt)).toEqual([{ startMs: 1500, endMs: 2000, text: 'Hello' }]);
  });

  it('TTML is namespaced XML with <p begin end> and <br/>, and escapes text', () => {
    const xml = writeTtml(cues, 'fr');
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
      tt: { xmlns: string; 'xml:lang': string; body: { div: { p: Array<{ begin: string; end: string }> } } };
    };
    expect(parsed.tt.xmlns).toBe('http://www.w3.org/ns/ttml');
    expect(parsed.tt['xml:lang']).toBe('fr');
    expect(parsed.tt.body.div.p.map((p) => [p.begin, p.end])).toEqual([
      ['00:00:01.000', '00:00:03.500'],
      ['00:00:04.250', '00:01:02.007'],
      ['01:02:03.040', '01:02:05.000'],
    ]);
    expect(xml).toContain('Two lines here,<br/>and &lt;i&gt;one&lt;/i&gt; more &amp; done.');
  });

  it('TTML times: clock, frames and offsets; spans and dur are read', () => {
    expect(parseTtmlTime('00:00:02:15')).toBe(2500);
    expect(parseTtmlTime('1.5s')).toBe(1500);
    expect(parseTtmlTime('250ms')).toBe(250);
    expect(parseTtmlTime('2m')).toBe(120_000);
    const doc =
      '<tt xmlns="http://www.w3.org/ns/ttml"><body><div><p begin="1s" dur="2s">A <span tts:color="red">red</span>\n  word</p></div></body></tt>';
    expect(parseTtml(doc)).toEqual([{ startMs: 1000, endMs: 3000, text: 'A red word' }]);
  });

  it('SCC: header, 30 fps timecodes, doubled control codes, text in odd-parity bytes', () => {
    const scc = writeScc(cues);
    const lines = scc.split('\n').filter(Boolean);
    expect(lines[0]).toBe('Scenarist_SCC V1.0');
    expect(lines[1]).toMatch(/^00:00:01:00\t9420 9420 94ae 94ae 9470 9470 /);
    expect(lines[1]).toMatch(/942f 942f$/);
    expect(lines[2]).toBe('00:00:03:15\t942c 942c');
    for (const line of lines.slice(1)) expect(line).toMatch(/^\d{2}:\d{2}:\d{2}:\d{2}\t([0-9a-f]{4} )*[0-9a-f]{4}$/);
    // Decode the first cue's text words back: strip parity, drop the padding null.
    const words = (lines[1] ?? '').split('\t')[1]?.split(' ').slice(6, -2) ?? [];
    const text = words
      .flatMap((word) => [parseInt(word.slice(0, 2), 16) & 0x7f, parseInt(word.slice(2), 16) & 0x7f])
      .filter((byte) => byte !== 0)
      .map((byte) => String.fromCharCode(byte))
      .join('');
    expect(text).toBe('Welcome to the studio.');
    expect(sccTimecode(3723040)).toBe('01:02:03:01');
    // A two-line cue takes rows 14 and 15.
    expect(lines[3]).toMatch(/^00:00:04:08\t9420 9420 94ae 94ae 13d0 13d0 .* 9470 9470 /);
  });

  it('SCC bytes carry odd parity and pad an odd-length row with a null', () => {
    for (let byte = 0x20; byte < 0x7f; byte += 1) {
      const withParity = withOddParity(byte);
      expect(withParity & 0x7f).toBe(byte);
      expect(
        withParity
          .toString(2)
          .split('')
          .filter((bit) => bit === '1').length % 2,
      ).toBe(1);
    }
    expect(textWords('Hi!')).toEqual(['c8e9', 'a180']);
  });

  it('recognises formats by content and tells a broken file from an unknown one', () => {
    expect(recogniseFormat(SRT)).toBe('srt');
    expect(recogniseFormat(writeVtt(cues))).toBe('vtt');
    expect(recogniseFormat(writeSbv(cues))).toBe('sbv');
    expect(recogniseFormat(writeTtml(cues, 'en'))).toBe('ttml');
    expect(readCaptionText('just some notes')).toMatchObject({
      kind: 'failed',
      failureReason: 'unknownFormat',
    });
    expect(readCaptionText('1\n00:00:05,000 --> 00:00:01,000\nbackwards\n')).toMatchObject({
      kind: 'failed',
      failureReason: 'processingFailed',
    });
    expect(readCaptionText('<tt><body><p begin="1s">no end</p></body></tt>')).toMatchObject({
      kind: 'failed',
      failureReason: 'processingFailed',
    });
    expect(readCaptionText('<tt><body><p>unclosed</body></tt>')).toMatchObject({
      kind: 'failed',
      failureReason: 'processingFailed',
    });
    expect(readCaptionText(writeScc(cues))).toMatchObject({
      kind: 'failed',
      failureReason: 'unsupportedFormat',
    });
    const read = readCaptionText(SRT);
    expect(read.kind === 'read' && writeCaptionFile(read.cues, 'srt', 'en')).toBe(writeSrt(cues));
  });
});
