// Collects what is worth telling for a few seconds, then tells it grouped ("12 uploads finished") and filtered by the
// settings, through the host (the desktop app's own notifications) and as an event (browser mode's page).
import type { IntlShape } from 'react-intl';
import { GROUPING_WINDOW_MS, groupNotifications } from '../../shared/notifications/notification-grouping';
import type {
  DeskNotification,
  NotificationEvent,
  NotificationSettings,
} from '../../shared/notifications/notification-kinds';

interface NotificationCenterOptions {
  readonly settings: () => NotificationSettings;
  /** The language in force when the window closes: a notification is said as the app speaks then. */
  readonly intl: () => IntlShape;
  /** Each grouped notification, once the window closes. */
  readonly deliver: (notification: DeskNotification) => void;
  readonly windowMs?: number;
}

export class NotificationCenter {
  private pending: NotificationEvent[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: NotificationCenterOptions) {}

  /** Something happened; it is told when the window that its first neighbour opened closes. */
  tell(event: NotificationEvent): void {
    if (!this.options.settings()[event.kind]) return;
    this.pending.push(event);
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.options.windowMs ?? GROUPING_WINDOW_MS);
    this.timer.unref?.();
  }

  /** Tells what is pending now (the window's end, or the app stopping). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const events = this.pending;
    this.pending = [];
    for (const notification of groupNotifications(events, this.options.settings(), this.options.intl()))
      this.options.deliver(notification);
  }
}
