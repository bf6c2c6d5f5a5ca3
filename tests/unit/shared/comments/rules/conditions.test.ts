import { describe, expect, it } from 'vitest';
import {
  patternProblem,
  shouting,
  singleTest,
  type ConditionContext,
  type RuleSubject,
} from '../../../../../shared/comments/rules/conditions';
import { hostAllowed, linkHosts } from '../../../../../shared/comments/rules/links';
import { normalise } from '../../../../../shared/comments/rules/normalise';
import type { Condition } from '../../../../../shared/comments/rules/rule-set';

const DAY = 86_400_000;
const context: ConditionContext = {
  blockList: new Set(['uc-blocked', 'spammer joe']),
  authors: new Map([
    ['UC-young', { createdAt: 100 * DAY - 2 * DAY, videoCount: 3 }],
    ['UC-empty', { createdAt: 0, videoCount: 0 }],
    ['UC-old', { createdAt: 0, videoCount: 40 }],
  ]),
  now: 100 * DAY,
};

function subject(text: string, author = 'Ana', authorChannelId?: string): RuleSubject {
  return {
    id: 'c',
    text: normalise(text),
    original: text,
    authorName: author,
    ...(authorChannelId ? { authorChannelId } : {}),
    at: 0,
    hasImage: false,
  };
}

function holds(condition: Condition, what: RuleSubject): boolean {
  return singleTest(condition, context, normalise)!(what);
}

describe('rule conditions', () => {
  it('words: whole words and phrases, through look-alike letters, invisible characters and punctuation', () => {
    const words: Condition = { kind: 'words', words: ['Free Gift', 'crypto'] };
    expect(holds(words, subject('get your frее, g\u200Bift! now'))).toBe(true);
    expect(holds(words, subject('CRYPTO tips'))).toBe(true);
    expect(holds(words, subject('cryptography is fun'))).toBe(false);
    expect(holds(words, subject('free gifts'))).toBe(false);
  });

  it('regex: RE2, case-insensitive, on the normalised text, and a bad pattern is named', () => {
    const regex: Condition = { kind: 'regex', pattern: 'wh?ats\\s*app' };
    expect(holds(regex, subject('Message me on WhatsApp'))).toBe(true);
    expect(holds(regex, subject('what is up'))).toBe(false);
    expect(patternProblem('(a+')).toMatch(/missing closing/);
    expect(patternProblem('(a+)+$')).toBeUndefined();
    // Issue 38: small to type, a thousand instructions to run on every comment; refused, and catches nothing if saved.
    expect(patternProblem('\\pL{999}x')).toMatch(/^The pattern repeats “\\pL” 999 times.*keep repetitions under/);
    expect(holds({ kind: 'regex', pattern: '\\pL{999}x' }, subject(`${'a'.repeat(999)}x`))).toBe(false);
    // The pattern that holds a backtracking engine for seconds is linear here.
    expect(holds({ kind: 'regex', pattern: '^(a+)+$' }, subject(`${'a'.repeat(5000)}!`))).toBe(false);
  });

  it('links: any link, or one outside the allow list (subdomains included)', () => {
    expect(linkHosts('see bit.ly/x and https://www.Example.com/a?b and e.g. notes.txt')).toEqual([
      'bit.ly',
      'www.example.com',
    ]);
    expect(hostAllowed('www.youtube.com', ['youtube.com'])).toBe(true);
    expect(hostAllowed('notyoutube.com', ['youtube.com'])).toBe(false);
    const any: Condition = { kind: 'links', allow: [] };
    const outside: Condition = { kind: 'links', allow: ['youtube.com'] };
    expect(holds(any, subject('watch youtube.com/watch?v=1'))).toBe(true);
    expect(holds(outside, subject('watch youtube.com/watch?v=1'))).toBe(false);
    expect(holds(outside, subject('prizes at ѕсаm.example'))).toBe(true);
    expect(holds(any, subject('no link here.'))).toBe(false);
    // Hostile text: a long run of letters and hyphens with dots, which a backtracking host pattern takes quadratic
    // time over; RE2 reads it once.
    expect(linkHosts(`${'a-'.repeat(5000)}.${'b'.repeat(5000)}`)).toEqual([]);
    expect(linkHosts(`${'a.'.repeat(3000)}com`)).toHaveLength(1);
  });

  it('blockList: by display name or channel id, any case', () => {
    const block: Condition = { kind: 'blockList' };
    expect(holds(block, subject('hi', 'Spammer Joe'))).toBe(true);
    expect(holds(block, subject('hi', 'Someone', 'UC-BLOCKED'))).toBe(true);
    expect(holds(block, subject('hi', 'Ana', 'UC-ana'))).toBe(false);
  });

  it('newAuthor: young or empty channels that were looked up; unknown authors never', () => {
    expect(holds({ kind: 'newAuthor', maxAgeDays: 7, noUploads: false }, subject('x', 'a', 'UC-young'))).toBe(true);
    expect(holds({ kind: 'newAuthor', maxAgeDays: 1, noUploads: false }, subject('x', 'a', 'UC-young'))).toBe(false);
    expect(holds({ kind: 'newAuthor', noUploads: true }, subject('x', 'a', 'UC-empty'))).toBe(true);
    expect(holds({ kind: 'newAuthor', maxAgeDays: 30, noUploads: true }, subject('x', 'a', 'UC-old'))).toBe(false);
    expect(holds({ kind: 'newAuthor', maxAgeDays: 30, noUploads: true }, subject('x', 'a', 'UC-unknown'))).toBe(false);
  });

  it('shouting: mostly capitals or mostly emoji, from a minimum length', () => {
    expect(shouting('CONGRATULATIONS YOU WON A PRIZE', 0.8, undefined, 12)).toBe(true);
    expect(shouting('Congratulations you won a prize', 0.8, undefined, 12)).toBe(false);
    expect(shouting('OK GO', 0.8, undefined, 12)).toBe(false);
    expect(shouting('🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥 wow', undefined, 0.6, 12)).toBe(true);
    expect(shouting('nice video 🔥 really', undefined, 0.6, 12)).toBe(false);
    expect(shouting('ÇA C’EST VRAIMENT GÉNIAL', 0.8, undefined, 12)).toBe(true);
    const condition: Condition = { kind: 'shouting', capitals: 0.8, minLength: 12 };
    expect(holds(condition, subject('BUY NOW BUY NOW BUY NOW'))).toBe(true);
  });
});

describe('the image condition', () => {
  it('holds for a comment with an attached image, wherever it is hosted, and for no other', () => {
    const image: Condition = { kind: 'image' };
    expect(holds(image, { ...subject('look at this'), hasImage: true })).toBe(true);
    expect(holds(image, subject('look at this https://yt3.ggpht.com/a.png'))).toBe(false);
  });
});
