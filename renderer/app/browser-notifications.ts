// Browser mode's notifications and tab title. The desktop app shows notifications and progress itself (the main
// process has Electron's Notification and the taskbar); a browser tab has the Web Notifications API, once the user
// allowed it, and its title.
import { titleWithProgress } from '../../shared/uploads/overall-progress';
import { currentIntl } from '../components/words';
import { desk } from '../desk/desk';

/** Whether the page may show notifications now. */
function notificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/** Shows each `notifications.show` while `inBrowser()` says the page is browser mode's. */
export function showBrowserNotifications(inBrowser: () => boolean): () => void {
  return desk.on('notifications.show', (notification) => {
    if (!inBrowser() || !notificationsAllowed()) return;
    // One tag per kind: a newer "3 uploads finished" replaces the older one rather than piling up.
    new Notification(notification.title, { body: notification.body, tag: notification.kind });
  });
}

/** Keeps the tab's title as "42% · Channel Desk" while uploads are left. */
export function showProgressInTitle(inBrowser: () => boolean): () => void {
  const plain = document.title;
  const off = desk.on('progress.changed', (progress) => {
    if (inBrowser()) document.title = titleWithProgress(progress, plain, currentIntl());
  });
  return () => {
    off();
    document.title = plain;
  };
}
