// The contract's checks of a scheduled change: what it writes and when, refused with a clear reason when absurd;
// and what each change costs in quota.
import { describe, expect, it } from 'vitest';
import { calls } from '../../../../shared/ipc';
import { unitsOf } from '../../../../shared/schedule/scheduled-change';
import { PLAIN_VALUES } from '../../support/plain-values';

const values = PLAIN_VALUES;
const valid = {
  videoId: 'vidSchedul1',
  title: 'Episode 1',
  fields: ['title'],
  seen: values,
  target: { ...values, title: 'Episode 1 (live)' },
  when: { kind: 'at', at: Date.parse('2030-01-01T10:00:00Z') },
};
const create = calls['schedule.create'].input;

describe('schedule.create input', () => {
  it('takes a change of fields at a time, or playlists and a comment when the video goes live', () => {
    expect(create.safeParse(valid).success).toBe(true);
    expect(
      create.safeParse({ ...valid, fields: [], playlistIds: ['PLseries0001'], comment: 'Hi', when: { kind: 'live' } })
        .success,
    ).toBe(true);
  });

  it.each([
    ['a change that does nothing', { fields: [] }, 'Choose a field to change'],
    ['an unknown field', { fields: ['thumbnail'] }, 'fields'],
    ['a bad video id', { videoId: '../etc' }, 'video id'],
    ['an unknown time kind', { when: { kind: 'tomorrow' } }, 'when'],
    ['a skip limit under a minute', { skipIfLateMs: 5 }, 'a minute'],
    ['an empty comment', { comment: '   ' }, 'Write the comment'],
    ['an extra property', { run: 'now' }, 'run'],
  ])('refuses %s with a reason', (_what, patch, reason) => {
    const parsed = create.safeParse({ ...valid, ...patch });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain(reason);
  });
});

describe('schedule.edit input', () => {
  const edit = calls['schedule.edit'].input;
  it('takes a move, new values, or a limit taken off', () => {
    const id = '6f1c1b8e-8f5e-4c57-9d55-0c2c1f7a1a11';
    expect(edit.safeParse({ id, when: { kind: 'at', at: 1 } }).success).toBe(true);
    expect(edit.safeParse({ id, values: { title: 'New' }, skipIfLateMs: null, comment: null }).success).toBe(true);
  });

  it.each([
    ['an id that is not one of ours', { id: '../1' }],
    ['a value of a field nobody edits', { values: { viewCount: 3 } }],
    ['a negative time', { when: { kind: 'at', at: -1 } }],
  ])('refuses %s', (_what, patch) => {
    expect(edit.safeParse({ id: '6f1c1b8e-8f5e-4c57-9d55-0c2c1f7a1a11', ...patch }).success).toBe(false);
  });
});

describe('unitsOf', () => {
  it('counts a read and a write for the fields, 50 a playlist and 50 for the comment', () => {
    expect(unitsOf({ fields: ['title'] })).toBe(51);
    expect(unitsOf({ fields: [], playlistIds: ['a', 'b'], comment: 'x' })).toBe(150);
  });
});
