// Reads a JSON sheet: an array of objects, one per video, whose keys are the columns. JSON.parse is linear; the size
// is bounded before it runs and the rows, keys and values after, so no file holds more than a CSV sheet may. Values
// may be text, numbers, booleans or null (an empty cell), or arrays of text (tags, playlists), joined with `|`.
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

/** An array of objects whose values may be arrays: three levels. */
const MAX_JSON_DEPTH = 3;

/**
 * Where `text` first opens a bracket deeper than `limit` outside strings, or undefined. One pass before JSON.parse,
 * which would otherwise build millions of nested arrays from a few megabytes of `[` (seconds of a frozen page).
 */
function deeperThan(text: string, limit: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (inString) {
      if (unit === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (unit === 0x22) inString = false;
    } else if (unit === 0x22) inString = true;
    else if (unit === 0x5b || unit === 0x7b) {
      depth += 1;
      if (depth > limit) return i;
    } else if (unit === 0x5d || unit === 0x7d) depth -= 1;
  }
  return undefined;
}

function cellOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value.join('|');
  return undefined;
}

/** The sheet, or why it cannot be read in `intl`'s language (English when not given). */
export function readJsonSheet(input: string, intl: IntlShape = englishIntl()): SheetResult {
  const fail = (message: MessageDescriptor, values?: Record<string, string | number>): SheetResult =>
    sheetFailure(intl.formatMessage(message, values));
  if (input.length > MAX_SHEET_BYTES) return fail(SHEET_READ_PROBLEMS.tooLarge, { mib: MAX_SHEET_BYTES / 1024 / 1024 });
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const tooDeep = deeperThan(text, MAX_JSON_DEPTH);
  if (tooDeep !== undefined) {
    return fail(SHEET_READ_PROBLEMS.jsonTooDeep, { position: String(tooDeep + 1) });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // The engine's explanation (English in every browser) is kept: it says where the JSON breaks.
    return fail(SHEET_READ_PROBLEMS.jsonInvalid, { reason: error instanceof Error ? error.message : String(error) });
  }
  if (!Array.isArray(parsed)) return fail(SHEET_READ_PROBLEMS.jsonNotArray, { example: '[{"file": …}]' });
  if (parsed.length === 0) return fail(SHEET_READ_PROBLEMS.jsonEmpty);
  if (parsed.length > MAX_SHEET_ROWS) return fail(SHEET_READ_PROBLEMS.jsonTooManyItems, { max: MAX_SHEET_ROWS });
  const headers: string[] = [];
  const columnOf = new Map<string, number>();
  const rows: string[][] = [];
  for (let index = 0; index < parsed.length; index++) {
    const item: unknown = parsed[index];
    const itemNumber = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return fail(SHEET_READ_PROBLEMS.jsonNotObject, { item: String(itemNumber) });
    }
    const row: string[] = Array<string>(headers.length).fill('');
    for (const [key, value] of Object.entries(item)) {
      let column = columnOf.get(key);
      if (column === undefined) {
        if (headers.length >= MAX_SHEET_COLUMNS) {
          return fail(SHEET_READ_PROBLEMS.jsonTooManyKeys, { max: MAX_SHEET_COLUMNS });
        }
        column = headers.length;
        headers.push(key);
        columnOf.set(key, column);
      }
      const cell = cellOf(value);
      if (cell === undefined) {
        return fail(SHEET_READ_PROBLEMS.jsonBadValue, { item: String(itemNumber), key: key.slice(0, 60) });
      }
      if (cell.length > MAX_CELL_CHARACTERS) {
        return fail(SHEET_READ_PROBLEMS.jsonValueTooLong, {
          item: String(itemNumber),
          key: key.slice(0, 60),
          max: MAX_CELL_CHARACTERS,
        });
      }
      while (row.length < column) row.push('');
      row[column] = cell;
    }
    rows.push(row);
  }
  return {
    ok: true,
    sheet: completeSheet(
      'json',
      headers,
      rows,
      rows.map((_, index) => index + 1),
    ),
  };
}
