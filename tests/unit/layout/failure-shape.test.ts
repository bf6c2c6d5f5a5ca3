// One shape for a failed call in the renderer (renderer/desk/failure.ts): a store keeps a Failure, so the screen can
// offer the way out its kind allows (try again, wait for the quota, sign in again). The old `errorMessage(error)` and
// its hand-made body (`error instanceof Error ? error.message : String(error)`) kept the sentence alone; no renderer
// module but failure.ts calls either. A notice or a reason that is a string takes `failureOf(error).message`.
// Comments are not read.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-imports';

const root = join(__dirname, '../../..');

/** Where the sentence is read out of a caught error, once. */
const HOME = 'renderer/desk/failure.ts';

const SENTENCE_ALONE = /\berrorMessage\s*\(|instanceof\s+Error\s*\?\s*\w+\.message\s*:\s*String\(/;

/** The lines of a module's code (its comments left out) that keep a caught error's sentence alone. */
function offencesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return code.split('\n').flatMap((line, index) => (SENTENCE_ALONE.test(line) ? [`line ${index + 1}`] : []));
}

const shown = (file: string): string => relative(root, file).split(sep).join('/');

describe('a failed call is kept as a Failure in the renderer', () => {
  it('the rule bites: errorMessage() and its hand-made body are found, failureOf and comments are not', () => {
    expect(offencesIn('notifyError(errorMessage(error));')).toHaveLength(1);
    expect(offencesIn('return `Not published: ${errorMessage (error)}`;')).toHaveLength(1);
    expect(offencesIn('const m = error instanceof Error ? error.message : String(error);')).toHaveLength(1);
    expect(offencesIn('const m = e instanceof Error ? e.message : String(e);')).toHaveLength(1);
    expect(offencesIn('return failureOf(error);\nreason: failureOf(error).message,')).toEqual([]);
    expect(offencesIn('// errorMessage(error) kept the sentence alone\n/* errorMessage( */')).toEqual([]);
    expect(offencesIn('const errorMessageShown = true;')).toEqual([]);
  });

  it('no renderer module but failure.ts reads a caught error into a bare sentence', () => {
    const offenders = sourceFiles(join(root, 'renderer'))
      .filter((file) => shown(file) !== HOME)
      .flatMap((file) => offencesIn(readFileSync(file, 'utf8')).map((line) => `${shown(file)} ${line}`));
    expect(offenders).toEqual([]);
  });

  it('failure.ts is still where the sentence is read (the exception is not stale)', () => {
    expect(offencesIn(readFileSync(join(root, HOME), 'utf8'))).toHaveLength(1);
  });
});
