// Small JSON documents written atomically (temp file, fsync, rename) so a crash never leaves half a file, and read
// defensively: a damaged file is moved aside and reported instead of taking the app down.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export function writeJsonAtomic(path: string, value: unknown, mode = 0o600): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temp, 'w', mode);
  try {
    writeSync(fd, JSON.stringify(value, null, 2));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
}

export type JsonReadResult =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly value: unknown }
  | { readonly kind: 'corrupt'; readonly movedTo: string; readonly reason: string };

export function readJsonOrQuarantine(path: string): JsonReadResult {
  if (!existsSync(path)) return { kind: 'missing' };
  try {
    return { kind: 'ok', value: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    const movedTo = `${path}.corrupt-${Date.now()}`;
    renameSync(path, movedTo);
    return { kind: 'corrupt', movedTo, reason: error instanceof Error ? error.message : String(error) };
  }
}
