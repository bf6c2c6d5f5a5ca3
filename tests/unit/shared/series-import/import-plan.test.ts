import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../../../shared/series-import/column-mapping';
import { readCsvSheet } from '../../../../shared/series-import/csv-sheet';
import { readJsonSheet } from '../../../../shared/series-import/json-sheet';
import { planImport, type ImportContext } from '../../../../shared/series-import/import-plan';
import type { Sheet } from '../../../../shared/series-import/sheet';
import { PUBLISH_TIME_PASSED } from '../../../../shared/uploads/publish-time-passed';

const now = Date.parse('2026-05-01T10:00:00Z');
const context: ImportContext = {
  categories: [
    { id: '22', title: 'People & Blogs' },
    { id: '27', title: 'Education' },
  ],
  playlists: [
    { id: 'PLtutorials01', title: 'Tutorials' },
    { id: 'PLvlogs000001', title: 'Vlogs, daily' },
  ],
  timeZone: 'Europe/Berlin',
  now,
};
const files = [{ name: 'Show_S01E01.mp4' }, { name: 'Show_S01E02.MOV' }, { name: 'e1.jpg' }, { name: 'clip.mp4' }];

function sheet(text: string): Sheet {
  const result = readCsvSheet(text);
  if (!result.ok) throw new Error(result.message);
  return result.sheet;
}

function plan(text: string) {
  const read = sheet(text);
  return planImport(read, guessMapping(read.headers), context, files);
}

describe('planning an import', () => {
  it('turns a row into checked metadata, its playlists and its thumbnail', () => {
    const result = plan(
      [
        'file,title,description,tags,category,privacy,publish at,made for kids,license,embeddable,playlists,thumbnail',
        'show_s01e01,Episode 1,"First.\nSecond line.","pilot, show|one",education,PRIVATE,2030-03-29 18:00,no,cc,yes,Tutorials|PLvlogs000001,E1.JPG',
      ].join('\n'),
    );
    expect(result.problems).toEqual([]);
    expect(result.ready).toEqual([
      {
        rowNumber: 2,
        video: files[0],
        metadata: {
          snippet: {
            title: 'Episode 1',
            description: 'First.\nSecond line.',
            tags: ['pilot', 'show|one'],
            categoryId: '27',
          },
          status: {
            privacyStatus: 'private',
            embeddable: true,
            license: 'creativeCommon',
            selfDeclaredMadeForKids: false,
            publishAt: '2030-03-29T17:00:00Z',
          },
        },
        playlists: [
          { id: 'PLtutorials01', title: 'Tutorials' },
          { id: 'PLvlogs000001', title: 'Vlogs, daily' },
        ],
        thumbnail: files[2],
      },
    ]);
  });

  it('gives a row without title its file name and a row without privacy private', () => {
    const result = plan('file,title\nC:\\videos\\Show_S01E02.mov,\n');
    expect(result.ready[0]?.video).toBe(files[1]);
    expect(result.ready[0]?.metadata).toEqual({
      snippet: { title: 'Show_S01E02' },
      status: { privacyStatus: 'private' },
    });
  });

  it('leaves out each bad row with its row number, column and reason, and queues the others', () => {
    const result = plan(
      [
        'file,Title,Privacy,Category,Publish At',
        'show_s01e01.mp4,Fine,public,,',
        `show_s01e02.mov,${'x'.repeat(120)},secret,Cooking,`,
        'clip.mp4,Scheduled but public,public,,2030-01-01 10:00',
        'missing.mp4,Where is it,,,',
      ].join('\n'),
    );
    expect(result.ready.map((row) => row.rowNumber)).toEqual([2]);
    expect(result.leftOut).toBe(3);
    expect(result.problems.map(({ row, column, missingFile }) => ({ row, column, missingFile }))).toEqual([
      { row: 'row 3', column: 'Category', missingFile: false },
      { row: 'row 3', column: 'Privacy', missingFile: false },
      { row: 'row 3', column: 'Title', missingFile: false },
      { row: 'row 4', column: 'Publish At', missingFile: false },
      { row: 'row 5', column: 'file', missingFile: true },
    ]);
    expect(result.problems[1]?.message).toBe('"secret" is not a privacy: write public, unlisted or private.');
    expect(result.problems[2]?.message).toBe('The title has 120 characters; at most 100 are allowed.');
    expect(result.problems[3]?.message).toMatch(/only be set on a private video/);
    expect(result.problems[4]?.message).toMatch(/No file named "missing.mp4"/);
  });

  it('refuses a publish time in the past, unknown playlists and thumbnails, and bad yes/no values', () => {
    const result = plan(
      'file,privacy,publishAt,playlists,thumbnail,madeForKids\nclip,private,2020-01-01T00:00:00Z,Nope,none.png,maybe\n',
    );
    expect(result.ready).toEqual([]);
    expect(result.problems.map((problem) => [problem.column, problem.message])).toEqual([
      ['madeForKids', '"maybe" is neither yes nor no.'],
      ['playlists', 'No playlist is called "Nope".'],
      ['thumbnail', 'No file named "none.png" was added with the sheet; add it together with the sheet.'],
      ['publishAt', PUBLISH_TIME_PASSED],
    ]);
  });

  it('reads "Title (xx)" and "Description (xx)" columns into the row\'s translations, guarded like the rest', () => {
    const result = plan(
      [
        'file,title,language,Title (de),Description (de),title (fr),description (fr)',
        "clip,Hello,en,'=Hallo,Ein Clip,,",
      ].join('\n'),
    );
    expect(result.problems).toEqual([]);
    expect(result.ready[0]?.metadata).toMatchObject({
      snippet: { title: 'Hello', defaultLanguage: 'en' },
      localizations: { de: { title: '=Hallo', description: 'Ein Clip' } },
    });
    expect(Object.keys(result.ready[0]!.metadata.localizations!)).toEqual(['de']);
  });

  it('refuses translations without a default language, or into it, and a translated title over the limit', () => {
    const result = plan(
      [
        'file,title,language,title (de),description (de)',
        'show_s01e01,One,,Eins,',
        `show_s01e02,Two,de,Zwei,`,
        `clip,Three,en,${'x'.repeat(101)},Drei`,
      ].join('\n'),
    );
    expect(result.ready).toEqual([]);
    expect(result.problems.map((problem) => [problem.row, problem.column, problem.message])).toEqual([
      [
        'row 2',
        'language',
        "Translations need the language of the default title and description: fill this row's language column, or remove the translations.",
      ],
      [
        'row 3',
        'language',
        "German is the language of the default title and description; remove the German translation or put another language in this row's language column.",
      ],
      ['row 4', 'title (de)', 'The title has 101 characters; at most 100 are allowed.'],
    ]);
  });

  it('sends a JSON item’s translations without a language to the item’s language field', () => {
    const read = readJsonSheet(JSON.stringify([{ file: 'clip.mp4', 'title (de)': 'Eins' }]));
    if (!read.ok) throw new Error(read.message);
    const result = planImport(read.sheet, guessMapping(read.sheet.headers), context, files);
    expect(result.problems.map((problem) => [problem.row, problem.column, problem.message])).toEqual([
      [
        'item 1',
        'Language',
        "Translations need the language of the default title and description: fill this item's Language field, or remove the translations.",
      ],
    ]);
  });

  it('takes a file once: a second row naming it is a slip', () => {
    const result = plan('file,title\nclip.mp4,A\nCLIP,B\n');
    expect(result.ready).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({
      row: 'row 3',
      column: 'file',
      message: 'clip.mp4 is already imported by row 2.',
    });
  });

  it('says when a name fits two files, and when names cannot be looked up', () => {
    const both = planImport(sheet('file\nclip\n'), { file: 0 }, context, [{ name: 'clip.mp4' }, { name: 'clip.mov' }]);
    expect(both.problems[0]?.message).toMatch(/fits 2 files/);
    const offline = planImport(
      sheet('file,category,playlists\nclip.mp4,22,Tutorials\n'),
      { file: 0, category: 1, playlists: 2 },
      { ...context, categories: undefined, playlists: undefined },
      files,
    );
    expect(offline.problems.map((problem) => problem.message)).toEqual([
      'The playlists could not be loaded, so "Tutorials" cannot be looked up.',
    ]);
  });

  it('takes off the export guard of a cell that starts like a formula', () => {
    const result = plan("file,title,tags\nclip.mp4,'=1+1,'-minus\n");
    expect(result.ready[0]?.metadata.snippet).toEqual({ title: '=1+1', tags: ['-minus'] });
  });

  it('plans 5,000 rows with their problems', () => {
    const rows = Array.from({ length: 5_000 }, (_, index) => `v${index}.mp4,${index % 2 === 0 ? 'public' : 'nope'}`);
    const many = Array.from({ length: 5_000 }, (_, index) => ({ name: `v${index}.mp4` }));
    const read = sheet(`file,privacy\n${rows.join('\n')}`);
    const result = planImport(read, guessMapping(read.headers), context, many);
    expect(result.ready).toHaveLength(2_500);
    expect(result.problems).toHaveLength(2_500);
  });

  it('asks `locate` for a file that was not handed over, and lists it when it too finds none', () => {
    const read = sheet('file\nseason 1/e9.mp4\ne10.mp4\n');
    const result = planImport(read, { file: 0 }, context, files, (cell) =>
      cell.startsWith('season') ? { name: 'e9.mp4', path: `/shows/${cell}` } : undefined,
    );
    expect(result.ready.map((row) => row.video)).toEqual([{ name: 'e9.mp4', path: '/shows/season 1/e9.mp4' }]);
    expect(result.problems).toMatchObject([{ row: 'row 3', missingFile: true }]);
  });

  it('takes one caption file per row, its language from its name or from the caption language column', () => {
    const captions = [...files, { name: 'ep1.en.srt' }, { name: 'ep1.vtt' }, { name: 'e2.pt-BR.vtt' }];
    const read = sheet(
      [
        'file,captions,caption language',
        'clip.mp4,EP1.EN.SRT,',
        'show_s01e01.mp4,ep1.vtt,de',
        'show_s01e02.mov,ep1.vtt,',
        'e1.jpg,ep1.en.srt|e2.pt-BR.vtt,',
        'clip,e2.pt-BR.vtt,Deutsch',
      ].join('\n'),
    );
    const result = planImport(read, guessMapping(read.headers), context, captions);
    expect(result.ready.map((row) => [row.rowNumber, row.caption?.file.name, row.caption?.language])).toEqual([
      [2, 'ep1.en.srt', 'en'],
      [3, 'ep1.vtt', 'de'],
    ]);
    expect(result.problems.map((problem) => [problem.row, problem.column, problem.message])).toEqual([
      [
        'row 4',
        'captions',
        'Say the language of ep1.vtt: name the file like episode.en.srt, or fill a caption language column.',
      ],
      [
        'row 5',
        'captions',
        'Name one caption file per row: the queue takes one with the video; add others in its details.',
      ],
      ['row 6', 'file', 'clip.mp4 is already imported by row 2.'],
      ['row 6', 'caption language', '"Deutsch" is not a language tag such as en, en-US or pt-BR.'],
    ]);
  });

  it("reads the form's languages, recording date, public statistics and subscriber notice", () => {
    const read = sheet(
      [
        'file,Language,Audio language,Recording date,Public stats,Notify subscribers',
        'show_s01e01, pt-BR ,es-419,2025-12-20,no,no',
        'show_s01e02,en,,2025-12-20T18:30:00+01:00,YES,1',
        'clip,,,,,',
      ].join('\n'),
    );
    const result = planImport(read, guessMapping(read.headers), context, files);
    expect(result.problems).toEqual([]);
    expect(result.ready.map((row) => row.metadata)).toEqual([
      {
        snippet: { title: 'show_s01e01', defaultLanguage: 'pt-BR', defaultAudioLanguage: 'es-419' },
        status: { privacyStatus: 'private', publicStatsViewable: false },
        recordingDetails: { recordingDate: '2025-12-20' },
        notifySubscribers: false,
      },
      {
        snippet: { title: 'show_s01e02', defaultLanguage: 'en' },
        status: { privacyStatus: 'private', publicStatsViewable: true },
        recordingDetails: { recordingDate: '2025-12-20T18:30:00+01:00' },
        notifySubscribers: true,
      },
      { snippet: { title: 'clip' }, status: { privacyStatus: 'private' } },
    ]);
  });

  it("refuses bad languages, recording dates and switches by row and column, in the upload form's words", () => {
    const read = sheet(
      [
        'file;Default language;Audio language;Recorded;Public statistics;Notify',
        'show_s01e01;English;en;2025-02-30;no;no',
        'show_s01e02;en;e;20.12.2025;maybe;sometimes',
        `clip;${'a'.repeat(36)};en-;2025-12-20 18:00;;`,
      ].join('\n'),
    );
    const result = planImport(read, guessMapping(read.headers), context, files);
    expect(result.ready).toEqual([]);
    expect(result.leftOut).toBe(3);
    const language = 'A language is a code such as de, pt-PT or es-419.';
    const day = 'The recording date must be a day such as 2025-12-20 (or a date and time).';
    expect(result.problems.map((problem) => [problem.row, problem.column, problem.message])).toEqual([
      ['row 2', 'Default language', language],
      ['row 2', 'Recorded', day],
      ['row 3', 'Public statistics', '"maybe" is neither yes nor no.'],
      ['row 3', 'Notify', '"sometimes" is neither yes nor no.'],
      ['row 3', 'Audio language', language],
      ['row 3', 'Recorded', day],
      ['row 4', 'Default language', language],
      ['row 4', 'Audio language', language],
      ['row 4', 'Recorded', day],
    ]);
  });

  it('reads the altered or synthetic content answer in its few spellings, an empty cell left unanswered', () => {
    const result = plan(
      [
        'file,title,Altered or synthetic content',
        'show_s01e01,Yes,YES',
        'show_s01e02,True,true',
        'clip,Y,y',
        'e1.jpg,empty,',
      ].join('\n'),
    );
    const more = plan(
      ['file,Altered or synthetic content', 'show_s01e01, No ', 'show_s01e02,FALSE', 'clip,n'].join('\n'),
    );
    expect([...result.problems, ...more.problems]).toEqual([]);
    expect(result.ready.map((row) => row.metadata.status.containsSyntheticMedia)).toEqual([
      true,
      true,
      true,
      undefined,
    ]);
    // Not answered is not "no": the key is absent, so the upload settings decide.
    expect('containsSyntheticMedia' in result.ready[3]!.metadata.status).toBe(false);
    expect(more.ready.map((row) => row.metadata.status.containsSyntheticMedia)).toEqual([false, false, false]);
  });

  it('refuses any other altered or synthetic content answer by row and column, 1 and x among them', () => {
    const result = plan(
      ['file,Synthetic media', 'show_s01e01,maybe', 'show_s01e02,1', 'clip,x', 'e1.jpg,yes'].join('\n'),
    );
    expect(result.ready.map((row) => row.rowNumber)).toEqual([5]);
    expect(result.leftOut).toBe(3);
    const words = (value: string) =>
      `"${value}" is not an answer: write yes or no, or leave it empty when not answered yet.`;
    expect(result.problems.map((problem) => [problem.row, problem.column, problem.message])).toEqual([
      ['row 2', 'Synthetic media', words('maybe')],
      ['row 3', 'Synthetic media', words('1')],
      ['row 4', 'Synthetic media', words('x')],
    ]);
  });

  it('reads the answer from a JSON item, true/false as written, and names its key when refused', () => {
    const read = readJsonSheet(
      JSON.stringify([
        { file: 'clip.mp4', containsSyntheticMedia: true },
        { file: 'Show_S01E01.mp4', containsSyntheticMedia: 'sometimes' },
      ]),
    );
    if (!read.ok) throw new Error(read.message);
    const result = planImport(read.sheet, guessMapping(read.sheet.headers), context, files);
    expect(result.ready[0]?.metadata.status).toEqual({ privacyStatus: 'private', containsSyntheticMedia: true });
    expect(result.problems.map((problem) => [problem.row, problem.column])).toEqual([
      ['item 2', 'containsSyntheticMedia'],
    ]);
  });

  it('reads the same fields from JSON under their API names, true/false as written', () => {
    const read = readJsonSheet(
      JSON.stringify([
        {
          file: 'clip.mp4',
          defaultAudioLanguage: 'de',
          recordingDate: '2025-12-20T00:00:00Z',
          publicStatsViewable: false,
          notifySubscribers: 'nope',
        },
      ]),
    );
    if (!read.ok) throw new Error(read.message);
    const result = planImport(read.sheet, guessMapping(read.sheet.headers), context, files);
    expect(result.problems.map((problem) => [problem.row, problem.column, problem.message])).toEqual([
      ['item 1', 'notifySubscribers', '"nope" is neither yes nor no.'],
    ]);
    const fixed = readJsonSheet(
      JSON.stringify([{ file: 'clip.mp4', defaultAudioLanguage: 'de', publicStatsViewable: false, notify: false }]),
    );
    if (!fixed.ok) throw new Error(fixed.message);
    expect(planImport(fixed.sheet, guessMapping(fixed.sheet.headers), context, files).ready[0]?.metadata).toEqual({
      snippet: { title: 'clip', defaultAudioLanguage: 'de' },
      status: { privacyStatus: 'private', publicStatsViewable: false },
      notifySubscribers: false,
    });
  });
});
