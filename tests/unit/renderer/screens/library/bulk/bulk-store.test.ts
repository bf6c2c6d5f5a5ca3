// The job the Library mentions outside the panel: the newest one, while it runs or is paused, or once done while it
// can still be undone; an undo that finished, or an edit already undone, is not mentioned. A job's progress told as
// changes: applied over the view held, or the whole view asked again when one was missed.
import { describe, expect, it, vi } from 'vitest';
import type { BulkJobView } from '../../../../../../shared/bulk/bulk-job';
import { changeOf } from '../../../../../../shared/bulk/bulk-job-change';

vi.mock('../../../../../../renderer/desk/desk', () =>
  import('../../../../support/scripted-desk').then((scripted) => scripted.deskModule),
);

const { pendingCalls } = await import('../../../../support/scripted-desk');
const { noticedJob, subscribeBulkEvents, useBulk } =
  await import('../../../../../../renderer/screens/library/bulk/bulk-store');

const job = (id: string, change: Partial<BulkJobView>): BulkJobView => ({
  id,
  kind: 'edit',
  status: 'done',
  undoable: false,
  items: [{ id: 'aaaaaaaaaa1', state: 'updated' }],
  run: 'run',
  seq: 1,
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

describe('a job told as changes', () => {
  const held = job('j', { status: 'running', seq: 1, items: [{ id: 'aaaaaaaaaa1', state: 'pending' }] });
  const change = (seq: number, state: 'sending' | 'updated', status: 'running' | 'done' = 'running') =>
    changeOf({ ...held, status, seq, items: [{ id: 'aaaaaaaaaa1', state }] }, [0]);

  it('applies a change that follows the view held, and tells the Library once the job is done', async () => {
    useBulk.setState({ jobs: { j: held } });
    const done = vi.fn();
    const stop = subscribeBulkEvents(done);
    useBulk.getState().received(change(2, 'updated', 'done'));
    expect(useBulk.getState().jobs.j).toMatchObject({ seq: 2, status: 'done', items: [{ state: 'updated' }] });
    expect(done).toHaveBeenCalledTimes(1);
    expect(pendingCalls).toHaveLength(0);
    stop();
  });

  it('asks the whole view once when a telling was missed, and takes it', async () => {
    useBulk.setState({ jobs: { j: held } });
    useBulk.getState().received(change(3, 'sending'));
    useBulk.getState().received(change(4, 'sending'));
    expect(pendingCalls.map((call) => [call.name, call.input])).toEqual([['bulk.view', { jobId: 'j' }]]);
    expect(useBulk.getState().jobs.j!.seq).toBe(1);
    const whole = job('j', { status: 'running', seq: 4, items: [{ id: 'aaaaaaaaaa1', state: 'sending' }] });
    pendingCalls.shift()!.resolve(whole);
    await vi.waitFor(() => expect(useBulk.getState().jobs.j).toEqual(whole));
    // The next telling follows it.
    useBulk.getState().received(change(5, 'updated'));
    expect(useBulk.getState().jobs.j).toMatchObject({ seq: 5, items: [{ state: 'updated' }] });
  });

  it('keeps the later told of an answer and an event', () => {
    useBulk.setState({ jobs: { j: { ...held, seq: 6 } } });
    useBulk.getState().receivedWhole({ ...held, seq: 5, status: 'paused' });
    expect(useBulk.getState().jobs.j!.seq).toBe(6);
    useBulk.getState().receivedWhole({ ...held, seq: 6, status: 'paused' });
    expect(useBulk.getState().jobs.j!.status).toBe('paused');
  });
});
