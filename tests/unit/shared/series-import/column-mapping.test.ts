import { describe, expect, it } from 'vitest';
import { guessMapping, mappingProblem, translationColumns } from '../../../../shared/series-import/column-mapping';
import { QUEUE_EXPORT_HEADERS } from '../../../../shared/series-import/sheet-export';

describe('guessing the column mapping', () => {
  it('recognises the usual names without case, spaces or separators', () => {
    expect(
      guessMapping([
        'File Name',
        'Title',
        'Description',
        'Tags',
        'Category',
        'Privacy Status',
        'Publish_At',
        'Made for kids',
      ]),
    ).toEqual({ file: 0, title: 1, description: 2, tags: 3, category: 4, privacy: 5, publishAt: 6, madeForKids: 7 });
    expect(guessMapping(['video', 'visibility', 'licence', 'Playlist', 'thumb'])).toEqual({
      file: 0,
      privacy: 1,
      license: 2,
      playlists: 3,
      thumbnail: 4,
    });
  });

  it("recognises the upload form's languages, recording date and switches", () => {
    expect(
      guessMapping([
        'Video',
        'Caption language',
        'Language',
        'Audio Language',
        'Recording date',
        'Public stats',
        'Notify subscribers',
      ]),
    ).toEqual({
      file: 0,
      captionLanguage: 1,
      defaultLanguage: 2,
      defaultAudioLanguage: 3,
      recordingDate: 4,
      publicStats: 5,
      notifySubscribers: 6,
    });
    expect(
      guessMapping([
        'snippet.defaultLanguage',
        'snippet.defaultAudioLanguage',
        'recordingDetails.recordingDate',
        'status.publicStatsViewable',
        'notify',
      ]),
    ).toEqual({ defaultLanguage: 0, defaultAudioLanguage: 1, recordingDate: 2, publicStats: 3, notifySubscribers: 4 });
  });

  it('recognises the altered or synthetic content column by its label, short names and API name', () => {
    for (const header of [
      'Altered or synthetic content',
      'altered_content',
      'Synthetic media',
      'containsSyntheticMedia',
      'status.containsSyntheticMedia',
    ]) {
      expect(guessMapping(['file', header])).toEqual({ file: 0, syntheticMedia: 1 });
    }
    // "Altered" alone, or "content", could be anything: not taken for the disclosure.
    expect(guessMapping(['file', 'altered', 'content'])).toEqual({ file: 0 });
  });

  it('maps every column of its own export', () => {
    expect(Object.keys(guessMapping(QUEUE_EXPORT_HEADERS))).toHaveLength(QUEUE_EXPORT_HEADERS.length);
  });

  it('gives a column to one field only, and needs the file column', () => {
    expect(guessMapping(['name', 'name'])).toEqual({ title: 0 });
    expect(mappingProblem({ title: 0 })).toMatch(/column that names each video file/);
    expect(mappingProblem({ file: 1 })).toBeUndefined();
  });
});

describe('finding the translation columns', () => {
  it('reads a language from "Title (de)", "description (pt-PT)" or the translator file\'s "title:es-419"', () => {
    const headers = ['file', 'Title (de)', 'title', 'DESCRIPTION ( pt-PT )', 'description (de)', 'title:es-419'];
    expect(translationColumns(headers, guessMapping(headers))).toEqual([
      { language: 'de', title: 1, description: 4 },
      { language: 'pt-PT', description: 3 },
      { language: 'es-419', title: 5 },
    ]);
  });

  it('leaves out what names no language, a second column for the same text, and a column mapped to a field', () => {
    const headers = ['file', 'title (1)', 'title (de', 'Title (de)', 'title(de)', 'summary (de)', 'title (fr)'];
    expect(translationColumns(headers, { file: 0, title: 6 })).toEqual([{ language: 'de', title: 3 }]);
  });

  it("looks at a header's first 100 characters only: 200 huge or bracket-laden headers take no time", () => {
    const hostile = [
      `title (${'('.repeat(50_000)}`,
      `title ${' '.repeat(50_000)}(de)`,
      `description:${':'.repeat(50_000)}`,
      `title (${'de'.repeat(50_000)})`,
    ];
    const headers = ['file', ...Array.from({ length: 199 }, (_, i) => hostile[i % hostile.length]!)];
    // None of them is a translation column: each is cut to its first 100 characters before it is read.
    expect(translationColumns(headers, { file: 0 })).toEqual([]);
  });
});
