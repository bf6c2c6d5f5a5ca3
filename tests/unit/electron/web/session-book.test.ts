import { describe, expect, it } from 'vitest';
import { createSessionBook } from '../../../../electron/web/session-book';
import { sameSecret } from '../../../../electron/web/same-secret';
import { SESSION_ID_PATTERN } from '../../../../shared/ipc/web-credential';

describe('browser mode sessions', () => {
  it('issues random ids that fit a WebSocket subprotocol and knows only those', () => {
    const book = createSessionBook();
    const first = book.issue();
    const second = book.issue();
    expect(first).toMatch(SESSION_ID_PATTERN);
    expect(second).not.toBe(first);
    expect(book.has(first)).toBe(true);
    expect(book.has(second)).toBe(true);
    expect(book.has(`${first.slice(0, -1)}${first.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(book.has(first.slice(0, 10))).toBe(false);
    expect(book.has('')).toBe(false);
    expect(book.has(undefined)).toBe(false);
  });

  it('forgets the oldest sessions past its bound', () => {
    const book = createSessionBook();
    const oldest = book.issue();
    for (let i = 0; i < 64; i += 1) book.issue();
    expect(book.has(oldest)).toBe(false);
  });

  it('compares secrets of any lengths without throwing', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', 'abc')).toBe(false);
  });
});
