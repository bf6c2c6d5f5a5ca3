import { describe, expect, it, vi } from 'vitest';
import { ProgressMeter } from '../../../../electron/uploads/engine/progress-meter';
import { ProgressReporter } from '../../../../electron/uploads/engine/progress-reporter';
import type { UploadRecord } from '../../../../electron/uploads/queue/upload-record';
import type { UploadProgress } from '../../../../shared/uploads/upload-view';
import { sampleRecord } from '../../../support/record-fixture';

describe('ProgressMeter', () => {
  it('measures a steady rate and the time left at it', () => {
    const meter = new ProgressMeter({ windowMs: 500 });
    for (let step = 0; step <= 20; step += 1) meter.record(step * 100_000, step * 100); // 1 MB/s
    expect(meter.bytesPerSecond()).toBe(1_000_000);
    expect(meter.etaSeconds(5_000_000)).toBe(5);
  });

  it('smooths a burst instead of jumping to it', () => {
    const meter = new ProgressMeter({ windowMs: 500, smoothing: 0.3 });
    let position = 0;
    for (let time = 0; time <= 2000; time += 100) meter.record((position += 100_000), time);
    meter.record((position += 5_000_000), 2500);
    const speed = meter.bytesPerSecond();
    expect(speed).toBeGreaterThan(1_000_000);
    expect(speed).toBeLessThan(5_000_000);
  });

  it('does not know the speed before a window has passed, and restarts after a resume', () => {
    const meter = new ProgressMeter();
    meter.record(0, 0);
    meter.record(1000, 10);
    expect(meter.bytesPerSecond()).toBe(0);
    expect(meter.etaSeconds(100)).toBeNull();
    expect(meter.etaSeconds(0)).toBe(0);
    meter.record(0, 20); // back to the server's offset
    meter.record(1_000_000, 1020);
    expect(meter.bytesPerSecond()).toBe(1_000_000);
  });
});

describe('ProgressReporter', () => {
  function setup() {
    let record: UploadRecord = sampleRecord('upload-a', {
      state: 'uploading',
      file: { ...sampleRecord('x').file, size: 10_000_000 },
    });
    let clock = 0;
    const events: UploadProgress[] = [];
    const reporter = new ProgressReporter(
      (progress) => events.push(progress),
      () => record,
      () => clock,
      200,
    );
    return {
      events,
      reporter,
      tick: (ms: number) => {
        clock += ms;
        vi.advanceTimersByTime(ms);
      },
      set: (patch: Partial<UploadRecord>) => {
        record = { ...record, ...patch };
      },
    };
  }

  it('emits at most one progress event per interval while sending, and the last position always arrives', () => {
    vi.useFakeTimers();
    try {
      const { events, reporter, tick } = setup();
      for (let step = 1; step <= 100; step += 1) {
        reporter.sending('upload-a', step * 10_000);
        tick(10); // 100 updates in 1 s
      }
      tick(500);
      expect(events.length).toBeGreaterThanOrEqual(5);
      expect(events.length).toBeLessThanOrEqual(6);
      expect(events.at(-1)?.bytesSent).toBe(1_000_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('emits a change of state at once, even right after a progress event', () => {
    vi.useFakeTimers();
    try {
      const { events, reporter, set } = setup();
      reporter.sending('upload-a', 1000);
      set({ state: 'paused' });
      reporter.changed('upload-a');
      expect(events.map((event) => event.state)).toEqual(['uploading', 'paused']);
      expect(events[1]).toMatchObject({ bytesPerSecond: 0, etaSeconds: null, bytesSent: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
