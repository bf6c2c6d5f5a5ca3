// The thumbnail store follows `thumbnails.progress` itself (the panel only says while it is shown): the progress of
// the video being sent moves the bar, another video's or a late one changes nothing, and the answer lands as done.
import { describe, expect, it, vi } from 'vitest';
import type { ThumbnailSetResult } from '../../../../../../shared/ipc/thumbnails';

const host = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  answer: undefined as undefined | { resolve: (value: unknown) => void; reject: (error: unknown) => void },
}));

vi.mock('../../../../../../renderer/desk/desk', () => ({
  desk: {
    // Desktop: a picked file is handed over by its path, no copy.
    pathForFile: () => '/videos/cover.png',
    call: () => new Promise((resolve, reject) => (host.answer = { resolve, reject })),
    on: (event: string, handler: (payload: unknown) => void) => {
      host.handlers.set(event, handler);
      return () => host.handlers.delete(event);
    },
  },
}));

const { subscribeThumbnailEvents, useThumbnail } =
  await import('../../../../../../renderer/screens/library/thumbnail/thumbnail-store');

const image = new File([new Uint8Array(1000)], 'cover.png', { type: 'image/png' });
const progress = (payload: { videoId: string; sent: number; total: number }) =>
  host.handlers.get('thumbnails.progress')!(payload);
const result: ThumbnailSetResult = {
  videoId: 'v1',
  sizes: [{ name: 'medium', url: 'https://i.example/v1/mq.jpg', width: 320, height: 180 }],
  advice: [],
};

describe('the thumbnail store', () => {
  it("follows the sending video's progress only, then keeps the platform's answer", async () => {
    const stop = subscribeThumbnailEvents();
    useThumbnail.getState().show('v1');
    const done = useThumbnail.getState().upload('v1', image);
    await vi.waitFor(() => expect(useThumbnail.getState().phase.kind).toBe('sending'));

    progress({ videoId: 'v1', sent: 400, total: 1000 });
    expect(useThumbnail.getState().phase).toEqual({ kind: 'sending', done: 400, total: 1000 });
    progress({ videoId: 'v2', sent: 900, total: 1000 });
    expect(useThumbnail.getState().phase).toEqual({ kind: 'sending', done: 400, total: 1000 });

    host.answer!.resolve(result);
    await expect(done).resolves.toEqual(result);
    expect(useThumbnail.getState()).toMatchObject({ phase: { kind: 'done', result }, lastSet: result });
    // A late progress event does not turn a finished upload back into a bar.
    progress({ videoId: 'v1', sent: 1000, total: 1000 });
    expect(useThumbnail.getState().phase.kind).toBe('done');

    stop();
    expect(host.handlers.has('thumbnails.progress')).toBe(false);
  });

  it('keeps the last set through a failed attempt, and forgets both when another video is shown', async () => {
    useThumbnail.getState().show('v1');
    const attempt = useThumbnail.getState().upload('v1', image);
    await vi.waitFor(() => expect(useThumbnail.getState().phase.kind).toBe('sending'));
    host.answer!.reject(new Error('network down'));
    await expect(attempt).resolves.toBeUndefined();
    expect(useThumbnail.getState().phase.kind).toBe('failed');
    expect(useThumbnail.getState().lastSet).toEqual(result);

    useThumbnail.getState().show('v2');
    expect(useThumbnail.getState()).toMatchObject({ videoId: 'v2', phase: { kind: 'idle' }, lastSet: undefined });
  });

  it('drops an answer for a video no longer shown', async () => {
    useThumbnail.getState().show('v1');
    const attempt = useThumbnail.getState().upload('v1', image);
    await vi.waitFor(() => expect(useThumbnail.getState().phase.kind).toBe('sending'));
    useThumbnail.getState().show('v2');
    host.answer!.resolve(result);
    await attempt;
    expect(useThumbnail.getState()).toMatchObject({ videoId: 'v2', phase: { kind: 'idle' }, lastSet: undefined });
  });
});
