// Which unit test files must run in a module graph of their own. Most unit tests only import code and call it, so
// they share one graph per worker (vitest's `isolate: false`), which saves re-importing the same modules for every
// file. A file that replaces a module (vi.mock), a global, the environment or the timers would leak that into the
// files after it, so it keeps vitest's per-file isolation. Decided from each file's text so that a new test file
// lands in the right group without anyone editing a list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const REPLACES_SHARED_STATE =
  /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|hoisted|importMock|resetModules|stubGlobal|stubEnv|useFakeTimers|setSystemTime)\b/;

const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `dir` (relative to `root`, with forward slashes) whose text replaces shared state. */
export function testFilesNeedingIsolation(root: string, dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEST_FILE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if (REPLACES_SHARED_STATE.test(readFileSync(path, 'utf8'))) found.push(relative(root, path).split(sep).join('/'));
  }
  return found.sort();
}
