// The queue planner: uploads waiting to start spread over the project's Pacific days in queue order, one upload from
// the uploads bucket each and their attachments' units from the shared bucket, each later one naming what held it.
import { describe, expect, it } from 'vitest';
import {
  attachmentUnits,
  awaitsUploadQuota,
  channelCapShown,
  planDayName,
  planUploadDays,
} from '../../../../shared/uploads/quota-plan';
import type { AttachmentStepView } from '../../../../shared/uploads/upload-view';
import { uploadView } from '../../support/upload-view';

const step = (
  kind: AttachmentStepView['kind'],
  state: AttachmentStepView['state'] = 'pending',
): AttachmentStepView => ({ id: kind, kind, label: kind, state });

const FRESH = { uploadsLeft: 100, unitsLeft: 10_000, uploadsLimit: 100, unitsLimit: 10_000 };
// 2026-01-15 midnight Pacific is 08:00 UTC on the 16th.
const RESETS_AT = Date.parse('2026-01-16T08:00:00Z');

function perDay(plan: ReturnType<typeof planUploadDays>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { day } of plan.values()) counts[day] = (counts[day] ?? 0) + 1;
  return counts;
}

describe('planUploadDays', () => {
  it('puts 100 of a queue of 120 today and 20 tomorrow; 150 spread as 100 and 50', () => {
    const queue = (n: number) => Array.from({ length: n }, (_, i) => uploadView(`u${i}`));
    expect(perDay(planUploadDays(queue(120), FRESH))).toEqual({ 0: 100, 1: 20 });
    const plan = planUploadDays(queue(150), FRESH);
    expect(perDay(plan)).toEqual({ 0: 100, 1: 50 });
    expect(plan.get('u99')).toEqual({ day: 0 });
    expect(plan.get('u100')).toEqual({ day: 1, heldBy: 'uploads' });
    expect(perDay(planUploadDays(queue(250), { ...FRESH, uploadsLeft: 40 }))).toEqual({ 0: 40, 1: 100, 2: 100, 3: 10 });
  });

  it('holds an upload whose attachments need more units than are left, and names the units', () => {
    const withCaption = uploadView('c', { steps: [step('thumbnail'), step('caption'), step('playlist', 'done')] });
    expect(attachmentUnits(withCaption)).toBe(450);
    const plan = planUploadDays([uploadView('a'), withCaption, uploadView('b')], { ...FRESH, unitsLeft: 300 });
    expect(plan.get('a')).toEqual({ day: 0 });
    expect(plan.get('c')).toEqual({ day: 1, heldBy: 'units' });
    // Queue order is kept: what comes after waits for the same day or later.
    expect(plan.get('b')).toEqual({ day: 1 });
  });

  it('plans only uploads not yet started on the platform', () => {
    const started = uploadView('s', { state: 'paused', canEditMetadata: false });
    const done = uploadView('d', { state: 'done', videoId: 'v1', canEditMetadata: false });
    const waiting = uploadView('w', { state: 'waiting-quota' });
    expect([started, done, waiting].map(awaitsUploadQuota)).toEqual([false, false, true]);
    expect([...planUploadDays([started, done, waiting], FRESH).keys()]).toEqual(['w']);
  });
});

describe("the channel's own cap", () => {
  const refused = (finishedAt: number) =>
    uploadView('r', {
      state: 'failed',
      canEditMetadata: false,
      finishedAt,
      error: { code: 'upload-limit-exceeded', message: 'cap', reason: 'uploadLimitExceeded' },
    });

  it('is planned once the platform refused an upload of the channel today: its uploads today are the cap', () => {
    const today = RESETS_AT - 3_600_000;
    expect(channelCapShown([refused(today)], RESETS_AT, 12)).toEqual({ uploadsLeft: 0, cap: 12 });
    // A refusal of an earlier day says nothing of today; no refusal, no cap.
    expect(channelCapShown([refused(RESETS_AT - 30 * 3_600_000)], RESETS_AT, 12)).toBeUndefined();
    expect(channelCapShown([uploadView('q')], RESETS_AT, 12)).toBeUndefined();
    // Refused at once on a day without uploads: a cap of at least 1.
    expect(channelCapShown([refused(today)], RESETS_AT, 0)).toEqual({ uploadsLeft: 0, cap: 1 });
  });

  it('holds uploads for the channel cap before the bucket, and spreads them by the cap', () => {
    const queue = Array.from({ length: 25 }, (_, i) => uploadView(`u${i}`));
    const plan = planUploadDays(queue, { ...FRESH, channel: { uploadsLeft: 0, cap: 10 } });
    expect(perDay(plan)).toEqual({ 1: 10, 2: 10, 3: 5 });
    expect(plan.get('u0')).toEqual({ day: 1, heldBy: 'channel-cap' });
    expect(plan.get('u10')).toEqual({ day: 2, heldBy: 'channel-cap' });
    // A cap above the bucket: the bucket holds first.
    const bucketFirst = planUploadDays(queue, {
      ...FRESH,
      uploadsLeft: 2,
      uploadsLimit: 5,
      channel: { uploadsLeft: 8, cap: 8 },
    });
    expect(bucketFirst.get('u2')).toEqual({ day: 1, heldBy: 'uploads' });
    expect(perDay(bucketFirst)).toEqual({ 0: 2, 1: 5, 2: 5, 3: 5, 4: 5, 5: 3 });
  });
});

describe('planDayName', () => {
  it('names Pacific days, across a change of daylight saving', () => {
    expect(planDayName(0, RESETS_AT)).toBe('today');
    expect(planDayName(1, RESETS_AT)).toBe('tomorrow (Friday, January 16)');
    expect(planDayName(2, RESETS_AT)).toBe('Saturday, January 17');
    // The day after 8 March 2026 (23 hours long in Los Angeles).
    expect(planDayName(2, Date.parse('2026-03-08T08:00:00Z'))).toBe('Monday, March 9');
  });
});
