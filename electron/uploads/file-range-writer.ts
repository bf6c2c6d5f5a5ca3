// Sends bytes first..last of a file into a request through a ring of small fixed buffers: some are being read from
// disk while the others are being written to the socket, and a buffer is refilled only once the socket has taken
// it. Memory stays at the ring whatever the file or chunk size, with none of the garbage a read stream leaves behind
// (a fresh buffer per read, freed only when the garbage collector gets round to it). The ring itself outlives the
// chunk: a chunk that ends normally hands it to the next one, so an upload of 8 GiB in 32 MiB chunks does not leave
// 256 rings (256 MiB outside the JS heap) for the collector, nor fault fresh pages in for every chunk.
import type { Writable } from 'node:stream';
import { openRegularFile } from './regular-file';

// Four 256 KiB buffers keep 1 MiB in flight, enough to keep a loopback or LAN connection busy. Larger buffers were
// measured to cost RSS (peak array-buffer memory 8-12 MB with two of 1 MiB, against 2-4 MB) without more speed.
const BUFFER_BYTES = 256 * 1024;
const BUFFER_COUNT = 4;

/** Rings no chunk is using, kept for the next; beyond this many (several uploads at once) the extra ones go. */
const IDLE_RINGS_KEPT = 2;
const idleRings: Buffer[][] = [];

function takeRing(): Buffer[] {
  return idleRings.pop() ?? Array.from({ length: BUFFER_COUNT }, () => Buffer.allocUnsafe(BUFFER_BYTES));
}

/** Only a ring no socket still reads from: a buffer handed back while a write is pending could be overwritten. */
function giveBack(ring: Buffer[]): void {
  if (idleRings.length < IDLE_RINGS_KEPT) idleRings.push(ring);
}

export interface FileRange {
  readonly path: string;
  readonly first: number;
  readonly last: number;
}

export class FileRangeWriter {
  private stopped = false;

  /** Stops reading: the request is being torn down (aborted, answered early, failed). */
  stop(): void {
    this.stopped = true;
  }

  /** Resolves once every byte was handed to the connection and the request ended. */
  async write(target: Writable, range: FileRange, onBytes: (bytes: number) => void): Promise<void> {
    // The user's path may have become a FIFO since it was checked: never wait on one.
    const { handle: file } = await openRegularFile(range.path);
    const buffers = takeRing();
    let reusable = false;
    try {
      const inFlight: Array<Promise<void>> = buffers.map(() => Promise.resolve());
      let position = range.first;
      for (let turn = 0; position <= range.last; turn = (turn + 1) % BUFFER_COUNT) {
        await inFlight[turn];
        if (this.stopped) return;
        const buffer = buffers[turn] as Buffer;
        const wanted = Math.min(BUFFER_BYTES, range.last - position + 1);
        const { bytesRead } = await file.read(buffer, 0, wanted, position);
        if (bytesRead === 0)
          throw new Error(`the file ended at byte ${position}, before the chunk did (was it truncated?)`);
        if (this.stopped) return;
        position += bytesRead;
        const piece = bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
        const written = new Promise<void>((resolve, reject) =>
          target.write(piece, (error) => (error ? reject(error) : resolve())),
        );
        // A failed write also surfaces as the request's error; this only keeps the rejection from going unhandled.
        written.catch(() => undefined);
        inFlight[turn] = written;
        onBytes(bytesRead);
      }
      await Promise.all(inFlight);
      // Every write has completed, so the socket holds no reference into the ring any more.
      reusable = true;
      if (!this.stopped) target.end();
    } finally {
      if (reusable) giveBack(buffers);
      await file.close();
    }
  }
}
