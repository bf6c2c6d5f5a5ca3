// Which kinds of notification the user wants, in <dataDir>/notifications.json (atomic; a damaged file goes back to
// every kind on, with a notice).
import { join } from 'node:path';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsSchema,
  type NotificationSettings,
} from '../../shared/notifications/notification-kinds';
import { NOTIFICATION_SETTINGS_NOTICES } from '../../shared/notifications/notification-messages';
import { readJsonOrQuarantineSync, writeJsonAtomicSync } from '../common/atomic-json';
import { keepWords } from '../language/say-line';
import type { NoticeWords } from '../kernel/feature';

const NOTIFICATION_SETTINGS_FILE = 'notifications.json';

export class NotificationSettingsFile {
  private current: NotificationSettings;
  private readonly path: string;

  constructor(dataDir: string, notice: (words: NoticeWords) => void, now: () => number = Date.now) {
    this.path = join(dataDir, NOTIFICATION_SETTINGS_FILE);
    const read = readJsonOrQuarantineSync(this.path, now());
    if (read.kind === 'corrupt') notice(keepWords(NOTIFICATION_SETTINGS_NOTICES.damaged, { movedTo: read.movedTo }));
    const parsed = read.kind === 'ok' ? notificationSettingsSchema.partial().safeParse(read.value) : undefined;
    if (parsed && !parsed.success) notice(keepWords(NOTIFICATION_SETTINGS_NOTICES.unreadable));
    this.current = { ...DEFAULT_NOTIFICATION_SETTINGS, ...(parsed?.success ? parsed.data : {}) };
  }

  read(): NotificationSettings {
    return this.current;
  }

  update(patch: Partial<NotificationSettings>): NotificationSettings {
    const defined = Object.fromEntries(Object.entries(patch).filter(([, on]) => on !== undefined));
    const next = { ...this.current, ...defined };
    writeJsonAtomicSync(this.path, next);
    this.current = next;
    return next;
  }
}
