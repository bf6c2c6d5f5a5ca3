// Writes a sequence of chunks to a new file with backpressure, feeding a hash on the way.
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Hash } from 'node:crypto';

export class MediaFileWriter {
  private readonly out: WriteStream;
  private failure: Error | undefined;
  bytes = 0;

  constructor(
    path: string,
    private readonly hash: Hash,
  ) {
    this.out = createWriteStream(path, { flags: 'w', highWaterMark: 4 * 1024 * 1024 });
    this.out.on('error', (error) => {
      this.failure = error;
    });
  }

  async write(chunk: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    this.bytes += chunk.length;
    this.hash.update(chunk);
    if (!this.out.write(chunk)) await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
  }

  async close(): Promise<void> {
    if (!this.out.closed) {
      this.out.end();
      await once(this.out, 'close');
    }
    if (this.failure) throw this.failure;
  }
}
