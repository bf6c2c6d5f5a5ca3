// Which column of a sheet holds which detail of an upload. The import guesses it from the header names (what a
// creator, a spreadsheet template or this app's own export would call each column), and the creator corrects it in
// the mapping step before anything is queued. Translations are columns of their own, one title and one description
// per language ("Title (de)", or "title:de" as the translator's file writes it), found by their header alone.
import { languageCodeSchema } from '../library/video-texts';

/** The details a sheet can give, in the order the mapping step lists them; each one what `uploads.enqueue` carries. */
export const IMPORT_FIELDS = [
  'file',
  'title',
  'description',
  'tags',
  'category',
  'privacy',
  'publishAt',
  'madeForKids',
  'license',
  'embeddable',
  'defaultLanguage',
  'defaultAudioLanguage',
  'recordingDate',
  'publicStats',
  'notifySubscribers',
  'syntheticMedia',
  'playlists',
  'thumbnail',
  'captions',
  'captionLanguage',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  file: 'Video file',
  title: 'Title',
  description: 'Description',
  tags: 'Tags',
  category: 'Category',
  privacy: 'Privacy',
  publishAt: 'Publish at',
  madeForKids: 'Made for kids',
  license: 'Licence',
  embeddable: 'Embeddable',
  defaultLanguage: 'Language',
  defaultAudioLanguage: 'Audio language',
  recordingDate: 'Recording date',
  publicStats: 'Public statistics',
  notifySubscribers: 'Notify subscribers',
  syntheticMedia: 'Altered or synthetic content',
  playlists: 'Playlists',
  thumbnail: 'Thumbnail file',
  captions: 'Caption file',
  captionLanguage: 'Caption language',
};

/** The column index each field is read from; a field absent here is not in the sheet. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

/** Header names each field answers to, compared without case, spaces, `_`, `-` or dots. */
const HEADER_NAMES: Readonly<Record<ImportField, readonly string[]>> = {
  file: ['file', 'filename', 'files', 'video', 'videofile', 'path', 'filepath', 'source'],
  title: ['title', 'videotitle', 'name', 'snippettitle'],
  description: ['description', 'desc', 'snippetdescription'],
  tags: ['tags', 'tag', 'keywords', 'snippettags'],
  category: ['category', 'categoryid', 'categoryname', 'snippetcategoryid'],
  privacy: ['privacy', 'privacystatus', 'visibility', 'statusprivacystatus'],
  publishAt: ['publishat', 'publishtime', 'publishdate', 'schedule', 'scheduled', 'scheduledat', 'statuspublishat'],
  madeForKids: ['madeforkids', 'forkids', 'kids', 'selfdeclaredmadeforkids', 'statusselfdeclaredmadeforkids'],
  license: ['license', 'licence', 'statuslicense'],
  embeddable: ['embeddable', 'embed', 'allowembedding', 'statusembeddable'],
  // "Language" alone is the title's and description's (the upload form's label); a caption's says so.
  defaultLanguage: ['language', 'lang', 'defaultlanguage', 'textlanguage', 'titlelanguage', 'snippetdefaultlanguage'],
  defaultAudioLanguage: [
    'audiolanguage',
    'audiolang',
    'defaultaudiolanguage',
    'spokenlanguage',
    'snippetdefaultaudiolanguage',
  ],
  recordingDate: [
    'recordingdate',
    'recorded',
    'recordedon',
    'daterecorded',
    'recordingday',
    'shootdate',
    'recordingdetailsrecordingdate',
  ],
  publicStats: [
    'publicstats',
    'publicstatistics',
    'publicstatsviewable',
    'showstats',
    'showstatistics',
    'statspublic',
    'statuspublicstatsviewable',
  ],
  notifySubscribers: ['notifysubscribers', 'notify', 'notifysubs', 'notifysubscriber', 'notifications', 'notification'],
  syntheticMedia: [
    'alteredorsyntheticcontent',
    'alteredcontent',
    'syntheticcontent',
    'syntheticmedia',
    'alteredorsynthetic',
    'containssyntheticmedia',
    'statuscontainssyntheticmedia',
  ],
  playlists: ['playlists', 'playlist', 'playlistids', 'playlistid'],
  thumbnail: ['thumbnail', 'thumbnailfile', 'thumb', 'image', 'cover'],
  captions: ['captions', 'caption', 'captionfile', 'captionfiles', 'subtitles', 'subtitle', 'subtitlefile'],
  captionLanguage: ['captionlanguage', 'captionslanguage', 'captionlang', 'subtitlelanguage'],
};

function normalizedHeader(header: string): string {
  return header.toLowerCase().replace(/[\s_.\-()]+/g, '');
}

/** The first column whose header names each field; a column serves one field at most. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<number>();
  const normalized = headers.map((header) => normalizedHeader(header.slice(0, 200)));
  for (const field of IMPORT_FIELDS) {
    const names = HEADER_NAMES[field];
    const column = normalized.findIndex((header, index) => !taken.has(index) && names.includes(header));
    if (column >= 0) {
      mapping[field] = column;
      taken.add(column);
    }
  }
  return mapping;
}

/** What stops the import before any row is read: no column of files. */
export function mappingProblem(mapping: ColumnMapping): string | undefined {
  return mapping.file === undefined ? 'Choose the column that names each video file.' : undefined;
}

/** The columns of one language's translation (a column may be missing: that text is then ''). */
interface TranslationColumns {
  readonly language: string;
  readonly title?: number;
  readonly description?: number;
}

// "Title (de)", "description (pt-PT)", "title:es-419": the part around the language is fixed, so one pass decides.
const TRANSLATION_HEADER = /^(title|description)\s*(?:\(([^()]{1,40})\)|:([^():]{1,40}))$/i;

/** The header naming a language's translated title or description, as the queue's export writes it. */
export function translationHeader(part: 'title' | 'description', language: string): string {
  return `${part} (${language})`;
}

/**
 * The translation columns by language, in the order their first column comes. A column the mapping gives another
 * field is that field's; a second column for the same language and text is left out, as guessMapping leaves a
 * second title column.
 */
export function translationColumns(headers: readonly string[], mapping: ColumnMapping): TranslationColumns[] {
  const mapped = new Set(Object.values(mapping));
  const byLanguage = new Map<string, { title?: number; description?: number }>();
  headers.forEach((header, column) => {
    if (mapped.has(column)) return;
    const match = TRANSLATION_HEADER.exec(header.slice(0, 100).trim());
    if (!match) return;
    const language = (match[2] ?? match[3]!).trim();
    if (!languageCodeSchema.safeParse(language).success) return;
    const part = match[1]!.toLowerCase() as 'title' | 'description';
    const columns = byLanguage.get(language) ?? {};
    if (columns[part] === undefined) byLanguage.set(language, { ...columns, [part]: column });
  });
  return [...byLanguage].map(([language, columns]) => ({ language, ...columns }));
}
