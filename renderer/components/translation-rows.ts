// Translations as a form holds them: rows in the order they were added, one per language, kept apart from the
// localizations map so that a translation being typed keeps its place. The template editor and a queued upload's
// details share them.
import type { Localizations } from '../../shared/library/video-texts';

/** One translation as typed: its language, and its title and description. */
export interface TranslationRow {
  readonly language: string;
  readonly title: string;
  readonly description: string;
}

export function translationRowsOf(localizations: Localizations | undefined): TranslationRow[] {
  return Object.entries(localizations ?? {}).map(([language, text]) => ({ language, ...text }));
}

/** The rows as a localizations map; undefined without any, so "no translations" is left out rather than sent empty. */
export function localizationsOfRows(rows: readonly TranslationRow[]): Localizations | undefined {
  if (rows.length === 0) return undefined;
  return Object.fromEntries(rows.map(({ language, title, description }) => [language, { title, description }]));
}
