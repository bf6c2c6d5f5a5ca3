import { describe, expect, it } from 'vitest';
import { parseClfTime, parseRfc3339, parseUnixTime } from '../../../../../shared/rate-limits/access-log/log-time';

describe('log times', () => {
  it('reads the common log format time with its offset, and refuses what is off by a character', () => {
    expect(parseClfTime('24/Nov/2026:09:00:00 +0100')).toBe(Date.UTC(2026, 10, 24, 8));
    expect(parseClfTime('24/Nov/2026:09:00:00 -0030')).toBe(Date.UTC(2026, 10, 24, 9, 30));
    // The same text twice (the cache of the last one) answers the same.
    expect(parseClfTime('24/Nov/2026:09:00:00 -0030')).toBe(Date.UTC(2026, 10, 24, 9, 30));
    // Read where it lies in a line, then the same time in another line, then one a second later.
    const line = (time: string): string => `192.0.2.1 - - [${time}] "GET / HTTP/1.1" 200 1`;
    expect(parseClfTime(line('24/Nov/2026:09:00:00 -0030'), 15, 41)).toBe(Date.UTC(2026, 10, 24, 9, 30));
    expect(parseClfTime(line('24/Nov/2026:09:00:00 -0030'), 15, 41)).toBe(Date.UTC(2026, 10, 24, 9, 30));
    expect(parseClfTime(line('24/Nov/2026:09:00:01 -0030'), 15, 41)).toBe(Date.UTC(2026, 10, 24, 9, 30, 1));
    expect(parseClfTime(line('24/Nov/2026:09:00:01 -0030'), 15, 40)).toBeNaN();
    expect(parseClfTime('')).toBeNaN();
    for (const bad of [
      '24/Nov/2026:09:00:00',
      '24/Nov/2026:25:00:00 +0000',
      '24/Nox/2026:09:00:00 +0000',
      '2x/Nov/2026:09:00:00 +0000',
      '24/Nov/2026:09:00:00 *0000',
    ])
      expect(parseClfTime(bad)).toBeNaN();
  });

  it('reads RFC 3339 with fractions and offsets', () => {
    expect(parseRfc3339('2026-11-24T09:00:00Z')).toBe(Date.UTC(2026, 10, 24, 9));
    expect(parseRfc3339('2026-11-24T09:00:00.123456789Z')).toBe(Date.UTC(2026, 10, 24, 9, 0, 0, 123));
    expect(parseRfc3339('2026-11-24T09:00:00-02:00')).toBe(Date.UTC(2026, 10, 24, 11));
    for (const bad of [
      '2026-11-24',
      '2026-11-24T09:00:00',
      '2026-11-24T09:00:00.Z',
      '2026-11-24T09:00:00Zjunk',
      `2026-11-24T09:00:00.${'9'.repeat(40)}Z`,
    ])
      expect(parseRfc3339(bad)).toBeNaN();
  });

  it('tells Unix seconds, milliseconds and nanoseconds apart by magnitude', () => {
    const at = Date.UTC(2026, 10, 24);
    expect(parseUnixTime(at / 1000)).toBe(at);
    expect(parseUnixTime(at)).toBe(at);
    expect(parseUnixTime(at * 1e6)).toBe(at);
    expect(parseUnixTime(-1)).toBeNaN();
    expect(parseUnixTime(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});
