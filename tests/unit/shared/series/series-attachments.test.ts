import { describe, expect, it } from 'vitest';
import { attachmentsFor, indexAttachments } from '../../../../shared/series/series-attachments';

const wishAll = { thumbnail: true, captions: true };

describe('attachments by file name', () => {
  it('finds the thumbnail and each caption language beside a video, ignoring case', () => {
    const index = indexAttachments([
      'Show_S01E01.mp4',
      'Show_S01E01.JPG',
      'Show_S01E01.en.srt',
      'Show_S01E01.pt-BR.vtt',
      'show_s01e02.png',
      'Show_S01E03.en.srt',
      'notes.txt',
    ]);
    expect(attachmentsFor('Show_S01E01.mp4', index, wishAll)).toEqual({
      thumbnail: 'Show_S01E01.JPG',
      captions: [
        { name: 'Show_S01E01.en.srt', language: 'en' },
        { name: 'Show_S01E01.pt-BR.vtt', language: 'pt-BR' },
      ],
      missing: [],
    });
    expect(attachmentsFor('Show_S01E02.mp4', index, wishAll)).toEqual({
      thumbnail: 'show_s01e02.png',
      captions: [],
      missing: ['no captions Show_S01E02.<language>.srt or .vtt beside it'],
    });
    expect(attachmentsFor('Show_S01E03.mp4', index, wishAll).missing).toEqual([
      'no thumbnail Show_S01E03.jpg or Show_S01E03.png beside it',
    ]);
  });

  it('attaches only what the template asks for, and says nothing missing of the rest', () => {
    const index = indexAttachments(['a.jpg', 'a.en.srt']);
    expect(attachmentsFor('a.mp4', index, { thumbnail: false, captions: true })).toEqual({
      captions: [{ name: 'a.en.srt', language: 'en' }],
      missing: [],
    });
  });

  it('skips caption files without a language and keeps one file per language', () => {
    const index = indexAttachments(['a.srt', 'a.EN.srt', 'a.en.srt', 'a.en.vtt']);
    expect(attachmentsFor('a.mp4', index, wishAll).captions).toEqual([{ name: 'a.en.srt', language: 'en' }]);
  });
});
