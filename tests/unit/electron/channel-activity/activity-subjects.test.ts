// What an activity is about, whatever key its type puts the subject under.
import { describe, expect, it } from 'vitest';
import { subjectOf } from '../../../../electron/channel-activity/activity-subjects';

describe('the subject of an activity', () => {
  it('an upload, a playlist addition, a like and a subscription each name theirs', () => {
    expect(subjectOf({ id: 'a', contentDetails: { upload: { videoId: 'v1' } } })).toEqual({ videoId: 'v1' });
    expect(
      subjectOf({
        id: 'b',
        contentDetails: { playlistItem: { resourceId: { videoId: 'v2' }, playlistId: 'PL1' } },
      }),
    ).toEqual({ videoId: 'v2', playlistId: 'PL1' });
    expect(subjectOf({ id: 'c', contentDetails: { like: { resourceId: { videoId: 'v3' } } } })).toEqual({
      videoId: 'v3',
    });
    expect(subjectOf({ id: 'd', contentDetails: { subscription: { resourceId: { channelId: 'UC1' } } } })).toEqual({
      channelId: 'UC1',
    });
  });

  it('an activity without details names nothing', () => {
    expect(subjectOf({ id: 'e' })).toEqual({});
    expect(subjectOf({ id: 'f', contentDetails: {} })).toEqual({});
  });
});
