// The persisted state of the platform's images: each video's custom thumbnail (the sizes made of it), each channel's
// watermark, each playlist's images (playlistImages), and which channels may not set custom thumbnails
// (unverified). The image bytes are files beside it.
import { z } from 'zod';

const sizeSchema = z.object({ file: z.string(), width: z.number(), height: z.number() });

const thumbnailSchema = z.object({
  /** Grows with every set, so each image has a new URL and no cache shows the old one. */
  revision: z.number().int().min(1),
  setAt: z.string(),
  sizes: z.record(z.string(), sizeSchema),
});

const watermarkSchema = z.object({
  revision: z.number().int().min(1),
  setAt: z.string(),
  file: z.string(),
  mimeType: z.string(),
  width: z.number(),
  height: z.number(),
  timing: z.object({
    type: z.enum(['offsetFromStart', 'offsetFromEnd']),
    offsetMs: z.string(),
    durationMs: z.string().optional(),
  }),
  position: z.object({ type: z.literal('corner'), cornerPosition: z.string() }),
  targetChannelId: z.string().optional(),
});

const playlistImageSchema = z.object({
  playlistId: z.string(),
  type: z.literal('hero'),
  revision: z.number().int().min(1),
  file: z.string(),
  width: z.number(),
  height: z.number(),
});

export const mediaStateSchema = z.object({
  version: z.literal(1),
  thumbnails: z.record(z.string(), thumbnailSchema),
  watermarks: z.record(z.string(), watermarkSchema),
  /** Channels that cannot set custom thumbnails until verified (a test control flips it). */
  unverifiedChannels: z.array(z.string()),
  /** By playlistImage id; absent from the state files written before playlistImages (2026-11). */
  playlistImages: z.record(z.string(), playlistImageSchema).default({}),
});

export type MediaState = z.infer<typeof mediaStateSchema>;
export type ThumbnailRecord = z.infer<typeof thumbnailSchema>;
export type WatermarkRecord = z.infer<typeof watermarkSchema>;
export type PlaylistImageRecord = z.infer<typeof playlistImageSchema>;

export function emptyMediaState(): MediaState {
  return { version: 1, thumbnails: {}, watermarks: {}, unverifiedChannels: [], playlistImages: {} };
}
