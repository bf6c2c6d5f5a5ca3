// The bandwidth schedule every upload obeys: read it with the limit in force now, replace it whole. The main
// process applies a change to the running uploads at once, and tells the page when a window starts or ends.
import { z } from 'zod';
import { bandwidthScheduleSchema, type BandwidthState } from '../uploads/bandwidth';
import { call, type CallMap, type EventMap } from './define';

export const bandwidthCalls = {
  'bandwidth.get': call<z.ZodUndefined, BandwidthState>(z.undefined()),
  'bandwidth.set': call<typeof bandwidthScheduleSchema, BandwidthState>(bandwidthScheduleSchema),
} satisfies CallMap;

export const bandwidthStateSchema = z.strictObject({
  schedule: bandwidthScheduleSchema,
  bytesPerSecond: z.number().int().positive().nullable(),
  nextChangeAt: z.number().optional(),
});

export const bandwidthEvents = {
  /** The limit in force changed (a window started or ended, or the schedule was replaced). */
  'bandwidth.changed': bandwidthStateSchema,
} satisfies EventMap;
