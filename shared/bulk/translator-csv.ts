// The translator's file: the picked videos' texts as CSV, one row per video (video_id, default_language, title,
// description, then title:<language> and description:<language> for each language), and the translated file read
// back into the texts to write, with a problem named by row and column where it is not one.
//
// Export: written by the app's one CSV writer (shared/csv), which guards a cell a spreadsheet would run as a formula
// with a leading ' and quotes what needs it; that ' is taken off again on import.
// Import: bounded before reading (size, rows, columns, cell length), parsed once by papaparse's scanner (linear in
// the text: no expression that can backtrack), then each row is checked on its own.
import Papa from 'papaparse';
import type { IntlShape } from 'react-intl';
import { unguardCell } from '../csv/formula-guard';
import { writeCsv } from '../csv/csv-write';
import type { LibraryVideo } from '../library/library-video';
import type { LocalizedText, Localizations } from '../library/video-texts';
import { BULK_JOB_MAX_VIDEOS } from './bulk-job';
import {
  bulkValuesOf,
  refusals,
  differingFields,
  type BulkPreview,
  type BulkValues,
  type VideoPreview,
} from './bulk-preview';
import { UNITS_PER_VIDEO } from './bulk-preview';
import type { BulkField } from './bulk-operation';

export const CSV_MAX_BYTES = 4 * 1024 * 1024;
/** The header and one row per video a job can take. */
const CSV_MAX_ROWS = BULK_JOB_MAX_VIDEOS + 1;
const CSV_MAX_COLUMNS = 4 + 2 * 100;
/** Longer than any text the platform takes (a description is at most 5,000 bytes), so a refusal is the preview's. */
const CSV_MAX_CELL = 20_000;
const MAX_PROBLEMS = 20;

const BASE_COLUMNS = ['video_id', 'default_language', 'title', 'description'] as const;
export const TEXT_FIELDS_OF_IMPORT: readonly BulkField[] = ['title', 'description', 'defaultLanguage', 'localizations'];

/** The languages with a translation in any of the videos, and `extra`, each once, in order. */
export function exportLanguages(videos: readonly LibraryVideo[], extra: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const video of videos) for (const language of Object.keys(video.localizations ?? {})) seen.add(language);
  for (const language of extra) seen.add(language);
  return [...seen];
}

export function exportCsv(videos: readonly LibraryVideo[], languages: readonly string[]): string {
  const fields = [
    ...BASE_COLUMNS,
    ...languages.flatMap((language) => [`title:${language}`, `description:${language}`]),
  ];
  const data = videos.map((video) => [
    video.id,
    video.defaultLanguage ?? '',
    video.title,
    video.description,
    ...languages.flatMap((language) => {
      const text = video.localizations?.[language];
      return [text?.title ?? '', text?.description ?? ''];
    }),
  ]);
  return writeCsv({ fields, data });
}

export interface ImportedTexts {
  readonly id: string;
  readonly target: BulkValues;
}

type ImportResult =
  | { readonly kind: 'ok'; readonly videos: readonly ImportedTexts[]; readonly languages: readonly string[] }
  | { readonly kind: 'problems'; readonly problems: readonly string[] };

interface Column {
  readonly index: number;
  readonly field: 'video_id' | 'default_language' | 'title' | 'description';
  readonly language?: string;
}

/**
 * Reads a translated file against the picked videos: each row's texts laid over the video as it is (a language
 * whose title and description are both empty is removed; a column left out keeps what the video has).
 */
export function importCsv(
  text: string,
  videos: readonly LibraryVideo[],
  knownLanguages: ReadonlySet<string>,
): ImportResult {
  if (text.length > CSV_MAX_BYTES) {
    return {
      kind: 'problems',
      problems: [`The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MiB; is it the right one?`],
    };
  }
  const problems: string[] = [];
  const problem = (message: string): boolean => {
    if (problems.length < MAX_PROBLEMS) problems.push(message);
    return problems.length >= MAX_PROBLEMS;
  };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    skipEmptyLines: 'greedy',
    preview: CSV_MAX_ROWS + 1,
  });
  for (const error of parsed.errors) {
    if (problem(`row ${(error.row ?? 0) + 1}: ${error.message}`)) break;
  }
  const rows = parsed.data;
  if (rows.length > CSV_MAX_ROWS)
    problem(`The file has more than ${CSV_MAX_ROWS - 1} videos; a job takes at most ${BULK_JOB_MAX_VIDEOS}.`);
  const header = rows[0];
  if (!header) return { kind: 'problems', problems: ['The file is empty.'] };
  if (header.length > CSV_MAX_COLUMNS) problem(`row 1: more than ${CSV_MAX_COLUMNS} columns.`);
  if (problems.length > 0) return { kind: 'problems', problems };

  const columns: Column[] = [];
  const named = new Set<string>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    const where = `row 1, column ${index + 1}`;
    if (named.has(name)) return problem(`${where}: "${name}" comes twice.`);
    named.add(name);
    if ((BASE_COLUMNS as readonly string[]).includes(name)) {
      columns.push({ index, field: name as Column['field'] });
      return;
    }
    const match = /^(title|description):(.{1,35})$/.exec(name);
    if (!match) return problem(`${where}: "${name}" is not a column of the translator's file.`);
    const language = match[2]!;
    if (!knownLanguages.has(language)) return problem(`${where}: "${language}" is not a language the platform offers.`);
    columns.push({ index, field: match[1] as 'title' | 'description', language });
  });
  if (!named.has('video_id')) problem('row 1: the video_id column is missing.');
  if (problems.length > 0) return { kind: 'problems', problems };

  const byId = new Map(videos.map((video) => [video.id, video]));
  const done = new Set<string>();
  const imported: ImportedTexts[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r]!;
    const at = (column: Column) => `row ${r + 1}, column ${column.index + 1}`;
    if (row.length !== header.length) {
      if (problem(`row ${r + 1}: ${row.length} cells where the header has ${header.length}.`)) break;
      continue;
    }
    const idColumn = columns.find((column) => column.field === 'video_id')!;
    const id = row[idColumn.index]!.trim();
    const video = byId.get(id);
    if (!video) {
      if (problem(`${at(idColumn)}: "${id.slice(0, 20)}" is not one of the picked videos.`)) break;
      continue;
    }
    if (done.has(id)) {
      if (problem(`${at(idColumn)}: video ${id} comes twice.`)) break;
      continue;
    }
    done.add(id);
    const values = bulkValuesOf(video);
    let title = values.title;
    let description = values.description;
    let defaultLanguage = values.defaultLanguage ?? '';
    const localizations: Record<string, LocalizedText> = { ...(values.localizations ?? {}) };
    let stop = false;
    for (const column of columns) {
      const cell = unguardCell(row[column.index]!);
      if (cell.length > CSV_MAX_CELL) {
        stop = problem(`${at(column)}: the text is longer than ${CSV_MAX_CELL} characters.`);
        continue;
      }
      if (column.field === 'video_id') continue;
      if (column.field === 'default_language') {
        const code = cell.trim();
        if (code !== '' && !knownLanguages.has(code)) {
          stop = problem(`${at(column)}: "${code.slice(0, 40)}" is not a language the platform offers.`);
        }
        defaultLanguage = code;
      } else if (column.language === undefined) {
        if (column.field === 'title') title = cell;
        else description = cell;
      } else {
        const was = localizations[column.language] ?? { title: '', description: '' };
        localizations[column.language] = { ...was, [column.field]: cell };
      }
    }
    if (stop) break;
    for (const [language, text] of Object.entries(localizations)) {
      if (text.title === '' && text.description === '') delete localizations[language];
    }
    const target: BulkValues = {
      ...values,
      title,
      description,
      ...(defaultLanguage !== '' ? { defaultLanguage } : {}),
      ...(Object.keys(localizations).length > 0 ? { localizations: localizations } : {}),
    };
    if (defaultLanguage === '') delete (target as { defaultLanguage?: string }).defaultLanguage;
    if (Object.keys(localizations).length === 0) delete (target as { localizations?: Localizations }).localizations;
    imported.push({ id, target });
  }
  if (problems.length > 0) return { kind: 'problems', problems };
  if (imported.length === 0) return { kind: 'problems', problems: ['The file holds no video.'] };
  return {
    kind: 'ok',
    videos: imported,
    languages: columns.flatMap((column) => (column.language && column.field === 'title' ? [column.language] : [])),
  };
}

/** The preview of an imported file, as for a bulk edit: what changes per video, what is left, what is refused. */
export function previewImport(
  videos: readonly LibraryVideo[],
  imported: readonly ImportedTexts[],
  now: number,
  intl?: IntlShape,
): BulkPreview {
  const byId = new Map(videos.map((video) => [video.id, video]));
  const previews: VideoPreview[] = imported.map(({ id, target }) => {
    const before = bulkValuesOf(byId.get(id)!);
    const changed = differingFields(before, target, TEXT_FIELDS_OF_IMPORT);
    const problems = refusals(target, changed, now, intl);
    const outcome = changed.length === 0 ? 'untouched' : Object.keys(problems).length > 0 ? 'refused' : 'changed';
    return { id, outcome, before, after: target, changed, spans: {}, problems };
  });
  const count = (outcome: VideoPreview['outcome']) => previews.filter((preview) => preview.outcome === outcome).length;
  const changed = count('changed');
  return {
    videos: previews,
    changed,
    untouched: count('untouched'),
    refused: count('refused'),
    units: changed * UNITS_PER_VIDEO,
  };
}
