import { describe, expect, it } from 'vitest';
import { isSettled, processingSentence, studioChecklist } from '../../../../shared/follow/processing';

describe('processing views', () => {
  it('says where a video stands, in words, with the platform reason kept raw beside them', () => {
    expect(processingSentence({ state: 'uploaded', fraction: 0.427 })).toBe('Processing… 42%');
    expect(processingSentence({ state: 'processed' })).toBe('Processed: ready on the platform.');
    expect(processingSentence({ state: 'failed', reason: 'codec' })).toBe(
      'Processing failed: its codec is not supported (codec).',
    );
    expect(processingSentence({ state: 'rejected', reason: 'brandNew' })).toBe(
      'Rejected: a reason the app does not know (brandNew).',
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
