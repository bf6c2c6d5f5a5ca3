// The notifications the app gives, one switch each in the settings. A notification is for what needs the user or
// what they wait for; nothing else (a start, a retry that recovers) interrupts them.
import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'upload-finished',
  'upload-failed',
  'needs-attention',
  'processing-done',
  'processing-rejected',
  'schedule-ran',
  'schedule-missed',
  'schedule-held',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSettingsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
);
export type NotificationSettings = Record<NotificationKind, boolean>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as NotificationSettings;

/** One event worth telling, before grouping. */
export interface NotificationEvent {
  readonly kind: NotificationKind;
  /** The video's title (or the file's name). */
  readonly subject: string;
  /** Why, for failures and attention. */
  readonly detail?: string;
}

export const deskNotificationSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** How many events this one notification stands for. */
  count: z.number().int().min(1),
});
export type DeskNotification = z.output<typeof deskNotificationSchema>;
