// The calendar calls' inputs as both hosts validate them: a span of at most 45 days that ends after it begins; a
// move names a video by the platform's id or an upload by the queue's, with an RFC 3339 time; a spread takes at most
// the slots one question may ask for and a rule the shared schema accepts. Hostile sizes are refused, not walked.
import { describe, expect, it } from 'vitest';
import { calendarCalls, MAX_CALENDAR_SPAN_MS } from '../../../../shared/ipc/calendar';
import { MAX_SLOTS_ASKED } from '../../../../shared/series/publish-slots';

const entries = calendarCalls['calendar.entries'].input;
const reschedule = calendarCalls['calendar.reschedule'].input;
const spread = calendarCalls['calendar.spread'].input;
const FROM = Date.parse('2026-03-23T00:00:00Z');

describe('calendar.entries input', () => {
  it('takes a span of up to 45 days and an optional refresh', () => {
    expect(entries.parse({ from: FROM, until: FROM + MAX_CALENDAR_SPAN_MS, refresh: true })).toEqual({
      from: FROM,
      until: FROM + MAX_CALENDAR_SPAN_MS,
      refresh: true,
    });
  });

  it('refuses a longer or backward span, fractions, negatives and unknown keys', () => {
    expect(entries.safeParse({ from: FROM, until: FROM + MAX_CALENDAR_SPAN_MS + 1 }).success).toBe(false);
    expect(entries.safeParse({ from: FROM, until: FROM }).success).toBe(false);
    expect(entries.safeParse({ from: FROM + 0.5, until: FROM + 1 }).success).toBe(false);
    expect(entries.safeParse({ from: -1, until: 1 }).success).toBe(false);
    expect(entries.safeParse({ from: FROM, until: FROM + 1, all: true }).success).toBe(false);
  });
});

describe('calendar.reschedule input', () => {
  it('takes a video by its id or an upload by its id, with an RFC 3339 time', () => {
    expect(reschedule.safeParse({ kind: 'video', id: 'dQd3moVid05', publishAt: '2030-01-31T18:00:00Z' }).success).toBe(
      true,
    );
    expect(
      reschedule.safeParse({ kind: 'upload', id: 'upload-12345678', publishAt: '2030-01-31T18:00:00.000+01:00' })
        .success,
    ).toBe(true);
  });

  it('refuses an id of the wrong kind, a time that is not one, and a huge string quickly', () => {
    expect(
      reschedule.safeParse({ kind: 'video', id: 'upload-12345678', publishAt: '2030-01-31T18:00:00Z' }).success,
    ).toBe(false);
    expect(reschedule.safeParse({ kind: 'video', id: 'dQd3moVid05', publishAt: '2030-01-31 18:00' }).success).toBe(
      false,
    );
    expect(reschedule.safeParse({ kind: 'video', id: 'dQd3moVid05', publishAt: '2030-02-31T18:00:00Z' }).success).toBe(
      false,
    );
    expect(
      reschedule.safeParse({ kind: 'video', id: 'dQd3moVid05', publishAt: `2030-01-31T18:00:00${'0'.repeat(1e6)}Z` })
        .success,
    ).toBe(false);
  });
});

describe('calendar.spread input', () => {
  const rule = { kind: 'weekly', zone: 'Europe/Berlin', days: [1, 3, 5], times: ['18:00'] };

  it('takes upload ids and a rule', () => {
    expect(spread.safeParse({ uploadIds: ['upload-12345678'], rule }).success).toBe(true);
  });

  it('refuses no uploads, more than a question may ask for, bad ids and bad rules', () => {
    expect(spread.safeParse({ uploadIds: [], rule }).success).toBe(false);
    const many = Array.from({ length: MAX_SLOTS_ASKED + 1 }, (_, index) => `upload-${String(index).padStart(6, '0')}`);
    expect(spread.safeParse({ uploadIds: many, rule }).success).toBe(false);
    expect(spread.safeParse({ uploadIds: ['../../etc'], rule }).success).toBe(false);
    expect(spread.safeParse({ uploadIds: ['upload-12345678'], rule: { ...rule, zone: 'Mars/Olympus' } }).success).toBe(
      false,
    );
    expect(spread.safeParse({ uploadIds: ['upload-12345678'], rule: { ...rule, times: ['25:00'] } }).success).toBe(
      false,
    );
  });
});
