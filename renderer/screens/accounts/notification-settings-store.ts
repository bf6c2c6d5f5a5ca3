// The notification settings as the main process keeps them, and browser mode's permission to show them.
import { create } from 'zustand';
import type { NotificationKind, NotificationSettings } from '../../../shared/notifications/notification-kinds';
import { desk } from '../../desk/desk';
import { failureOf, reworded, type Failure } from '../../desk/failure';

type Permission = 'granted' | 'denied' | 'default' | 'unsupported';

interface NotificationSettingsState {
  readonly settings: NotificationSettings | undefined;
  readonly failure: Failure | undefined;
  readonly permission: Permission;
  load: () => Promise<void>;
  set: (kind: NotificationKind, on: boolean) => Promise<void>;
  /** Browser mode: asks the browser (it shows its own question); the answer is kept by the browser. */
  askPermission: () => Promise<void>;
}

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export const useNotificationSettings = create<NotificationSettingsState>((set) => ({
  settings: undefined,
  failure: undefined,
  permission: currentPermission(),
  async load() {
    try {
      set({
        settings: await desk.call('notifications.getSettings'),
        failure: undefined,
        permission: currentPermission(),
      });
    } catch (error) {
      set({
        failure: reworded(failureOf(error), (message) => `The notification settings could not be read: ${message}`),
      });
    }
  },
  async set(kind, on) {
    try {
      set({ settings: await desk.call('notifications.setSettings', { [kind]: on }), failure: undefined });
    } catch (error) {
      set({ failure: reworded(failureOf(error), (message) => `The setting was not changed: ${message}`) });
    }
  },
  async askPermission() {
    if (typeof Notification === 'undefined') return;
    set({ permission: await Notification.requestPermission() });
  },
}));
