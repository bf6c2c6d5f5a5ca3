import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import {
  formatAmounts,
  formatBytes,
  formatDuration,
  formatPercent,
  formatSpeed,
  percentOf,
} from '../../../../../renderer/screens/uploads/format';

const english = intlFor('en');
const german = intlFor('de');

describe('format', () => {
  it('writes sizes in binary units, the number as the language writes it', () => {
    expect(formatBytes(0, english)).toBe('0 bytes');
    expect(formatBytes(1, english)).toBe('1 byte');
    expect(formatBytes(1023, english)).toBe('1,023 bytes');
    expect(formatBytes(3 * 1024 * 1024, english)).toBe('3.0 MiB');
    expect(formatBytes(150 * 1024 ** 3, english)).toBe('150 GiB');
    expect(formatSpeed(1.5 * 1024 * 1024, english)).toBe('1.5 MiB/s');
    expect(formatAmounts(1024 * 1024, 3 * 1024 * 1024, english)).toBe('1.0 MiB of 3.0 MiB');
    expect(formatBytes(1023, german)).toBe('1.023 Byte');
    expect(formatSpeed(1.5 * 1024 * 1024, german)).toBe('1,5 MiB/s');
    expect(formatAmounts(1024 * 1024, 3 * 1024 * 1024, german)).toBe('1,0 MiB von 3,0 MiB');
  });

  it('writes durations as the language abbreviates them', () => {
    expect(formatDuration(44.6, english)).toBe('45 sec');
    expect(formatDuration(185, english)).toBe('3 min 5 sec');
    expect(formatDuration(7_800, english)).toBe('2 hr 10 min');
    expect(formatDuration(-3, english)).toBe('0 sec');
    expect(formatDuration(185, german)).toBe('3 Min., 5 Sek.');
  });

  it('never claims 100% before the last byte, and writes the percent as the language does', () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
    expect(formatPercent(99, english)).toBe('99%');
    expect(formatPercent(99, german)).toBe('99\u00a0%');
  });
});
