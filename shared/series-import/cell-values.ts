// The values of a sheet's cells as the upload form knows them: yes/no answers, privacy, licence, lists. Each reader
// answers the value, or a sentence saying what the cell should hold, in `intl`'s language (English when not given).
import type { IntlShape } from 'react-intl';
import { englishIntl, type License, type PrivacyStatus } from '../uploads/video-metadata';
import { SHEET_PROBLEMS } from './sheet-import-messages';

type CellValue<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const ok = <T>(value: T): CellValue<T> => ({ ok: true, value });
const no = <T>(message: string): CellValue<T> => ({ ok: false, message });

function shown(cell: string): string {
  const text = cell.trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export function readYesNo(cell: string, intl: IntlShape = englishIntl()): CellValue<boolean | undefined> {
  const text = cell.trim().toLowerCase();
  if (text === '') return ok(undefined);
  if (['yes', 'y', 'true', '1', 'x'].includes(text)) return ok(true);
  if (['no', 'n', 'false', '0'].includes(text)) return ok(false);
  return no(intl.formatMessage(SHEET_PROBLEMS.notYesNo, { cell: shown(cell) }));
}

/**
 * The altered or synthetic content answer: only yes/no, true/false or y/n (any case), since a disclosure the platform
 * labels videos by is not guessed from a 1, an x or a typo. Empty: not answered (the upload settings decide then).
 */
export function readDisclosure(cell: string, intl: IntlShape = englishIntl()): CellValue<boolean | undefined> {
  const text = cell.trim().toLowerCase();
  if (text === '') return ok(undefined);
  if (text === 'yes' || text === 'true' || text === 'y') return ok(true);
  if (text === 'no' || text === 'false' || text === 'n') return ok(false);
  return no(intl.formatMessage(SHEET_PROBLEMS.notDisclosure, { cell: shown(cell) }));
}

export function readPrivacy(cell: string, intl: IntlShape = englishIntl()): CellValue<PrivacyStatus | undefined> {
  const text = cell.trim().toLowerCase();
  if (text === '') return ok(undefined);
  if (text === 'public' || text === 'unlisted' || text === 'private') return ok(text);
  return no(intl.formatMessage(SHEET_PROBLEMS.notPrivacy, { cell: shown(cell) }));
}

export function readLicense(cell: string, intl: IntlShape = englishIntl()): CellValue<License | undefined> {
  const text = cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (text === '') return ok(undefined);
  if (['youtube', 'standard', 'standardlicense', 'standardyoutubelicense'].includes(text)) return ok('youtube');
  if (['creativecommon', 'creativecommons', 'cc', 'ccby', 'creativecommonsattribution'].includes(text)) {
    return ok('creativeCommon');
  }
  return no(intl.formatMessage(SHEET_PROBLEMS.notLicense, { cell: shown(cell) }));
}

/**
 * Tags written `a, b, c` or `a|b|c`. Tags cannot hold commas, so a cell with one is split on commas only (a tag may
 * hold `|`); a trailing comma marks such a single tag. Empty pieces are dropped, each tag trimmed.
 */
export function readTags(cell: string): readonly string[] | undefined {
  const text = cell.trim();
  if (text === '') return undefined;
  const pieces = text.includes(',') ? text.split(',') : text.split('|');
  const tags = pieces.map((tag) => tag.trim()).filter((tag) => tag !== '');
  return tags.length === 0 ? undefined : tags;
}

/** A list separated by `|` (names of playlists may hold commas), each entry trimmed. */
export function readList(cell: string): readonly string[] {
  return cell
    .split('|')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export interface Named {
  readonly id: string;
  readonly title: string;
}

/** An entry of `known` by its id, or by its title without case; `kind` names it in the message. */
export function readNamed(
  cell: string,
  known: readonly Named[] | undefined,
  kind: 'category' | 'playlist',
  intl: IntlShape = englishIntl(),
): CellValue<Named> {
  const text = cell.trim();
  const byId = known?.find((entry) => entry.id === text);
  if (byId) return ok(byId);
  const lower = text.toLowerCase();
  const byTitle = known?.filter((entry) => entry.title.toLowerCase() === lower) ?? [];
  if (byTitle.length === 1) return ok(byTitle[0]!);
  const values = { kind, name: shown(text) };
  if (byTitle.length > 1) return no(intl.formatMessage(SHEET_PROBLEMS.namedTwice, values));
  if (known === undefined) return no(intl.formatMessage(SHEET_PROBLEMS.namedNotLoaded, values));
  return no(intl.formatMessage(SHEET_PROBLEMS.namedUnknown, values));
}
