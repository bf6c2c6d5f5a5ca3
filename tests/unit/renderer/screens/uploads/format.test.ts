import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatSpeed, percentOf } from '../../../../../renderer/screens/uploads/format';

describe('format', () => {
  it('writes sizes in binary units', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MiB');
    expect(formatBytes(150 * 1024 ** 3)).toBe('150 GiB');
    expect(formatSpeed(1.5 * 1024 * 1024)).toBe('1.5 MiB/s');
  });

  it('writes durations as a person says them', () => {
    expect(formatDuration(44.6)).toBe('45 s');
    expect(formatDuration(185)).toBe('3 min 5 s');
    expect(formatDuration(7_800)).toBe('2 h 10 min');
    expect(formatDuration(-3)).toBe('0 s');
  });

  it('never claims 100% before the last byte', () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});
