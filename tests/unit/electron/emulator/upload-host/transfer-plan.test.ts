import { describe, it, expect } from 'vitest';
import { planTransfer } from '../../../../../electron/emulator/upload-host/transfer-plan';
import { parseContentRange } from '../../../../../electron/emulator/upload-host/content-range';

const plan = (storedBytes: number, totalBytes: number | null, range: string | null, contentLength: number | null) =>
  planTransfer({
    storedBytes,
    totalBytes,
    contentRange: range === null ? null : parseContentRange(range),
    contentLength,
  });

describe('planTransfer', () => {
  it('treats a whole-file PUT as a final write from byte 0', () => {
    expect(plan(0, 100, null, 100)).toEqual({ kind: 'write', first: 0, length: 100, total: 100, endsFile: true });
    expect(plan(0, null, null, null)).toEqual({ kind: 'write', first: 0, length: null, total: null, endsFile: true });
    expect(plan(0, null, null, 42)).toEqual({ kind: 'write', first: 0, length: 42, total: 42, endsFile: true });
  });

  it('refuses a whole-file PUT whose length is not the declared total', () => {
    expect(plan(0, 100, null, 99)).toMatchObject({ kind: 'reject', header: 'Content-Length' });
  });

  it('sees status checks, learning the total from them when unknown', () => {
    expect(plan(10, 100, 'bytes */100', 0)).toEqual({ kind: 'status', total: 100 });
    expect(plan(10, 100, 'bytes */*', null)).toEqual({ kind: 'status', total: 100 });
    expect(plan(10, null, 'bytes */50', 0)).toEqual({ kind: 'status', total: 50 });
    expect(plan(0, 100, null, 0)).toEqual({ kind: 'status', total: null });
  });

  it('refuses status checks with a body, a wrong total or a total below what is stored', () => {
    expect(plan(10, 100, 'bytes */100', 5)).toMatchObject({ kind: 'reject' });
    expect(plan(10, 100, 'bytes */101', 0)).toMatchObject({ kind: 'reject', header: 'Content-Range' });
    expect(plan(60, null, 'bytes */50', 0)).toMatchObject({ kind: 'reject', header: 'Content-Range' });
  });

  it('plans contiguous chunks, final when they reach the total', () => {
    expect(plan(0, 100, 'bytes 0-49/100', 50)).toEqual({
      kind: 'write',
      first: 0,
      length: 50,
      total: 100,
      endsFile: false,
    });
    expect(plan(50, 100, 'bytes 50-99/100', 50)).toEqual({
      kind: 'write',
      first: 50,
      length: 50,
      total: 100,
      endsFile: true,
    });
    expect(plan(50, null, 'bytes 50-99/*', null)).toEqual({
      kind: 'write',
      first: 50,
      length: 50,
      total: null,
      endsFile: false,
    });
    expect(plan(50, null, 'bytes 50-99/100', 50)).toEqual({
      kind: 'write',
      first: 50,
      length: 50,
      total: 100,
      endsFile: true,
    });
    expect(plan(50, 100, 'bytes 50-99/*', 50)).toEqual({
      kind: 'write',
      first: 50,
      length: 50,
      total: 100,
      endsFile: true,
    });
  });

  it('stores nothing of overlapping or skipping blocks', () => {
    expect(plan(50, 100, 'bytes 49-99/100', 51)).toEqual({ kind: 'nonContiguous' });
    expect(plan(50, 100, 'bytes 0-49/100', 50)).toEqual({ kind: 'nonContiguous' });
    expect(plan(50, 100, 'bytes 51-99/100', 49)).toEqual({ kind: 'nonContiguous' });
    expect(plan(50, 100, null, 100)).toEqual({ kind: 'nonContiguous' });
  });

  it('refuses a Content-Length that disagrees with the range, and totals that disagree with the session', () => {
    expect(plan(0, 100, 'bytes 0-49/100', 49)).toMatchObject({ kind: 'reject', header: 'Content-Length' });
    expect(plan(0, 100, 'bytes 0-49/200', 50)).toMatchObject({ kind: 'reject', header: 'Content-Range' });
    expect(plan(0, 100, 'bytes 0-149/*', 150)).toMatchObject({ kind: 'reject', header: 'Content-Range' });
  });
});
