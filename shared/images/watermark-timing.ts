// When a channel's watermark shows, as a creator chooses it (the whole video; from a start offset for a duration;
// the last N seconds) and as the platform's InvideoTiming says it (offsetFromStart / offsetFromEnd, offsetMs and
// durationMs as uint64 strings). The platform's rules: durationMs at least 1000 when given; with offsetFromEnd,
// offsetMs at least 1000 and durationMs at most offsetMs.
import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

export const watermarkTimingSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('wholeVideo') }),
  z.strictObject({
    kind: z.literal('fromStart'),
    offsetMs: z.number().int().min(0).max(DAY_MS),
    durationMs: z.number().int().min(1000).max(DAY_MS),
  }),
  z.strictObject({ kind: z.literal('lastSeconds'), durationMs: z.number().int().min(1000).max(DAY_MS) }),
]);
export type WatermarkTiming = z.output<typeof watermarkTimingSchema>;

export interface InvideoTiming {
  readonly type: 'offsetFromStart' | 'offsetFromEnd';
  readonly offsetMs: string;
  readonly durationMs?: string;
}

export function toInvideoTiming(timing: WatermarkTiming): InvideoTiming {
  switch (timing.kind) {
    case 'wholeVideo':
      return { type: 'offsetFromStart', offsetMs: '0' };
    case 'fromStart':
      return { type: 'offsetFromStart', offsetMs: String(timing.offsetMs), durationMs: String(timing.durationMs) };
    case 'lastSeconds':
      // Appears N seconds before the end and stays until the end.
      return { type: 'offsetFromEnd', offsetMs: String(timing.durationMs), durationMs: String(timing.durationMs) };
  }
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

export function describeTiming(timing: WatermarkTiming): string {
  switch (timing.kind) {
    case 'wholeVideo':
      return 'during the whole video';
    case 'fromStart':
      return `from ${seconds(timing.offsetMs)} after the start, for ${seconds(timing.durationMs)}`;
    case 'lastSeconds':
      return `during the last ${seconds(timing.durationMs)}`;
  }
}
