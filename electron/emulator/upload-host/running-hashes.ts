// SHA-256 of each session's stored bytes, fed as the bytes arrive so that completing a large upload does not wait
// for the whole file to be read again. A Node Hash cannot be saved or rewound, so whenever it may disagree with the
// file (a broken connection lost queued bytes, the emulator restarted) it is dropped and completion reads the file.
import { createHash, type Hash } from 'node:crypto';

interface Running {
  readonly hash: Hash;
  bytes: number;
}

export class RunningHashes {
  private readonly byUpload = new Map<string, Running>();

  /** The hash to feed with bytes appended at `offset`; undefined when it does not cover exactly the first `offset` bytes. */
  forAppend(uploadId: string, offset: number): Hash | undefined {
    if (offset === 0) {
      const running = { hash: createHash('sha256'), bytes: 0 };
      this.byUpload.set(uploadId, running);
      return running.hash;
    }
    const running = this.byUpload.get(uploadId);
    if (running?.bytes === offset) return running.hash;
    this.byUpload.delete(uploadId);
    return undefined;
  }

  /** After an append: keep the hash only if what it was fed is exactly what reached the file. */
  settle(uploadId: string, fed: number, stored: number): void {
    const running = this.byUpload.get(uploadId);
    if (!running) return;
    if (fed === stored) running.bytes += stored;
    else this.byUpload.delete(uploadId);
  }

  /** The hex digest if the hash covers exactly `totalBytes`; the running state is consumed either way. */
  digest(uploadId: string, totalBytes: number): string | undefined {
    const running = this.byUpload.get(uploadId);
    this.byUpload.delete(uploadId);
    return running?.bytes === totalBytes ? running.hash.digest('hex') : undefined;
  }

  drop(uploadId: string): void {
    this.byUpload.delete(uploadId);
  }
}
