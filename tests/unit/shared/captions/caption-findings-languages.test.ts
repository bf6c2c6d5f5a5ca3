// A caption reader's findings and the caption thread's limits in the creator's language: the reader throws the
// finding with its values, worded once when shown; German and Japanese as a translator wrote them.
import { describe, expect, it } from 'vitest';
import { checkCaptionText } from '../../../../shared/captions/caption-check';
import { runCaptionTask } from '../../../../electron/common/captions/caption-tasks';
import { CaptionThreadLimit } from '../../../../electron/common/captions/caption-thread';
import { CAPTION_THREAD_REASONS } from '../../../../electron/common/captions/caption-thread-messages';
import { intlFor } from '../../../../shared/i18n/catalogue';

const german = intlFor('de');
const japanese = intlFor('ja');
const size = (text: string) => new TextEncoder().encode(text).byteLength;
const BACKWARDS = '1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:00:05,000 --> 00:00:04,000\nB\n';

describe('caption findings in German and Japanese', () => {
  it('names the cue and line that ends before it starts', () => {
    const de = checkCaptionText('x.srt', BACKWARDS, size(BACKWARDS), german);
    expect(!de.ok && de.problem).toBe(
      'x.srt: Untertitel 2 (Zeile 5) der SRT-Datei endet, bevor er beginnt. Korrigiere das in einem Text- oder Untertitel-Editor und wähle die Datei noch einmal aus.',
    );
    const ja = checkCaptionText('x.srt', BACKWARDS, size(BACKWARDS), japanese);
    expect(!ja.ok && ja.problem).toBe(
      'x.srt: SRT ファイルの字幕 2（5 行目）は、終了時刻が開始時刻より前です。テキスト エディタまたは字幕エディタで修正してから、もう一度選んでください。',
    );
  });

  it("quotes a megabyte-long timing line's start, its length in the language's words", () => {
    const text = `1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:00:03,000 --> ${'9'.repeat(100)}\nB\n`;
    const checked = checkCaptionText('lang.srt', text, size(text), german);
    expect(!checked.ok && checked.problem).toMatch(
      /^lang\.srt: Block 2 \(Zeile 6\) der SRT-Datei hat eine fehlerhafte Zeitangabe: „00:00:03,000 --> 9+…“ \(117 Zeichen\)\./,
    );
  });

  it('is said in the locale the check task carries to the thread, English without one', () => {
    const bytes = new TextEncoder().encode(BACKWARDS);
    expect(runCaptionTask({ kind: 'check', name: 'x.srt', bytes, locale: 'ja' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('SRT ファイルの字幕 2（5 行目）'),
    });
    expect(runCaptionTask({ kind: 'check', name: 'x.srt', bytes })).toMatchObject({
      problem: expect.stringContaining('Cue 2 (line 5) of the SRT file ends before it starts.'),
    });
  });

  it("says a thread's limit in the caller's language, its English kept for logs and the emulator", () => {
    const limit = new CaptionThreadLimit('time', { message: CAPTION_THREAD_REASONS.time, values: { seconds: 2.5 } });
    expect(limit.reason).toBe('reading it took longer than 2.5 s');
    expect(limit.reasonIn(german)).toBe('das Lesen dauerte länger als 2,5 s');
    expect(limit.reasonIn(japanese)).toBe('読み込みに 2.5 秒以上かかりました');
  });
});
