// The job the Library mentions outside the panel: the newest one, while it runs or is paused, or once done while it
// can still be undone; an undo that finished, or an edit already undone, is not mentioned.
import { describe, expect, it, vi } from 'vitest';
import type { BulkJobView } from '../../../../../../shared/bulk/bulk-job';

vi.mock('../../../../../../renderer/desk/desk', () =>
  import('../../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { noticedJob } = await import('../../../../../../renderer/screens/library/bulk/bulk-store');

const job = (id: string, change: Partial<BulkJobView>): BulkJobView => ({
  id,
  kind: 'edit',
  status: 'done',
  undoable: false,
  items: [{ id: 'aaaaaaaaaa1', state: 'updated' }],
  ...change,
});

describe('noticedJob', () => {
  it('mentions the newest job while it runs, is paused, or can be undone', () => {
    const old = job('a', { undoable: true });
    expect(noticedJob({})).toBeUndefined();
    expect(noticedJob({ a: old, b: job('b', { status: 'running' }) })?.id).toBe('b');
    expect(noticedJob({ a: old, b: job('b', { status: 'paused' }) })?.id).toBe('b');
    expect(noticedJob({ a: old })?.id).toBe('a');
  });

  it('does not mention a finished undo, nor an edit that cannot be undone', () => {
    expect(noticedJob({ a: job('a', { undoable: true }), b: job('b', { kind: 'undo', undoOf: 'a' }) })).toBeUndefined();
    expect(noticedJob({ a: job('a', { undoable: false }) })).toBeUndefined();
  });
});
