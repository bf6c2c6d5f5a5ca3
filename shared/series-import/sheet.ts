// A spreadsheet as the import reads it: a header row and data rows of text cells, whichever format it came in (CSV or
// JSON), with the bounds every reader holds so that no sheet can take unbounded time or memory.
import type { IntlShape } from 'react-intl';
import { englishIntl } from '../uploads/video-metadata';
import { SHEET_PROBLEMS } from './sheet-import-messages';

/** A sheet larger than this is refused before it is read (a 5,000-row sheet with long descriptions fits). */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** Data rows; the queue takes 200 files per call, so 5,000 rows is already 25 calls. */
export const MAX_SHEET_ROWS = 5_000;
/** Columns; the import knows about a dozen, and a sheet with a thousand is a mistake or an attack. */
export const MAX_SHEET_COLUMNS = 200;
/** Characters in one cell: a description may take 5,000 bytes, so 20,000 characters leaves room for any real one. */
export const MAX_CELL_CHARACTERS = 20_000;

type SheetFormat = 'csv' | 'json';

export interface Sheet {
  readonly format: SheetFormat;
  /** The header row's names, trimmed; a header left empty is named "column N". */
  readonly headers: readonly string[];
  /** Data rows, each as long as `headers` (missing cells are ''). */
  readonly rows: readonly (readonly string[])[];
  /**
   * The number a creator sees for each data row: the spreadsheet's row (the header is row 1, so the first data row
   * is row 2) for CSV, the item's position (from 1) for JSON.
   */
  readonly rowNumbers: readonly number[];
}

export type SheetResult =
  { readonly ok: true; readonly sheet: Sheet } | { readonly ok: false; readonly message: string };

export function sheetFailure(message: string): SheetResult {
  return { ok: false, message };
}

/** Names the empty headers and makes every row as long as the header row. */
export function completeSheet(
  format: SheetFormat,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  rowNumbers: readonly number[],
): Sheet {
  const named = headers.map((header, index) => (header.trim() === '' ? `column ${index + 1}` : header.trim()));
  const width = named.length;
  const padded = rows.map((row) =>
    row.length >= width ? row : [...row, ...Array<string>(width - row.length).fill('')],
  );
  return { format, headers: named, rows: padded, rowNumbers };
}

/** How a row is named in messages: "row 3" of a CSV sheet, "item 2" of a JSON array (in `intl`'s language). */
export function rowLabel(format: SheetFormat, rowNumber: number, intl: IntlShape = englishIntl()): string {
  // The number as the file counts it, without grouping (row 1200 is found by that number in the sheet).
  return intl.formatMessage(SHEET_PROBLEMS.rowLabel, { format, number: String(rowNumber) });
}
