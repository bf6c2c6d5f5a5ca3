import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { lineRecorder, sentencesLine } from '../../../../shared/i18n/line-recorder';
import { sayLine } from '../../../../shared/i18n/saved-line';
import { localizationsProblem } from '../../../../shared/library/video-texts';
import { titleProblem } from '../../../../shared/uploads/video-metadata';
import { BULK_ITEM_LINES } from '../../../../electron/library/library-messages';

const PAIR = BULK_ITEM_LINES.twoSentences;

describe('a line recorder', () => {
  it('says as the IntlShape it wraps, and keeps what it said as a line to say again in another language', () => {
    const recorder = lineRecorder(intlFor('en'));
    const words = titleProblem('x'.repeat(101), recorder.intl)!;
    expect(words).toBe('The title has 101 characters; at most 100 are allowed.');
    expect(sayLine(intlFor('de'), recorder.lineFor(words), words)).toBe(
      'Der Titel hat 101 Zeichen; erlaubt sind höchstens 100.',
    );
  });

  it('keeps a sentence inside another as its line, so the whole changes language', () => {
    const recorder = lineRecorder(intlFor('en'));
    const words = localizationsProblem('en', { de: { title: '<Laden>', description: '' } }, recorder.intl)!;
    expect(words).toBe('de title: The title may not contain "<" or ">".');
    expect(sayLine(intlFor('de'), recorder.lineFor(words), words)).toBe(
      'Titel (de): Der Titel darf weder "<" noch ">" enthalten.',
    );
  });

  it('knows nothing of words it did not say', () => {
    expect(lineRecorder(intlFor('en')).lineFor('The title has 101 characters.')).toBeUndefined();
  });
});

describe('sentences as one line', () => {
  const recorder = lineRecorder(intlFor('en'));
  const one = recorder.lineFor(titleProblem('', recorder.intl)!);
  const two = recorder.lineFor(titleProblem('<b>', recorder.intl)!);

  it('joins them as the reading language writes sentences in a row', () => {
    const line = sentencesLine([one, two], PAIR);
    expect(sayLine(intlFor('en'), line, '')).toBe('A title is required. The title may not contain "<" or ">".');
    const japanese = sayLine(intlFor('ja'), line, '');
    expect(japanese).not.toBe('');
    expect(japanese).not.toMatch(/。 /u);
    expect(sentencesLine([one], PAIR)).toBe(one);
  });

  it('gives none when a sentence has no line, or the whole is deeper than a kept line may be', () => {
    expect(sentencesLine([one, undefined], PAIR)).toBeUndefined();
    expect(sentencesLine([], PAIR)).toBeUndefined();
    expect(sentencesLine([one, two, one, two, one, two], PAIR)).toBeUndefined();
  });
});
