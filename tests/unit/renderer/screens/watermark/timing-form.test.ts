// The Watermark screen's timing fields: typed seconds become the timing sent, or problems shown beside the field;
// the preview's timeline shows the part of a video the watermark covers.
import { describe, expect, it } from 'vitest';
import {
  checkTiming,
  clock,
  DEFAULT_TIMING_DRAFT,
  visibleSpan,
} from '../../../../../renderer/screens/watermark/timing-form';

describe('checkTiming', () => {
  it('turns seconds into milliseconds for each choice', () => {
    expect(checkTiming(DEFAULT_TIMING_DRAFT)).toEqual({ ok: true, timing: { kind: 'wholeVideo' } });
    expect(checkTiming({ ...DEFAULT_TIMING_DRAFT, kind: 'fromStart', startSec: '2.5', durationSec: '10' })).toEqual({
      ok: true,
      timing: { kind: 'fromStart', offsetMs: 2500, durationMs: 10000 },
    });
    expect(checkTiming({ ...DEFAULT_TIMING_DRAFT, kind: 'lastSeconds', lastSec: '12' })).toEqual({
      ok: true,
      timing: { kind: 'lastSeconds', durationMs: 12000 },
    });
  });

  it('names the field that is wrong', () => {
    const bad = checkTiming({ ...DEFAULT_TIMING_DRAFT, kind: 'fromStart', startSec: '', durationSec: '0.5' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problems.startSec).toBe('The start must be a number of seconds.');
      expect(bad.problems.durationSec).toBe('The duration must be at least 1 second.');
    }
    const tooLong = checkTiming({ ...DEFAULT_TIMING_DRAFT, kind: 'lastSeconds', lastSec: '90000' });
    expect(tooLong.ok ? undefined : tooLong.problems.lastSec).toMatch(/at most 86400 seconds/);
  });
});

describe('visibleSpan', () => {
  it('clips to the video', () => {
    expect(visibleSpan({ kind: 'wholeVideo' }, 300)).toEqual({ from: 0, to: 300 });
    expect(visibleSpan({ kind: 'fromStart', offsetMs: 290_000, durationMs: 60_000 }, 300)).toEqual({
      from: 290,
      to: 300,
    });
    expect(visibleSpan({ kind: 'lastSeconds', durationMs: 400_000 }, 300)).toEqual({ from: 0, to: 300 });
    expect(clock(288)).toBe('4:48');
  });
});
