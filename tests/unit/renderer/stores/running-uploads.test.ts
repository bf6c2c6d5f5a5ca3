// Browser mode's leave-page prompt counts the running uploads from the queue, then from each event, on any screen.
import { describe, expect, it, vi } from 'vitest';

const host = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
}));

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: {
    call: () =>
      Promise.resolve({
        revision: 1,
        total: 2,
        offset: 0,
        uploads: [
          { id: 'a', state: 'uploading' },
          { id: 'b', state: 'paused' },
        ],
      }),
    on: (event: string, handler: (payload: unknown) => void) => {
      host.handlers.set(event, handler);
      return () => host.handlers.delete(event);
    },
  },
}));

const { followRunningUploads, runningUploadCount } = await import('../../../../renderer/stores/running-uploads');

describe('running uploads', () => {
  it('reads the queue, then follows progress and queue changes', async () => {
    const stop = followRunningUploads();
    await vi.waitFor(() => expect(runningUploadCount()).toBe(1));
    host.handlers.get('uploads.progress')!({ id: 'b', state: 'queued' });
    expect(runningUploadCount()).toBe(2);
    host.handlers.get('uploads.changed')!({
      upserts: [{ index: 0, upload: { id: 'a', state: 'done' } }],
      removed: ['b'],
    });
    expect(runningUploadCount()).toBe(0);
    stop();
    expect(host.handlers.size).toBe(0);
  });
});
