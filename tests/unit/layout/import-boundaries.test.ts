// The rule that keeps the house clean: shared/ imports neither Node nor the DOM; renderer/ and electron/ never
// import each other; the top level holds exactly what the README lists.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../support/source-imports';

const root = resolve(__dirname, '../../..');

const nodeModules = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
const DOM_GLOBALS = /\b(window|document|navigator|localStorage|HTMLElement|XMLHttpRequest)\b\s*[.[(]/;
const NODE_GLOBALS = /\b(process|Buffer|__dirname|require)\b\s*[.[(]/;

describe('import boundaries', () => {
  it('shared/ imports no Node module, no Electron, no DOM or Node global, and nothing outside shared/', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(root, 'shared'))) {
      const text = readFileSync(file, 'utf8')
        .replace(/\/\/.*$/gm, '')
        .replace(/\/\*[\s\S]*?\*\//g, '');
      for (const spec of importsOf(file)) {
        const target = spec.startsWith('.') ? resolve(file, '..', spec) : undefined;
        if (nodeModules.has(spec) || spec === 'electron' || (target && !target.startsWith(join(root, 'shared')))) {
          offenders.push(`${relative(root, file)} imports ${spec}`);
        }
      }
      if (DOM_GLOBALS.test(text)) offenders.push(`${relative(root, file)} uses a DOM global`);
      if (NODE_GLOBALS.test(text)) offenders.push(`${relative(root, file)} uses a Node global`);
    }
    expect(offenders).toEqual([]);
  });

  it('renderer/ never imports electron/ (nor Electron, nor Node modules)', () => {
    const offenders = sourceFiles(join(root, 'renderer')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => {
          const target = spec.startsWith('.') ? resolve(file, '..', spec) : '';
          return target.startsWith(join(root, 'electron')) || spec === 'electron' || nodeModules.has(spec);
        })
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('electron/ never imports renderer/', () => {
    const offenders = sourceFiles(join(root, 'electron')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.') && resolve(file, '..', spec).startsWith(join(root, 'renderer')))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the checker itself notices a violation', () => {
    // Guards against a regex that silently matches nothing.
    expect(importsOf(join(root, 'electron/desktop/preload.ts'))).toContain('electron');
    expect(DOM_GLOBALS.test('const x = window.desk;')).toBe(true);
    expect(NODE_GLOBALS.test('Buffer.from(x)')).toBe(true);
  });
});

describe('top-level layout', () => {
  it('holds exactly the documented entries', () => {
    const allowed = new Set([
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      '.oxlintrc.json',
      'electron',
      'renderer',
      'shared',
      'tests',
      'electron-builder.yml',
      'README.md',
      'docs',
      '.ci',
      '.gitignore',
      '.git',
      'node_modules',
      'dist',
      'release',
      'vite.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
      'test-results',
      'playwright-report',
      'eslint.config.js',
      '.prettierrc.json',
      '.prettierignore',
    ]);
    const extra = readdirSync(root).filter((name) => !allowed.has(name));
    expect(extra).toEqual([]);
  });
});
