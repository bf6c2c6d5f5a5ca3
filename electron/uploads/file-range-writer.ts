// Sends bytes first..last of a file into a request through two fixed buffers: one is being read from disk while
// the other is being written to the socket, and a buffer is refilled only once the socket has taken it. Memory
// stays at the two buffers whatever the file or chunk size, with none of the garbage a read stream leaves behind
// (a fresh buffer per read, freed only when the garbage collector gets round to it).
import type { Writable } from 'node:stream';
import { openRegularFile } from './regular-file';

const BUFFER_BYTES = 1024 * 1024;

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
    try {
      const buffers = [Buffer.allocUnsafe(BUFFER_BYTES), Buffer.allocUnsafe(BUFFER_BYTES)];
      const inFlight: Array<Promise<void>> = [Promise.resolve(), Promise.resolve()];
      let position = range.first;
      for (let turn = 0; position <= range.last; turn = 1 - turn) {
        await inFlight[turn];
        if (this.stopped) return;
        const buffer = buffers[turn] as Buffer;
        const wanted = Math.min(BUFFER_BYTES, range.last - position + 1);
        const { bytesRead } = await file.read(buffer, 0, wanted, position);
        if (bytesRead === 0) throw new Error(`the file ended at byte ${position}, before the chunk did (was it truncated?)`);
        if (this.stopped) return;
        position += bytesRead;
        const piece = bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
        const written = new Promise<void>((resolve, reject) => target.write(piece, (error) => (error ? reject(error) : resolve())));
        // A failed write also surfaces as the request's error; this only keeps the rejection from going unhandled.
        written.catch(() => undefined);
        inFlight[turn] = written;
        onBytes(bytesRead);
      }
      await Promise.all(inFlight);
      if (!this.stopped) target.end();
    } finally {
      await file.close();
    }
  }
}
