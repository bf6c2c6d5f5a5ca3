// What the layout tests read of the source: its files, and the modules each one names in an import or export.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(name) ? [path] : [];
  });
}

/** Static imports and exports, `import()` and side-effect imports, as written. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
    ),
  ];
  return specifiers.map((match) => match[1] ?? match[2] ?? match[3]!).filter(Boolean);
}

/** One import between two files of a folder, both ends relative to it. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

/** The relative imports between files of `dir` (a folder import counts as its index.ts). */
export function importEdges(dir: string): ImportEdge[] {
  return sourceFiles(dir).flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolve(file, '..', spec))
      .filter((target) => target.startsWith(`${dir}/`))
      .map((target) => {
        const path = existsSync(`${target}.ts`) ? `${target}.ts` : join(target, 'index.ts');
        return { from: relative(dir, file), to: relative(dir, path) };
      }),
  );
}
