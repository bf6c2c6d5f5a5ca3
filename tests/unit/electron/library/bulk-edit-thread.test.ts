// The thread a find and replace's new values are worked out on: the same answer as in place, a refusal in the
// creator's words, and the thread ended at its time limit with the job refused rather than the host held.
import { describe, expect, it } from 'vitest';
import type { BulkOperation } from '../../../../shared/bulk/bulk-operation';
import { bulkValuesOf } from '../../../../shared/bulk/bulk-preview';
import { BULK_EDIT_THREAD_LIMITS, editTargetsOffThread } from '../../../../electron/library/bulk-edit-thread';
import { libraryVideo } from '../../support/library-video';

const seen = [bulkValuesOf({ ...libraryVideo('threadVid01'), description: 'Shop at old.example today' })];
const replace = (find: string, regex = false): BulkOperation => ({
  kind: 'replace',
  fields: ['description'],
  find,
  replace: 'new.example',
  regex,
  matchCase: true,
});

describe('editTargetsOffThread', () => {
  it('gives every video its new values', { timeout: 30_000 }, async () => {
    const answer = await editTargetsOffThread(replace('old.example'), seen);
    expect(answer).toEqual({ targets: [{ ...seen[0], description: 'Shop at new.example today' }] });
  });

  it('passes on the compiler’s refusal', { timeout: 30_000 }, async () => {
    const answer = await editTargetsOffThread(replace('[\\s\\S]{1000}', true), seen);
    expect(answer).toEqual({ problem: expect.stringMatching(/^The pattern repeats “\[\\s\\S\]” 1000 times/) });
  });

  it('past its time limit, ends the thread and refuses the job', { timeout: 30_000 }, async () => {
    // The thread cannot even start in a millisecond: the limit is what answers.
    const answer = await editTargetsOffThread(replace('old.example'), seen, {
      ...BULK_EDIT_THREAD_LIMITS,
      timeoutMs: 1,
    });
    expect(answer).toEqual({
      problem: 'Working out the new texts took longer than 0 s: make the pattern simpler, or pick fewer videos.',
    });
  });
});
