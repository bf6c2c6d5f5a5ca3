// One way to say a moment and a count (shared/text): no renderer, main-process or shared module outside shared/text
// formats a date with toLocaleString / toLocaleDateString / toLocaleTimeString or an Intl.DateTimeFormat of its own
// (a number's toLocaleString too: numbers go through Intl.NumberFormat or countOf), and none builds a plural by hand
// ("1 bad lines": `n === 1 ? 'line' : 'lines'`, `video${n === 1 ? '' : 's'}`); they use when.ts and count-words.ts.
// Comments are not read. The files other engineers are converting now are listed by path below, so the list only
// shrinks: an entry whose file no longer needs it fails the test until it is taken off.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-imports';

const root = join(__dirname, '../../..');

/** Being converted by the engineers of Uploads, Comments, Calendar and Library (issue 32): take a line off when done. */
const BEING_CONVERTED: readonly string[] = [];

/** Read a date's calendar parts in a fixed zone (which Pacific day it is) and show nothing of it to a creator. */
const CALENDAR_ARITHMETIC: readonly string[] = [
  'electron/emulator/data-api/pacific-day.ts',
  'shared/platform/quota-reset.ts',
];

// Reading the runtime's own zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`) formats nothing.
const DATE_FORMATTING = /\.toLocale(?:Date|Time)?String\(|\bIntl\.DateTimeFormat\b(?!\(\)\.resolvedOptions\(\))/;
const HAND_PLURAL = /[!=]==\s*1\s*\?\s*(['"`])([^'"`$]*)\1\s*:\s*(['"`])([^'"`$]*)\3/g;

function isPlural(one: string, other: string): boolean {
  return (
    other === `${one}s` ||
    other === `${one}es` ||
    (one.endsWith('y') && other === `${one.slice(0, -1)}ies`) ||
    (one === '' && other === 's')
  );
}

/** What a module's code (its comments left out) does that the rule forbids, one line per offence. */
function offencesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found: string[] = [];
  code.split('\n').forEach((line, index) => {
    if (DATE_FORMATTING.test(line)) found.push(`line ${index + 1}: formats a date or number itself`);
    for (const match of line.matchAll(HAND_PLURAL)) {
      if (isPlural(match[2]!, match[4]!)) found.push(`line ${index + 1}: builds a plural by hand`);
    }
  });
  return found;
}

const shown = (file: string): string => relative(root, file).split(sep).join('/');
const modules = ['renderer', 'electron', 'shared']
  .flatMap((dir) => sourceFiles(join(root, dir)))
  .filter((file) => !shown(file).startsWith('shared/text/'));

describe('dates and counts are said through shared/text', () => {
  it('the rule bites: a hand-made date, number or plural is found, the zone lookup and comments are not', () => {
    expect(offencesIn('const at = new Date(ms).toLocaleString();')).toHaveLength(1);
    expect(offencesIn('const t = new Date(ms).toLocaleTimeString();')).toHaveLength(1);
    expect(offencesIn("const n = (v: number) => v.toLocaleString('en-US');")).toHaveLength(1);
    expect(offencesIn("const f = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });")).toHaveLength(1);
    expect(offencesIn("return `${n} line${n === 1 ? '' : 's'}`;")).toHaveLength(1);
    expect(offencesIn("{count} {count === 1 ? 'reply' : 'replies'}")).toHaveLength(1);
    expect(offencesIn("{n} {n !== 1 ? 'search' : 'searches'}")).toHaveLength(1);
    expect(offencesIn('const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;')).toEqual([]);
    expect(offencesIn("const at = formatDateTime(ms); // not toLocaleString()\nconst w = countOf(n, 'line');")).toEqual(
      [],
    );
    expect(offencesIn("const verb = n === 1 ? 'is' : 'are';")).toEqual([]);
  });

  it('no module outside shared/text formats dates or builds plurals itself, but the files being converted', () => {
    const allowed = new Set([...BEING_CONVERTED, ...CALENDAR_ARITHMETIC]);
    const offenders = modules
      .filter((file) => !allowed.has(shown(file)))
      .flatMap((file) => offencesIn(readFileSync(file, 'utf8')).map((offence) => `${shown(file)} ${offence}`));
    expect(offenders).toEqual([]);
  });

  it('every file on the lists still needs its place (the lists only shrink)', () => {
    const byPath = new Map(modules.map((file) => [shown(file), file]));
    const stale = [...BEING_CONVERTED, ...CALENDAR_ARITHMETIC].filter((path) => {
      const file = byPath.get(path);
      return file === undefined || offencesIn(readFileSync(file, 'utf8')).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
