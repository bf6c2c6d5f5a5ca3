// The writer sends exactly the range asked for, chunk after chunk through the same ring of buffers, and never hands
// a buffer on to the next chunk while a socket may still read it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileRangeWriter } from '../../../../electron/uploads/file-range-writer';

/**
 * A socket's side of the request: keeps a copy of every piece once its write completes, as the kernel would. It
 * takes each write at once (a request passes them on to its socket, which may hold several), which a stream.Writable
 * would queue one by one.
 */
class CopyingTarget {
  readonly pieces: Buffer[] = [];
  /** The buffers as handed over, not copied: what a socket still sending them would read. */
  readonly handed: Buffer[] = [];
  ended = false;
  private held: Array<() => void> = [];

  constructor(private readonly holdWrites = false) {}

  write(chunk: Buffer, callback: (error?: Error | null) => void): boolean {
    this.handed.push(chunk);
    const complete = (): void => {
      this.pieces.push(Buffer.from(chunk));
      callback();
    };
    if (this.holdWrites) this.held.push(complete);
    else complete();
    return true;
  }

  end(): void {
    this.ended = true;
  }

  /** Completes the oldest pending write, or all of them. */
  release(all = true): void {
    const held = all ? this.held : this.held.slice(0, 1);
    this.held = all ? [] : this.held.slice(1);
    for (const complete of held) complete();
  }

  get bytes(): Buffer {
    return Buffer.concat(this.pieces);
  }

  get asWritable(): Writable {
    return this as unknown as Writable;
  }
}

let dir: string;
let content: Buffer;
let path: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'desk-range-writer-'));
  // Several buffers' worth (256 KiB each) and an odd tail, so ranges end inside a buffer.
  content = randomBytes(3 * 1024 * 1024 + 12_345);
  path = join(dir, 'video.mp4');
  await writeFile(path, content);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('FileRangeWriter', () => {
  it('sends exactly each range, chunk after chunk through the reused ring', async () => {
    const ranges = [
      { first: 0, last: 1024 * 1024 - 1 },
      { first: 1024 * 1024, last: 2 * 1024 * 1024 + 99 },
      { first: 2 * 1024 * 1024 + 100, last: content.length - 1 },
      { first: 7, last: 7 },
    ];
    for (const range of ranges) {
      const target = new CopyingTarget();
      let reported = 0;
      await new FileRangeWriter().write(target.asWritable, { path, ...range }, (bytes) => {
        reported += bytes;
      });
      expect(target.bytes.equals(content.subarray(range.first, range.last + 1))).toBe(true);
      expect(reported).toBe(range.last - range.first + 1);
      expect(target.ended).toBe(true);
    }
  });

  it('does not hand the buffers of a stopped chunk, whose writes are still pending, to the next chunk', async () => {
    const stalled = new CopyingTarget(true);
    const stopped = new FileRangeWriter();
    const first = { path, first: 0, last: 2 * 1024 * 1024 - 1 };
    const writing = stopped.write(stalled.asWritable, first, () => undefined);
    // It fills the ring and hands every buffer to the stalled socket; the request is torn down; one write completes,
    // so the writer wakes up, sees it was stopped and returns while three writes are still pending.
    await expect.poll(() => stalled.handed.length).toBe(4);
    stopped.stop();
    stalled.release(false);
    await writing;

    const next = new CopyingTarget();
    const second = { first: content.length - 1024 * 1024, last: content.length - 1 };
    await new FileRangeWriter().write(next.asWritable, { path, ...second }, () => undefined);
    expect(next.bytes.equals(content.subarray(second.first, second.last + 1))).toBe(true);

    // What the stalled socket would still send is the first chunk's bytes, untouched by the second chunk.
    const pending = Buffer.concat(stalled.handed.slice(1));
    expect(pending.equals(content.subarray(256 * 1024, 1024 * 1024))).toBe(true);
    stalled.release();
    expect(stalled.ended).toBe(false);
  });
});
