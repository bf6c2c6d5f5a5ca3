// What a store keeps of a caught error: the code and its kind beside the sentence, and when a quota refusal lifts.
import { describe, expect, it } from 'vitest';
import { DeskCallError } from '../../../../renderer/desk/desk-client';
import { failureOf, reworded } from '../../../../renderer/desk/failure';
import { SourceFailure } from '../../../../renderer/desk/file-sources';

describe('failureOf', () => {
  it('keeps the code and kind of a refusal, and dates a quota refusal to the next Pacific midnight', () => {
    const now = Date.parse('2026-07-04T20:00:00Z');
    const failure = failureOf(new DeskCallError({ code: 'quota-exceeded', message: 'Quota used up.' }), now);
    expect(failure).toEqual({
      code: 'quota-exceeded',
      kind: 'wait',
      message: 'Quota used up.',
      retryAt: Date.parse('2026-07-05T07:00:00Z'),
    });
  });

  it('dates nothing else', () => {
    expect(failureOf(new DeskCallError({ code: 'network', message: 'Offline.' }))).toEqual({
      code: 'network',
      kind: 'retry',
      message: 'Offline.',
    });
  });

  it('reads a file the page could not read as input to fix, and anything else thrown in the page as a bug', () => {
    expect(failureOf(new SourceFailure('a.srt', 'a.srt could not be read.'))).toMatchObject({
      code: 'file-unavailable',
      kind: 'fix-input',
    });
    expect(failureOf(new TypeError('x is undefined'))).toMatchObject({ code: 'internal', kind: 'report' });
    expect(failureOf('odd')).toMatchObject({ code: 'internal', message: 'odd' });
  });

  it('rewords the sentence and keeps the rest', () => {
    const failure = failureOf(new DeskCallError({ code: 'quota-exceeded', message: 'Quota used up.' }), 0);
    expect(reworded(failure, (m) => `“Intro” could not be moved: ${m}`)).toEqual({
      ...failure,
      message: '“Intro” could not be moved: Quota used up.',
    });
  });
});
