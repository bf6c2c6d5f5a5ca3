// The timing choice as typed (seconds, as text) and what it means: a WatermarkTiming, or the problems to fix.
import type { IntlShape } from 'react-intl';
import type { WatermarkTiming } from '../../../shared/images/watermark-timing';
import { intlFor } from '../../../shared/i18n/catalogue';
import { WATERMARK } from './watermark-messages';

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

type Field = 'start' | 'duration' | 'last';

function seconds(text: string, min: number, field: Field, intl: IntlShape): { ms?: number; problem?: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value))
    return { problem: intl.formatMessage(WATERMARK.notNumber, { field }) };
  if (value < min) return { problem: intl.formatMessage(WATERMARK.tooSmall, { field, min }) };
  if (value > DAY_SEC) return { problem: intl.formatMessage(WATERMARK.tooBig, { field, max: String(DAY_SEC) }) };
  return { ms: Math.round(value * 1000) };
}

/** The draft's timing, or each field's problem said in `intl`'s language (English by default). */
export function checkTiming(draft: TimingDraft, intl: IntlShape = intlFor('en')): TimingCheck {
  const none = { startSec: undefined, durationSec: undefined, lastSec: undefined };
  if (draft.kind === 'wholeVideo') return { ok: true, timing: { kind: 'wholeVideo' } };
  if (draft.kind === 'fromStart') {
    const start = seconds(draft.startSec, 0, 'start', intl);
    const duration = seconds(draft.durationSec, 1, 'duration', intl);
    if (start.ms === undefined || duration.ms === undefined)
      return { ok: false, problems: { ...none, startSec: start.problem, durationSec: duration.problem } };
    return { ok: true, timing: { kind: 'fromStart', offsetMs: start.ms, durationMs: duration.ms } };
  }
  const last = seconds(draft.lastSec, 1, 'last', intl);
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
