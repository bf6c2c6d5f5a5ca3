// Where a store lives (README, Layout): a store that one screen uses sits beside that screen, under
// renderer/screens/<screen>/; a store the app shell, shared components or several screens use lives in
// renderer/stores/. The rule is held both ways so a store moves when its users change.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const renderer = join(root, 'renderer');
const storesDir = join(renderer, 'stores');
const screensDir = join(renderer, 'screens');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function relativeImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]*)['"]/g)].map((match) =>
    resolve(file, '..', match[1]!),
  );
}

const files = sourceFiles(renderer);

/** Which renderer files import `module` (a path without extension), by where they are. */
function importersOf(module: string): string[] {
  return files.filter((file) => file !== `${module}.ts` && relativeImportsOf(file).includes(module));
}

/** The screen folder a file belongs to (renderer/screens/<name>), or undefined outside the screens. */
function screenOf(file: string): string | undefined {
  if (!file.startsWith(screensDir + sep)) return undefined;
  return relative(screensDir, file).split(sep)[0];
}

const moduleOf = (file: string): string => file.replace(/\.tsx?$/, '');
const shown = (file: string): string => relative(root, file);

describe('where a store lives', () => {
  it('every *-store.ts is in renderer/stores/ or beside a screen', () => {
    const strays = files
      .filter((file) => file.endsWith('-store.ts'))
      .filter((file) => !file.startsWith(storesDir + sep) && screenOf(file) === undefined)
      .map(shown);
    expect(strays).toEqual([]);
  });

  it('a store beside a screen is used by that screen only', () => {
    const leaks = files
      .filter((file) => file.endsWith('-store.ts') && screenOf(file) !== undefined)
      .flatMap((store) =>
        importersOf(moduleOf(store))
          .filter((user) => screenOf(user) !== screenOf(store))
          .map((user) => `${shown(user)} uses ${shown(store)}`),
      );
    expect(leaks).toEqual([]);
  });

  it('a store in renderer/stores/ is used by more than one screen, or by the app-wide code', () => {
    const misplaced = sourceFiles(storesDir)
      .filter((store) => {
        const users = importersOf(moduleOf(store));
        const screens = new Set(users.map(screenOf));
        return users.length > 0 && screens.size === 1 && !screens.has(undefined);
      })
      .map((store) => `${shown(store)} is used only by screens/${screenOf(importersOf(moduleOf(store))[0]!)}`);
    expect(misplaced).toEqual([]);
  });

  it("shared components read no feature's store: they take what they show as props", () => {
    // Navigation is the app's own, not a feature's: a failure line's way out opens the screen that fixes it.
    const appWide = new Set([join(storesDir, 'navigation-store')]);
    const readers = sourceFiles(join(renderer, 'components')).flatMap((file) =>
      relativeImportsOf(file)
        .filter((target) => /-store$/.test(target) && !appWide.has(target))
        .map((target) => `${shown(file)} imports ${shown(target)}`),
    );
    expect(readers).toEqual([]);
  });
});
