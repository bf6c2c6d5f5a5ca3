// The progress feature over a real event hub and a fake queue: what it shows and sends as the queue moves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventHub } from '../../../../electron/kernel/event-hub';
import type { FeatureContext } from '../../../../electron/kernel/feature';
import { createProgressFeature } from '../../../../electron/progress/progress-feature';
import type { UploadService } from '../../../../electron/uploads/upload-service';
import type { OverallProgress } from '../../../../shared/uploads/overall-progress';
import { DEFAULT_UPLOAD_SETTINGS } from '../../../../shared/uploads/upload-settings';
import type { UploadView } from '../../../../shared/uploads/upload-view';
import { uploadView } from '../../support/upload-view';

const view = (id: string, state: UploadView['state'], bytesConfirmed = 0): UploadView =>
  uploadView(id, { state, bytesConfirmed, totalBytes: 100 });

let events: EventHub;
let sent: OverallProgress[];
let shown: OverallProgress[];

beforeEach(() => {
  vi.useFakeTimers();
  events = new EventHub();
  sent = [];
  shown = [];
  events.on('progress.changed', (progress) => sent.push(progress));
});
afterEach(() => vi.useRealTimers());

function feature(queue: UploadView[]) {
  const uploads = {
    snapshot: () => ({ uploads: queue, settings: DEFAULT_UPLOAD_SETTINGS }),
  } as unknown as UploadService;
  const ctx = { events, log: () => undefined } as unknown as FeatureContext;
  return createProgressFeature(ctx, { uploads, show: (progress) => shown.push(progress) });
}

describe('progress feature', () => {
  it('shows the queue at start, follows live bytes at most twice a second, and removes the bar at the end', async () => {
    const subject = feature([view('a', 'uploading', 10), view('b', 'queued')]);
    await subject.start();
    expect(shown).toEqual([{ value: 0.05, mode: 'normal', remaining: 2 }]);
    for (const bytesSent of [20, 30, 40]) {
      events.emit('uploads.progress', {
        id: 'a',
        state: 'uploading',
        totalBytes: 100,
        bytesConfirmed: 10,
        bytesSent,
        bytesPerSecond: 1,
        etaSeconds: null,
      });
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(shown.at(-1)).toEqual({ value: 0.2, mode: 'normal', remaining: 2 });
    expect(shown).toHaveLength(2);

    events.emit('uploads.changed', {
      revision: 2,
      upserts: [
        { index: 0, upload: view('a', 'done', 100) },
        { index: 1, upload: view('b', 'paused') },
      ],
      removed: [],
      total: 2,
      settings: DEFAULT_UPLOAD_SETTINGS,
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(shown.at(-1)).toEqual({ value: 0, mode: 'paused', remaining: 1 });
    expect(sent).toEqual(shown);
    await subject.stop();
    expect(shown.at(-1)).toEqual({ value: -1, mode: 'none', remaining: 0 });
  });
});
