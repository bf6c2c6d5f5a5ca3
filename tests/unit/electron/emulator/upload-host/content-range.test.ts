import { describe, it, expect } from 'vitest';
import {
  ContentRangeError,
  parseContentRange,
  rangeHeaderFor,
} from '../../../../../electron/emulator/upload-host/content-range';

describe('parseContentRange', () => {
  it('reads status checks with and without a total', () => {
    expect(parseContentRange('bytes */1000')).toEqual({ kind: 'status', total: 1000 });
    expect(parseContentRange('bytes */*')).toEqual({ kind: 'status', total: null });
  });

  it('reads chunks with and without a total', () => {
    expect(parseContentRange('bytes 0-262143/1000000')).toEqual({
      kind: 'bytes',
      first: 0,
      last: 262143,
      total: 1000000,
    });
    expect(parseContentRange('bytes 262144-524287/*')).toEqual({
      kind: 'bytes',
      first: 262144,
      last: 524287,
      total: null,
    });
    expect(parseContentRange('  BYTES 5-5/6 ')).toEqual({ kind: 'bytes', first: 5, last: 5, total: 6 });
  });

  it.each([
    ['bytes 0-99'],
    ['bytes=0-99/100'],
    ['items 0-99/100'],
    ['bytes -5/100'],
    ['bytes 10-5/100'],
    ['bytes 0-100/100'],
    ['bytes 0-99/99999999999999999999'],
    [''],
  ])('refuses %j with a message naming the forms', (header) => {
    expect(() => parseContentRange(header)).toThrow(ContentRangeError);
  });

  it('formats the Range header of a 308, absent when nothing is stored', () => {
    expect(rangeHeaderFor(0)).toBeUndefined();
    expect(rangeHeaderFor(1)).toBe('bytes=0-0');
    expect(rangeHeaderFor(1_000_000)).toBe('bytes=0-999999');
  });
});
