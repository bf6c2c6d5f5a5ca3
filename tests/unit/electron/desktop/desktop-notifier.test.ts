// The desktop notifications and taskbar progress with Electron's classes replaced.
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createDesktopNotifier, type NotificationClass } from '../../../../electron/desktop/desktop-notifier';
import { createTaskbarProgress } from '../../../../electron/desktop/taskbar-progress';

function fakeNotificationClass(supported: boolean) {
  const shown: Array<{ options: unknown; emitter: EventEmitter }> = [];
  class FakeNotification extends EventEmitter {
    static isSupported = () => supported;
    constructor(readonly options: unknown) {
      super();
    }
    show() {
      shown.push({ options: this.options, emitter: this });
    }
  }
  return { NotificationImpl: FakeNotification as unknown as NotificationClass, shown };
}

describe('desktop notifier', () => {
  it('shows the grouped notification and brings the window forward when clicked', () => {
    const { NotificationImpl, shown } = fakeNotificationClass(true);
    const focus = vi.fn();
    createDesktopNotifier(
      NotificationImpl,
      focus,
    )({ kind: 'upload-finished', title: '12 uploads finished', body: 'A, B, C and 9 more', count: 12 });
    expect(shown.map((entry) => entry.options)).toEqual([
      { title: '12 uploads finished', body: 'A, B, C and 9 more', silent: false },
    ]);
    shown[0]!.emitter.emit('click');
    expect(focus).toHaveBeenCalledOnce();
  });

  it('shows nothing where the system has no notifications', () => {
    const { NotificationImpl, shown } = fakeNotificationClass(false);
    createDesktopNotifier(
      NotificationImpl,
      vi.fn(),
    )({ kind: 'upload-failed', title: 'Upload failed', body: 'A', count: 1 });
    expect(shown).toEqual([]);
  });
});

describe('taskbar progress', () => {
  it('sets the bar with its mode and the dock badge with the uploads left, and removes both at the end', () => {
    const window = { setProgressBar: vi.fn(), isDestroyed: () => false };
    const dock = { setBadge: vi.fn() };
    const show = createTaskbarProgress(() => window, dock);
    show({ value: 0.42, mode: 'normal', remaining: 3 });
    show({ value: 0.5, mode: 'paused', remaining: 3 });
    show({ value: -1, mode: 'none', remaining: 0 });
    expect(window.setProgressBar.mock.calls).toEqual([
      [0.42, { mode: 'normal' }],
      [0.5, { mode: 'paused' }],
      [-1, { mode: 'none' }],
    ]);
    expect(dock.setBadge.mock.calls).toEqual([['3'], ['3'], ['']]);
  });

  it('leaves a closed window alone and works without a dock (Windows, Linux)', () => {
    const window = { setProgressBar: vi.fn(), isDestroyed: () => true };
    createTaskbarProgress(() => window, undefined)({ value: 0.1, mode: 'normal', remaining: 1 });
    expect(window.setProgressBar).not.toHaveBeenCalled();
  });
});
