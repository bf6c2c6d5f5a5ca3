// Calls and events of custom thumbnails. The image travels as a source, never as bytes: a local path (desktop) or
// the id of a file browser mode staged.
import { z } from 'zod';
import { uploadSourceSchema } from '../uploads/upload-source';
import { call, type CallMap, type EventMap } from './define';

/** The platform's video ids: 11 characters of the URL-safe base64 alphabet. */
export const videoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/);

export const setThumbnailInputSchema = z.strictObject({ videoId: videoIdSchema, source: uploadSourceSchema });

export interface ThumbnailSizeView {
  /** default, medium, high, standard, maxres, or (2026-09-11) fhd, qhd, uhd. */
  readonly name: string;
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
}

export interface ThumbnailSetResult {
  readonly videoId: string;
  /** The sizes the platform made, smallest first. */
  readonly sizes: readonly ThumbnailSizeView[];
  /** Advice the image did not follow (e.g. not 16:9); it was sent anyway. */
  readonly advice: readonly string[];
}

export const thumbnailCalls = {
  /** Checks the image, uploads it with thumbnails.set (50 quota units) and answers the sizes the platform made. */
  'thumbnails.set': call<typeof setThumbnailInputSchema, ThumbnailSetResult>(setThumbnailInputSchema),
} satisfies CallMap;

export const thumbnailEvents = {
  /** Bytes of a thumbnail upload handed to the network so far. */
  'thumbnails.progress': z.strictObject({
    videoId: videoIdSchema,
    sent: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
} satisfies EventMap;
