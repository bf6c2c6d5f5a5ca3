import { describe, expect, it } from 'vitest';
import { guessDelimiter, readCsvSheet } from '../../../../shared/series-import/csv-sheet';
import {
  MAX_CELL_CHARACTERS,
  MAX_SHEET_BYTES,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  type Sheet,
} from '../../../../shared/series-import/sheet';

function sheetOf(text: string): Sheet {
  const result = readCsvSheet(text);
  if (!result.ok) throw new Error(result.message);
  return result.sheet;
}

function failureOf(text: string): string {
  const result = readCsvSheet(text);
  if (result.ok) throw new Error('the sheet was read');
  return result.message;
}

describe('reading a CSV sheet', () => {
  it('reads a header row and data rows, numbering rows as a spreadsheet does', () => {
    const sheet = sheetOf('file,title\na.mp4,First\nb.mp4,Second\n');
    expect(sheet.headers).toEqual(['file', 'title']);
    expect(sheet.rows).toEqual([
      ['a.mp4', 'First'],
      ['b.mp4', 'Second'],
    ]);
    expect(sheet.rowNumbers).toEqual([2, 3]);
  });

  it('takes a byte order mark and CRLF, LF or CR line ends alike', () => {
    const expected = [
      ['a.mp4', 'One'],
      ['b.mp4', 'Two'],
    ];
    for (const end of ['\r\n', '\n', '\r']) {
      const sheet = sheetOf(`\uFEFFfile,title${end}a.mp4,One${end}b.mp4,Two`);
      expect(sheet.headers).toEqual(['file', 'title']);
      expect(sheet.rows).toEqual(expected);
    }
  });

  it('reads quoted cells with doubled quotes, delimiters and line breaks inside, counting a row per record', () => {
    const sheet = sheetOf('file,description\r\na.mp4,"Line 1\r\nLine ""2"", with a comma"\r\nb.mp4,plain\r\n');
    expect(sheet.rows[0]).toEqual(['a.mp4', 'Line 1\r\nLine "2", with a comma']);
    expect(sheet.rowNumbers).toEqual([2, 3]);
  });

  it('guesses `;` and tab delimiters from the header row, not from the cells', () => {
    expect(guessDelimiter('file;title;tags\na.mp4;x,y,z;q')).toBe(';');
    expect(guessDelimiter('file\ttitle\n')).toBe('\t');
    expect(guessDelimiter('"a;b",c\n')).toBe(',');
    expect(sheetOf('file;title\na.mp4;Un, deux\n').rows).toEqual([['a.mp4', 'Un, deux']]);
  });

  it('skips blank lines and rows of empty cells but keeps the row numbers of the rest', () => {
    const sheet = sheetOf('file,title\n\na.mp4,One\n,\nb.mp4,Two\n');
    expect(sheet.rows).toEqual([
      ['a.mp4', 'One'],
      ['b.mp4', 'Two'],
    ]);
    expect(sheet.rowNumbers).toEqual([3, 5]);
  });

  it('pads short rows, drops empty cells past the header and names empty headers', () => {
    const sheet = sheetOf('file,,title\na.mp4\nb.mp4,x,y,,\n');
    expect(sheet.headers).toEqual(['file', 'column 2', 'title']);
    expect(sheet.rows).toEqual([
      ['a.mp4', '', ''],
      ['b.mp4', 'x', 'y'],
    ]);
  });

  it('refuses, with the row, what it cannot read', () => {
    expect(failureOf('')).toMatch(/empty/);
    expect(failureOf('file,title\n')).toMatch(/no row of videos/);
    expect(failureOf('file,title\na.mp4,"open\n')).toBe('Row 2, column 2: a quoted cell is never closed.');
    expect(failureOf('file,title\na.mp4,"x"y\n')).toMatch(/^Row 2, column 2: text follows the closing quote/);
    expect(failureOf('file,title\na.mp4,x,extra\n')).toMatch(/^Row 2 has 3 cells but the header row names 2/);
  });
});

describe('a hostile CSV sheet', () => {
  it('is refused when larger than the bound, before it is read', () => {
    expect(failureOf('a'.repeat(MAX_SHEET_BYTES + 1))).toMatch(/larger than 5 MiB/);
  });

  it('stops at a huge quoted cell, naming its row and column', () => {
    expect(failureOf(`file,description\na.mp4,"${'x'.repeat(4 * 1024 * 1024)}"\n`)).toBe(
      `Row 2, column 2: a cell is longer than ${MAX_CELL_CHARACTERS.toLocaleString('en-US')} characters.`,
    );
    // Never closed either: the length bound speaks first.
    expect(failureOf(`file,description\na.mp4,"${'x'.repeat(MAX_CELL_CHARACTERS + 5)}`)).toMatch(/longer than/);
    expect(failureOf(`file\n${'y'.repeat(MAX_CELL_CHARACTERS + 1)}\n`)).toMatch(/^Row 2, column 1: a cell is longer/);
  });

  it('stops at a row of a million columns', () => {
    expect(failureOf(`${','.repeat(1_000_000)}\n`)).toBe(`Row 1 has more than ${MAX_SHEET_COLUMNS} columns.`);
    expect(failureOf(`file;title\n${';'.repeat(1_000_000)}`)).toBe('Row 2 has more than 200 columns.');
  });

  it('stops past the row bound', () => {
    const rows = Array.from({ length: MAX_SHEET_ROWS + 1 }, (_, index) => `v${index}.mp4`).join('\n');
    expect(failureOf(`file\n${rows}\n`)).toMatch(/more than 5,000 rows/);
    const fits = Array.from({ length: MAX_SHEET_ROWS }, (_, index) => `v${index}.mp4`).join('\n');
    expect(sheetOf(`file\n${fits}\n`).rows).toHaveLength(MAX_SHEET_ROWS);
  });

  it('reads a sheet of quotes and line breaks only as text, to its end', () => {
    const quotes = '"'.repeat(1_000_001);
    expect(failureOf(`file\n${quotes}`)).toMatch(/Row 2, column 1/);
    const breaks = sheetOf(`file\n${'\r'.repeat(100_000)}a.mp4`);
    expect(breaks.rows).toEqual([['a.mp4']]);
    expect(breaks.rowNumbers).toEqual([100_002]);
  });
});
