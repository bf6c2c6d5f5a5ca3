// Issue #17, findings 1 and 9: format detection is linear in the text (a 211-byte run of empty comments and a run of
// blank lines froze the host), a file is bounded before it is read, a format Channel Desk does not send is refused
// before it is parsed, and the TTML parser's limits reach the user as the file's refusal with its reason.
import { describe, expect, it } from 'vitest';
import { checkCaptionText } from '../../../../../shared/captions/caption-check';
import {
  CAPTION_READ_MAX_CHARS,
  readCaptionText,
  recogniseFormat,
} from '../../../../../shared/captions/formats/caption-file';
import { CaptionParseError } from '../../../../../shared/captions/formats/cue-model';
import { parseSrt } from '../../../../../shared/captions/formats/srt';
import { timeCall } from '../../../../support/event-loop-watch';
import { intlFor } from '../../../../../shared/i18n/catalogue';

const english = intlFor('en');

const CUE = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';

describe('recognising a caption file', () => {
  it('passes over a run of empty comments at once (it backtracked exponentially: 30 took seconds)', () => {
    let format: unknown = 'unset';
    expect(timeCall(() => (format = recogniseFormat(`${'<!---->'.repeat(30)}x`)))).toBeLessThan(100);
    expect(format).toBeUndefined();
    expect(recogniseFormat(`${'<!---->'.repeat(30)}\n<tt xmlns="http://www.w3.org/ns/ttml">`)).toBe('ttml');
  });

  it('finds an SRT timing line after a long run of blank lines in one pass (it was quadratic)', () => {
    for (const blank of ['\n', '\r\n', '\r', ' \n']) {
      let format: unknown;
      expect(timeCall(() => (format = recogniseFormat(`${blank.repeat(120_000)}${CUE}`)))).toBeLessThan(200);
      expect(format).toBe('srt');
    }
  });
});

describe('bounds and limits before and while reading', () => {
  it('refuses a text past the reading bound without reading it', () => {
    const text = `${CUE}\n`.repeat(Math.ceil(CAPTION_READ_MAX_CHARS / CUE.length));
    expect(readCaptionText(text)).toMatchObject({
      kind: 'failed',
      failureReason: 'processingFailed',
      detail: expect.stringContaining('more than a caption file is read up to (16 MiB)'),
    });
  });

  it('turns TTML nested past the limit into the file’s refusal with its reason, not an internal error', () => {
    const deep = `<tt>${'<div>'.repeat(20_000)}<p begin="1s" end="2s">x</p>${'</div>'.repeat(20_000)}</tt>`;
    expect(readCaptionText(deep)).toEqual({
      kind: 'failed',
      failureReason: 'processingFailed',
      detail: 'The TTML file nests elements more than 64 deep; timed text needs only tt, body, div, p and span.',
    });
  });

  it('refuses a TTML file by its format before parsing it, however large or broken', () => {
    const broken = `<tt><body>${'<p begin="1s" end="2s">x'.repeat(120_000)}`;
    let checked: unknown;
    expect(timeCall(() => (checked = checkCaptionText('talk.ttml', broken, broken.length, english)))).toBeLessThan(100);
    expect(checked).toEqual({
      ok: false,
      problem:
        'talk.ttml is a TTML file; Channel Desk sends SRT and WebVTT. Export it as .srt or .vtt from your subtitle editor.',
    });
  });

  it('quotes the start of a megabyte-long malformed timing line, not all of it', () => {
    const line = `00:00:01,000 --> ${'9'.repeat(1_000_000)}`;
    let message = '';
    try {
      parseSrt(`1\n${line}\nHello\n`);
    } catch (error) {
      expect(error).toBeInstanceOf(CaptionParseError);
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^Block 1 \(line 2\) of the SRT file has a malformed timing line: "00:00:01,000 --> 9+…" \(1000017 characters\)\.$/,
    );
    expect(message.length).toBeLessThan(200);
  });
});
