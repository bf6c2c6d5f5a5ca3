// Which bytes the next request carries. Every chunk but the last has the same size, a multiple of 256 KiB; the
// chunk always starts where the server says its stored bytes end, even when that is not on a chunk boundary.
import { CHUNK_GRANULE } from '../../../shared/uploads/upload-settings';

export interface Chunk {
  readonly first: number;
  /** Inclusive. */
  readonly last: number;
  readonly length: number;
  /** This chunk ends the file: the server answers 200/201 with the video instead of 308. */
  readonly final: boolean;
}

export function assertChunkSize(chunkSize: number): void {
  if (!Number.isSafeInteger(chunkSize) || chunkSize <= 0 || chunkSize % CHUNK_GRANULE !== 0) {
    throw new RangeError(`chunk size ${chunkSize} is not a positive multiple of ${CHUNK_GRANULE} bytes`);
  }
}

export function nextChunk(offset: number, total: number, chunkSize: number): Chunk {
  assertChunkSize(chunkSize);
  if (!Number.isSafeInteger(offset) || offset < 0 || offset >= total) {
    throw new RangeError(`offset ${offset} is outside a file of ${total} bytes`);
  }
  const length = Math.min(chunkSize, total - offset);
  return { first: offset, last: offset + length - 1, length, final: offset + length === total };
}

/** About this many chunks for a file smaller than the setting allows: each confirmed, so its progress is the server's. */
export const PARTS_PER_SMALL_FILE = 20;

/**
 * The chunk size for a file of `total` bytes: the setting, or less for a file that would otherwise go in a few
 * requests (a 6 MiB file in one 32 MiB chunk is confirmed only at its end, so until then nothing shows what the
 * server holds). Never below one granule, always a multiple of it.
 */
export function chunkSizeFor(total: number, setting: number): number {
  assertChunkSize(setting);
  const part = Math.ceil(Math.max(1, total) / PARTS_PER_SMALL_FILE / CHUNK_GRANULE) * CHUNK_GRANULE;
  return Math.min(setting, part);
}

/** The chunk that follows `chunk` if the server stores all of it (none after the last one). */
export function followingChunk(chunk: Chunk, total: number): Chunk | undefined {
  if (chunk.final) return undefined;
  // Every chunk but the last has the chunk size, so this one's length is it.
  return nextChunk(chunk.last + 1, total, chunk.length);
}
