import { describe, expect, it } from 'vitest';
import { createSessionBook, MAX_SESSIONS } from '../../../../electron/web/session-book';
import { sameSecret } from '../../../../electron/web/same-secret';
import { SESSION_ID_PATTERN } from '../../../../shared/ipc/web-credential';

describe('browser mode sessions', () => {
  it('issues random ids that fit a WebSocket subprotocol and knows only those', () => {
    const book = createSessionBook();
    const first = book.issue()!;
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

  it('forgets the session idle longest past its bound', () => {
    const book = createSessionBook();
    const oldest = book.issue();
    const used = book.issue();
    for (let i = 0; i < MAX_SESSIONS - 2; i += 1) book.issue();
    // A session that is used again is no longer the oldest.
    expect(book.has(oldest)).toBe(true);
    book.issue();
    expect(book.has(used)).toBe(false);
    expect(book.has(oldest)).toBe(true);
  });

  it('never forgets a session in use (an open WebSocket), however many tokens are traded', () => {
    const book = createSessionBook();
    const open = book.issue()!;
    const release = book.hold(open);
    for (let i = 0; i < MAX_SESSIONS * 3; i += 1) expect(book.issue()).toBeDefined();
    expect(book.has(open)).toBe(true);
    release();
    // Released and not used since: the first to go.
    for (let i = 0; i < MAX_SESSIONS; i += 1) book.issue();
    expect(book.has(open)).toBe(false);
  });

  it('refuses a new session when every place is in use, and makes one as soon as a tab closes', () => {
    const book = createSessionBook(3);
    const releases = [book.issue(), book.issue(), book.issue()].map((id) => book.hold(id));
    expect(book.issue()).toBeUndefined();
    releases[1]!();
    releases[1]!(); // a second release does not count twice
    book.hold(book.issue());
    expect(book.issue()).toBeUndefined();
    expect(book.hold('unknown')).toBeTypeOf('function');
  });

  it('compares secrets of any lengths without throwing', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', 'abc')).toBe(false);
  });
});
