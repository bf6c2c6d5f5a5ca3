// Test files that pass as videos: a real ISO BMFF `ftyp` box followed by random bytes, written to a temp dir.
import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** ftyp box: size 0x18, 'ftyp', major brand isom, minor version 0x200, compatible isom iso2 (then random data). */
export const MP4_HEADER = Buffer.from([
  0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f,
  0x6d, 0x69, 0x73, 0x6f, 0x32,
]);

export function videoBytes(size: number): Buffer {
  const bytes = randomBytes(size);
  MP4_HEADER.copy(bytes, 0, 0, Math.min(MP4_HEADER.length, size));
  return bytes;
}

export async function makeTempDir(prefix = 'desk-uploads-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

export async function writeVideo(
  dir: string,
  name: string,
  size: number,
): Promise<{ path: string; sha256: string; size: number }> {
  const path = join(dir, name);
  const bytes = videoBytes(size);
  await writeFile(path, bytes);
  return { path, sha256: createHash('sha256').update(bytes).digest('hex'), size };
}

export async function sha256OfFile(path: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
