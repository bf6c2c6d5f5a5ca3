import { describe, expect, it } from 'vitest';
import { isSettled, processingSentence, studioChecklist } from '../../../../shared/follow/processing';

describe('processing views', () => {
  it('says where a video stands, in words, with the platform reason kept raw beside them', () => {
    expect(processingSentence({ state: 'uploaded', fraction: 0.427 })).toBe(
      'The platform is preparing the video: 42% done.',
    );
    // Beside the badge "Processed": the sentence does not say it again.
    expect(processingSentence({ state: 'processed' })).toBe('Ready to watch on the platform.');
    expect(processingSentence({ state: 'failed', reason: 'codec' })).toBe(
      'The platform could not process it: its codec is not supported (codec).',
    );
    expect(processingSentence({ state: 'rejected', reason: 'brandNew' })).toBe(
      'The platform refused it: a reason the app does not know (brandNew).',
    );
  });

  it('stops following at every end but "uploaded", and links the studio page for what the API cannot do', () => {
    expect(isSettled('uploaded')).toBe(false);
    expect(isSettled('rejected')).toBe(true);
    expect(studioChecklist('abc_DEF-123').map((item) => item.url)).toEqual([
      'https://studio.youtube.com/video/abc_DEF-123/edit',
      'https://studio.youtube.com/video/abc_DEF-123/edit',
    ]);
  });
});
