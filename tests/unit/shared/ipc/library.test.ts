// The library.search call's input as both hosts validate it: the words trimmed and required, bounded, without
// control characters; only the orders that sort videos; the platform's page token alphabet; strict keys.
import { describe, expect, it } from 'vitest';
import { libraryCalls } from '../../../../shared/ipc/library';

const input = libraryCalls['library.search'].input;

describe('library.search input', () => {
  it('takes the words trimmed, an order, a page token and a page size', () => {
    expect(input.parse({ q: '  studio tour ', order: 'viewCount', pageToken: 'CAUQAA', pageSize: 25 })).toEqual({
      q: 'studio tour',
      order: 'viewCount',
      pageToken: 'CAUQAA',
      pageSize: 25,
    });
    expect(input.parse({ q: '"exact phrase" -draft a|b' })).toEqual({ q: '"exact phrase" -draft a|b' });
  });

  it('refuses empty or blank words, more than 200 characters, and control characters', () => {
    expect(input.safeParse({ q: '' }).success).toBe(false);
    expect(input.safeParse({ q: '   ' }).success).toBe(false);
    expect(input.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
    expect(input.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(input.safeParse({ q: 'x'.repeat(200) }).success).toBe(true);
  });

  it('refuses orders that do not sort videos, bad page tokens and sizes, and unknown keys', () => {
    expect(input.safeParse({ q: 'a', order: 'videoCount' }).success).toBe(false);
    expect(input.safeParse({ q: 'a', pageToken: 'a b' }).success).toBe(false);
    expect(input.safeParse({ q: 'a', pageSize: 51 }).success).toBe(false);
    expect(input.safeParse({ q: 'a', forMine: false }).success).toBe(false);
  });
});
