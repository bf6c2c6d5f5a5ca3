// The writer sends exactly the range asked for, chunk after chunk through the same ring of buffers, and never hands
// a buffer on to the next chunk while a socket may still read it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUFFER_BYTES,
  BUFFER_COUNT,
  dropReadAhead,
  FileRangeWriter,
  RING_OFFSET,
} from '../../../../../electron/uploads/engine/file-range-writer';
import { PACE_SLICE_BYTES, type Pacer } from '../../../../../electron/uploads/engine/token-bucket';

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

  constructor(
    private readonly holdWrites = false,
    /** Completes each write on a later turn of the event loop, as a socket does, so reads can run ahead of it. */
    private readonly later = false,
  ) {}

  write(chunk: Buffer, callback: (error?: Error | null) => void): boolean {
    this.handed.push(chunk);
    const complete = (): void => {
      this.pieces.push(Buffer.from(chunk));
      callback();
    };
    if (this.holdWrites) this.held.push(complete);
    else if (this.later) setImmediate(complete);
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

/** The held file, with the position of every read made through it. */
function recordingReads(handle: FileHandle): { handle: FileHandle; positions: number[] } {
  const positions: number[] = [];
  const recording = new Proxy(handle, {
    get(target, property, receiver) {
      if (property === 'read')
        return (buffer: Buffer, offset: number, length: number, position: number) => {
          positions.push(position);
          return target.read(buffer, offset, length, position);
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { handle: recording, positions };
}

let dir: string;
let content: Buffer;
let path: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'desk-range-writer-'));
  // Several rings' worth and an odd tail, so ranges end inside a buffer.
  content = randomBytes(3 * BUFFER_COUNT * BUFFER_BYTES + 12_345);
  path = join(dir, 'video.mp4');
  await writeFile(path, content);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('FileRangeWriter', () => {
  it('sends exactly each range, chunk after chunk through the reused ring', async () => {
    const ranges = [
      { first: 0, last: 4 * BUFFER_BYTES - 1 },
      { first: 4 * BUFFER_BYTES, last: 5 * BUFFER_BYTES + 99 },
      { first: 5 * BUFFER_BYTES + 100, last: content.length - 1 },
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

  it('reads ahead through a file held open: consecutive chunks meet exactly at their boundaries, the file stays open', async () => {
    const handle = await open(path, 'r');
    try {
      const B = BUFFER_BYTES;
      // Chunk ends inside a buffer, on a buffer's edge, one byte past it, a single byte, then the rest of the file.
      const ends = [B * 3 - 1, B * 5 + 99, B * 6 + 99, B * 7 + 100, B * 7 + 100, content.length - 1];
      const sent: Buffer[] = [];
      let first = 0;
      for (const last of ends) {
        const target = new CopyingTarget(false, true);
        let reported = 0;
        await new FileRangeWriter().write(target.asWritable, { path, handle, first, last }, (bytes) => {
          reported += bytes;
        });
        expect(target.bytes.equals(content.subarray(first, last + 1))).toBe(true);
        expect(reported).toBe(last - first + 1);
        expect(target.ended).toBe(true);
        sent.push(target.bytes);
        first = last + 1;
      }
      expect(Buffer.concat(sent).equals(content)).toBe(true);
      // Left open for the upload's next chunk.
      expect((await handle.stat()).size).toBe(content.length);
    } finally {
      await handle.close();
    }
  });

  it('reads into one block, each buffer half a page past a page boundary of it (not at the page-cache offset)', async () => {
    const target = new CopyingTarget();
    await new FileRangeWriter().write(
      target.asWritable,
      { path, first: 0, last: 2 * BUFFER_COUNT * BUFFER_BYTES - 1 },
      () => undefined,
    );
    expect(target.handed).toHaveLength(2 * BUFFER_COUNT);
    const block = target.handed[0]!.buffer;
    target.handed.forEach((piece, index) => {
      expect(piece.buffer).toBe(block);
      expect(piece.byteOffset).toBe(RING_OFFSET + (index % BUFFER_COUNT) * BUFFER_BYTES);
    });
    expect(RING_OFFSET % 4096).toBe(2048);
  });

  it('reads the first buffers of the next chunk as a chunk ends, and the next chunk starts from them', async () => {
    const opened = await open(path, 'r');
    const { handle, positions } = recordingReads(opened);
    try {
      const B = BUFFER_BYTES;
      const chunks = [
        { first: 0, last: 2 * B - 1 },
        { first: 2 * B, last: 5 * B + 99 },
        { first: 5 * B + 100, last: content.length - 1 },
      ];
      for (const [index, chunk] of chunks.entries()) {
        const next = chunks[index + 1];
        const target = new CopyingTarget(false, true);
        await new FileRangeWriter().write(
          target.asWritable,
          { path, handle, ...chunk, ...(next ? { next } : {}) },
          () => undefined,
        );
        expect(target.bytes.equals(content.subarray(chunk.first, chunk.last + 1))).toBe(true);
        if (!next) continue;
        // Before the next chunk is asked for, its first buffers are being read (the reads start as this one ends).
        const ahead = Array.from({ length: BUFFER_COUNT }, (_, piece) => next.first + piece * B).filter(
          (position) => position <= next.last,
        );
        expect(positions.slice(-ahead.length)).toEqual(ahead);
      }
      // Each byte was read once: the next chunk took what was read ahead instead of reading it again.
      expect(new Set(positions).size).toBe(positions.length);
    } finally {
      dropReadAhead(handle);
      await opened.close();
    }
  });

  it('drops what it read ahead when the next chunk starts elsewhere (the server stored less) or ends elsewhere', async () => {
    const opened = await open(path, 'r');
    const { handle } = recordingReads(opened);
    try {
      const B = BUFFER_BYTES;
      const expected = { first: 2 * B, last: 4 * B - 1 };
      const actual = [
        { first: B + 12_345, last: 3 * B + 12_344 },
        { first: 3 * B, last: 3 * B + 7 },
      ];
      let first = { first: 0, last: 2 * B - 1 };
      for (const chunk of actual) {
        await new FileRangeWriter().write(
          new CopyingTarget(false, true).asWritable,
          { path, handle, ...first, next: expected },
          () => undefined,
        );
        const target = new CopyingTarget(false, true);
        await new FileRangeWriter().write(target.asWritable, { path, handle, ...chunk }, () => undefined);
        expect(target.bytes.equals(content.subarray(chunk.first, chunk.last + 1))).toBe(true);
        first = { first: 0, last: B - 1 };
      }
    } finally {
      dropReadAhead(handle);
      await opened.close();
    }
  });

  it('refuses a range the file no longer holds (truncated while held open) instead of sending short', async () => {
    const handle = await open(path, 'r');
    try {
      const target = new CopyingTarget(false, true);
      const beyond = { path, handle, first: content.length - 1000, last: content.length + 5000 };
      await expect(new FileRangeWriter().write(target.asWritable, beyond, () => undefined)).rejects.toThrow(
        /the file ended at byte \d+, before the chunk did/,
      );
      expect(target.ended).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('does not hand the buffers of a stopped chunk, whose writes are still pending, to the next chunk', async () => {
    const stalled = new CopyingTarget(true);
    const stopped = new FileRangeWriter();
    const first = { path, first: 0, last: 2 * BUFFER_COUNT * BUFFER_BYTES - 1 };
    const writing = stopped.write(stalled.asWritable, first, () => undefined);
    // It fills the ring and hands every buffer to the stalled socket; the request is torn down; one write completes,
    // so the writer wakes up, sees it was stopped and returns while the other writes are still pending.
    await expect.poll(() => stalled.handed.length).toBe(BUFFER_COUNT);
    stopped.stop();
    stalled.release(false);
    await writing;

    const next = new CopyingTarget();
    const second = { first: content.length - BUFFER_COUNT * BUFFER_BYTES, last: content.length - 1 };
    await new FileRangeWriter().write(next.asWritable, { path, ...second }, () => undefined);
    expect(next.bytes.equals(content.subarray(second.first, second.last + 1))).toBe(true);

    // What the stalled socket would still send is the first chunk's bytes, untouched by the second chunk.
    const pending = Buffer.concat(stalled.handed.slice(1));
    expect(pending.equals(content.subarray(BUFFER_BYTES, BUFFER_COUNT * BUFFER_BYTES))).toBe(true);
    stalled.release();
    expect(stalled.ended).toBe(false);
  });

  it('sends a paced range slice by slice, each after its bandwidth was granted', async () => {
    const granted: number[] = [];
    const target = new CopyingTarget();
    const pacer: Pacer = {
      limited: () => true,
      take: async (bytes) => {
        // Nothing is handed over before its grant.
        expect(target.handed.reduce((sum, piece) => sum + piece.length, 0)).toBe(
          granted.reduce((sum, size) => sum + size, 0),
        );
        granted.push(bytes);
      },
    };
    const range = { first: 10, last: 2 * BUFFER_BYTES + 99 };
    await new FileRangeWriter().write(target.asWritable, { path, ...range }, () => undefined, pacer);
    expect(target.bytes.equals(content.subarray(range.first, range.last + 1))).toBe(true);
    expect(Math.max(...granted)).toBe(PACE_SLICE_BYTES);
    expect(granted.reduce((sum, size) => sum + size, 0)).toBe(range.last - range.first + 1);
    expect(target.ended).toBe(true);
  });

  it('sends whole buffers while the pacer holds no limit, and ends a wait for bandwidth when stopped', async () => {
    const unlimited: Pacer = { limited: () => false, take: () => Promise.reject(new Error('not asked')) };
    const whole = new CopyingTarget();
    await new FileRangeWriter().write(
      whole.asWritable,
      { path, first: 0, last: BUFFER_BYTES - 1 },
      () => undefined,
      unlimited,
    );
    expect(whole.handed).toHaveLength(1);

    let waiting: AbortSignal | undefined;
    const never: Pacer = {
      limited: () => true,
      take: (_bytes, signal) =>
        new Promise((_resolve, reject) => {
          waiting = signal;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    };
    const target = new CopyingTarget();
    const writer = new FileRangeWriter();
    const writing = writer.write(target.asWritable, { path, first: 0, last: BUFFER_BYTES - 1 }, () => undefined, never);
    await expect.poll(() => waiting).toBeDefined();
    writer.stop();
    await expect(writing).resolves.toBeUndefined();
    expect(target.handed).toHaveLength(0);
    expect(target.ended).toBe(false);
  });
});
