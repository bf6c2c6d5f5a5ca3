// The translations' rules: the default language first, each localized title and description within the default
// ones' limits (named by language), and the sameness of two sets of translations whatever their order.
import { describe, expect, it } from 'vitest';
import {
  localizationsForPlatform,
  localizationsFromPlatform,
  localizationsProblem,
  localizationsSchema,
  sameLocalizations,
} from '../../../../shared/library/video-texts';

describe('localizationsProblem', () => {
  it('needs a default language, a text per language, and the platform limits', () => {
    expect(localizationsProblem(undefined, {})).toBeUndefined();
    expect(localizationsProblem(undefined, { de: { title: 'Hallo', description: '' } })).toMatch(/choose it/);
    expect(localizationsProblem('en', { de: { title: '', description: '' } })).toBe(
      'de: a translation needs a title or a description.',
    );
    expect(localizationsProblem('en', { de: { title: 'T'.repeat(101), description: '' } })).toBe(
      'de title: The title has 101 characters; at most 100 are allowed.',
    );
    expect(localizationsProblem('en', { de: { title: '', description: 'ü'.repeat(2_501) } })).toMatch(
      /^de description: The description takes 5002 bytes/,
    );
    expect(
      localizationsProblem('en', { de: { title: 'T'.repeat(100), description: 'ü'.repeat(2_500) } }),
    ).toBeUndefined();
  });
});

describe('sameLocalizations', () => {
  it('compares by language and text, none and empty alike', () => {
    const a = { de: { title: 'a', description: 'b' }, fr: { title: 'c', description: '' } };
    expect(sameLocalizations(a, { fr: { title: 'c', description: '' }, de: { title: 'a', description: 'b' } })).toBe(
      true,
    );
    expect(sameLocalizations(a, { de: { title: 'a', description: 'b' } })).toBe(false);
    expect(sameLocalizations(a, { ...a, fr: { title: 'c', description: 'x' } })).toBe(false);
    expect(sameLocalizations(undefined, {})).toBe(true);
  });
});

it('maps the platform shape both ways, leaving empty texts out', () => {
  expect(localizationsFromPlatform({ de: { title: 'a' } })).toEqual({ de: { title: 'a', description: '' } });
  expect(localizationsFromPlatform({})).toBeUndefined();
  expect(localizationsForPlatform({ de: { title: 'a', description: '' } })).toEqual({ de: { title: 'a' } });
});

it('the contract refuses a code that is not one and more languages than the platform has', () => {
  expect(localizationsSchema.safeParse({ 'pt-PT': { title: 'a', description: '' } }).success).toBe(true);
  expect(localizationsSchema.safeParse({ 'de de': { title: 'a', description: '' } }).success).toBe(false);
  const many = Object.fromEntries(
    Array.from({ length: 101 }, (_, i) => [
      `x${String.fromCharCode(97 + (i % 26))}-${i}a`,
      { title: 'a', description: '' },
    ]),
  );
  expect(localizationsSchema.safeParse(many).success).toBe(false);
});
