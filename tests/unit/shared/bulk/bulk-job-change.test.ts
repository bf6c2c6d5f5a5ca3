// A bulk job's progress told as changes (issue 34): a change applies only over the view it follows, in the same run of
// the main process; anything else (none held, a telling missed, another run, a place or counts that differ) asks the
// whole view again, and an older one is left.
import { describe, expect, it } from 'vitest';
import type { BulkJobView } from '../../../../shared/bulk/bulk-job';
import { applyChange, changeOf, countStates } from '../../../../shared/bulk/bulk-job-change';

const view = (seq: number, states: BulkJobView['items'][number]['state'][]): BulkJobView => ({
  id: 'job',
  kind: 'edit',
  status: 'running',
  undoable: false,
  run: 'run-1',
  seq,
  items: states.map((state, n) => ({ id: `video${n}`, state })),
});

describe('changeOf and applyChange', () => {
  const before = view(4, ['updated', 'sending', 'pending', 'pending']);
  const after: BulkJobView = {
    ...view(5, ['updated', 'updated', 'failed', 'pending']),
    items: [
      { id: 'video0', state: 'updated' },
      { id: 'video1', state: 'updated' },
      { id: 'video2', state: 'failed', message: 'Refused.' },
      { id: 'video3', state: 'pending' },
    ],
  };
  const change = changeOf(after, [2, 1, 2]);

  it('carries only the changed items, in order, with the counts after it', () => {
    expect(change.after).toBe(4);
    expect(change.changed).toEqual([
      { at: 1, id: 'video1', state: 'updated' },
      { at: 2, id: 'video2', state: 'failed', message: 'Refused.' },
    ]);
    expect(change.counts).toEqual(countStates(after.items));
    expect(change).not.toHaveProperty('items');
  });

  it('applied over the view it follows, gives the view told', () => {
    expect(applyChange(before, change)).toEqual({ kind: 'applied', view: after });
  });

  it('asks the whole view when none is held, a telling was missed, or another run told it', () => {
    expect(applyChange(undefined, change)).toEqual({ kind: 'resend', why: 'unknown' });
    expect(applyChange({ ...before, seq: 3 }, change)).toEqual({ kind: 'resend', why: 'gap' });
    expect(applyChange({ ...before, run: 'run-0' }, change)).toEqual({ kind: 'resend', why: 'another run' });
  });

  it('leaves a change older than (or as old as) the view held', () => {
    expect(applyChange(after, change)).toEqual({ kind: 'stale' });
  });

  it('asks the whole view when the items held do not add up to the counts told (a change lost in between)', () => {
    // The page holds seq 4 but missed an earlier item change that was told without a number of its own.
    const drifted = view(4, ['pending', 'sending', 'pending', 'pending']);
    expect(applyChange(drifted, change)).toEqual({ kind: 'resend', why: 'differs' });
    const otherVideo = {
      ...before,
      items: [...before.items.slice(0, 1), { id: 'other', state: 'sending' as const }, ...before.items.slice(2)],
    };
    expect(applyChange(otherVideo, change)).toEqual({ kind: 'resend', why: 'differs' });
    expect(applyChange({ ...before, items: before.items.slice(0, 3) }, change)).toEqual({
      kind: 'resend',
      why: 'differs',
    });
  });
});
