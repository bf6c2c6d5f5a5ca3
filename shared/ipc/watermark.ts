// Calls of the channel watermark. The platform cannot report the watermark it shows, so what the app last set from
// here is all it knows, and `watermark.get` says so.
import { z } from 'zod';
import { watermarkTimingSchema, type WatermarkTiming } from '../images/watermark-timing';
import { uploadSourceSchema } from '../uploads/upload-source';
import { call, type CallMap } from './define';

export const setWatermarkInputSchema = z.strictObject({
  source: uploadSourceSchema,
  timing: watermarkTimingSchema,
});

export interface WatermarkView {
  readonly channelId: string;
  readonly timing: WatermarkTiming;
  /** ISO 8601. */
  readonly setAt: string;
  readonly imageName: string;
  readonly width: number;
  readonly height: number;
  /** A data: URL of the image for previews, when it is small enough to carry (at most 1 MiB). */
  readonly imageDataUrl?: string;
}

export interface WatermarkState {
  /** The watermark this app last set on the signed-in channel, or null (none set from here, or removed). */
  readonly current: WatermarkView | null;
  /** Advice the image did not follow when it was set (square 150 × 150, under 1 MB). */
  readonly advice: readonly string[];
}

export const watermarkCalls = {
  'watermark.get': call<z.ZodUndefined, WatermarkState>(z.undefined()),
  /** Checks the image, sets it with watermarks.set (50 quota units) and remembers it. */
  'watermark.set': call<typeof setWatermarkInputSchema, WatermarkState>(setWatermarkInputSchema),
  /** watermarks.unset (50 quota units); the remembered one is forgotten. */
  'watermark.remove': call<z.ZodUndefined, WatermarkState>(z.undefined()),
} satisfies CallMap;
