// Reads a CSV sheet with one forward pass over its characters (no regular expression runs over the text, nothing is
// scanned twice), so its time is linear in the sheet's length whatever it holds; every bound (size, rows, columns,
// cell length) is checked while scanning, so a hostile file stops at the first one it crosses. It takes what
// spreadsheet apps write: a UTF-8 byte order mark, CRLF, LF or CR line ends, quoted cells with doubled quotes and
// line breaks inside, and `,`, `;` (the comma of locales with a decimal comma) or tab between cells.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { englishIntl } from '../uploads/video-metadata';
import { SHEET_READ_PROBLEMS } from './sheet-import-messages';
import {
  completeSheet,
  MAX_CELL_CHARACTERS,
  MAX_SHEET_BYTES,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  sheetFailure,
  type SheetResult,
} from './sheet';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const DELIMITERS = [',', ';', '\t'] as const;
type CsvDelimiter = (typeof DELIMITERS)[number];
/** Only the start of the sheet decides the delimiter: the header row is in it. */
const DELIMITER_SNIFF_CHARACTERS = 64 * 1024;

/** The delimiter used most outside quotes on the first line (the header row); a comma when there is none. */
export function guessDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  const end = Math.min(text.length, DELIMITER_SNIFF_CHARACTERS);
  for (let i = 0; i < end; i++) {
    const unit = text.charCodeAt(i);
    if (unit === QUOTE) quoted = !quoted;
    else if (!quoted && (unit === LF || unit === CR)) break;
    else if (!quoted) {
      const char = text[i]!;
      if ((DELIMITERS as readonly string[]).includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** The sheet, or why it cannot be read in `intl`'s language (English when not given). */
export function readCsvSheet(input: string, intl: IntlShape = englishIntl()): SheetResult {
  const fail = (message: MessageDescriptor, values?: Record<string, string | number>): SheetResult =>
    sheetFailure(intl.formatMessage(message, values));
  if (input.length > MAX_SHEET_BYTES) return fail(SHEET_READ_PROBLEMS.tooLarge, { mib: MAX_SHEET_BYTES / 1024 / 1024 });
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = guessDelimiter(text).charCodeAt(0);
  const records: string[][] = [];
  const numbers: number[] = [];
  let record: string[] = [];
  let recordNumber = 1;
  let i = 0;
  const length = text.length;

  const cellTooLong = (): SheetResult =>
    fail(SHEET_READ_PROBLEMS.cellTooLong, {
      row: String(recordNumber),
      column: String(record.length + 1),
      max: MAX_CELL_CHARACTERS,
    });

  // One cell per turn; `i` stands at the cell's first character.
  while (i <= length) {
    // A blank line: counted, nothing allocated (a sheet of millions of line breaks costs one pass).
    if (record.length === 0 && i < length) {
      const unit = text.charCodeAt(i);
      if (unit === LF || unit === CR) {
        i += unit === CR && i + 1 < length && text.charCodeAt(i + 1) === LF ? 2 : 1;
        recordNumber += 1;
        continue;
      }
    }
    let cell: string;
    if (i < length && text.charCodeAt(i) === QUOTE) {
      const parts: string[] = [];
      let cellLength = 0;
      let start = i + 1;
      let j = start;
      for (;;) {
        if (j >= length) {
          return fail(SHEET_READ_PROBLEMS.quoteNotClosed, {
            row: String(recordNumber),
            column: String(record.length + 1),
          });
        }
        if (text.charCodeAt(j) === QUOTE) {
          cellLength += j - start;
          parts.push(text.slice(start, j));
          if (j + 1 < length && text.charCodeAt(j + 1) === QUOTE) {
            // A doubled quote is one quote of the cell's text.
            parts.push('"');
            cellLength += 1;
            if (cellLength > MAX_CELL_CHARACTERS) return cellTooLong();
            start = j + 2;
            j = start;
            continue;
          }
          j += 1;
          break;
        }
        j += 1;
        if (cellLength + (j - start) > MAX_CELL_CHARACTERS) return cellTooLong();
      }
      if (cellLength > MAX_CELL_CHARACTERS) return cellTooLong();
      cell = parts.join('');
      i = j;
      if (i < length) {
        const next = text.charCodeAt(i);
        if (next !== delimiter && next !== LF && next !== CR) {
          return fail(SHEET_READ_PROBLEMS.textAfterQuote, {
            row: String(recordNumber),
            column: String(record.length + 1),
          });
        }
      }
    } else {
      let j = i;
      while (j < length) {
        const unit = text.charCodeAt(j);
        if (unit === delimiter || unit === LF || unit === CR) break;
        j += 1;
        if (j - i > MAX_CELL_CHARACTERS) return cellTooLong();
      }
      cell = text.slice(i, j);
      i = j;
    }
    record.push(cell);
    if (record.length > MAX_SHEET_COLUMNS) {
      return fail(SHEET_READ_PROBLEMS.tooManyColumns, { row: String(recordNumber), max: MAX_SHEET_COLUMNS });
    }
    const atEnd = i >= length;
    const unit = atEnd ? -1 : text.charCodeAt(i);
    if (unit === delimiter) {
      i += 1;
      continue;
    }
    // The record ends: a line break or the end of the text.
    if (unit === CR && i + 1 < length && text.charCodeAt(i + 1) === LF) i += 2;
    else i += 1;
    // A blank line, or a row of empty cells (spreadsheet apps write those after the data), holds no video.
    const blank = record.every((value) => value === '');
    if (!blank) {
      if (records.length > MAX_SHEET_ROWS) {
        return fail(SHEET_READ_PROBLEMS.tooManyRows, { max: MAX_SHEET_ROWS });
      }
      records.push(record);
      numbers.push(recordNumber);
    }
    record = [];
    recordNumber += 1;
    if (atEnd || i >= length) break;
  }

  const [headers, ...rows] = records;
  if (!headers) return fail(SHEET_READ_PROBLEMS.empty);
  const width = headers.length;
  const rowNumbers = numbers.slice(1);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    if (row.length > width && row.slice(width).some((cell) => cell.trim() !== '')) {
      return fail(SHEET_READ_PROBLEMS.rowTooWide, { row: String(rowNumbers[index]), cells: row.length, width });
    }
    if (row.length > width) rows[index] = row.slice(0, width);
  }
  if (rows.length === 0) return fail(SHEET_READ_PROBLEMS.noRows);
  return { ok: true, sheet: completeSheet('csv', headers, rows, rowNumbers) };
}
