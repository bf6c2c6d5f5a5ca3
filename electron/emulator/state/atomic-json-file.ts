// JSON state written so that a crash or a kill never leaves half a file: write a temp file, fsync it, rename it over
// the old one (rename is atomic on one file system).
import { open, rename, readFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

let sequence = 0;

export async function writeJsonAtomic(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${++sequence}.tmp`;
  const file = await open(temp, 'w', 0o600);
  try {
    await file.writeFile(JSON.stringify(value, null, 1));
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, path);
}

export type JsonFileContent = { readonly kind: 'missing' } | { readonly kind: 'ok'; readonly value: unknown };

/** Reads a JSON file; a damaged one is moved aside (`.corrupt-<time>`) and reported as missing. */
export async function readJsonFile(path: string, now: number): Promise<JsonFileContent> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  try {
    return { kind: 'ok', value: JSON.parse(text) as unknown };
  } catch {
    await rename(path, `${path}.corrupt-${now}`);
    return { kind: 'missing' };
  }
}
