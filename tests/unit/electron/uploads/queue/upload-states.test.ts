import { describe, expect, it } from 'vitest';
import { UploadQueue } from '../../../../../electron/uploads/queue/upload-queue';
import {
  assertTransition,
  canTransition,
  InvalidTransitionError,
} from '../../../../../electron/uploads/queue/upload-states';
import { UPLOAD_STATES } from '../../../../../shared/uploads/upload-view';
import { sampleRecord } from '../../../../support/record-fixture';

describe('upload state machine', () => {
  it('lets an upload run its normal course', () => {
    const path = ['queued', 'starting', 'uploading', 'retrying', 'uploading', 'done'] as const;
    for (let index = 1; index < path.length; index += 1)
      expect(canTransition(path[index - 1]!, path[index]!)).toBe(true);
  });

  it('never lets a done upload go anywhere (it would be uploaded twice)', () => {
    for (const state of UPLOAD_STATES) if (state !== 'done') expect(canTransition('done', state)).toBe(false);
  });

  it('lets pausing, cancelling and quota waits happen from every running state', () => {
    for (const from of ['starting', 'uploading', 'retrying'] as const) {
      expect(canTransition(from, 'paused')).toBe(true);
      expect(canTransition(from, 'cancelled')).toBe(true);
      expect(canTransition(from, 'waiting-quota')).toBe(true);
    }
    expect(canTransition('waiting-quota', 'queued')).toBe(true);
  });

  it('only retries go back from failed or cancelled, and a cancelled run may still turn out done', () => {
    expect(canTransition('failed', 'queued')).toBe(true);
    expect(canTransition('failed', 'uploading')).toBe(false);
    expect(canTransition('cancelled', 'paused')).toBe(false);
    expect(canTransition('cancelled', 'done')).toBe(true);
    expect(canTransition('paused', 'uploading')).toBe(false);
    expect(() => assertTransition('done', 'queued')).toThrow(InvalidTransitionError);
  });
});

describe('UploadQueue', () => {
  const ids = (queue: UploadQueue) => queue.list().map((record) => record.id);

  it('moves an upload to an index, clamping past the end', () => {
    const queue = new UploadQueue(['upload-a', 'upload-b', 'upload-c', 'upload-d'].map((id) => sampleRecord(id)));
    queue.move('upload-d', 0);
    expect(ids(queue)).toEqual(['upload-d', 'upload-a', 'upload-b', 'upload-c']);
    queue.move('upload-d', 2);
    expect(ids(queue)).toEqual(['upload-a', 'upload-b', 'upload-d', 'upload-c']);
    queue.move('upload-a', 99);
    expect(ids(queue)).toEqual(['upload-b', 'upload-d', 'upload-c', 'upload-a']);
  });

  it('picks the first queued upload in list order that is eligible and not running', () => {
    const queue = new UploadQueue([
      sampleRecord('upload-a', { state: 'done' }),
      sampleRecord('upload-b'),
      sampleRecord('upload-c'),
      sampleRecord('upload-d'),
    ]);
    expect(queue.next(new Set(), () => true)?.id).toBe('upload-b');
    expect(queue.next(new Set(['upload-b']), () => true)?.id).toBe('upload-c');
    expect(queue.next(new Set(), (record) => record.id === 'upload-d')?.id).toBe('upload-d');
  });

  it('checks every state change and removes properties patched to undefined', () => {
    const queue = new UploadQueue([sampleRecord('upload-a', { state: 'done', videoId: 'v1' })]);
    expect(() => queue.update('upload-a', { state: 'queued' })).toThrow(InvalidTransitionError);
    const updated = queue.update('upload-a', { videoId: undefined });
    expect('videoId' in updated).toBe(false);
    expect(() => queue.require('nope-nope')).toThrow(/no longer in the list/);
  });
});
