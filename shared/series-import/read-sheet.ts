// Reads a sheet by its kind: JSON when its name says so (or it starts with `[`), CSV otherwise.
import { readCsvSheet } from './csv-sheet';
import { readJsonSheet } from './json-sheet';
import type { IntlShape } from 'react-intl';
import type { SheetResult } from './sheet';

/** Names a sheet may have; everything else handed over with it is a video or an image. */
export function isSheetName(name: string): boolean {
  return /\.(csv|tsv|json|txt)$/i.test(name);
}

/** The sheet, or why it cannot be read in `intl`'s language (English when not given). */
export function readSheet(name: string, text: string, intl?: IntlShape): SheetResult {
  const json = /\.json$/i.test(name) || (!/\.(csv|tsv|txt)$/i.test(name) && text.trimStart().startsWith('['));
  return json ? readJsonSheet(text, intl) : readCsvSheet(text, intl);
}
