// `npm run i18n:compile`: the message catalogue's sources (shared/i18n/lang/: en.json extracted from the code by
// `npm run i18n:extract`, one translation per shipped language) compiled to ICU ASTs per locale in
// shared/i18n/compiled/, plus the pseudo-locale (en-XA: accented, longer, bracketed) generated from the English.
// tests/unit/shared/i18n/catalogue.test.ts fails while the compiled files lag their sources.
import { execFileSync } from 'node:child_process';
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

export function compileAll(outDir = compiled) {
  for (const locale of ['en', ...TRANSLATIONS, 'en-XA']) {
    execFileSync(formatjs, compileArgs(locale, join(outDir, `${locale}.json`)), { stdio: 'inherit' });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) compileAll();
