// The power feature over a real event hub, a fake queue and Electron's power save blocker replaced: the computer is
// kept awake from the first running upload until none runs (the queue idles, everything is paused, the app quits),
// and "when the queue is done" acts once, after the attachment steps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PowerSaveBlocker } from 'electron';
import { EventHub } from '../../../../electron/kernel/event-hub';
import { createDesktopPower } from '../../../../electron/desktop/desktop-power';
import { createPowerFeature } from '../../../../electron/power/power-feature';
import { browserModePower, type PowerPort } from '../../../../electron/power/power-port';
import type { WhenQueueDone } from '../../../../shared/desktop/power';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../shared/uploads/upload-settings';
import type { UploadView } from '../../../../shared/uploads/upload-view';
import { uploadView } from '../../support/upload-view';

/** Electron's powerSaveBlocker, replaced: which blockers are on, and every call in order. */
class FakeBlocker implements Pick<PowerSaveBlocker, 'start' | 'stop' | 'isStarted'> {
  readonly on = new Set<number>();
  readonly calls: string[] = [];
  private next = 1;
  start(type: 'prevent-app-suspension' | 'prevent-display-sleep'): number {
    this.calls.push(`start ${type}`);
    this.on.add(this.next);
    return this.next++;
  }
  stop(id: number): boolean {
    this.calls.push('stop');
    return this.on.delete(id);
  }
  isStarted(id: number): boolean {
    return this.on.has(id);
  }
}

let events: EventHub;
let blocker: FakeBlocker;
let quits: number;
let sleeps: string[];
let choice: WhenQueueDone;
let idle: { resolve: () => void; promise: Promise<void> };
let revision: number;

beforeEach(() => {
  vi.useFakeTimers();
  events = new EventHub();
  blocker = new FakeBlocker();
  quits = 0;
  sleeps = [];
  choice = 'nothing';
  revision = 0;
  idle = settledIdle();
});
afterEach(() => vi.useRealTimers());

function settledIdle() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { resolve, promise };
}

function desktopPort(): PowerPort {
  return createDesktopPower({
    blocker,
    quit: () => (quits += 1),
    platform: 'linux',
    run: (command, args, done) => {
      sleeps.push([command, ...args].join(' '));
      done(null);
    },
  });
}

function feature(queue: UploadView[], port: PowerPort = desktopPort()) {
  const uploads = {
    snapshot: () => ({ uploads: queue, settings: DEFAULT_UPLOAD_SETTINGS }),
    whenIdle: () => idle.promise,
  };
  const ctx = { events, log: () => undefined };
  return createPowerFeature(ctx, {
    uploads,
    power: port,
    whenQueueDone: { read: () => choice, write: (next) => (choice = next) },
  });
}

/** The queue's change event, as the upload service sends it. */
function change(...uploads: Array<[string, UploadView['state']]>) {
  revision += 1;
  events.emit('uploads.changed', {
    revision,
    upserts: uploads.map(([id, state], index) => ({ index, upload: uploadView(id, { state }) })),
    removed: [],
    total: revision,
    settings: DEFAULT_UPLOAD_SETTINGS,
  });
}

describe('the power feature, with Electron replaced', () => {
  it('starts the blocker with the first running upload and stops it when none runs', async () => {
    const subject = feature([uploadView('a', { state: 'queued' }), uploadView('b', { state: 'queued' })]);
    await subject.start();
    expect(blocker.calls).toEqual([]);

    change(['a', 'starting']);
    expect(blocker.calls).toEqual(['start prevent-app-suspension']);
    change(['a', 'uploading'], ['b', 'starting']);
    expect(blocker.calls).toHaveLength(1);
    expect(subject.handlers['power.get'](undefined)).toMatchObject({ awake: true });

    change(['a', 'done'], ['b', 'done']);
    expect(blocker.calls).toEqual(['start prevent-app-suspension', 'stop']);
    expect(blocker.on.size).toBe(0);
    expect(subject.handlers['power.get'](undefined)).toMatchObject({ awake: false });
  });

  it('stops the blocker at once when everything is paused (pause all)', async () => {
    const subject = feature([uploadView('a', { state: 'uploading' }), uploadView('b', { state: 'queued' })]);
    await subject.start();
    expect(blocker.on.size).toBe(1);
    change(['a', 'paused'], ['b', 'paused']);
    expect(blocker.on.size).toBe(0);
    expect(blocker.calls.at(-1)).toBe('stop');
  });

  it('keeps the computer awake through the hand-over to the next queued upload, and not past the grace', async () => {
    const subject = feature([uploadView('a', { state: 'uploading' }), uploadView('b', { state: 'queued' })]);
    await subject.start();
    change(['a', 'done']);
    expect(blocker.on.size).toBe(1);
    change(['b', 'starting']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(blocker.calls).toEqual(['start prevent-app-suspension']);

    // A queued upload that does not start (the quota is out) does not keep the computer up for hours.
    change(['b', 'failed'], ['c', 'queued']);
    expect(blocker.on.size).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(blocker.on.size).toBe(0);
  });

  it('stops the blocker when the app quits with an upload running', async () => {
    const subject = feature([uploadView('a', { state: 'uploading' })]);
    await subject.start();
    expect(blocker.on.size).toBe(1);
    await subject.stop();
    expect(blocker.on.size).toBe(0);
    // Events after the stop change nothing.
    change(['a', 'starting']);
    expect(blocker.on.size).toBe(0);
  });

  it('when the queue is done, quits once the attachment steps are over, if the creator chose it', async () => {
    choice = 'quit';
    const subject = feature([uploadView('a', { state: 'uploading' })]);
    await subject.start();
    const notices: string[] = [];
    events.on('app.notice', (notice) => notices.push(notice.message));
    change(['a', 'done']);
    await vi.advanceTimersByTimeAsync(0);
    expect(quits).toBe(0);
    idle.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(quits).toBe(1);
    expect(notices).toEqual(['Every upload is done: Channel Desk quits now, as chosen in Upload settings.']);
  });

  it('puts the computer to sleep when chosen; does nothing by default, nor when uploads are only paused', async () => {
    idle.resolve();
    choice = 'sleep';
    const subject = feature([uploadView('a', { state: 'uploading' }), uploadView('b', { state: 'uploading' })]);
    await subject.start();
    change(['a', 'done'], ['b', 'paused']);
    await vi.advanceTimersByTimeAsync(0);
    expect(sleeps).toEqual([]);
    change(['b', 'queued']);
    change(['b', 'uploading']);
    change(['b', 'done']);
    await vi.advanceTimersByTimeAsync(0);
    expect(sleeps).toEqual(['systemctl suspend']);

    choice = 'nothing';
    change(['c', 'uploading']);
    change(['c', 'done']);
    await vi.advanceTimersByTimeAsync(0);
    expect(sleeps).toHaveLength(1);
    expect(quits).toBe(0);
  });

  it('in browser mode does nothing and says why, and still keeps the setting', async () => {
    const subject = feature([uploadView('a', { state: 'uploading' })], browserModePower);
    await subject.start();
    const state = await subject.handlers['power.setWhenQueueDone']('quit');
    expect(state).toMatchObject({ whenQueueDone: 'quit', awake: false, keepAwake: { can: false } });
    expect(state.quit.can ? '' : state.quit.why).toMatch(/browser mode/i);
    change(['a', 'done']);
    idle.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(blocker.calls).toEqual([]);
  });

  it('says on a platform without a sleep command that it cannot sleep', () => {
    const port = createDesktopPower({ blocker, quit: () => undefined, platform: 'aix' });
    expect(port.sleep.can).toBe(false);
    expect(port.keepAwake.can).toBe(true);
  });
});
