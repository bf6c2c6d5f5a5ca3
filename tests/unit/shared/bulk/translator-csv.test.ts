// The translator's file: exported with formulas escaped and read back to the same texts; a translated file's
// changes laid over each video; every problem named by row and column; and hostile files (huge, unclosed quotes,
// thousands of rows or columns) refused or bounded without reading them whole.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  CSV_MAX_BYTES,
  exportCsv,
  exportLanguages,
  importCsv,
  previewImport,
} from '../../../../shared/bulk/translator-csv';
import { libraryVideo } from '../../support/library-video';

const KNOWN = new Set(['en', 'de', 'fr', 'pt-PT']);
const videos = [
  libraryVideo('aaaaaaaaaa1', {
    title: 'Knots',
    description: '=cmd|calc!A1',
    defaultLanguage: 'en',
    localizations: { fr: { title: 'Nœuds', description: 'Les nœuds, "enfin".' } },
  }),
  libraryVideo('aaaaaaaaaa2', {
    title: '+1 tips, with commas',
    description: 'Line one\nLine two',
    defaultLanguage: 'en',
  }),
];

const rowsOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('exportCsv', () => {
  it('writes a row per video with a pair of columns per language, formulas as text', () => {
    const csv = exportCsv(videos, exportLanguages(videos, ['de']));
    const rows = rowsOf(csv);
    expect(rows[0]).toEqual([
      'video_id',
      'default_language',
      'title',
      'description',
      'title:fr',
      'description:fr',
      'title:de',
      'description:de',
    ]);
    expect(rows[1]).toEqual(['aaaaaaaaaa1', 'en', 'Knots', "'=cmd|calc!A1", 'Nœuds', 'Les nœuds, "enfin".', '', '']);
    expect(rows[2]).toEqual(['aaaaaaaaaa2', 'en', "'+1 tips, with commas", 'Line one\nLine two', '', '', '', '']);
  });

  it('reads back to the same texts: nothing changes', () => {
    const result = importCsv(exportCsv(videos, ['fr', 'de']), videos, KNOWN);
    expect(result.kind).toBe('ok');
    if (result.kind !== 'ok') return;
    const preview = previewImport(videos, result.videos, 0);
    expect([preview.changed, preview.untouched, preview.refused]).toEqual([0, 2, 0]);
    expect(result.videos[0]!.target.description).toBe('=cmd|calc!A1');
  });
});

describe('importCsv', () => {
  it('lays a translated column over the video, keeps the rest, and drops a language emptied', () => {
    const csv = ['video_id,title:de,title:fr,description:fr', 'aaaaaaaaaa1,Knoten,,', 'aaaaaaaaaa2,Tipps,,'].join(
      '\r\n',
    );
    const result = importCsv(csv, videos, KNOWN);
    if (result.kind !== 'ok') throw new Error(result.problems.join('\n'));
    expect(result.videos[0]!.target).toMatchObject({
      title: 'Knots',
      defaultLanguage: 'en',
      localizations: { de: { title: 'Knoten', description: '' } },
    });
    expect(result.videos[0]!.target.localizations).not.toHaveProperty('fr');
    const preview = previewImport(videos, result.videos, 0);
    expect(preview.videos.map((video) => [video.outcome, video.changed])).toEqual([
      ['changed', ['localizations']],
      ['changed', ['localizations']],
    ]);
    expect(preview.units).toBe(102);
  });

  it('flags what the platform would refuse before anything is sent', () => {
    const csv = 'video_id,default_language,title:de\r\naaaaaaaaaa1,en,<b>Knoten</b>\r\naaaaaaaaaa2,,Tipps\r\n';
    const result = importCsv(csv, videos, KNOWN);
    if (result.kind !== 'ok') throw new Error(result.problems.join('\n'));
    const preview = previewImport(videos, result.videos, 0);
    expect(preview.videos.map((video) => video.outcome)).toEqual(['refused', 'refused']);
    expect(preview.videos[0]!.problems.localizations).toBe('de title: The title may not contain "<" or ">".');
    expect(preview.videos[1]!.problems.localizations).toMatch(/need the language of the default title/);
  });

  it('names each problem by row and column', () => {
    const csv = ['video_id,title,title:xx,colour', 'aaaaaaaaaa1,Knots,a,b'].join('\n');
    expect(importCsv(csv, videos, KNOWN)).toEqual({
      kind: 'problems',
      problems: [
        'row 1, column 3: "xx" is not a language the platform offers.',
        'row 1, column 4: "colour" is not a column of the translator\'s file.',
      ],
    });
    const rows = [
      'video_id,default_language,title',
      'zzzzzzzzzzz,en,Who',
      'aaaaaaaaaa1,klingon,Knots',
      'aaaaaaaaaa2,en',
      'aaaaaaaaaa2,en,Tips',
      'aaaaaaaaaa2,en,Tips again',
    ].join('\n');
    expect(importCsv(rows, videos, KNOWN)).toEqual({
      kind: 'problems',
      problems: [
        'row 2, column 1: "zzzzzzzzzzz" is not one of the picked videos.',
        'row 3, column 2: "klingon" is not a language the platform offers.',
        'row 4: 2 cells where the header has 3.',
        'row 6, column 1: video aaaaaaaaaa2 comes twice.',
      ],
    });
    expect(importCsv('title\r\nx\r\n', videos, KNOWN)).toEqual({
      kind: 'problems',
      problems: ['row 1: the video_id column is missing.'],
    });
    expect(importCsv('', videos, KNOWN)).toEqual({ kind: 'problems', problems: ['The file is empty.'] });
  });

  it('refuses hostile files by their bounds: too large, too many rows or columns, an unclosed quote, a huge cell', () => {
    expect(importCsv('x'.repeat(CSV_MAX_BYTES + 1), videos, KNOWN)).toMatchObject({
      kind: 'problems',
      problems: [expect.stringMatching(/larger than 4 MiB/)],
    });
    const manyRows = `video_id,title\n${'aaaaaaaaaa1,x\n'.repeat(200_000)}`;
    expect(importCsv(manyRows.slice(0, CSV_MAX_BYTES), videos, KNOWN)).toMatchObject({
      kind: 'problems',
      problems: expect.arrayContaining([expect.stringMatching(/more than 500 videos/)]),
    });
    const manyColumns = `${Array.from({ length: 300 }, (_, i) => `c${i}`).join(',')}\n`;
    expect(importCsv(manyColumns, videos, KNOWN)).toMatchObject({
      kind: 'problems',
      problems: ['row 1: more than 204 columns.'],
    });
    const unclosed = `video_id,title\naaaaaaaaaa1,"${'a'.repeat(1_000_000)}`;
    const answer = importCsv(unclosed, videos, KNOWN);
    expect(answer.kind).toBe('problems');
    const hugeCell = `video_id,title\naaaaaaaaaa1,${'b'.repeat(30_000)}\n`;
    expect(importCsv(hugeCell, videos, KNOWN)).toEqual({
      kind: 'problems',
      problems: ['row 2, column 2: the text is longer than 20000 characters.'],
    });
    // Every problem list is bounded, whatever the file.
    const junk = `video_id,title\n${'nope,x\n'.repeat(400)}`;
    const many = importCsv(junk, videos, KNOWN);
    expect(many.kind === 'problems' && many.problems.length).toBe(20);
  });
});
