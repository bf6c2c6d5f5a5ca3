import { describe, expect, it } from 'vitest';
import {
  conflictingSlots,
  nextFreeSlots,
  slotRuleSchema,
  slotsBetween,
  type SlotRule,
} from '../../../../shared/series/publish-slots';

const iso = (instants: number[]) => instants.map((at) => new Date(at).toISOString());
const at = (text: string) => Date.parse(text);

const berlinMonWedFri: SlotRule = { kind: 'weekly', zone: 'Europe/Berlin', days: [1, 3, 5], times: ['18:00'] };

describe('weekly slots', () => {
  it('stay at 18:00 local across the spring switch (the UTC instant moves by an hour)', () => {
    // 2026-03-29 is the Sunday Berlin moves from CET (+1) to CEST (+2).
    const slots = nextFreeSlots(berlinMonWedFri, { after: at('2026-03-20T00:00:00Z'), count: 5 });
    expect(iso(slots)).toEqual([
      '2026-03-20T17:00:00.000Z',
      '2026-03-23T17:00:00.000Z',
      '2026-03-25T17:00:00.000Z',
      '2026-03-27T17:00:00.000Z',
      '2026-03-30T16:00:00.000Z',
    ]);
  });

  it('move a slot the spring switch skips to when the clock resumes, and take the first of a repeated hour', () => {
    const sunday: SlotRule = { kind: 'weekly', zone: 'Europe/Berlin', days: [7], times: ['02:30'] };
    expect(iso(nextFreeSlots(sunday, { after: at('2026-03-28T00:00:00Z'), count: 1 }))).toEqual([
      '2026-03-29T01:30:00.000Z',
    ]);
    expect(iso(nextFreeSlots(sunday, { after: at('2026-10-24T00:00:00Z'), count: 1 }))).toEqual([
      '2026-10-25T00:30:00.000Z',
    ]);
  });

  it('skip slots already taken (to the minute) and the slot at the asking instant itself', () => {
    const after = at('2026-03-20T17:00:00Z');
    const slots = nextFreeSlots(berlinMonWedFri, {
      after,
      count: 2,
      taken: [at('2026-03-23T17:00:30Z')],
    });
    expect(iso(slots)).toEqual(['2026-03-25T17:00:00.000Z', '2026-03-27T17:00:00.000Z']);
  });

  it('find every slot even when all the planned times sit on the rule, and stop at the bound', () => {
    const after = at('2026-01-01T00:00:00Z');
    const first = nextFreeSlots(berlinMonWedFri, { after, count: 300 });
    const next = nextFreeSlots(berlinMonWedFri, { after, count: 300, taken: first });
    expect(next).toHaveLength(300);
    expect(next[0]).toBeGreaterThan(first[first.length - 1]!);
    expect(nextFreeSlots(berlinMonWedFri, { after, count: 5_000 })).toHaveLength(1_000);
  });

  it('lists the slots of a span in order, for the calendar', () => {
    const week = slotsBetween(
      { kind: 'weekly', zone: 'America/New_York', days: [1, 2, 3, 4, 5, 6, 7], times: ['20:00', '08:00'] },
      at('2026-11-01T00:00:00Z'),
      at('2026-11-03T00:00:00Z'),
    );
    // 2026-11-01 New York falls back from EDT (-4) to EST (-5): the evening before is still -4.
    expect(iso(week)).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-11-01T13:00:00.000Z',
      '2026-11-02T01:00:00.000Z',
      '2026-11-02T13:00:00.000Z',
    ]);
  });
});

describe('every-N-hours slots', () => {
  it('count elapsed hours from the first slot, across a switch', () => {
    const rule: SlotRule = { kind: 'every', zone: 'Europe/Berlin', hours: 6, from: '2026-03-28T18:00' };
    const slots = nextFreeSlots(rule, { after: at('2026-03-28T20:00:00Z'), count: 3 });
    expect(iso(slots)).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T05:00:00.000Z', '2026-03-29T11:00:00.000Z']);
  });

  it('start at the first slot when asked before it', () => {
    const rule: SlotRule = { kind: 'every', zone: 'UTC', hours: 24, from: '2027-01-01T09:00' };
    expect(iso(nextFreeSlots(rule, { after: 0, count: 2 }))).toEqual([
      '2027-01-01T09:00:00.000Z',
      '2027-01-02T09:00:00.000Z',
    ]);
  });
});

describe('the rule schema', () => {
  it('refuses unknown zones, bad times, repeated days and empty rules with readable messages', () => {
    const bad = [
      { kind: 'weekly', zone: 'Mars/Olympus', days: [1], times: ['18:00'] },
      { kind: 'weekly', zone: 'UTC', days: [1], times: ['24:00'] },
      { kind: 'weekly', zone: 'UTC', days: [1, 1], times: ['18:00'] },
      { kind: 'weekly', zone: 'UTC', days: [], times: ['18:00'] },
      { kind: 'every', zone: 'UTC', hours: 0, from: '2027-01-01T09:00' },
      { kind: 'every', zone: 'UTC', hours: 6, from: 'tomorrow' },
    ];
    for (const rule of bad) expect(slotRuleSchema.safeParse(rule).success, JSON.stringify(rule)).toBe(false);
    expect(slotRuleSchema.safeParse(berlinMonWedFri).success).toBe(true);
  });
});

it('marks publish times that share a minute as conflicts', () => {
  const conflicts = conflictingSlots([at('2027-01-01T09:00:10Z'), at('2027-01-01T09:00:50Z'), at('2027-01-01T10:00Z')]);
  expect(conflicts.size).toBe(1);
});
