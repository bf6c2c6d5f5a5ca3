// The actions offered per state must be exactly those the upload service accepts, or the user gets error notices.
import { describe, expect, it } from 'vitest';
import { UPLOAD_STATES } from '../../../../../shared/uploads/upload-view';
import {
  actionsFor,
  moveTarget,
  nextStepFor,
  placeQueue,
  queueTotals,
} from '../../../../../renderer/screens/uploads/upload-actions';

describe('actionsFor', () => {
  it('offers per state what the service allows', () => {
    const offered = Object.fromEntries(
      UPLOAD_STATES.map((state) => [
        state,
        Object.entries(actionsFor(state))
          .filter(([, on]) => on)
          .map(([name]) => name),
      ]),
    );
    expect(offered).toEqual({
      queued: ['pause', 'cancel', 'move'],
      starting: ['pause', 'cancel'],
      uploading: ['pause', 'cancel'],
      paused: ['resume', 'cancel'],
      retrying: ['pause', 'cancel'],
      'waiting-quota': ['pause', 'resume', 'cancel'],
      done: ['remove'],
      failed: ['retry', 'remove'],
      cancelled: ['retry', 'remove'],
    });
  });
});

describe('moveTarget', () => {
  const list = [
    { id: 'a', state: 'uploading' as const },
    { id: 'b', state: 'queued' as const },
    { id: 'c', state: 'done' as const },
    { id: 'd', state: 'queued' as const },
    { id: 'e', state: 'queued' as const },
  ];

  it('swaps with the nearest queued neighbour, skipping the others', () => {
    expect(moveTarget(list, 'd', -1)).toBe(1);
    expect(moveTarget(list, 'b', 1)).toBe(3);
    expect(moveTarget(list, 'd', 1)).toBe(4);
  });

  it('has nowhere to go at either end of the waiting uploads', () => {
    expect(moveTarget(list, 'b', -1)).toBeUndefined();
    expect(moveTarget(list, 'e', 1)).toBeUndefined();
    expect(moveTarget(list, 'zz', 1)).toBeUndefined();
  });

  it('lands where the service puts it (remove, then insert at toIndex)', () => {
    const apply = (ids: string[], id: string, toIndex: number): string[] => {
      const rest = ids.filter((entry) => entry !== id);
      rest.splice(toIndex, 0, id);
      return rest;
    };
    const ids = list.map((entry) => entry.id);
    expect(apply(ids, 'd', moveTarget(list, 'd', -1)!)).toEqual(['a', 'd', 'b', 'c', 'e']);
    expect(apply(ids, 'b', moveTarget(list, 'b', 1)!)).toEqual(['a', 'c', 'd', 'b', 'e']);
  });
});

describe('queueTotals', () => {
  it('counts what the bulk actions would touch', () => {
    const states = ['queued', 'uploading', 'paused', 'done', 'cancelled', 'failed'] as const;
    expect(queueTotals(states.map((state) => ({ state })))).toEqual({
      unfinished: 3,
      pausable: 2,
      paused: 1,
      clearable: 2,
    });
  });
});

describe('nextStepFor', () => {
  it('says what to do about a failure, only for failed uploads', () => {
    expect(
      nextStepFor({ state: 'failed', sourceKind: 'staged', error: { code: 'file-missing', message: 'x' } }),
    ).toMatch(/drop the file again/);
    expect(
      nextStepFor({ state: 'failed', sourceKind: 'path', error: { code: 'sign-in-refused', message: 'x' } }),
    ).toMatch(/Sign in again/);
    expect(
      nextStepFor({ state: 'retrying', sourceKind: 'path', error: { code: 'network', message: 'x' } }),
    ).toBeUndefined();
  });
});

describe('placeQueue', () => {
  const states = ['uploading', 'queued', 'done', 'queued', 'paused', 'queued', 'failed'] as const;
  const list = states.map((state, i) => ({ id: `u${i}`, state }));

  it('gives each queued upload its turn and the same move targets as moveTarget, the others none', () => {
    expect(placeQueue(list)).toEqual(
      list.map((view) => ({
        view,
        queuePosition: view.state === 'queued' ? list.filter((u) => u.state === 'queued').indexOf(view) + 1 : undefined,
        moveUpTo: view.state === 'queued' ? moveTarget(list, view.id, -1) : undefined,
        moveDownTo: view.state === 'queued' ? moveTarget(list, view.id, 1) : undefined,
      })),
    );
  });

  it('places a queue of 20,000 in one pass, not one scan per row', () => {
    const long = Array.from(
      { length: 20_000 },
      (_, i) => ({ id: `u${i}`, state: i % 3 === 0 ? 'done' : 'queued' }) as const,
    );
    const started = performance.now();
    const placed = placeQueue(long);
    // Generous: row-by-row scans take seconds here.
    expect(performance.now() - started).toBeLessThan(500);
    expect(placed[19_999]).toMatchObject({ queuePosition: 13_333, moveUpTo: 19_997, moveDownTo: undefined });
  });
});
