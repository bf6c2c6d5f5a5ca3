// The timing choice as typed (seconds, as text) and what it means: a WatermarkTiming, or the problems to fix.
import type { WatermarkTiming } from '../../../shared/images/watermark-timing';
import { countOf } from '../../../shared/text/count-words';

export interface TimingDraft {
  readonly kind: WatermarkTiming['kind'];
  readonly startSec: string;
  readonly durationSec: string;
  readonly lastSec: string;
}

export const DEFAULT_TIMING_DRAFT: TimingDraft = {
  kind: 'wholeVideo',
  startSec: '0',
  durationSec: '15',
  lastSec: '15',
};

export type TimingCheck =
  | { readonly ok: true; readonly timing: WatermarkTiming }
  | {
      readonly ok: false;
      readonly problems: Readonly<Record<'startSec' | 'durationSec' | 'lastSec', string | undefined>>;
    };

const DAY_SEC = 24 * 60 * 60;

function seconds(text: string, min: number, what: string): { ms?: number; problem?: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return { problem: `${what} must be a number of seconds.` };
  if (value < min) return { problem: `${what} must be at least ${countOf(min, 'second')}.` };
  if (value > DAY_SEC) return { problem: `${what} must be at most ${DAY_SEC} seconds (a day).` };
  return { ms: Math.round(value * 1000) };
}

export function checkTiming(draft: TimingDraft): TimingCheck {
  const none = { startSec: undefined, durationSec: undefined, lastSec: undefined };
  if (draft.kind === 'wholeVideo') return { ok: true, timing: { kind: 'wholeVideo' } };
  if (draft.kind === 'fromStart') {
    const start = seconds(draft.startSec, 0, 'The start');
    const duration = seconds(draft.durationSec, 1, 'The duration');
    if (start.ms === undefined || duration.ms === undefined)
      return { ok: false, problems: { ...none, startSec: start.problem, durationSec: duration.problem } };
    return { ok: true, timing: { kind: 'fromStart', offsetMs: start.ms, durationMs: duration.ms } };
  }
  const last = seconds(draft.lastSec, 1, 'The time before the end');
  if (last.ms === undefined) return { ok: false, problems: { ...none, lastSec: last.problem } };
  return { ok: true, timing: { kind: 'lastSeconds', durationMs: last.ms } };
}

/** The part of a video of `videoSec` seconds during which the watermark shows, in seconds. */
export function visibleSpan(timing: WatermarkTiming, videoSec: number): { from: number; to: number } {
  switch (timing.kind) {
    case 'wholeVideo':
      return { from: 0, to: videoSec };
    case 'fromStart': {
      const from = Math.min(videoSec, timing.offsetMs / 1000);
      return { from, to: Math.min(videoSec, from + timing.durationMs / 1000) };
    }
    case 'lastSeconds':
      return { from: Math.max(0, videoSec - timing.durationMs / 1000), to: videoSec };
  }
}

export function clock(sec: number): string {
  const whole = Math.round(sec);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
