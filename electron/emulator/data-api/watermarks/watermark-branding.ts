// The InvideoBranding resource of watermarks.set, checked as the platform documents it: timing is required;
// offsetMs and durationMs are uint64 (strings in JSON, numbers tolerated as Google's JSON parser does);
// durationMs is at least 1000 when given; with offsetFromEnd, offsetMs is at least 1000 and durationMs at most
// offsetMs. position is deprecated and ignored: the watermark is always in the top right corner.
import { z } from 'zod';
import { invalidWatermark } from '../media/media-errors';
import type { WatermarkRecord } from '../media/media-state';

const uint64 = z.union([z.string().regex(/^\d{1,15}$/), z.number().int().min(0).max(1e15)]).transform(Number);

const brandingSchema = z.object({
  timing: z.object({
    type: z.enum(['offsetFromStart', 'offsetFromEnd']),
    offsetMs: uint64,
    durationMs: uint64.optional(),
  }),
  position: z.unknown().optional(),
  targetChannelId: z.string().max(64).optional(),
  imageUrl: z.unknown().optional(),
  imageBytes: z.unknown().optional(),
});

export type WatermarkTiming = WatermarkRecord['timing'];

export function parseBranding(resource: unknown): { timing: WatermarkTiming; targetChannelId?: string } {
  if (resource === undefined)
    throw invalidWatermark('The watermark resource (InvideoBranding with timing) is required.');
  const parsed = brandingSchema.safeParse(resource);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidWatermark(
      `Invalid value for ${issue?.path.join('.') || 'the resource'}: ${issue?.message ?? 'invalid'}.`,
    );
  }
  const { timing, targetChannelId } = parsed.data;
  if (timing.durationMs !== undefined && timing.durationMs < 1000)
    throw invalidWatermark('timing.durationMs must be at least 1000 milliseconds.');
  if (timing.type === 'offsetFromEnd') {
    if (timing.offsetMs < 1000)
      throw invalidWatermark('With offsetFromEnd, timing.offsetMs must be at least 1000 milliseconds.');
    if (timing.durationMs !== undefined && timing.durationMs > timing.offsetMs)
      throw invalidWatermark('With offsetFromEnd, timing.durationMs must not exceed timing.offsetMs.');
  }
  return {
    timing: {
      type: timing.type,
      offsetMs: String(timing.offsetMs),
      ...(timing.durationMs !== undefined ? { durationMs: String(timing.durationMs) } : {}),
    },
    ...(targetChannelId ? { targetChannelId } : {}),
  };
}
