// The one check the page and the main process apply to a caption file before it is sent: what it accepts, and
// refusals that name the file, the cue and the line to fix.
import { describe, expect, it } from 'vitest';
import {
  CAPTION_MAX_BYTES,
  captionFileName,
  captionLanguageSchema,
  captionNameSchema,
  captionSizeProblem,
  checkCaptionText,
} from '../../../../shared/captions/caption-check';
import { intlFor } from '../../../../shared/i18n/catalogue';

const english = intlFor('en');

const SRT = '1\n00:00:01,000 --> 00:00:02,500\nHello.\n\n2\n00:00:03,000 --> 00:00:04,000\nAgain.\n';
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi.\n\n00:00:02.000 --> 00:00:03.000\nThere.\n';
const size = (text: string) => new TextEncoder().encode(text).length;

describe('checkCaptionText', () => {
  it('accepts SRT and WebVTT and gives their cues', () => {
    expect(checkCaptionText('a.srt', SRT, size(SRT), english)).toMatchObject({ ok: true, format: 'srt' });
    const vtt = checkCaptionText('a.vtt', VTT, size(VTT), english);
    expect(vtt.ok && vtt.cues.map((cue) => cue.text)).toEqual(['Hi.', 'There.']);
  });

  it('names the block and line of a malformed timing', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\nOK\n\n2\n00:00:03,000 -> 00:00:04,000\nBroken arrow\n';
    const checked = checkCaptionText('talk.srt', text, size(text), english);
    expect(checked).toMatchObject({ ok: false });
    expect(!checked.ok && checked.problem).toMatch(/^talk\.srt: Block 2 \(line 5\) of the SRT file has no timing line/);
  });

  it('names the cue and line of a WebVTT timing that is not a time', () => {
    const text = 'WEBVTT\n\nintro\n00:00:01.000 --> 00:00:xx.000\nHi\n';
    const checked = checkCaptionText('talk.vtt', text, size(text), english);
    expect(!checked.ok && checked.problem).toContain('Cue 1 (line 4) of the WebVTT file has a malformed timing line');
  });

  it('refuses a cue that ends before it starts, naming its line', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:00:05,000 --> 00:00:04,000\nB\n';
    const checked = checkCaptionText('x.srt', text, size(text), english);
    expect(!checked.ok && checked.problem).toContain('Cue 2 (line 5) of the SRT file ends before it starts');
  });

  it('refuses cues out of time order, naming both', () => {
    const text = '1\n00:00:05,000 --> 00:00:06,000\nA\n\n2\n00:00:01,000 --> 00:00:02,000\nB\n';
    const checked = checkCaptionText('x.srt', text, size(text), english);
    expect(!checked.ok && checked.problem).toContain('Cue 2 starts at 00:00:01,000, before cue 1 (00:00:05,000)');
  });

  it('refuses text that is not captions, binary bytes, empty and oversized files, and other formats', () => {
    expect(checkCaptionText('notes.txt', 'just notes', 10, english)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('not an SRT or WebVTT caption file'),
    });
    expect(checkCaptionText('clip.srt', 'ftyp\u0000\u0000isom', 10, english)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('not UTF-8 text'),
    });
    expect(checkCaptionText('e.srt', '', 0, english)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('empty'),
    });
    expect(checkCaptionText('big.srt', SRT, CAPTION_MAX_BYTES + 1, english)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('more than a caption file can be'),
    });
    const sbv = '0:00:01.000,0:00:02.000\nHi\n';
    expect(checkCaptionText('a.sbv', sbv, size(sbv), english)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('is a SBV file; Channel Desk sends SRT and WebVTT'),
    });
    expect(checkCaptionText('none.vtt', 'WEBVTT\n\nNOTE nothing here\n', 30, english)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('has no cues'),
    });
  });
});

describe('track fields', () => {
  it('takes BCP-47 tags and refuses anything else', () => {
    for (const tag of ['en', 'en-US', 'pt-BR', 'zh-Hant', 'es-419', 'fil']) {
      expect(captionLanguageSchema.safeParse(tag).success).toBe(true);
    }
    for (const tag of ['', 'English', 'EN', 'e', 'en_US', 'en-', 'x'.repeat(40)]) {
      expect(captionLanguageSchema.safeParse(tag).success).toBe(false);
    }
  });

  it('limits names to 150 characters without control characters', () => {
    expect(captionNameSchema.safeParse('').success).toBe(true);
    expect(captionNameSchema.safeParse('a'.repeat(150)).success).toBe(true);
    expect(captionNameSchema.safeParse('a'.repeat(151)).success).toBe(false);
    expect(captionNameSchema.safeParse('line\nbreak').success).toBe(false);
  });

  it('names a download after the video, the language and the format, without characters disks refuse', () => {
    expect(captionFileName('Studio tour', 'en', 'vtt')).toBe('Studio tour.en.vtt');
    expect(captionFileName('A/B: "test"?', 'pt-BR', 'srt')).toBe('A_B_ _test__.pt-BR.srt');
    expect(captionFileName('   ', 'de', 'vtt')).toBe('captions.de.vtt');
  });
});

describe('caption refusals in German and Japanese', () => {
  const text = '1\n00:00:05,000 --> 00:00:06,000\nA\n\n2\n00:00:01,000 --> 00:00:02,000\nB\n';
  it("names the cues out of order in the creator's language", () => {
    expect(checkCaptionText('x.srt', text, size(text), intlFor('de'))).toEqual({
      ok: false,
      problem:
        'x.srt: Untertitel 2 beginnt bei 00:00:01,000, vor Untertitel 1 (00:00:05,000): Die Untertitel müssen zeitlich geordnet sein. Korrigiere das in einem Text- oder Untertitel-Editor und wähle die Datei noch einmal aus.',
    });
    expect(checkCaptionText('x.srt', 'just notes', 10, intlFor('ja'))).toEqual({
      ok: false,
      problem:
        'x.srt は SRT でも WebVTT でもない字幕ファイルです。"00:00:01,000 --> 00:00:03,000" のようなタイミングが見つかりませんでした。',
    });
  });

  it('says the size in the locale', () => {
    expect(captionSizeProblem('big.srt', 5 * 1024 * 1024 + 300_000, intlFor('de'))).toBe(
      'big.srt ist 5,3 MiB groß, mehr als eine Untertiteldatei hier sein darf (4 MiB); wähle die .srt- oder .vtt-Datei selbst aus.',
    );
  });
});
