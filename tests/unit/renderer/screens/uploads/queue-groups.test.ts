// How the queue reads: work under way on top in its order, finished uploads folded by day (newest first), one count.
import { describe, expect, it } from 'vitest';
import { groupQueue, isSettled, queueSummary } from '../../../../../renderer/screens/uploads/queue-groups';
import type { UploadView } from '../../../../../shared/uploads/upload-view';

type Entry = Pick<UploadView, 'state' | 'finishedAt' | 'steps'> & { id: string };

const noon = new Date(2026, 11, 7, 12, 0).getTime();
const opened = noon - 60_000;
const hour = 3_600_000;

const entry = (id: string, state: Entry['state'], finishedAt?: number, steps?: Entry['steps']): Entry => ({
  id,
  state,
  ...(finishedAt === undefined ? {} : { finishedAt }),
  ...(steps ? { steps } : {}),
});

const ids = (list: readonly Entry[]): string[] => list.map((upload) => upload.id);

describe('groupQueue', () => {
  it('keeps work under way on top in queue order and folds what finished before the screen opened', () => {
    const uploads = [
      entry('old-done', 'done', noon - 2 * hour),
      entry('queued', 'queued'),
      entry('yesterday', 'done', noon - 30 * hour),
      entry('cancelled', 'cancelled', noon - hour),
      entry('failed', 'failed', noon - hour),
      entry('just-done', 'done', noon),
      entry('paused', 'paused'),
      entry('last-week', 'done', noon - 7 * 24 * hour),
    ];
    const groups = groupQueue(uploads, { now: noon, openedAt: opened });
    // A failed one needs the creator; one that finished while the screen was open stays in view, below the work.
    expect(ids(groups.working)).toEqual(['queued', 'failed', 'paused', 'just-done']);
    // Newest first in each fold.
    expect(ids(groups.doneToday)).toEqual(['cancelled', 'old-done']);
    expect(ids(groups.history)).toEqual(['yesterday', 'last-week']);
  });

  it('leaves a done upload with a step still to do or failed among the work', () => {
    const step = (state: 'pending' | 'failed' | 'done') =>
      ({ id: 'thumbnail', kind: 'thumbnail', label: 'cover.png', state }) as const;
    expect(isSettled(entry('a', 'done', noon, [step('done')]))).toBe(true);
    expect(isSettled(entry('b', 'done', noon, [step('failed')]))).toBe(false);
    const groups = groupQueue([entry('c', 'done', noon - hour, [step('pending')])], { now: noon, openedAt: opened });
    expect(ids(groups.working)).toEqual(['c']);
  });
});

describe('queueSummary', () => {
  it('counts every shown upload once, by state, in the order of the states', () => {
    expect(queueSummary([])).toBeUndefined();
    expect(queueSummary([{ state: 'paused' }])).toBe('1 upload: 1 paused');
    expect(queueSummary([{ state: 'done' }, { state: 'paused' }, { state: 'done' }, { state: 'uploading' }])).toBe(
      '4 uploads: 1 uploading, 1 paused, 2 done',
    );
  });

  it('groups the figures of a long queue like its total', () => {
    const queue = Array.from({ length: 5_000 }, (_, index) => ({ state: index < 1_200 ? 'done' : 'paused' }) as const);
    expect(queueSummary(queue)).toBe('5,000 uploads: 3,800 paused, 1,200 done');
  });
});
