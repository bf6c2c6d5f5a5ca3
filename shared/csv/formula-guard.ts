// The one guard against CSV injection for every CSV the app writes. A spreadsheet opening a CSV runs a cell that
// starts like a formula: = + - @ (a tab or a carriage return first counts too), also after leading blanks it trims,
// and in the full-width forms (＝＋－＠) an East Asian input method types. papaparse's own guard tests one pattern
// that a line break anywhere in the cell defeats, so it is not used.
//
// A guarded cell gets a leading `'`, which a spreadsheet shows as "this is text" and does not display; a cell that
// already starts with `'` is guarded too, so a reader can tell the guard from a `'` that belongs to the text and take
// exactly the guard off again (`unguardCell`).
//
// Linear in the leading blanks: one scan, no expression that can backtrack.

/** What a spreadsheet trims before reading a cell: whitespace, control characters and invisible format marks. */
function isBlank(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    (code >= 0x200b && code <= 0x200f) ||
    code === 0x2060 ||
    code === 0xfeff ||
    /\s/.test(char)
  );
}

/** Formula starts once folded to their plain forms (NFKC folds ＝＋－＠ and the small forms ﹦﹢﹣﹫). */
const FORMULA_CHARACTERS = new Set(['=', '+', '-', '@', '\u2212']);

/** Whether a spreadsheet could read this text as a formula. */
export function startsLikeFormula(text: string): boolean {
  if (text.startsWith('\t') || text.startsWith('\r')) return true;
  for (const char of text) {
    if (isBlank(char)) continue;
    return FORMULA_CHARACTERS.has(char.normalize('NFKC').charAt(0));
  }
  return false;
}

/** The cell as written to a CSV: with a leading `'` when it starts like a formula or with a `'`. */
export function guardCell(value: string): string {
  return startsLikeFormula(value) || value.startsWith("'") ? `'${value}` : value;
}

/** A cell as read back from a CSV: the guard's `'` is not part of the text; any other `'` is. */
export function unguardCell(cell: string): string {
  if (!cell.startsWith("'")) return cell;
  const rest = cell.slice(1);
  return startsLikeFormula(rest) || rest.startsWith("'") ? rest : cell;
}
