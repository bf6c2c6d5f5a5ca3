import { describe, expect, it } from 'vitest';
import { countRunning, isRunning } from '../../../../shared/uploads/running';

describe('running uploads', () => {
  it('counts what closing would interrupt: queued, sending, retrying, waiting for quota', () => {
    expect(['queued', 'starting', 'uploading', 'retrying', 'waiting-quota'].every((s) => isRunning(s as never))).toBe(
      true,
    );
    expect(['paused', 'failed', 'cancelled', 'done'].some((s) => isRunning(s as never))).toBe(false);
    expect(countRunning([{ state: 'uploading' }, { state: 'paused' }, { state: 'waiting-quota' }])).toBe(2);
  });
});
