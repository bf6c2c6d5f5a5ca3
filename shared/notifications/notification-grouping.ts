// Many uploads finishing together make one notification, not forty: the events of a few seconds are grouped by kind
// ("12 uploads finished") and the settings drop the kinds the user turned off. The words come from the catalogue in
// the language given (the main process's in force).
import type { IntlShape } from 'react-intl';
import type { DeskNotification, NotificationEvent, NotificationKind, NotificationSettings } from './notification-kinds';
import { NOTIFICATION_BODY, NOTIFICATION_TITLES } from './notification-messages';

/** Events closer together than this are told as one notification per kind. */
export const GROUPING_WINDOW_MS = 3_000;
/** Subjects named in a grouped body before "and N more". */
const NAMED_IN_GROUP = 3;

function bodyOf(events: readonly NotificationEvent[], intl: IntlShape): string {
  if (events.length === 1) {
    const [only] = events;
    return only!.detail
      ? intl.formatMessage(NOTIFICATION_BODY.withDetail, { subject: only!.subject, detail: only!.detail })
      : only!.subject;
  }
  const named = events.slice(0, NAMED_IN_GROUP).map((event) => event.subject);
  const more = events.length - named.length;
  const items = more > 0 ? [...named, intl.formatMessage(NOTIFICATION_BODY.more, { more })] : named;
  return intl.formatList(items, { type: 'conjunction' });
}

/** One notification per kind of the events, in the order each kind first appeared; kinds turned off are dropped. */
export function groupNotifications(
  events: readonly NotificationEvent[],
  settings: NotificationSettings,
  intl: IntlShape,
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
    title: intl.formatMessage(NOTIFICATION_TITLES[kind], { count: list.length }),
    body: bodyOf(list, intl),
    count: list.length,
  }));
}
