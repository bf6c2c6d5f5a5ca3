// The schedule store mirrors the main process: `schedule.changed` moves a change between the waiting list (soonest
// first) and the history, and a refused action is kept to be said, the lists left as they were.
import { describe, expect, it, vi } from 'vitest';
import type { ScheduledChangeView } from '../../../../shared/schedule/scheduled-change';

const host = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  refuse: false,
}));

vi.mock('../../../../renderer/desk/desk', () => ({
  desk: {
    call: (name: string) => {
      if (host.refuse) return Promise.reject(new Error('This change has finished already.'));
      if (name === 'schedule.list') return Promise.resolve({ changes: [], reservedToday: 0 });
      if (name === 'schedule.history') return Promise.resolve([]);
      return Promise.reject(new Error(`unexpected ${name}`));
    },
    on: (event: string, handler: (payload: unknown) => void) => {
      host.handlers.set(event, handler);
      return () => host.handlers.delete(event);
    },
  },
}));

const { useSchedule } = await import('../../../../renderer/stores/schedule-store');

function change(id: string, dueAt: number, state: ScheduledChangeView['state'] = 'scheduled'): ScheduledChangeView {
  return {
    id,
    videoId: 'vidSchedul1',
    title: 'Episode 1',
    when: { kind: 'at', at: dueAt },
    dueAt,
    state,
    fields: ['title'],
    before: { title: 'Episode 1' },
    after: { title: 'Out now' },
    playlistIds: [],
    units: 51,
    createdAt: 1,
    undoable: state === 'done',
  };
}

describe('useSchedule', () => {
  it('follows schedule.changed: waiting soonest first, a finished change into the history', () => {
    const stop = useSchedule.getState().listen();
    const changed = host.handlers.get('schedule.changed')!;
    changed(change('b', 200));
    changed(change('a', 100));
    expect(useSchedule.getState().changes.map((c) => c.id)).toEqual(['a', 'b']);
    changed(change('a', 100, 'done'));
    expect(useSchedule.getState().changes.map((c) => c.id)).toEqual(['b']);
    expect(useSchedule.getState().history.map((c) => c.id)).toEqual(['a']);
    stop();
    expect(host.handlers.has('schedule.changed')).toBe(false);
  });

  it('keeps a refused action to be said, and the change where it was', async () => {
    host.refuse = true;
    const failure = await useSchedule.getState().act('cancel', 'b');
    expect(failure?.message).toBe('This change has finished already.');
    expect(useSchedule.getState().lastFailure).toEqual(failure);
    expect(useSchedule.getState().busy.size).toBe(0);
    expect(useSchedule.getState().changes.map((c) => c.id)).toEqual(['b']);
  });
});
