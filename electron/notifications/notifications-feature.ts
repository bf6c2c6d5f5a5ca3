// Notifications: what the queue and the follow-through report is grouped by the center and delivered through the host
// (the desktop app's Notification) and as `notifications.show` (browser mode's page, Web Notifications).
import type { followCalls } from '../../shared/ipc/follow';
import type { DeskNotification } from '../../shared/notifications/notification-kinds';
import type { Feature, FeatureContext } from '../kernel/feature';
import type { HandlersFor } from '../ipc/handlers';
import { sayingIntl } from '../language/say';
import type { UploadService } from '../uploads/upload-service';
import { NotificationCenter } from './notification-center';
import { NotificationSettingsFile } from './notification-settings-file';
import { UploadTransitions } from './upload-transitions';

type NotificationHandlers = Pick<
  HandlersFor<typeof followCalls>,
  'notifications.getSettings' | 'notifications.setSettings'
>;

export function createNotificationsFeature(
  ctx: FeatureContext,
  deps: {
    readonly uploads: UploadService;
    /** The host's own way to show one (the desktop app); browser mode has none and relies on the event. */
    readonly show: ((notification: DeskNotification) => void) | undefined;
  },
) {
  const { uploads, show } = deps;
  const settings = new NotificationSettingsFile(ctx.dataDir, ctx.notice);
  const center = new NotificationCenter({
    settings: () => settings.read(),
    intl: sayingIntl,
    deliver: (notification) => {
      ctx.events.emit('notifications.show', notification);
      try {
        show?.(notification);
      } catch (error) {
        ctx.log('could not show a notification', error);
      }
    },
  });
  const transitions = new UploadTransitions();
  let unsubscribe: (() => void) | undefined;
  const handlers: NotificationHandlers = {
    'notifications.getSettings': () => settings.read(),
    'notifications.setSettings': (patch) => settings.update(patch),
  };
  return {
    center,
    handlers,
    // After the uploads: the queue as loaded is known without telling anything about it.
    start: () => {
      transitions.know(uploads.snapshot().uploads);
      unsubscribe = ctx.events.on('uploads.changed', (change) => {
        if (change.resync) transitions.know(uploads.snapshot().uploads);
        for (const event of transitions.eventsOf(change)) center.tell(event);
      });
      return Promise.resolve();
    },
    stop: () => {
      unsubscribe?.();
      center.flush();
      return Promise.resolve();
    },
  } satisfies Feature & { center: NotificationCenter };
}
