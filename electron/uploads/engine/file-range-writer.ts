// Sends bytes first..last of a file into a request through a ring of small fixed buffers: each buffer is refilled
// from disk as soon as the socket has taken it, so reads run ahead of the socket (several at once, on libuv's file
// threads) while earlier buffers are being sent, and the main thread rarely waits for the disk. Memory stays at the
// ring whatever the file or chunk size, with none of the garbage a read stream leaves behind (a fresh buffer per
// read, freed only when the garbage collector gets round to it). The ring itself outlives the chunk: a chunk that
// ends normally hands it to the next one, so an upload of 8 GiB in 32 MiB chunks does not leave 256 rings (256 MiB
// outside the JS heap) for the collector, nor fault fresh pages in for every chunk.
//
// Between two chunks of a held file the ring does not sit idle either: once a chunk's last byte is handed to the
// socket, the first buffers of the chunk expected next are read while the server takes the rest and answers, so the
// next request's body starts at once instead of after a trip through the file threads. The runner checks the file
// after the answer and before the next chunk, so bytes read ahead are sent only if the file was still unchanged
// after they were read; a next chunk that starts elsewhere (the server stored less) drops them.
import type { FileHandle } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { openRegularFile } from '../../files/regular-file';
import { PACE_SLICE_BYTES, type Pacer } from './token-bucket';

// Three 1 MiB buffers: one being sent while the next two are read. Each read is a trip through libuv's file threads
// and each write a syscall, so 256 KiB buffers (four times the trips for the same bytes) cost a third more CPU and
// were measured at 0.75-0.87 of curl's throughput on a busy machine, 1 MiB ones at 0.94-0.98; the 3 MiB of the ring
// stay a small part of the engine's RSS.
export const BUFFER_BYTES = 1024 * 1024;
export const BUFFER_COUNT = 3;

// The ring is one block, its buffers starting half a page into it. A read from a cached file is the kernel copying
// from page-aligned page-cache pages into the buffer, and where the buffer sits at almost the same offset within its
// page (an mmapped allocation starts 16 bytes past a page boundary) that copy was measured 4x slower: on the AMD EPYC
// machine the benchmarks run on, reading 1 GiB through such a buffer took 0.5-0.7 s of CPU, through one 2 KiB further
// 0.13-0.17 s (the kernel's `rep movsb` stalls when source and destination nearly match in their low 12 bits); the
// engine with its ring mmapped that way spent 1.1-1.2 s of CPU per GiB instead of 0.7-0.9. glibc mmaps a block this
// large unless the process has freed larger ones; from malloc's heap it lands anywhere, as separate buffers did.
export const RING_OFFSET = 2048;

/** Rings no chunk is using, kept for the next; beyond this many (several uploads at once) the extra ones go. */
const IDLE_RINGS_KEPT = 2;
const idleRings: Buffer[][] = [];

function takeRing(): Buffer[] {
  const idle = idleRings.pop();
  if (idle) return idle;
  const block = Buffer.allocUnsafeSlow(RING_OFFSET + BUFFER_COUNT * BUFFER_BYTES);
  return Array.from({ length: BUFFER_COUNT }, (_, turn) => {
    const start = RING_OFFSET + turn * BUFFER_BYTES;
    return block.subarray(start, start + BUFFER_BYTES);
  });
}

/** Only a ring nothing still uses: a buffer handed back while a write or read is pending could be overwritten. */
function giveBack(ring: Buffer[]): void {
  if (idleRings.length < IDLE_RINGS_KEPT) idleRings.push(ring);
}

/** Bytes first..last of a file, both inclusive. */
export interface ByteSpan {
  readonly first: number;
  readonly last: number;
}

export interface FileRange extends ByteSpan {
  readonly path: string;
  /**
   * The file already open (the upload keeps one open across its chunks, checked once): read from it and left open.
   * Without it the path is opened, checked and closed for this range alone.
   */
  readonly handle?: FileHandle;
  /** The range expected next through the same `handle` (the next chunk): read ahead once this one is written. */
  readonly next?: ByteSpan;
}

/** The first buffers of a held file's next range, read (or being read) into the ring while the server answers. */
interface ReadAhead extends ByteSpan {
  readonly ring: Buffer[];
  readonly filled: ReadonlyArray<Promise<Buffer>>;
}

const readAheads = new WeakMap<FileHandle, ReadAhead>();

/**
 * The upload is over (or goes on elsewhere): forget what was read ahead from `handle`, and let its ring serve other
 * chunks once those reads are done. Called before the handle is closed.
 */
export function dropReadAhead(handle: FileHandle): void {
  const ahead = readAheads.get(handle);
  if (!ahead) return;
  readAheads.delete(handle);
  void Promise.allSettled(ahead.filled).then(() => giveBack(ahead.ring));
}

export class FileRangeWriter {
  private stopped = false;
  /** Ends a wait for bandwidth when the request is torn down. */
  private readonly halt = new AbortController();

  /** Stops reading: the request is being torn down (aborted, answered early, failed). */
  stop(): void {
    this.stopped = true;
    this.halt.abort();
  }

  /**
   * Resolves once every byte was handed to the connection and the request ended. With a `pacer` holding a limit,
   * each buffer goes out in slices, each after the bandwidth it needs (shared with the other uploads) is granted.
   */
  async write(target: Writable, range: FileRange, onBytes: (bytes: number) => void, pacer?: Pacer): Promise<void> {
    // The user's path may have become a FIFO since it was checked: never wait on one.
    const file = range.handle ?? (await openRegularFile(range.path)).handle;
    const ahead = range.handle ? readAheads.get(range.handle) : undefined;
    if (range.handle) readAheads.delete(range.handle);
    const adopted = ahead !== undefined && ahead.first === range.first && ahead.last === range.last;
    // Read ahead for another range: its reads still write into the ring, so the ring is taken once they are done.
    if (ahead && !adopted) await Promise.allSettled(ahead.filled);
    const buffers = ahead?.ring ?? takeRing();
    const length = range.last - range.first + 1;
    const pieces = Math.ceil(length / BUFFER_BYTES);
    /** Per buffer: its last write to the socket, then its next read from the file (the piece `turn + COUNT`). */
    const written: Array<Promise<void>> = buffers.map(() => Promise.resolve());
    const filled: Array<Promise<Buffer>> = adopted ? [...ahead.filled] : [];
    const readPiece = (piece: number): Promise<Buffer> => {
      const turn = piece % BUFFER_COUNT;
      const read = (written[turn] as Promise<void>).then(() => {
        if (this.stopped) return Buffer.alloc(0);
        const position = range.first + piece * BUFFER_BYTES;
        return readFully(file, buffers[turn] as Buffer, Math.min(BUFFER_BYTES, range.last - position + 1), position);
      });
      // The loop below awaits it; a read no one will await (the chunk stopped) must not go unhandled.
      read.catch(() => undefined);
      return read;
    };
    let reusable = false;
    try {
      for (let piece = filled.length; piece < Math.min(BUFFER_COUNT, pieces); piece++)
        filled[piece % BUFFER_COUNT] = readPiece(piece);
      for (let piece = 0; piece < pieces; piece++) {
        const turn = piece % BUFFER_COUNT;
        const data = await (filled[turn] as Promise<Buffer>);
        if (this.stopped) return;
        const handed =
          pacer?.limited() === true
            ? await this.paced(target, data, pacer, onBytes)
            : { sent: send(target, data, onBytes) };
        if (handed === undefined) return;
        written[turn] = handed.sent;
        if (piece + BUFFER_COUNT < pieces) filled[turn] = readPiece(piece + BUFFER_COUNT);
      }
      await Promise.all(written);
      // Every write has completed and no read is pending, so nothing holds a reference into the ring any more.
      reusable = true;
      if (!this.stopped) target.end();
    } finally {
      if (reusable && range.handle && range.next && !this.stopped) readAhead(range.handle, range.next, buffers);
      else if (reusable) giveBack(buffers);
      if (!range.handle) await file.close();
    }
  }

  /** Sends `data` slice by slice as the pacer grants it; undefined when the request stopped meanwhile. */
  private async paced(
    target: Writable,
    data: Buffer,
    pacer: Pacer,
    onBytes: (bytes: number) => void,
  ): Promise<{ readonly sent: Promise<void> } | undefined> {
    const slices: Array<Promise<void>> = [];
    for (let offset = 0; offset < data.length; offset += PACE_SLICE_BYTES) {
      const slice = data.subarray(offset, offset + PACE_SLICE_BYTES);
      try {
        await pacer.take(slice.length, this.halt.signal);
      } catch (error) {
        if (this.stopped) return undefined;
        throw error;
      }
      if (this.stopped) return undefined;
      slices.push(send(target, slice, onBytes));
    }
    // Wrapped: an async function would otherwise wait for the connection to take the slices.
    return { sent: Promise.all(slices).then(() => undefined) };
  }
}

/** Hands `data` to the connection; the promise settles when the connection has taken it. */
function send(target: Writable, data: Buffer, onBytes: (bytes: number) => void): Promise<void> {
  const sent = new Promise<void>((resolve, reject) =>
    target.write(data, (error) => (error ? reject(error) : resolve())),
  );
  // A failed write also surfaces as the request's error; this only keeps the rejection from going unhandled.
  sent.catch(() => undefined);
  onBytes(data.length);
  return sent;
}

/** Starts reading the first buffers of `span` into the ring, which nothing else uses, for the write that asks next. */
function readAhead(handle: FileHandle, span: ByteSpan, ring: Buffer[]): void {
  const filled: Array<Promise<Buffer>> = [];
  for (let piece = 0; piece < ring.length; piece++) {
    const position = span.first + piece * BUFFER_BYTES;
    if (position > span.last) break;
    const read = readFully(handle, ring[piece] as Buffer, Math.min(BUFFER_BYTES, span.last - position + 1), position);
    // Awaited by the next write of `span`, or only settled when it is dropped: never an unhandled rejection.
    read.catch(() => undefined);
    filled.push(read);
  }
  readAheads.set(handle, { first: span.first, last: span.last, ring, filled });
}

/** Fills buffer[0, length) from `position`, or rejects if the file ends first. */
async function readFully(file: FileHandle, buffer: Buffer, length: number, position: number): Promise<Buffer> {
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await file.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0)
      throw new Error(`the file ended at byte ${position + filled}, before the chunk did (was it truncated?)`);
    filled += bytesRead;
  }
  return length === buffer.length ? buffer : buffer.subarray(0, length);
}
