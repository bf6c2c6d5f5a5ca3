// The bandwidth schedule: a limit in force outside any window, and time windows (wall-clock times in the user's
// zone, on some days of the week or every day) each with its own limit. Shared so the settings panel checks what
// it sends with the contract's own schema; the main process works out which limit is in force when
// (electron/uploads/engine/bandwidth-schedule.ts) and paces every running upload with it.
import { z } from 'zod';
import { saidRefusal } from '../i18n/said-issue';
import { UPLOAD_CONTRACT_PROBLEMS } from './upload-contract-messages';

const KiB = 1024;
const MiB = 1024 * KiB;

/** Below this an upload's connection could sit silent long enough for the idle timeout to give it up. */
export const MIN_BYTES_PER_SECOND = 64 * KiB;
export const MAX_BYTES_PER_SECOND = 10 * 1024 * MiB;
export const MAX_BANDWIDTH_WINDOWS = 16;
export const MINUTES_PER_DAY = 24 * 60;

/** Bytes per second, or null for no limit. */
const rateSchema = z.number().int().min(MIN_BYTES_PER_SECOND).max(MAX_BYTES_PER_SECOND).nullable();

const minuteOfDaySchema = z
  .number()
  .int()
  .min(0)
  .max(MINUTES_PER_DAY - 1);

export const bandwidthWindowSchema = z.strictObject({
  /** Minutes after local midnight when the window opens. */
  from: minuteOfDaySchema,
  /** Minutes after local midnight when it closes: before `from`, the window runs past midnight; equal, all day. */
  to: minuteOfDaySchema,
  /** ISO weekdays (1 Monday … 7 Sunday) the window opens on; empty: every day. */
  days: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .refine((days) => new Set(days).size === days.length, saidRefusal(UPLOAD_CONTRACT_PROBLEMS.dayTwice)),
  bytesPerSecond: rateSchema,
});
export type BandwidthWindow = z.output<typeof bandwidthWindowSchema>;

export const bandwidthScheduleSchema = z.strictObject({
  /** The limit outside every window. */
  otherwise: rateSchema,
  windows: z.array(bandwidthWindowSchema).max(MAX_BANDWIDTH_WINDOWS),
});
export type BandwidthSchedule = z.output<typeof bandwidthScheduleSchema>;

export const UNLIMITED_SCHEDULE: BandwidthSchedule = { otherwise: null, windows: [] };

/** What the panel shows: the schedule, and the limit in force now with the instant it next may change. */
export interface BandwidthState {
  readonly schedule: BandwidthSchedule;
  readonly bytesPerSecond: number | null;
  /** Epoch ms of the next window boundary, absent when the schedule has no window. */
  readonly nextChangeAt?: number;
}
