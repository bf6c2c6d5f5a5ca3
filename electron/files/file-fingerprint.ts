// What identifies the file an upload was queued with. Hashing the whole file would cost a full read of what may be
// tens of gigabytes; size, mtime and the hashes of its first and last MiB catch a replaced, re-encoded, truncated or
// appended file at the cost of 2 MiB of reading.
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { stat, type FileHandle } from 'node:fs/promises';
import { NotARegularFileError, openRegularFile } from './regular-file';
import { keepWords, type KeptWords } from '../language/say-line';
import { FILE_CHANGES } from './fingerprint-messages';

export const FINGERPRINT_EDGE_BYTES = 1024 * 1024;
/**
 * The edges are hashed through a 64 KiB buffer, not read whole: two fresh 1 MiB buffers per fingerprint, once freed,
 * stayed in malloc's heap (glibc keeps several MB free once large blocks have come and gone), about 4 MB of the
 * upload engine's peak RSS.
 */
const HASH_BUFFER_BYTES = 64 * 1024;

export interface FileFingerprint {
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly headSha256: string;
  readonly tailSha256: string;
}

export type FingerprintCheck =
  { readonly kind: 'same' } | { readonly kind: 'missing' } | { readonly kind: 'changed'; readonly what: KeptWords };

/** Rejects like openRegularFile: the path must (still) lead to a regular file. */
export async function fingerprintFile(path: string): Promise<FileFingerprint> {
  const { handle, info } = await openRegularFile(path);
  try {
    return await fingerprintOpened(path, handle, info);
  } finally {
    await handle.close();
  }
}

/** The fingerprint of a file already open (and checked by the caller), recorded under `path`. */
export async function fingerprintOpened(path: string, handle: FileHandle, info: Stats): Promise<FileFingerprint> {
  const headLength = Math.min(FINGERPRINT_EDGE_BYTES, info.size);
  const tailLength = Math.min(FINGERPRINT_EDGE_BYTES, info.size);
  return {
    path,
    size: info.size,
    mtimeMs: info.mtimeMs,
    headSha256: await hashRange(handle, 0, headLength),
    tailSha256: await hashRange(handle, info.size - tailLength, tailLength),
  };
}

async function hashRange(handle: FileHandle, position: number, length: number): Promise<string> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(Math.min(HASH_BUFFER_BYTES, length));
  for (let done = 0; done < length;) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, length - done), position + done);
    if (bytesRead === 0) break;
    hash.update(buffer.subarray(0, bytesRead));
    done += bytesRead;
  }
  return hash.digest('hex');
}

export function sameFingerprint(a: FileFingerprint, b: FileFingerprint): boolean {
  return (
    a.path === b.path &&
    a.size === b.size &&
    a.mtimeMs === b.mtimeMs &&
    a.headSha256 === b.headSha256 &&
    a.tailSha256 === b.tailSha256
  );
}

/** Compares the file on disk now with the fingerprint taken when it was queued. */
export async function checkFingerprint(expected: FileFingerprint): Promise<FingerprintCheck> {
  let current: FileFingerprint;
  try {
    current = await fingerprintFile(expected.path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    if (error instanceof NotARegularFileError)
      return { kind: 'changed', what: keepWords(FILE_CHANGES.nowSpecial, { kind: error.kind }) };
    return { kind: 'changed', what: keepWords(FILE_CHANGES.unreadable, { code: code ?? 'error' }) };
  }
  if (current.size !== expected.size) return { kind: 'changed', what: sizeChange(expected.size, current.size) };
  if (current.mtimeMs !== expected.mtimeMs) return { kind: 'changed', what: keepWords(FILE_CHANGES.modified) };
  if (current.headSha256 !== expected.headSha256 || current.tailSha256 !== expected.tailSha256) {
    return { kind: 'changed', what: keepWords(FILE_CHANGES.content) };
  }
  return { kind: 'same' };
}

/** Cheap check between chunks (no reading): has the file been written to since it was fingerprinted? */
export async function statStillMatches(expected: FileFingerprint): Promise<FingerprintCheck> {
  return (await statAtPath(expected)).check;
}

/**
 * The same check for an upload that holds the file open across its chunks: the open file (fstat) is unchanged, and
 * the path still names that very file, so a file written to in place, or replaced under the same name, is caught
 * as before. Both stats run at once: one wait for libuv's file threads between chunks, where opening the file anew
 * took four.
 */
export async function heldFileStillMatches(expected: FileFingerprint, handle: FileHandle): Promise<FingerprintCheck> {
  const [atPath, held] = await Promise.all([
    statAtPath(expected),
    handle.stat().then(
      (info) => info,
      (error: NodeJS.ErrnoException) => error,
    ),
  ]);
  if (atPath.check.kind !== 'same' || !atPath.info) return atPath.check;
  if (held instanceof Error)
    return { kind: 'changed', what: keepWords(FILE_CHANGES.unreadable, { code: held.code ?? 'error' }) };
  if (held.dev !== atPath.info.dev || held.ino !== atPath.info.ino)
    return { kind: 'changed', what: keepWords(FILE_CHANGES.replaced) };
  return compareStats(expected, held);
}

async function statAtPath(expected: FileFingerprint): Promise<{ check: FingerprintCheck; info?: Stats }> {
  try {
    // stat never opens, so it cannot block on a FIFO swapped in; the check refuses one before any read opens it.
    const info = await stat(expected.path);
    return { check: compareStats(expected, info), info };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      check:
        code === 'ENOENT' || code === 'ENOTDIR'
          ? { kind: 'missing' }
          : { kind: 'changed', what: keepWords(FILE_CHANGES.unreadable, { code: code ?? 'error' }) },
    };
  }
}

/** Byte counts as plain digits, as a file manager's properties show them exactly. */
function sizeChange(before: number, after: number): KeptWords {
  return keepWords(FILE_CHANGES.size, { before: String(before), after: String(after) });
}

function compareStats(expected: FileFingerprint, info: Stats): FingerprintCheck {
  if (!info.isFile()) return { kind: 'changed', what: keepWords(FILE_CHANGES.notRegular) };
  if (info.size !== expected.size) return { kind: 'changed', what: sizeChange(expected.size, info.size) };
  if (info.mtimeMs !== expected.mtimeMs) return { kind: 'changed', what: keepWords(FILE_CHANGES.modified) };
  return { kind: 'same' };
}
