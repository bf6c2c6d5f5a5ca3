// The message catalogue is whole and current: every shipped language has every English message and no other, each
// translation uses the arguments its English message gives it (no more), the compiled files are what the sources
// compile to, the English source is what the code declares (extraction), and the pseudo-locale marks every text.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { MessageFormatElement } from 'react-intl';
import { messagesFor } from '../../../../shared/i18n/catalogue';
import { APP_LOCALES, SHIPPED_LOCALES } from '../../../../shared/i18n/locales';
// @ts-expect-error: a plain ES module script without types (the build's own).
import { compileAll } from '../../../../electron/scripts/i18n-compile.mjs';

const root = join(__dirname, '../../../..');
const lang = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'shared/i18n/lang', `${locale}.json`), 'utf8')) as Record<string, unknown>;
const english = lang('en');
const ids = Object.keys(english).sort();

// The parser's element kinds (its TYPE enum): a literal's value and a plural's # are no argument names.
const LITERAL = 0;
const POUND = 7;
const kindOf = (element: MessageFormatElement): number => element.type;

/** The argument names a compiled message uses, whatever nests them (plural branches, tags). */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      'value' in element &&
      kindOf(element) !== LITERAL &&
      kindOf(element) !== POUND &&
      typeof element.value === 'string'
    )
      found.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options as Record<string, { value: MessageFormatElement[] }>))
        argumentsOf(option.value, found);
    if ('children' in element) argumentsOf(element.children, found);
  }
  return found;
}

/** The literal text of a compiled message, every branch included. */
function textOf(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (kindOf(element) === LITERAL) return (element as { value: string }).value;
      if ('options' in element)
        return Object.values(element.options as Record<string, { value: MessageFormatElement[] }>)
          .map((option) => textOf(option.value))
          .join('');
      if ('children' in element) return textOf(element.children);
      return '';
    })
    .join('');
}

const scratch = mkdtempSync(join(tmpdir(), 'catalogue-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Extracting and compiling run the FormatJS CLI six times; on a busy machine that takes seconds: the ceiling is
// generous, not a speed target.
describe('the message catalogue', { timeout: 60_000 }, () => {
  it('has messages, each with a description for translators', () => {
    expect(ids.length).toBeGreaterThan(50);
    const undescribed = ids.filter((id) => !(english[id] as { description?: string }).description);
    expect(undescribed).toEqual([]);
  });

  it.each(SHIPPED_LOCALES.filter((locale) => locale !== 'en'))('%s has every message and no other', (locale) => {
    const translated = Object.keys(lang(locale)).sort();
    expect(ids.filter((id) => !translated.includes(id))).toEqual([]);
    expect(translated.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(APP_LOCALES)('%s: each message uses only the arguments its English gives', (locale) => {
    const source = messagesFor('en');
    const target = messagesFor(locale);
    const wrong = ids.filter((id) => {
      const given = argumentsOf(source[id] ?? []);
      return [...argumentsOf(target[id] ?? [])].some((name) => !given.has(name));
    });
    expect(wrong).toEqual([]);
  });

  it('the compiled files are what the sources compile to (npm run i18n:compile)', () => {
    (compileAll as (outDir: string) => void)(scratch);
    for (const locale of APP_LOCALES) {
      const fresh = readFileSync(join(scratch, `${locale}.json`), 'utf8');
      const committed = readFileSync(join(root, 'shared/i18n/compiled', `${locale}.json`), 'utf8');
      expect(JSON.parse(committed), `shared/i18n/compiled/${locale}.json`).toEqual(JSON.parse(fresh));
    }
  });

  it('the English source is what the code declares (npm run i18n:extract)', () => {
    const out = join(scratch, 'extracted.json');
    execFileSync(
      join(root, 'node_modules/.bin/formatjs'),
      ['extract', 'renderer/**/*.{ts,tsx}', 'electron/**/*.ts', 'shared/**/*.ts', '--ignore', '**/*.d.ts'].concat([
        '--out-file',
        out,
        '--throws',
      ]),
      { cwd: root, stdio: 'pipe' },
    );
    expect(english).toEqual(JSON.parse(readFileSync(out, 'utf8')));
  });

  it('the pseudo-locale brackets and accents every message and makes the text 35% longer (en-XA doubles vowels, filler makes up the rest)', () => {
    const pseudo = messagesFor('en-XA');
    const english = messagesFor('en');
    let plainLength = 0;
    let pseudoLength = 0;
    for (const id of ids) {
      const text = textOf(pseudo[id]!);
      expect(text, id).toMatch(/^\[[\s\S]*\]$/);
      const plain = textOf(english[id]!);
      if (/[aeiou]/i.test(plain)) expect(text, id).toMatch(/[\u00c0-\u024f\u1e00-\u1eff]/);
      if (plain.length >= 8) expect(text.length, id).toBeGreaterThan(plain.length * 1.15);
      plainLength += plain.length;
      pseudoLength += text.length;
    }
    expect(pseudoLength).toBeGreaterThanOrEqual(plainLength * 1.35);
  });
});
