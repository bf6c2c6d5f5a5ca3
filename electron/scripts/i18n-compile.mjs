// `npm run i18n:compile`: the message catalogue's sources (shared/i18n/lang/: en.json extracted from the code by
// `npm run i18n:extract`, one translation per shipped language) compiled to ICU ASTs per locale in
// shared/i18n/compiled/, plus the pseudo-locale (en-XA: accented, longer, bracketed) generated from the English.
// tests/unit/shared/i18n/catalogue.test.ts fails while the compiled files lag their sources.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const formatjs = join(root, 'node_modules', '.bin', 'formatjs');
const lang = join(root, 'shared', 'i18n', 'lang');
const compiled = join(root, 'shared', 'i18n', 'compiled');

/** The shipped languages' translations are plain id → message maps; the English keeps its descriptions. */
export const TRANSLATIONS = ['es', 'pt-BR', 'de', 'ja'];

export function compileArgs(locale, outFile) {
  if (locale === 'en') return ['compile', join(lang, 'en.json'), '--ast', '--out-file', outFile];
  if (locale === 'en-XA')
    return ['compile', join(lang, 'en.json'), '--ast', '--pseudo-locale', 'en-XA', '--out-file', outFile];
  return ['compile', join(lang, `${locale}.json`), '--format', 'simple', '--ast', '--out-file', outFile];
}

/** How much longer than the English the pseudo-locale's text is (issue 39: "35% longer"), brackets aside. */
export const PSEUDO_GROWTH = 1.35;
const LITERAL = 0;
const FILLER = 'ȧḗīǿŭ';

/** A message's text as a reader could see it: its literals, every branch of a plural or select, tags' contents. */
function textOf(elements) {
  return elements
    .map((element) => {
      if (element.type === LITERAL) return element.value;
      if (element.options)
        return Object.values(element.options)
          .map((option) => textOf(option.value))
          .join('');
      if (element.children) return textOf(element.children);
      return '';
    })
    .join('');
}

/** Accented filler in words of up to six letters, so a long message can still wrap. */
function filler(length) {
  let text = '';
  for (let i = 0; i < length; i++) text += (i % 7 === 6 ? ' ' : '') + FILLER[i % FILLER.length];
  return text;
}

// formatjs's en-XA accents the text and doubles its vowels, which makes English about 30% longer: messages short of
// PSEUDO_GROWTH get accented filler before their closing bracket, so layouts are tried with the length the issue asks.
function padPseudo(file, englishFile) {
  const english = JSON.parse(readFileSync(englishFile, 'utf8'));
  const pseudo = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, elements] of Object.entries(pseudo)) {
    const wanted = Math.ceil(textOf(english[id]).length * PSEUDO_GROWTH) + 2;
    const missing = wanted - textOf(elements).length;
    const closing = elements[elements.length - 1];
    if (missing <= 0 || closing?.type !== LITERAL || !closing.value.endsWith(']')) continue;
    // A word of its own where there is room for one; a single letter joins the last word.
    const padding = missing > 1 ? ` ${filler(missing - 1)}` : filler(missing);
    closing.value = `${closing.value.slice(0, -1)}${padding}]`;
  }
  writeFileSync(file, JSON.stringify(pseudo, null, 2) + '\n');
}

export function compileAll(outDir = compiled) {
  for (const locale of ['en', ...TRANSLATIONS, 'en-XA']) {
    execFileSync(formatjs, compileArgs(locale, join(outDir, `${locale}.json`)), { stdio: 'inherit' });
  }
  padPseudo(join(outDir, 'en-XA.json'), join(outDir, 'en.json'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) compileAll();
