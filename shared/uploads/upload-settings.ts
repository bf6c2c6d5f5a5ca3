// The upload settings, their defaults and bounds: shared so the settings screen can say what is allowed.
import { z } from 'zod';
import { saidRefusal } from '../i18n/said-issue';
import { UPLOAD_CONTRACT_PROBLEMS } from './upload-contract-messages';
import type { UploadSettings } from './upload-view';

/** The protocol's chunk granule: every chunk but the last is a multiple of 256 KiB. */
export const CHUNK_GRANULE = 256 * 1024;
export const MIN_CHUNK_SIZE = CHUNK_GRANULE;
export const MAX_CHUNK_SIZE = 1024 * 1024 * 1024;
export const MAX_CONCURRENCY = 4;

export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = {
  chunkSize: 32 * 1024 * 1024,
  concurrency: 1,
  retryBaseMs: 1_000,
  retryCapMs: 60_000,
  maxAttemptsWithoutProgress: 10,
};

const chunkSizeSchema = z
  .number()
  .int()
  .min(MIN_CHUNK_SIZE)
  .max(MAX_CHUNK_SIZE)
  .refine(
    (value) => value % CHUNK_GRANULE === 0,
    saidRefusal(UPLOAD_CONTRACT_PROBLEMS.chunkGranule, { granule: CHUNK_GRANULE }),
  );

/** Every field of the settings, each optional: what `uploads.setSettings` accepts. */
export const uploadSettingsPatchSchema = z
  .strictObject({
    chunkSize: chunkSizeSchema.optional(),
    concurrency: z.number().int().min(1).max(MAX_CONCURRENCY).optional(),
    retryBaseMs: z.number().int().min(1).max(600_000).optional(),
    retryCapMs: z.number().int().min(1).max(3_600_000).optional(),
    maxAttemptsWithoutProgress: z.number().int().min(1).max(1_000).optional(),
  })
  .refine(
    (patch) =>
      patch.retryBaseMs === undefined || patch.retryCapMs === undefined || patch.retryBaseMs <= patch.retryCapMs,
    { ...saidRefusal(UPLOAD_CONTRACT_PROBLEMS.retryOrder), path: ['retryBaseMs'] },
  );
export type UploadSettingsPatch = z.output<typeof uploadSettingsPatchSchema>;

/** A whole settings object (as persisted), checked with the same bounds. */
export const uploadSettingsFileSchema = z.strictObject({
  chunkSize: chunkSizeSchema,
  concurrency: z.number().int().min(1).max(MAX_CONCURRENCY),
  retryBaseMs: z.number().int().min(1).max(600_000),
  retryCapMs: z.number().int().min(1).max(3_600_000),
  maxAttemptsWithoutProgress: z.number().int().min(1).max(1_000),
});
