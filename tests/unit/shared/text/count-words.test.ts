import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from '../../../../shared/text/count-words';

describe('countOf', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'line', 'en-US')).toBe('1 line');
    expect(countOf(0, 'line', 'en-US')).toBe('0 lines');
    expect(countOf(3, 'request', 'en-US')).toBe('3 requests');
  });

  it('takes irregular plurals and groups large numbers by the locale', () => {
    expect(countOf(2, { one: 'reply', other: 'replies' }, 'en-US')).toBe('2 replies');
    expect(countOf(1, { one: 'reply', other: 'replies' }, 'en-US')).toBe('1 reply');
    expect(countOf(12_345, 'video', 'en-US')).toBe('12,345 videos');
    expect(countOf(12_345, 'video', 'de-DE')).toBe('12.345 videos');
  });

  it('chooses the form by the plural rules, not by a test for 1', () => {
    // 1.5 is "other" in English: "1.5 minutes", never "1.5 minute".
    expect(nounFor(1.5, 'minute', 'en-US')).toBe('minutes');
    // French says the singular for 0 and 1.
    expect(nounFor(0, 'heure', 'fr-FR')).toBe('heure');
  });
});
