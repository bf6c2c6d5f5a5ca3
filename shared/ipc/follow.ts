// After an upload: the platform's processing of each uploaded video, the notifications the app gives, and the
// queue's overall progress (the taskbar in the desktop app, the tab title in browser mode).
import { z } from 'zod';
import { processingViewSchema, type ProcessingView } from '../follow/processing';
import {
  deskNotificationSchema,
  NOTIFICATION_KINDS,
  type NotificationSettings,
} from '../notifications/notification-kinds';
import { call, type CallMap, type EventMap } from './define';

const settingsPatch = z
  .strictObject(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().optional()])))
  .refine((patch) => Object.keys(patch).length > 0, 'name at least one kind of notification');

export const overallProgressSchema = z.object({
  value: z.number().min(-1).max(1),
  mode: z.enum(['none', 'normal', 'paused', 'error']),
  remaining: z.int().min(0),
});

export const followCalls = {
  /** Every uploaded video the app follows or has followed, newest first (at most the last 500). */
  'follow.list': call<z.ZodUndefined, readonly ProcessingView[]>(z.undefined()),
  'notifications.getSettings': call<z.ZodUndefined, NotificationSettings>(z.undefined()),
  /** Turns kinds of notification on or off; answers the whole settings. */
  'notifications.setSettings': call<typeof settingsPatch, NotificationSettings>(settingsPatch),
} satisfies CallMap;

export const followEvents = {
  /** One video's processing changed (or it began to be followed). */
  'follow.changed': processingViewSchema,
  /**
   * A notification, already grouped and filtered by the settings. The desktop app shows it itself; browser mode's
   * page shows it with the Web Notifications API once the user allowed it.
   */
  'notifications.show': deskNotificationSchema,
  /** The whole queue's progress changed (at most a few times a second). */
  'progress.changed': overallProgressSchema,
} satisfies EventMap;
