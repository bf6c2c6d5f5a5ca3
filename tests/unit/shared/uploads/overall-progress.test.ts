import { describe, expect, it } from 'vitest';
import {
  NO_PROGRESS,
  overallProgress,
  progressPercent,
  titleWithProgress,
  type ProgressInput,
} from '../../../../shared/uploads/overall-progress';
import { intlFor } from '../../../../shared/i18n/catalogue';

const english = intlFor('en');

const upload = (state: ProgressInput['state'], bytesDone: number, totalBytes = 100): ProgressInput => ({
  state,
  bytesDone,
  totalBytes,
});

describe('overallProgress', () => {
  it('removes the bar (-1, none) when no upload is left', () => {
    expect(overallProgress([])).toEqual(NO_PROGRESS);
    expect(overallProgress([upload('done', 100), upload('failed', 3), upload('cancelled', 0)])).toEqual({
      value: -1,
      mode: 'none',
      remaining: 0,
    });
  });

  it('counts the bytes of the uploads left only, so finished ones do not pin it near the end', () => {
    expect(overallProgress([upload('done', 1000, 1000), upload('uploading', 25), upload('queued', 0)])).toEqual({
      value: 0.125,
      mode: 'normal',
      remaining: 2,
    });
  });

  it('is paused when every upload left is paused, error while the quota stops one', () => {
    expect(overallProgress([upload('paused', 50), upload('paused', 0)]).mode).toBe('paused');
    expect(overallProgress([upload('paused', 50), upload('uploading', 0)]).mode).toBe('normal');
    expect(overallProgress([upload('waiting-quota', 50), upload('uploading', 0)]).mode).toBe('error');
    expect(overallProgress([upload('retrying', 50)]).mode).toBe('normal');
  });

  it('stays within 0..1 on odd figures (empty files, bytes past the size)', () => {
    expect(overallProgress([upload('queued', 0, 0)]).value).toBe(0);
    expect(overallProgress([upload('uploading', 500, 100)]).value).toBe(1);
  });
});

describe('the title', () => {
  it('shows whole percent, never 100 before the end, and nothing when no upload is left', () => {
    expect(titleWithProgress(overallProgress([upload('uploading', 42)]), 'Channel Desk', english)).toBe(
      '42% · Channel Desk',
    );
    expect(progressPercent(overallProgress([upload('uploading', 99.9)]))).toBe(99);
    expect(titleWithProgress(NO_PROGRESS, 'Channel Desk', english)).toBe('Channel Desk');
    expect(titleWithProgress(overallProgress([upload('paused', 10)]), 'Channel Desk', english)).toBe(
      'Paused 10% · Channel Desk',
    );
  });
  expect(titleWithProgress(overallProgress([upload('paused', 10)]), 'Channel Desk', intlFor('de'))).toBe(
    'Pausiert 10\u00a0% · Channel Desk',
  );
  expect(titleWithProgress(overallProgress([upload('uploading', 42)]), 'Channel Desk', intlFor('ja'))).toBe(
    '42% · Channel Desk',
  );
});
