import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationCenter } from '../../../../electron/notifications/notification-center';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type DeskNotification,
  type NotificationSettings,
} from '../../../../shared/notifications/notification-kinds';
import { intlFor } from '../../../../shared/i18n/catalogue';

let delivered: DeskNotification[];
let settings: NotificationSettings;
const center = () =>
  new NotificationCenter({
    settings: () => settings,
    intl: () => intlFor('en'),
    deliver: (notification) => delivered.push(notification),
    windowMs: 3_000,
  });

beforeEach(() => {
  vi.useFakeTimers();
  delivered = [];
  settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
});
afterEach(() => vi.useRealTimers());

describe('NotificationCenter', () => {
  it('holds events for the window, then tells them grouped', () => {
    const subject = center();
    for (let index = 0; index < 12; index += 1) {
      subject.tell({ kind: 'upload-finished', subject: `Clip ${index}` });
      vi.advanceTimersByTime(200);
    }
    expect(delivered).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(delivered.map((notification) => notification.title)).toEqual(['12 uploads finished']);
  });

  it('opens a new window for what comes after one closed', () => {
    const subject = center();
    subject.tell({ kind: 'upload-finished', subject: 'A' });
    vi.advanceTimersByTime(3_000);
    subject.tell({ kind: 'upload-finished', subject: 'B' });
    vi.advanceTimersByTime(3_000);
    expect(delivered.map((notification) => notification.body)).toEqual(['A', 'B']);
  });

  it('tells nothing of a kind turned off, and what is pending when flushed', () => {
    settings['processing-done'] = false;
    const subject = center();
    subject.tell({ kind: 'processing-done', subject: 'A' });
    subject.tell({ kind: 'upload-failed', subject: 'B' });
    subject.flush();
    expect(delivered.map((notification) => notification.kind)).toEqual(['upload-failed']);
  });
});
