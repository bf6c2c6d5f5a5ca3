// Every file the app and the emulator keep whole (the vault, the upload queue, the emulator's stores) is replaced the
// same way: the new content goes to a temp file beside the old one and is flushed to disk, then renamed over it
// (atomic on one file system), then the folder is flushed so that the rename itself survives a power cut. A crash or
// a kill at any instant leaves the previous or the next version, never half of one. The settings are the exception:
// conf and electron-store write their file themselves (atomically, through the `atomically` package).
//
// It sits in electron/common/ because the emulator keeps its state the same way and may import nothing of the app.
// (Not the `atomically` package for the emulator: it re-raises SIGTERM from a handler of its own, which cut the
// emulator's graceful stop short before its state was written.)
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

interface AtomicWriteOptions {
  /** Permissions of the new file. 0600 unless said otherwise: most of what is kept is one person's data. */
  readonly mode?: number;
}

interface AsyncAtomicWriteOptions extends AtomicWriteOptions {
  /**
   * Runs once the new content is safely on disk, just before it replaces `path` (the upload queue links the version
   * being replaced as its backup here). A failure abandons the write and leaves `path` as it was.
   */
  readonly beforeReplace?: (path: string) => Promise<void>;
}

const DEFAULT_MODE = 0o600;

/**
 * Pieces of a file's text, produced as they are written: a large file (the upload queue) made lazily piece by piece
 * never holds the event loop for longer than it takes to make one block of it, where making its whole text at once
 * (JSON.stringify of 30 MB) held it for a third of a second.
 */
export type TextPieces = Iterable<string>;

/** How much text is gathered before it is written; each write lets the event loop turn. */
const BLOCK_CHARS = 256 * 1024;

export async function writeFileAtomic(
  path: string,
  content: string | TextPieces,
  options: AsyncAtomicWriteOptions = {},
): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const temp = tempPathFor(path);
  // 'wx': a fresh random name, so never someone else's file nor a link planted in its place.
  const handle = await open(temp, 'wx', options.mode ?? DEFAULT_MODE);
  try {
    try {
      if (typeof content === 'string') await handle.writeFile(content, 'utf8');
      else await writeInBlocks(handle, content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await options.beforeReplace?.(path);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

async function writeInBlocks(handle: FileHandle, pieces: TextPieces): Promise<void> {
  let block: string[] = [];
  let blockChars = 0;
  for (const piece of pieces) {
    block.push(piece);
    blockChars += piece.length;
    if (blockChars < BLOCK_CHARS) continue;
    await handle.write(block.join(''), null, 'utf8');
    block = [];
    blockChars = 0;
  }
  if (blockChars > 0) await handle.write(block.join(''), null, 'utf8');
}

/** The same as `writeFileAtomic`, for callers whose interface is synchronous (the vault). */
function writeFileAtomicSync(path: string, content: string, options: AtomicWriteOptions = {}): void {
  const folder = dirname(path);
  mkdirSync(folder, { recursive: true });
  const temp = tempPathFor(path);
  const fd = openSync(temp, 'wx', options.mode ?? DEFAULT_MODE);
  try {
    try {
      writeFileSync(fd, content, 'utf8');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolderSync(folder);
}

/** One layout for every JSON file: one field per line (diffable, salvageable by hand), one space of indent. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, JSON_INDENT);
}

const JSON_INDENT = 1;

/**
 * The text of `head` with `listName` (a field `head` does not have) appended as a list, in the layout of `jsonText`,
 * made one item at a time as the pieces are read: for a file that is mostly one long list of bounded items.
 */
export function* jsonPiecesWithList(
  head: Readonly<Record<string, unknown>>,
  listName: string,
  items: readonly unknown[],
): Generator<string> {
  const headText = jsonText(head);
  const opened = headText === '{}' ? '{' : `${headText.slice(0, -2)},`;
  const fieldIndent = '\n' + ' '.repeat(JSON_INDENT);
  const itemIndent = fieldIndent + ' '.repeat(JSON_INDENT);
  if (items.length === 0) {
    yield `${opened}${fieldIndent}${JSON.stringify(listName)}: []\n}`;
    return;
  }
  yield `${opened}${fieldIndent}${JSON.stringify(listName)}: [`;
  for (let index = 0; index < items.length; index += 1) {
    // JSON text has no raw line breaks inside strings, so every line break is one of the layout's own.
    const itemText = (JSON.stringify(items[index], null, JSON_INDENT) ?? 'null').replaceAll('\n', itemIndent);
    yield `${index === 0 ? '' : ','}${itemIndent}${itemText}`;
  }
  yield `${fieldIndent}]\n}`;
}

export function writeJsonAtomic(path: string, value: unknown, options: AsyncAtomicWriteOptions = {}): Promise<void> {
  return writeFileAtomic(path, jsonText(value), options);
}

export function writeJsonAtomicSync(path: string, value: unknown, options: AtomicWriteOptions = {}): void {
  writeFileAtomicSync(path, jsonText(value), options);
}

type JsonReadResult =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly value: unknown }
  | { readonly kind: 'corrupt'; readonly movedTo: string; readonly reason: string };

/** Why a file was moved aside; it becomes the suffix of its new name, `<path>.<why>-<time>`. */
type SetAsideReason = 'corrupt' | 'unknown-layout';

/**
 * Reads a JSON file. One that does not parse is moved aside (`<path>.corrupt-<now>`) and reported rather than thrown,
 * so a damaged file never stops a start and is never overwritten before someone could look at it.
 */
export async function readJsonOrQuarantine(path: string, now: number = Date.now()): Promise<JsonReadResult> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  const parsed = parseJson(text);
  if (parsed.kind === 'ok') return parsed;
  return { kind: 'corrupt', movedTo: await setAside(path, 'corrupt', now), reason: parsed.reason };
}

export function readJsonOrQuarantineSync(path: string, now: number = Date.now()): JsonReadResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  const parsed = parseJson(text);
  if (parsed.kind === 'ok') return parsed;
  return { kind: 'corrupt', movedTo: setAsideSync(path, 'corrupt', now), reason: parsed.reason };
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

function parseJson(text: string): { kind: 'ok'; value: unknown } | { kind: 'bad'; reason: string } {
  try {
    return { kind: 'ok', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'bad', reason: error instanceof Error ? error.message : String(error) };
  }
}

// Hidden, beside the target (a rename across file systems is not atomic), and random, so that two writers of one
// file, in one process or two, never share a temp file.
function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

// Node cannot open a folder to flush it on Windows.
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function syncFolderSync(folder: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
