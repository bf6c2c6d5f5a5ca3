import { describe, expect, it } from 'vitest';
import { screenHearsKey } from '../../../../../renderer/screens/comments/comment-keys';
import { dryRunNote } from '../../../../../renderer/screens/comments/rule-labels';
import { english } from '../../../../support/intl';

describe('screenHearsKey', () => {
  it('hears every key inside the screen, and only the letters outside it (the sidebar keeps its arrows)', () => {
    const press = (key: string, inside: boolean) => screenHearsKey({ key, target: null }, inside);
    expect(['a', '?', 'ArrowDown', 'Escape', 'Home'].map((key) => press(key, true))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['a', '?', 'ArrowDown', 'Escape', 'Home'].map((key) => press(key, false))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('dryRunNote', () => {
  it('says how many a rule leaves alone because they are already so', () => {
    expect(dryRunNote({ matches: 42, first: 0, already: 42, decision: 'hold' }, english)).toBe(
      '42 already held, left alone; 0 suggestions',
    );
    expect(dryRunNote({ matches: 5, first: 5, already: 0, decision: 'reject' }, english)).toBe('');
    expect(dryRunNote({ matches: 5, first: 3, already: 0, decision: 'reject' }, english)).toBe(
      '3 not already caught by a rule above',
    );
  });
});
