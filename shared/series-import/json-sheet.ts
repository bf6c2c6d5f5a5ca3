// Reads a JSON sheet: an array of objects, one per video, whose keys are the columns. JSON.parse is linear; the size
// is bounded before it runs and the rows, keys and values after, so no file holds more than a CSV sheet may. Values
// may be text, numbers, booleans or null (an empty cell), or arrays of text (tags, playlists), joined with `|`.
import { countOf } from '../text/count-words';
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

export function readJsonSheet(input: string): SheetResult {
  if (input.length > MAX_SHEET_BYTES) {
    return sheetFailure(`The sheet is larger than ${MAX_SHEET_BYTES / 1024 / 1024} MiB; split it into smaller ones.`);
  }
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const tooDeep = deeperThan(text, MAX_JSON_DEPTH);
  if (tooDeep !== undefined) {
    return sheetFailure(
      `The JSON nests deeper than a sheet does (at character ${tooDeep + 1}): a sheet is an array of objects whose values are text, numbers or lists of text.`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return sheetFailure(`The file is not valid JSON (${error instanceof Error ? error.message : 'unreadable'}).`);
  }
  if (!Array.isArray(parsed)) return sheetFailure('A JSON sheet is an array of objects, one per video: [{"file": …}].');
  if (parsed.length === 0) return sheetFailure('The JSON array is empty: it needs one object per video.');
  if (parsed.length > MAX_SHEET_ROWS) {
    return sheetFailure(
      `The sheet has more than ${countOf(MAX_SHEET_ROWS, 'item', 'en-US')}; split it into smaller ones.`,
    );
  }
  const headers: string[] = [];
  const columnOf = new Map<string, number>();
  const rows: string[][] = [];
  for (let index = 0; index < parsed.length; index++) {
    const item: unknown = parsed[index];
    const itemNumber = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return sheetFailure(`Item ${itemNumber} is not an object; each item names one video's file and details.`);
    }
    const row: string[] = Array<string>(headers.length).fill('');
    for (const [key, value] of Object.entries(item)) {
      let column = columnOf.get(key);
      if (column === undefined) {
        if (headers.length >= MAX_SHEET_COLUMNS) {
          return sheetFailure(`The items use more than ${MAX_SHEET_COLUMNS} different keys.`);
        }
        column = headers.length;
        headers.push(key);
        columnOf.set(key, column);
      }
      const cell = cellOf(value);
      if (cell === undefined) {
        return sheetFailure(
          `Item ${itemNumber}, "${key.slice(0, 60)}": a value is text, a number, true/false, null or a list of text.`,
        );
      }
      if (cell.length > MAX_CELL_CHARACTERS) {
        return sheetFailure(
          `Item ${itemNumber}, "${key.slice(0, 60)}": the value is longer than ${countOf(MAX_CELL_CHARACTERS, 'character', 'en-US')}.`,
        );
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
