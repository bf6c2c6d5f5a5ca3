// Many uploads finishing together make one notification, not forty: the events of a few seconds are grouped by kind
// ("12 uploads finished") and the settings drop the kinds the user turned off.
import type { DeskNotification, NotificationEvent, NotificationKind, NotificationSettings } from './notification-kinds';

/** Events closer together than this are told as one notification per kind. */
export const GROUPING_WINDOW_MS = 3_000;
/** Subjects named in a grouped body before "and N more". */
const NAMED_IN_GROUP = 3;

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : `${count} ${many}`;
}

const TITLES: Readonly<Record<NotificationKind, (count: number) => string>> = {
  'upload-finished': (count) => (count === 1 ? 'Upload finished' : `${count} uploads finished`),
  'upload-failed': (count) => (count === 1 ? 'Upload failed' : `${count} uploads failed`),
  'needs-attention': (count) => (count === 1 ? 'An upload needs you' : `${count} uploads need you`),
  'processing-done': (count) => plural(count, 'Video processed', 'videos processed'),
  'processing-rejected': (count) =>
    count === 1 ? 'Video rejected or not processed' : `${count} videos rejected or not processed`,
  'schedule-ran': (count) => plural(count, 'Scheduled change made', 'scheduled changes made'),
  'schedule-missed': (count) => plural(count, 'Scheduled change not made', 'scheduled changes not made'),
  'schedule-held': (count) => plural(count, 'A scheduled change waits for you', 'scheduled changes wait for you'),
};

function bodyOf(events: readonly NotificationEvent[]): string {
  if (events.length === 1) {
    const [only] = events;
    return only!.detail ? `${only!.subject}: ${only!.detail}` : only!.subject;
  }
  const named = events.slice(0, NAMED_IN_GROUP).map((event) => event.subject);
  const more = events.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/** One notification per kind of the events, in the order each kind first appeared; kinds turned off are dropped. */
export function groupNotifications(
  events: readonly NotificationEvent[],
  settings: NotificationSettings,
): DeskNotification[] {
  const byKind = new Map<NotificationKind, NotificationEvent[]>();
  for (const event of events) {
    if (!settings[event.kind]) continue;
    const list = byKind.get(event.kind);
    if (list) list.push(event);
    else byKind.set(event.kind, [event]);
  }
  return [...byKind].map(([kind, list]) => ({
    kind,
    title: TITLES[kind](list.length),
    body: bodyOf(list),
    count: list.length,
  }));
}
