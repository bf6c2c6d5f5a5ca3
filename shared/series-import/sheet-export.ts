// The queue's or the Library's metadata as a CSV sheet a spreadsheet app opens as it is: UTF-8 with a byte order mark
// (without it Excel reads UTF-8 as a legacy code page), CRLF line ends, cells quoted when they hold a quote, a
// delimiter or a line break. A cell that starts like a formula gets a leading `'` from the app's one guard
// (shared/csv/formula-guard.ts), so opening the file runs nothing (CSV injection); the import takes that `'` off
// again (`unguardCell`), so an exported queue imports back to the same metadata. The headers are ones the import's mapping recognises; an upload's or a
// Library video's translations follow as "title (de)" and "description (de)" for each language any exported one has.
import type { LibraryVideo } from '../library/library-video';
import type { Localizations } from '../library/video-texts';
import type { UploadView } from '../uploads/upload-view';
import { guardCell } from '../csv/formula-guard';
import { translationHeader } from './column-mapping';

const BYTE_ORDER_MARK = '\uFEFF';

export const QUEUE_EXPORT_HEADERS = [
  'file',
  'title',
  'description',
  'tags',
  'category',
  'privacy',
  'publish at',
  'made for kids',
  'license',
  'embeddable',
  'default language',
  'audio language',
  'recording date',
  'public stats',
  'notify subscribers',
  'altered or synthetic content',
  'playlists',
  'thumbnail',
] as const;

export const LIBRARY_EXPORT_HEADERS = [
  'video id',
  'title',
  'description',
  'tags',
  'category',
  'privacy',
  'publish at',
  'made for kids',
  'license',
  'embeddable',
  'default language',
  'altered or synthetic content',
  'published at',
] as const;

/** One cell, guarded against formulas and quoted when needed. */
export function csvCell(value: string): string {
  const guarded = guardCell(value);
  return /[",;\t\r\n]/.test(guarded) || guarded.trim() !== guarded ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** The whole file's text: the byte order mark, the header row, then one line per row. */
export function csvText(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/** Tags joined with commas (no tag holds one); a single tag holding `|` gets a trailing comma, so it is not split. */
export function tagsCell(tags: readonly string[] | undefined): string {
  if (!tags || tags.length === 0) return '';
  if (tags.length === 1 && tags[0]!.includes('|')) return `${tags[0]},`;
  return tags.join(',');
}

function yesNo(value: boolean | undefined): string {
  return value === undefined ? '' : value ? 'yes' : 'no';
}

/** The languages any of these have translations in, each once, in the order first met. */
function translationLanguages(all: readonly (Localizations | undefined)[]): string[] {
  const languages = new Set<string>();
  for (const localizations of all) for (const language of Object.keys(localizations ?? {})) languages.add(language);
  return [...languages];
}

/** A title and a description header per language, as the import's mapping reads them. */
function translationHeaders(languages: readonly string[]): string[] {
  return languages.flatMap((language) => [
    translationHeader('title', language),
    translationHeader('description', language),
  ]);
}

/** One row's translation cells, empty where it has no translation into a language. */
function translationCells(languages: readonly string[], localizations: Localizations | undefined): string[] {
  return languages.flatMap((language) => {
    const text = localizations?.[language];
    return [text?.title ?? '', text?.description ?? ''];
  });
}

/** The queue as a sheet: the fixed columns, then a title and a description column per language translated. */
export function queueExport(uploads: readonly UploadView[]): { headers: string[]; rows: string[][] } {
  const languages = translationLanguages(uploads.map((upload) => upload.metadata.localizations));
  const headers = [...QUEUE_EXPORT_HEADERS, ...translationHeaders(languages)];
  const rows = uploads.map((upload) => {
    const { snippet, status } = upload.metadata;
    const steps = upload.steps ?? [];
    const playlists = steps
      .filter((step) => step.kind === 'playlist')
      // A title holding `|` would be split on import: the id says the same without ambiguity.
      .map((step) => (step.label.includes('|') || step.label.trim() === '' ? (step.playlistId ?? '') : step.label));
    const thumbnail = steps.find((step) => step.kind === 'thumbnail')?.label ?? '';
    return [
      upload.fileName,
      snippet.title,
      snippet.description ?? '',
      tagsCell(snippet.tags),
      snippet.categoryId ?? '',
      status.privacyStatus,
      status.publishAt ?? '',
      yesNo(status.selfDeclaredMadeForKids),
      status.license ?? '',
      yesNo(status.embeddable),
      snippet.defaultLanguage ?? '',
      snippet.defaultAudioLanguage ?? '',
      upload.metadata.recordingDetails?.recordingDate ?? '',
      yesNo(status.publicStatsViewable),
      yesNo(upload.metadata.notifySubscribers),
      yesNo(status.containsSyntheticMedia),
      playlists.join('|'),
      thumbnail,
      ...translationCells(languages, upload.metadata.localizations),
    ];
  });
  return { headers, rows };
}

/**
 * The Library's videos as a sheet: the fixed columns, then a title and a description column per language translated.
 * The Library's list reads each video's localizations part (library-service.ts VIDEO_PARTS), so no call is added.
 */
export function libraryExport(videos: readonly LibraryVideo[]): { headers: string[]; rows: string[][] } {
  const languages = translationLanguages(videos.map((video) => video.localizations));
  const headers = [...LIBRARY_EXPORT_HEADERS, ...translationHeaders(languages)];
  const rows = videos.map((video) => [
    video.id,
    video.title,
    video.description,
    tagsCell(video.tags),
    video.categoryId,
    video.privacyStatus,
    video.publishAt ?? '',
    yesNo(video.selfDeclaredMadeForKids),
    video.license,
    yesNo(video.embeddable),
    video.defaultLanguage ?? '',
    yesNo(video.containsSyntheticMedia),
    video.publishedAt,
    ...translationCells(languages, video.localizations),
  ]);
  return { headers, rows };
}

/** A file name for an export made at `now`: channel-desk-queue-2030-01-31.csv. */
export function exportFileName(what: 'queue' | 'library', now: number): string {
  return `channel-desk-${what}-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
