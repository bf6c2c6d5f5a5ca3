import { describe, expect, it } from 'vitest';
import {
  chunkContentRange,
  MalformedRangeError,
  statusContentRange,
  storedBytesFromRange,
} from '../../../../../electron/uploads/engine/byte-ranges';

describe('storedBytesFromRange', () => {
  it('reads bytes=0-N as N+1 stored bytes (0-based, inclusive)', () => {
    expect(storedBytesFromRange('bytes=0-999999', 3_000_000)).toBe(1_000_000);
    expect(storedBytesFromRange('bytes=0-0', 10)).toBe(1);
    expect(storedBytesFromRange('bytes=0-9', 10)).toBe(10);
  });

  it('treats an absent or empty Range as nothing stored', () => {
    expect(storedBytesFromRange(undefined, 10)).toBe(0);
    expect(storedBytesFromRange('', 10)).toBe(0);
  });

  it('takes the first value of a repeated header and tolerates case and spaces', () => {
    expect(storedBytesFromRange(['bytes=0-4', 'bytes=0-8'], 10)).toBe(5);
    expect(storedBytesFromRange('  Bytes=0-4 ', 10)).toBe(5);
  });

  it('refuses ranges a sane server never sends', () => {
    expect(() => storedBytesFromRange('bytes=5-9', 10)).toThrow(MalformedRangeError);
    expect(() => storedBytesFromRange('bytes=0-10', 10)).toThrow(/more than the file/);
    expect(() => storedBytesFromRange('bytes 0-5', 10)).toThrow(MalformedRangeError);
    expect(() => storedBytesFromRange('bytes=0-', 10)).toThrow(MalformedRangeError);
    expect(() => storedBytesFromRange('garbage', 10)).toThrow(MalformedRangeError);
  });
});

describe('Content-Range forms', () => {
  it('names a chunk and a status check as the protocol does', () => {
    expect(chunkContentRange(0, 262143, 3_000_000)).toBe('bytes 0-262143/3000000');
    expect(statusContentRange(3_000_000)).toBe('bytes */3000000');
  });
});
