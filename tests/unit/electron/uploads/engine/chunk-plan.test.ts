import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertChunkSize,
  chunkSizeFor,
  followingChunk,
  nextChunk,
  PARTS_PER_SMALL_FILE,
} from '../../../../../electron/uploads/engine/chunk-plan';

const KiB256 = 256 * 1024;

describe('nextChunk', () => {
  it('sends full chunks, then the remainder as the final one', () => {
    const total = KiB256 * 2 + 100;
    expect(nextChunk(0, total, KiB256)).toEqual({ first: 0, last: KiB256 - 1, length: KiB256, final: false });
    expect(nextChunk(KiB256, total, KiB256)).toEqual({
      first: KiB256,
      last: 2 * KiB256 - 1,
      length: KiB256,
      final: false,
    });
    expect(nextChunk(2 * KiB256, total, KiB256)).toEqual({
      first: 2 * KiB256,
      last: total - 1,
      length: 100,
      final: true,
    });
  });

  it('starts where the server says, even off a chunk boundary (after a partial store)', () => {
    expect(nextChunk(1000, 10 * KiB256, KiB256)).toEqual({
      first: 1000,
      last: 1000 + KiB256 - 1,
      length: KiB256,
      final: false,
    });
  });

  it('sends a file smaller than a chunk in one final request', () => {
    expect(nextChunk(0, 10, KiB256)).toEqual({ first: 0, last: 9, length: 10, final: true });
  });

  it('refuses chunk sizes off the 256 KiB granule and offsets outside the file', () => {
    expect(() => assertChunkSize(100_000)).toThrow(RangeError);
    expect(() => assertChunkSize(0)).toThrow(RangeError);
    expect(() => nextChunk(10, 10, KiB256)).toThrow(RangeError);
    expect(() => nextChunk(-1, 10, KiB256)).toThrow(RangeError);
  });

  it('covers any file exactly once with constant-size chunks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 * KiB256 }), fc.integer({ min: 1, max: 8 }), (total, granules) => {
        const size = granules * KiB256;
        let offset = 0;
        let chunks = 0;
        for (;;) {
          const chunk = nextChunk(offset, total, size);
          expect(chunk.first).toBe(offset);
          if (!chunk.final) expect(chunk.length).toBe(size);
          offset = chunk.last + 1;
          chunks += 1;
          if (chunk.final) break;
        }
        expect(offset).toBe(total);
        expect(chunks).toBe(Math.ceil(total / size));
      }),
    );
  });
});

describe('followingChunk (what is read ahead while the server answers)', () => {
  it('is the chunk nextChunk gives once the server stored all of this one, and none after the last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 40 * KiB256 }),
        fc.nat(),
        (granules, total, at) => {
          const chunkSize = granules * KiB256;
          const chunk = nextChunk(at % total, total, chunkSize);
          const following = followingChunk(chunk, total);
          if (chunk.final) expect(following).toBeUndefined();
          else expect(following).toEqual(nextChunk(chunk.last + 1, total, chunkSize));
        },
      ),
    );
  });
});

describe('chunkSizeFor', () => {
  const MiB = 1024 * 1024;

  it('sends a small file in about twenty confirmed parts, a large one in chunks of the setting', () => {
    // 6 MiB in one 32 MiB chunk would be confirmed only at its end.
    expect(chunkSizeFor(6 * MiB, 32 * MiB)).toBe(2 * KiB256);
    expect(Math.ceil((6 * MiB) / chunkSizeFor(6 * MiB, 32 * MiB))).toBeLessThanOrEqual(PARTS_PER_SMALL_FILE);
    expect(chunkSizeFor(10 * 1024 * MiB, 32 * MiB)).toBe(32 * MiB);
    // Never below one granule, never above the setting.
    expect(chunkSizeFor(1000, 32 * MiB)).toBe(KiB256);
    expect(chunkSizeFor(0, KiB256)).toBe(KiB256);
    expect(chunkSizeFor(100 * MiB, 4 * KiB256)).toBe(4 * KiB256);
  });

  it('always answers a multiple of the granule the protocol asks for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 512 }), (total, granules) => {
        const size = chunkSizeFor(total, granules * KiB256);
        expect(size % KiB256).toBe(0);
        expect(size).toBeGreaterThanOrEqual(KiB256);
        expect(size).toBeLessThanOrEqual(granules * KiB256);
      }),
    );
  });
});
