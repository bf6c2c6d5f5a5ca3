// The main process's notices reach the notice store from the store side, not from a component: those found at start
// as warnings, then each event at its own level, until the returned function stops following.
import { describe, expect, it, vi } from 'vitest';

const host = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
}));

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string) =>
      Promise.resolve(name === 'app.notices' ? ['The queue file was restored from its backup.'] : []),
    on: (event: string, handler: (payload: unknown) => void) => {
      host.handlers.set(event, handler);
      return () => host.handlers.delete(event);
    },
  },
}));

const { followHostNotices } = await import('../../../../renderer/stores/host-notices');
const { useNotices } = await import('../../../../renderer/stores/notice-store');

describe('followHostNotices', () => {
  it('shows the start notices, then each app.notice, and stops when told', async () => {
    const stop = followHostNotices();
    await vi.waitFor(() => expect(useNotices.getState().notices).toHaveLength(1));
    host.handlers.get('app.notice')!({ level: 'error', message: 'An upload could not be resumed.' });
    expect(useNotices.getState().notices.map(({ level, message }) => ({ level, message }))).toEqual([
      { level: 'warning', message: 'The queue file was restored from its backup.' },
      { level: 'error', message: 'An upload could not be resumed.' },
    ]);
    stop();
    expect(host.handlers.has('app.notice')).toBe(false);
  });
});
