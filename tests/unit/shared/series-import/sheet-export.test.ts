import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { guessMapping, translationColumns } from '../../../../shared/series-import/column-mapping';
import { readCsvSheet } from '../../../../shared/series-import/csv-sheet';
import { planImport, type ImportContext } from '../../../../shared/series-import/import-plan';
import {
  csvCell,
  csvText,
  exportFileName,
  libraryExport,
  LIBRARY_EXPORT_HEADERS,
  QUEUE_EXPORT_HEADERS,
  queueExport,
  tagsCell,
} from '../../../../shared/series-import/sheet-export';
import type { UploadView } from '../../../../shared/uploads/upload-view';
import { localizationsProblem, type Localizations } from '../../../../shared/library/video-texts';
import { checkVideoMetadata, type VideoMetadata } from '../../../../shared/uploads/video-metadata';

const now = Date.parse('2026-05-01T10:00:00Z');
const context: ImportContext = {
  categories: [{ id: '22', title: 'People & Blogs' }],
  playlists: [
    { id: 'PLtutorials01', title: 'Tutorials' },
    { id: 'PLpipes000001', title: 'A | B' },
  ],
  timeZone: 'UTC',
  now,
};

function upload(fileName: string, metadata: VideoMetadata, steps: UploadView['steps'] = undefined): UploadView {
  return {
    id: `up-${fileName.replace(/[^A-Za-z0-9]/g, '')}-0000`,
    fileName,
    sourceKind: 'staged',
    totalBytes: 1,
    mimeType: 'video/mp4',
    metadata: {
      snippet: { ...metadata.snippet, tags: metadata.snippet.tags ? [...metadata.snippet.tags] : undefined },
      status: metadata.status,
      ...(metadata.localizations ? { localizations: metadata.localizations } : {}),
      ...(metadata.recordingDetails ? { recordingDetails: metadata.recordingDetails } : {}),
      ...(metadata.notifySubscribers !== undefined ? { notifySubscribers: metadata.notifySubscribers } : {}),
    },
    state: 'paused',
    bytesConfirmed: 0,
    canEditMetadata: true,
    createdAt: now,
    ...(steps ? { steps } : {}),
  };
}

describe('a CSV export', () => {
  it('guards cells that start like a formula and quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe('"\'\tx"');
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell("'quoted")).toBe("''quoted");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain 1-2')).toBe('plain 1-2');
  });

  it('starts with a byte order mark and ends lines with CRLF', () => {
    expect(csvText(['a', 'b'], [['1', '2']])).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('writes a single tag holding | so that it is not split', () => {
    expect(tagsCell(['a|b'])).toBe('a|b,');
    expect(tagsCell(['a', 'b'])).toBe('a,b');
    expect(tagsCell([])).toBe('');
  });

  it("writes a queue's playlists and thumbnail, a playlist whose title holds | by its id", () => {
    const { rows } = queueExport([
      upload('a.mp4', { snippet: { title: 'A' }, status: { privacyStatus: 'unlisted', embeddable: false } }, [
        { id: 'thumbnail', kind: 'thumbnail', label: 'a.png', state: 'pending' },
        {
          id: 'playlist:PLtutorials01',
          kind: 'playlist',
          label: 'Tutorials',
          playlistId: 'PLtutorials01',
          state: 'pending',
        },
        {
          id: 'playlist:PLpipes000001',
          kind: 'playlist',
          label: 'A | B',
          playlistId: 'PLpipes000001',
          state: 'pending',
        },
      ]),
    ]);
    expect(rows).toEqual([
      [
        'a.mp4',
        'A',
        '',
        '',
        '',
        'unlisted',
        '',
        '',
        '',
        'no',
        '',
        '',
        '',
        '',
        '',
        '',
        'Tutorials|PLpipes000001',
        'a.png',
      ],
    ]);
  });

  it("writes the upload form's languages, recording date, public statistics, subscriber notice and disclosure", () => {
    const { rows } = queueExport([
      upload('b.mp4', {
        snippet: { title: 'B', defaultLanguage: 'pt-BR', defaultAudioLanguage: 'es-419' },
        status: { privacyStatus: 'private', publicStatsViewable: false, containsSyntheticMedia: true },
        recordingDetails: { recordingDate: '2025-12-20' },
        notifySubscribers: false,
      }),
    ]);
    const column = (header: (typeof QUEUE_EXPORT_HEADERS)[number]): string | undefined =>
      rows[0]?.[QUEUE_EXPORT_HEADERS.indexOf(header)];
    expect(rows[0]).toHaveLength(QUEUE_EXPORT_HEADERS.length);
    expect(column('default language')).toBe('pt-BR');
    expect(column('audio language')).toBe('es-419');
    expect(column('recording date')).toBe('2025-12-20');
    expect(column('public stats')).toBe('no');
    expect(column('notify subscribers')).toBe('no');
    expect(column('altered or synthetic content')).toBe('yes');
  });

  it('leaves the disclosure empty for an upload not answered, never writing it as no', () => {
    const { rows } = queueExport([
      upload('c.mp4', { snippet: { title: 'C' }, status: { privacyStatus: 'private' } }),
      upload('d.mp4', { snippet: { title: 'D' }, status: { privacyStatus: 'private', containsSyntheticMedia: false } }),
    ]);
    const at = QUEUE_EXPORT_HEADERS.indexOf('altered or synthetic content');
    expect(rows.map((row) => row[at])).toEqual(['', 'no']);
  });

  it('writes a title and a description column per language any upload has, guarded like the rest', () => {
    const { headers, rows } = queueExport([
      upload('a.mp4', {
        snippet: { title: 'A', defaultLanguage: 'en' },
        status: { privacyStatus: 'private' },
        localizations: { de: { title: '=Hallo', description: 'Tag' } },
      }),
      upload('b.mp4', { snippet: { title: 'B' }, status: { privacyStatus: 'private' } }),
      upload('c.mp4', {
        snippet: { title: 'C', defaultLanguage: 'en' },
        status: { privacyStatus: 'private' },
        localizations: { 'pt-BR': { title: '', description: 'Olá' }, de: { title: 'Drei', description: '' } },
      }),
    ]);
    expect(headers.slice(QUEUE_EXPORT_HEADERS.length)).toEqual([
      'title (de)',
      'description (de)',
      'title (pt-BR)',
      'description (pt-BR)',
    ]);
    expect(rows.map((row) => row.slice(QUEUE_EXPORT_HEADERS.length))).toEqual([
      ['=Hallo', 'Tag', '', ''],
      ['', '', '', ''],
      ['Drei', '', '', 'Olá'],
    ]);
    expect(csvText(headers, rows).split('\r\n')[1]).toMatch(/,'=Hallo,Tag,,$/);
  });

  it("writes a Library video's details with its id", () => {
    const video: LibraryVideo = {
      id: 'abcdefghijk',
      title: '=cmd',
      description: 'd',
      tags: ['t'],
      categoryId: '22',
      privacyStatus: 'public',
      publishedAt: '2026-01-01T00:00:00Z',
      license: 'youtube',
      embeddable: true,
      thumbnails: {},
      defaultLanguage: 'de',
      containsSyntheticMedia: true,
    };
    const sheet = libraryExport([video, { ...video, id: 'bcdefghijkl', containsSyntheticMedia: undefined }]);
    expect(sheet.headers).toEqual([...LIBRARY_EXPORT_HEADERS]);
    expect(sheet.rows).toEqual([
      ['abcdefghijk', '=cmd', 'd', 't', '22', 'public', '', '', 'youtube', 'yes', 'de', 'yes', '2026-01-01T00:00:00Z'],
      ['bcdefghijkl', '=cmd', 'd', 't', '22', 'public', '', '', 'youtube', 'yes', 'de', '', '2026-01-01T00:00:00Z'],
    ]);
    expect(csvText(sheet.headers, sheet.rows)).toContain("\r\nabcdefghijk,'=cmd,d,");
    expect(exportFileName('library', now)).toBe('channel-desk-library-2026-05-01.csv');
  });

  it("writes the Library videos' translations as the queue export does, a column pair per language", () => {
    const base: LibraryVideo = {
      id: 'abcdefghijk',
      title: 'One',
      description: '',
      tags: [],
      categoryId: '',
      privacyStatus: 'public',
      publishedAt: '2026-01-01T00:00:00Z',
      license: 'youtube',
      embeddable: true,
      thumbnails: {},
      defaultLanguage: 'en',
      localizations: { de: { title: 'Eins', description: '=Erste' } },
    };
    const plain: LibraryVideo = { ...base, id: 'bcdefghijkl', title: 'Two', localizations: undefined };
    const french: LibraryVideo = {
      ...base,
      id: 'cdefghijklm',
      title: 'Three',
      localizations: { fr: { title: 'Trois', description: '' }, de: { title: '', description: 'Dritte' } },
    };
    const sheet = libraryExport([base, plain, french]);
    const fixed = LIBRARY_EXPORT_HEADERS.length;
    expect(sheet.headers.slice(fixed)).toEqual(['title (de)', 'description (de)', 'title (fr)', 'description (fr)']);
    expect(sheet.rows.map((row) => row.slice(fixed))).toEqual([
      ['Eins', '=Erste', '', ''],
      ['', '', '', ''],
      ['', 'Dritte', 'Trois', ''],
    ]);
    // Guarded like the other cells, and headed so that the import's mapping reads them as translations.
    const read = readCsvSheet(csvText(sheet.headers, sheet.rows));
    if (!read.ok) throw new Error(read.message);
    expect(read.sheet.rows[0]!.slice(fixed)).toEqual(['Eins', "'=Erste", '', '']);
    expect(translationColumns(read.sheet.headers, guessMapping(read.sheet.headers))).toEqual([
      { language: 'de', title: fixed, description: fixed + 1 },
      { language: 'fr', title: fixed + 2, description: fixed + 3 },
    ]);
  });
});

// Text a creator might type, with what CSV and spreadsheets find hard: quotes, delimiters, line breaks, formula starts.
const tricky = fc.constantFrom(
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  '\r\n',
  '"',
  "'",
  ',',
  ';',
  '|',
  ' ',
  'é',
  '😀',
  'a',
  'Z',
  '1',
);
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: tricky, maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
  );
const title = text(60).filter((value) => value.trim() !== '' && !/[<>]/.test(value));
const tag = fc
  .string({ unit: fc.oneof(tricky, fc.constantFrom('x', 'y', 'tag')), minLength: 1, maxLength: 12 })
  .map((value) => value.replace(/[,<>\r\n\t]/g, '').trim())
  .filter((value) => value !== '');
// Codes as i18nLanguages.list writes them (a primary subtag, then script or region subtags), in either case.
const language = fc
  .tuple(fc.stringMatching(/^[A-Za-z]{2,3}$/), fc.array(fc.stringMatching(/^[A-Za-z0-9]{2,8}$/), { maxLength: 3 }))
  .map(([primary, rest]) => [primary, ...rest].join('-'))
  .filter((code) => code.length <= 35);
// A day, or a date-time with Z, milliseconds or an offset: the forms the upload form's rule takes.
const recordingDate = fc
  .tuple(
    fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
    fc.constantFrom('day', 'utc', 'offset'),
  )
  .map(([date, form]) => {
    const iso = date.toISOString();
    if (form === 'day') return iso.slice(0, 10);
    return form === 'utc' ? iso : `${iso.slice(0, 19)}-05:00`;
  });
// Translations go only beside a default language, and not into it; each has some text.
function translationsOf(defaultLanguage: string | undefined, localizations: Localizations): Partial<VideoMetadata> {
  const kept = Object.entries(localizations).filter(
    ([code, text]) => code !== defaultLanguage && (text.title !== '' || text.description !== ''),
  );
  return defaultLanguage !== undefined && kept.length > 0 ? { localizations: Object.fromEntries(kept) } : {};
}
const metadata: fc.Arbitrary<VideoMetadata> = fc
  .record({
    title,
    description: fc.option(
      text(200).filter((value) => value !== '' && !/[<>]/.test(value)),
      { nil: undefined },
    ),
    tags: fc.option(fc.array(tag, { minLength: 1, maxLength: 5 }), { nil: undefined }),
    categoryId: fc.option(fc.constant('22'), { nil: undefined }),
    privacyStatus: fc.constantFrom('public', 'unlisted', 'private'),
    embeddable: fc.option(fc.boolean(), { nil: undefined }),
    license: fc.option(fc.constantFrom('youtube', 'creativeCommon'), { nil: undefined }),
    madeForKids: fc.option(fc.boolean(), { nil: undefined }),
    publishAt: fc.option(fc.constantFrom('2030-01-31T18:00:00Z', '2031-06-01T07:30:00+02:00'), { nil: undefined }),
    defaultLanguage: fc.option(language, { nil: undefined }),
    defaultAudioLanguage: fc.option(language, { nil: undefined }),
    recordingDate: fc.option(recordingDate, { nil: undefined }),
    publicStats: fc.option(fc.boolean(), { nil: undefined }),
    notifySubscribers: fc.option(fc.boolean(), { nil: undefined }),
    syntheticMedia: fc.option(fc.boolean(), { nil: undefined }),
    localizations: fc.dictionary(
      language,
      fc.record({
        title: fc.oneof(
          fc.constant(''),
          text(60).filter((value) => !/[<>]/.test(value)),
        ),
        description: text(200).filter((value) => !/[<>]/.test(value)),
      }),
      { maxKeys: 3 },
    ),
  })
  .map((fields): VideoMetadata => ({
    snippet: {
      title: fields.title,
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.tags !== undefined ? { tags: fields.tags } : {}),
      ...(fields.categoryId !== undefined ? { categoryId: fields.categoryId } : {}),
      ...(fields.defaultLanguage !== undefined ? { defaultLanguage: fields.defaultLanguage } : {}),
      ...(fields.defaultAudioLanguage !== undefined ? { defaultAudioLanguage: fields.defaultAudioLanguage } : {}),
    },
    status: {
      privacyStatus: fields.publishAt !== undefined ? 'private' : fields.privacyStatus,
      ...(fields.embeddable !== undefined ? { embeddable: fields.embeddable } : {}),
      ...(fields.license !== undefined ? { license: fields.license } : {}),
      ...(fields.madeForKids !== undefined ? { selfDeclaredMadeForKids: fields.madeForKids } : {}),
      ...(fields.publishAt !== undefined ? { publishAt: fields.publishAt } : {}),
      ...(fields.publicStats !== undefined ? { publicStatsViewable: fields.publicStats } : {}),
      ...(fields.syntheticMedia !== undefined ? { containsSyntheticMedia: fields.syntheticMedia } : {}),
    },
    ...translationsOf(fields.defaultLanguage, fields.localizations),
    ...(fields.recordingDate !== undefined ? { recordingDetails: { recordingDate: fields.recordingDate } } : {}),
    ...(fields.notifySubscribers !== undefined ? { notifySubscribers: fields.notifySubscribers } : {}),
  }))
  .filter(
    (value) =>
      Object.keys(checkVideoMetadata(value, now)).length === 0 &&
      localizationsProblem(value.snippet.defaultLanguage, value.localizations) === undefined,
  );

describe('the round trip', () => {
  it('imports an exported queue back to the same metadata, translations and the disclosure included', () => {
    let translated = 0;
    const disclosed = { yes: 0, no: 0, unanswered: 0 };
    fc.assert(
      fc.property(fc.array(metadata, { minLength: 1, maxLength: 6 }), (list) => {
        const uploads = list.map((entry, index) => upload(`video-${index}.mp4`, entry));
        if (list.some((entry) => entry.localizations)) translated += 1;
        for (const entry of list) {
          const answer = entry.status.containsSyntheticMedia;
          disclosed[answer === undefined ? 'unanswered' : answer ? 'yes' : 'no'] += 1;
        }
        const { headers, rows } = queueExport(uploads);
        const text = csvText(headers, rows);
        const read = readCsvSheet(text);
        if (!read.ok) throw new Error(read.message);
        const plan = planImport(
          read.sheet,
          guessMapping(read.sheet.headers),
          context,
          uploads.map((entry) => ({ name: entry.fileName })),
        );
        expect(plan.problems).toEqual([]);
        expect(plan.ready.map((row) => row.metadata)).toEqual(list);
      }),
      { numRuns: 300 },
    );
    // The property says something of translations only if many runs carry some.
    expect(translated).toBeGreaterThan(100);
    // Each answer, and no answer, travels often enough for the property to speak of it.
    expect(Math.min(disclosed.yes, disclosed.no, disclosed.unanswered)).toBeGreaterThan(50);
  });
});
