// Calls of scheduled changes: the waiting ones (with the quota they reserve), making, editing or moving, cancelling
// and running one now, the history of what ran, and undo; `schedule.changed` after every change of state.
import { z } from 'zod';
import {
  scheduleCreateSchema,
  scheduleEditSchema,
  scheduleIdSchema,
  scheduledChangeViewSchema,
  type ScheduledChangeView,
  type ScheduleList,
} from '../schedule/scheduled-change';
import { uploadGoLiveInputSchema, type KeptGoLive } from '../schedule/upload-change';
import { call, type CallMap, type EventMap } from './define';

const idInput = z.strictObject({ id: scheduleIdSchema });

export const scheduleCalls = {
  /** The chosen channel's changes still to run (waiting, held for quota or running), soonest first. */
  'schedule.list': call<z.ZodUndefined, ScheduleList>(z.undefined()),
  /** Schedules a change; refused when the target values break the platform's rules. */
  'schedule.create': call<typeof scheduleCreateSchema, ScheduledChangeView>(scheduleCreateSchema),
  /** Moves a waiting change to another time, or gives it other values. */
  'schedule.edit': call<typeof scheduleEditSchema, ScheduledChangeView>(scheduleEditSchema),
  'schedule.cancel': call<typeof idInput, ScheduledChangeView>(idInput),
  /** Makes a waiting (or held) change now, with the same checks as at its time; a held one is written over. */
  'schedule.runNow': call<typeof idInput, ScheduledChangeView>(idInput),
  /** What ran, was held, failed, skipped, cancelled or undone, newest first. */
  'schedule.history': call<z.ZodUndefined, readonly ScheduledChangeView[]>(z.undefined()),
  /** Restores the values a change replaced (if untouched since), takes the video out of the playlists it added it to and deletes its comment. */
  'schedule.undo': call<typeof idInput, ScheduledChangeView>(idInput),
  /**
   * Sets (or with null takes away) what an upload's video gets once live; scheduled once the upload names the video
   * (at once when it has: refused with why when that fails, the change kept).
   */
  'schedule.setForUpload': call<typeof uploadGoLiveInputSchema, void>(uploadGoLiveInputSchema),
  /** The go-live changes kept with uploads that have no video yet (or whose scheduling failed: with why), by upload id. */
  'schedule.forUploads': call<z.ZodUndefined, Readonly<Record<string, KeptGoLive>>>(z.undefined()),
} satisfies CallMap;

export const scheduleEvents = {
  /** A change's state, after each step. */
  'schedule.changed': scheduledChangeViewSchema,
} satisfies EventMap;
