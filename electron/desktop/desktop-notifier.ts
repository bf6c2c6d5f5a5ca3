// The desktop app's notifications: Electron's Notification, given as a constructor so tests replace it. Clicking one
// brings the window forward (what a creator expects from "12 uploads finished").
import type { Notification as ElectronNotification, NotificationConstructorOptions } from 'electron';
import type { DeskNotification } from '../../shared/notifications/notification-kinds';

export interface NotificationClass {
  new (options: NotificationConstructorOptions): Pick<ElectronNotification, 'show' | 'on'>;
  isSupported(): boolean;
}

export function createDesktopNotifier(
  NotificationImpl: NotificationClass,
  focusWindow: () => void,
): (notification: DeskNotification) => void {
  return (notification) => {
    if (!NotificationImpl.isSupported()) return;
    const shown = new NotificationImpl({ title: notification.title, body: notification.body, silent: false });
    shown.on('click', () => focusWindow());
    shown.show();
  };
}
