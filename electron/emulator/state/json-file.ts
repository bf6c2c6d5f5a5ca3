// How the emulator keeps a JSON file: written whole through `atomically` (temp file, fsync, rename), so a kill of the
// emulator or of the app that embeds it leaves the previous or the next version, never half of one. A file that does
// not parse, or whose layout a store does not know, is moved aside (`<path>.<why>-<time>`) rather than overwritten,
// so the emulator always starts and the damaged file can still be looked at.
//
// The app keeps its own files through electron/files/atomic-json.ts, which also flushes the folder for power cuts; the
// emulator stands for the platform and imports nothing of the app (lint holds it), and a test double needs no more
// than a kill-safe rename, so it relies on the library made for the job instead.
import { readFileSync, renameSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { writeFile, writeFileSync } from 'atomically';

export type JsonFileContent =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly value: unknown }
  | { readonly kind: 'corrupt'; readonly movedTo: string; readonly reason: string };

export type SetAsideReason = 'corrupt' | 'unknown-layout';

// The emulator's files hold test data of one person: private to the user, like the app's.
const FILE_MODE = 0o600;

/** One layout for every file: one field per line, one space of indent (diffable, salvageable by hand). */
const jsonText = (value: unknown): string => JSON.stringify(value, null, 1);

export function writeJsonFile(path: string, value: unknown): Promise<void> {
  return writeFile(path, jsonText(value), { encoding: 'utf8', mode: FILE_MODE });
}

export function writeJsonFileSync(path: string, value: unknown): void {
  writeFileSync(path, jsonText(value), { encoding: 'utf8', mode: FILE_MODE });
}

export async function readJsonFile(path: string, now: number): Promise<JsonFileContent> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) return { kind: 'missing' };
    throw error;
  }
  const parsed = parseJson(text);
  return parsed.kind === 'ok'
    ? parsed
    : { kind: 'corrupt', movedTo: await setAside(path, 'corrupt', now), reason: parsed.reason };
}

export function readJsonFileSync(path: string, now: number): JsonFileContent {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) return { kind: 'missing' };
    throw error;
  }
  const parsed = parseJson(text);
  return parsed.kind === 'ok'
    ? parsed
    : { kind: 'corrupt', movedTo: setAsideSync(path, 'corrupt', now), reason: parsed.reason };
}

/** Renames `path` to `<path>.<why>-<now>` and returns the new name. */
export async function setAside(path: string, why: SetAsideReason, now: number): Promise<string> {
  const movedTo = `${path}.${why}-${now}`;
  await rename(path, movedTo);
  return movedTo;
}

export function setAsideSync(path: string, why: SetAsideReason, now: number): string {
  const movedTo = `${path}.${why}-${now}`;
  renameSync(path, movedTo);
  return movedTo;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function parseJson(text: string): { kind: 'ok'; value: unknown } | { kind: 'bad'; reason: string } {
  try {
    return { kind: 'ok', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'bad', reason: error instanceof Error ? error.message : String(error) };
  }
}
