import { describe, expect, it } from 'vitest';
import { groupNotifications } from '../../../../shared/notifications/notification-grouping';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationEvent,
} from '../../../../shared/notifications/notification-kinds';

const finished = (subject: string): NotificationEvent => ({ kind: 'upload-finished', subject });

describe('groupNotifications', () => {
  it('tells one event as itself, with its detail', () => {
    expect(
      groupNotifications(
        [{ kind: 'upload-failed', subject: 'Trip', detail: 'the file is gone' }],
        DEFAULT_NOTIFICATION_SETTINGS,
      ),
    ).toEqual([{ kind: 'upload-failed', title: 'Upload failed', body: 'Trip: the file is gone', count: 1 }]);
  });

  it('groups many of a kind into one ("12 uploads finished") naming the first three', () => {
    const events = Array.from({ length: 12 }, (_, index) => finished(`Clip ${index + 1}`));
    expect(groupNotifications(events, DEFAULT_NOTIFICATION_SETTINGS)).toEqual([
      { kind: 'upload-finished', title: '12 uploads finished', body: 'Clip 1, Clip 2, Clip 3 and 9 more', count: 12 },
    ]);
  });

  it('keeps one notification per kind, in the order each kind first came', () => {
    const grouped = groupNotifications(
      [
        { kind: 'processing-done', subject: 'A' },
        finished('B'),
        { kind: 'processing-done', subject: 'C' },
        { kind: 'processing-rejected', subject: 'D', detail: 'duplicate' },
      ],
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    expect(grouped.map((notification) => [notification.title, notification.body])).toEqual([
      ['2 videos processed', 'A, C'],
      ['Upload finished', 'B'],
      ['Video rejected or not processed', 'D: duplicate'],
    ]);
  });

  it('drops the kinds turned off', () => {
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, 'upload-finished': false };
    expect(groupNotifications([finished('A'), { kind: 'upload-failed', subject: 'B' }], settings)).toEqual([
      { kind: 'upload-failed', title: 'Upload failed', body: 'B', count: 1 },
    ]);
  });
});
