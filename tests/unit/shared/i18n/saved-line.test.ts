// Kept lines (shared/i18n/saved-line.ts) are said in the language of each reading: written in English, read in
// German; a plain string kept by an older version is shown as it is; a damaged line shows its fallback words, never
// its id, and never throws.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { keptLineSchema, lineOf, sayKeptError, sayLine, savedLineSchema } from '../../../../shared/i18n/saved-line';
import { UPLOAD_FAILURES } from '../../../../electron/uploads/engine/engine-messages';

const en = intlFor('en');
const de = intlFor('de');

describe('a kept line', () => {
  it('written in English is said in German, its platform words left as they came', () => {
    const line = lineOf(UPLOAD_FAILURES.refusedSaidReason, { said: 'Invalid title.', reason: 'invalidTitle' });
    expect(sayLine(en, line, 'fallback')).toBe('The platform refused the upload: Invalid title. (invalidTitle)');
    expect(sayLine(de, line, 'fallback')).toBe('Die Plattform hat den Upload abgelehnt: Invalid title. (invalidTitle)');
  });

  it('says a nested reason in the same language as the sentence around it, and its counts by plural rules', () => {
    const line = lineOf(UPLOAD_FAILURES.gaveUp, {
      reason: { line: lineOf(UPLOAD_FAILURES.connectionBroke, { why: 'ECONNRESET' }) },
      attempts: 5,
    });
    expect(sayLine(de, line, 'fallback')).toBe(
      'Die Verbindung zum Upload-Host ist abgebrochen (ECONNRESET). Nach 5 Versuchen ohne Fortschritt aufgegeben; ' +
        '„Wiederholen“ macht dort weiter, wo es aufgehört hat.',
    );
  });

  it('says a kept moment in the reading language', () => {
    const at = Date.UTC(2031, 0, 2, 8, 0);
    const line = lineOf(UPLOAD_FAILURES.quotaWait, { when: { at } });
    const german = sayLine(de, line, 'fallback');
    expect(german).toContain('Mitternacht pazifischer Zeit');
    // German writes the day before the month ("2. Jan."), English the month first ("Jan 2"). The day itself is the
    // machine's zone's (1 January west of UTC−8), so only the order is held.
    expect(german).toMatch(/\d{1,2}\. Jan/);
    expect(sayLine(en, line, 'fallback')).toMatch(/Jan \d{1,2}/);
  });

  it('shows a plain string kept by an older version as it is, in whichever language it was written', () => {
    expect(sayLine(de, 'The connection to the upload host broke (ETIMEDOUT).', 'x')).toBe(
      'The connection to the upload host broke (ETIMEDOUT).',
    );
    expect(sayKeptError(de, { message: 'Alte Worte.' })).toBe('Alte Worte.');
  });

  it('shows its fallback words for an unknown id or values that do not fit, never the id', () => {
    const fallback = 'The words said when it was written.';
    expect(sayLine(de, { id: 'nothing.like.this' }, fallback)).toBe(fallback);
    expect(sayLine(de, { id: '__proto__' }, fallback)).toBe(fallback);
    // A value missing, a count that is not a number, a nested line that is itself unknown.
    expect(sayLine(de, { id: UPLOAD_FAILURES.connectionBroke.id! }, fallback)).toBe(fallback);
    expect(sayLine(de, { id: UPLOAD_FAILURES.gaveUp.id!, values: { reason: 'x', attempts: 'five' } }, fallback)).toBe(
      fallback,
    );
    expect(
      sayLine(
        de,
        { id: UPLOAD_FAILURES.gaveUp.id!, values: { reason: { line: { id: 'gone' } }, attempts: 2 } },
        fallback,
      ),
    ).toBe(fallback);
    expect(sayKeptError(de, { message: fallback, line: { id: 'nothing.like.this' } })).toBe(fallback);
  });
});

describe('a kept line read back', () => {
  it('is refused when damaged or hostile: too deep, too many values, values of no known kind', () => {
    let deep: unknown = { id: 'a.b' };
    for (let depth = 0; depth < 10; depth += 1) deep = { id: 'a.b', values: { reason: { line: deep } } };
    expect(savedLineSchema.safeParse(deep).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`v${index}`, index]));
    expect(savedLineSchema.safeParse({ id: 'a.b', values: many }).success).toBe(false);
    expect(savedLineSchema.safeParse({ id: 'a.b', values: { x: { call: 'me' } } }).success).toBe(false);
    expect(savedLineSchema.safeParse({ id: 'a b <script>' }).success).toBe(false);
    expect(savedLineSchema.safeParse({ id: 'a.b', values: { n: 3, at: { at: 5 }, s: 'x' } }).success).toBe(true);
  });

  it('as kept in a file: a damaged line is dropped (its words are shown), never what holds it', () => {
    expect(keptLineSchema.parse({ id: 42 })).toBeUndefined();
    expect(keptLineSchema.parse(undefined)).toBeUndefined();
    expect(keptLineSchema.parse({ id: 'a.b' })).toEqual({ id: 'a.b' });
  });
});
