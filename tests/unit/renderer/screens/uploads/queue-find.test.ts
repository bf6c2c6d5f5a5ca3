import { describe, expect, it } from 'vitest';
import { matchingUploads } from '../../../../../renderer/screens/uploads/queue-find';
import { uploadView } from '../../../support/upload-view';

describe('finding uploads in the queue', () => {
  const queue = [
    uploadView('a', { fileName: 'Episode 12.mp4' }),
    uploadView('b', {
      fileName: 'raw-take.mov',
      metadata: { snippet: { title: 'The Big Build' }, status: { privacyStatus: 'private' } },
    }),
    uploadView('c', { fileName: 'Episode 120.mp4' }),
  ];

  it('matches a part of the file name or of the title, in any case, and the whole queue for nothing typed', () => {
    expect(matchingUploads(queue, 'episode 12').map((upload) => upload.id)).toEqual(['a', 'c']);
    expect(matchingUploads(queue, '  big BUILD ').map((upload) => upload.id)).toEqual(['b']);
    expect(matchingUploads(queue, 'nothing like it')).toEqual([]);
    expect(matchingUploads(queue, '   ')).toBe(queue);
  });
});
