import { describe, expect, it } from 'vitest';
import { shiftedDate, testClockOffset } from '../../../../electron/common/test-clock';

describe('the test clock (DESK_TEST_NOW)', () => {
  const YEAR_END = Date.parse('2027-12-31T22:30:00Z');

  it('reads the instant at start and runs on at the real rate', () => {
    const realStart = Date.now();
    const offset = testClockOffset('2027-12-31T22:30:00Z', realStart)!;
    const Shifted = shiftedDate(Date, offset);
    const first = Shifted.now();
    expect(first - YEAR_END).toBeGreaterThanOrEqual(0);
    expect(first - YEAR_END).toBeLessThan(60_000);
    expect(new Shifted().getTime()).toBeGreaterThanOrEqual(first);
    // Called as a function it says the shifted moment as text (second resolution: a second boundary may fall between).
    expect(Math.abs(Date.parse(Shifted()) - Shifted.now())).toBeLessThan(2_000);
  });

  it('leaves dates that are given alone, and its dates are Dates both ways', () => {
    const Shifted = shiftedDate(Date, 1_000_000);
    expect(new Shifted(0).getTime()).toBe(0);
    expect(new Shifted(2027, 0, 1).getFullYear()).toBe(2027);
    expect(new Shifted('2027-03-28T01:00:00Z').toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(Shifted.parse('2027-03-28T01:00:00Z')).toBe(Date.parse('2027-03-28T01:00:00Z'));
    expect(Shifted.UTC(2027, 11, 31)).toBe(Date.UTC(2027, 11, 31));
    expect(new Shifted()).toBeInstanceOf(Date);
    expect(new Date()).toBeInstanceOf(Shifted);
  });

  it('is off when unset and refuses what is not an instant with its zone', () => {
    expect(testClockOffset(undefined, 0)).toBeUndefined();
    expect(testClockOffset('', 0)).toBeUndefined();
    expect(testClockOffset('2027-12-31T22:30:00+13:00', 0)).toBe(Date.parse('2027-12-31T09:30:00Z'));
    // The real moment the instant stands for, when given, and not the process's start.
    expect(testClockOffset('2027-12-31T22:30:00Z', 5_000, '1000')).toBe(YEAR_END - 1_000);
    expect(() => testClockOffset('2027-12-31T22:30:00Z', 0, 'soon')).toThrow(/DESK_TEST_NOW_SET_AT must be epoch/);
    for (const bad of ['2027-12-31T22:30:00', '2027-12-31', 'tomorrow', '2027-13-45T99:00:00Z']) {
      expect(() => testClockOffset(bad, 0)).toThrow(/DESK_TEST_NOW must be an ISO instant/);
    }
  });
});
