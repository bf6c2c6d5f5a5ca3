// Services in one shape (issue 37): every main-process service is made by its `create…Service` factory, as the
// features are made by `createXFeature(ctx, deps)`. A service may keep its dependencies in a class, but nobody outside
// its own folder builds it with `new`, so the composition root and the features read the same everywhere and a
// service can change how it is made without its callers knowing. The emulator's plugins are not services.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-imports';

const root = resolve(__dirname, '../../..');
const electron = join(root, 'electron');
const files = sourceFiles(electron).filter((file) => !file.startsWith(join(electron, 'emulator') + '/'));

/** Where each service class is declared: its name → its file. */
function serviceClasses(texts: ReadonlyMap<string, string>): Map<string, string> {
  const classes = new Map<string, string>();
  for (const [file, text] of texts) {
    for (const match of text.matchAll(/^export class (\w+Service)\b/gm)) classes.set(match[1]!, file);
  }
  return classes;
}

/** `new XService(` outside X's folder, and service files without their factory. */
function problems(texts: ReadonlyMap<string, string>): string[] {
  const classes = serviceClasses(texts);
  const found: string[] = [];
  for (const [file, text] of texts) {
    for (const match of text.matchAll(/\bnew (\w+Service)\(/g)) {
      const home = classes.get(match[1]!);
      if (home !== undefined && dirname(home) !== dirname(file)) {
        found.push(`${relative(root, file)} builds ${match[1]} with new: use its factory`);
      }
    }
    for (const match of text.matchAll(/^export class (\w+Service)\b/gm)) {
      const factory = new RegExp(`export function create${match[1]}\\(`);
      const folderHasIt = [...texts].some(([other, body]) => dirname(other) === dirname(file) && factory.test(body));
      if (!folderHasIt) found.push(`${relative(root, file)}: ${match[1]} has no create${match[1]} in its folder`);
    }
  }
  return found;
}

describe('services in one shape', () => {
  it('every service is made by its factory', () => {
    const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')] as const));
    expect(problems(texts)).toEqual([]);
  });

  it('the rule bites (probes)', () => {
    const quota = join(electron, 'quota/quota-service.ts');
    const withFactory =
      'export function createQuotaService(deps: Deps): QuotaService {\n  return new QuotaService(deps);\n}\n' +
      'export class QuotaService {}\n';
    // A feature elsewhere building the class itself.
    expect(
      problems(
        new Map([
          [quota, withFactory],
          [join(electron, 'app/composition-root.ts'), 'const quota = new QuotaService({ log });\n'],
        ]),
      ),
    ).toEqual(['electron/app/composition-root.ts builds QuotaService with new: use its factory']);
    // A service class without a factory.
    expect(problems(new Map([[quota, 'export class QuotaService {}\n']]))).toEqual([
      'electron/quota/quota-service.ts: QuotaService has no createQuotaService in its folder',
    ]);
    // The factory in the same folder (the comments service's is create-comments.ts) is its home.
    expect(problems(new Map([[quota, withFactory]]))).toEqual([]);
  });
});
