import { describe, expect, it } from 'vitest';
import { readPublishTime } from '../../../../shared/series-import/publish-time';

describe('a sheet publish time', () => {
  it('keeps an RFC 3339 time as written', () => {
    expect(readPublishTime('2030-01-31T18:00:00+01:00', 'Europe/Berlin')).toEqual({
      ok: true,
      value: '2030-01-31T18:00:00+01:00',
    });
    expect(readPublishTime(' 2030-01-31T18:00:00.5Z ', 'UTC')).toEqual({ ok: true, value: '2030-01-31T18:00:00.5Z' });
  });

  it("reads a local time in the creator's zone on either side of a DST change", () => {
    expect(readPublishTime('2030-03-29 18:00', 'Europe/Berlin')).toEqual({ ok: true, value: '2030-03-29T17:00:00Z' });
    expect(readPublishTime('2030-04-01T18:00', 'Europe/Berlin')).toEqual({ ok: true, value: '2030-04-01T16:00:00Z' });
    expect(readPublishTime('2030-01-31 9:05:30', 'America/New_York')).toEqual({
      ok: true,
      value: '2030-01-31T14:05:30Z',
    });
  });

  it('takes offsets written loosely', () => {
    expect(readPublishTime('2030-01-31 18:00 +0530', 'UTC')).toEqual({ ok: true, value: '2030-01-31T12:30:00Z' });
    expect(readPublishTime('2030-01-31 18:00Z', 'Europe/Berlin')).toEqual({ ok: true, value: '2030-01-31T18:00:00Z' });
  });

  it('refuses what is no time on a clock there', () => {
    const skipped = readPublishTime('2030-03-31 02:30', 'Europe/Berlin');
    expect(skipped.ok).toBe(false);
    expect(!skipped.ok && skipped.message).toMatch(/does not exist in Europe\/Berlin/);
    expect(readPublishTime('2030-02-30 10:00', 'UTC').ok).toBe(false);
    expect(readPublishTime('31/01/2030 18:00', 'UTC').ok).toBe(false);
    expect(readPublishTime('tomorrow', 'UTC').ok).toBe(false);
    expect(readPublishTime('2030-01-31 18:00', 'Not/AZone').ok).toBe(false);
    expect(readPublishTime(`2030-01-31 18:00${' '.repeat(100_000)}x`, 'UTC').ok).toBe(false);
  });
});
