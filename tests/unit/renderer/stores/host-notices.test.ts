// The main process's notices reach the notice store from the store side, not from a component: those found at start
// as warnings (with their lines, said by the page in its language), then each event at its own level, until the
// returned function stops following.
import { describe, expect, it, vi } from 'vitest';

const host = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
}));

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string) =>
      Promise.resolve(
        name === 'app.notices'
          ? [
              {
                message: 'The upload queue file was missing; it was restored from its previous save (2 uploads).',
                line: { id: 'queue.notice.missingRestored', values: { count: 2 } },
              },
              // A host of an older version answered words alone.
              'The queue file was restored from its backup.',
              // A damaged line costs only the line: the words still show.
              { message: 'Some settings were invalid.', line: { id: 'x y', values: { a: { b: 1 } } } },
            ]
          : [],
      ),
    on: (event: string, handler: (payload: unknown) => void) => {
      host.handlers.set(event, handler);
      return () => host.handlers.delete(event);
    },
  },
}));

const { followHostNotices } = await import('../../../../renderer/stores/host-notices');
const { useNotices } = await import('../../../../renderer/stores/notice-store');

describe('followHostNotices', () => {
  it('shows the start notices with their lines, then each app.notice, and stops when told', async () => {
    const stop = followHostNotices();
    await vi.waitFor(() => expect(useNotices.getState().notices).toHaveLength(3));
    host.handlers.get('app.notice')!({ level: 'error', message: 'An upload could not be resumed.' });
    expect(useNotices.getState().notices.map(({ level, message, line }) => ({ level, message, line }))).toEqual([
      {
        level: 'warning',
        message: 'The upload queue file was missing; it was restored from its previous save (2 uploads).',
        line: { id: 'queue.notice.missingRestored', values: { count: 2 } },
      },
      { level: 'warning', message: 'The queue file was restored from its backup.', line: undefined },
      { level: 'warning', message: 'Some settings were invalid.', line: undefined },
      { level: 'error', message: 'An upload could not be resumed.', line: undefined },
    ]);
    stop();
    expect(host.handlers.has('app.notice')).toBe(false);
  });
});
