// From a sheet, its column mapping and the files handed over with it, to what can be queued: each row's metadata
// checked by the same platform rules as the upload form (checkVideoMetadata), its playlists and category looked up,
// its video and thumbnail found among the files. A row with any problem is left out and every problem is listed with
// the row's number and the column's name, so one bad row never stops the others. Translations come from columns
// headed "Title (de)" and "Description (de)" (translationColumns), held to the rules a held upload's details apply.
import type { IntlShape } from 'react-intl';
import { CAPTION_LANGUAGE_PATTERN } from '../captions/caption-check';
import { LOCALIZATIONS_MAX, localizedTitleProblem, type LocalizedText } from '../library/video-texts';
import { translationsLanguageProblem } from '../series/template-localizations';
import { MAX_ATTACHED_PLAYLISTS, type AttachedPlaylist } from '../uploads/upload-attachments';
import {
  checkVideoMetadata,
  defaultMetadataFor,
  descriptionProblem,
  englishIntl,
  type MetadataField,
  type VideoMetadata,
  type VideoSnippetInput,
  type VideoStatusInput,
} from '../uploads/video-metadata';
import { unguardCell } from '../csv/formula-guard';
import {
  readDisclosure,
  readLicense,
  readList,
  readNamed,
  readPrivacy,
  readTags,
  readYesNo,
  type Named,
} from './cell-values';
import { FIELD_LABELS, translationColumns, type ColumnMapping, type ImportField } from './column-mapping';
import { baseName, FileIndex, type NamedFile } from './file-matching';
import { readPublishTime } from './publish-time';
import { rowLabel, type Sheet } from './sheet';
import { SHEET_PROBLEMS } from './sheet-import-messages';

export interface ImportContext {
  /** The assignable categories; undefined when they could not be loaded (ids are still taken). */
  readonly categories: readonly Named[] | undefined;
  /** The channel's playlists; undefined when they could not be loaded. */
  readonly playlists: readonly Named[] | undefined;
  /** The creator's IANA time zone, for publish times written without an offset. */
  readonly timeZone: string;
  readonly now: number;
  /** The language every problem is said in (the platform's rules in the upload form's words); English when not given. */
  readonly intl?: IntlShape;
}

export interface ImportProblem {
  readonly rowNumber: number;
  /** "row 3" or "item 2". */
  readonly row: string;
  /** The column's header as the sheet writes it (or the field's name when the sheet has no such column). */
  readonly column: string;
  readonly message: string;
  /** The row's video file is what is missing (listed apart: adding the file fixes it). */
  readonly missingFile: boolean;
  /** The video was queued all the same, without what this problem names (a refused thumbnail or caption file). */
  readonly queuedWithout?: boolean;
}

export interface ReadyRow<F> {
  readonly rowNumber: number;
  readonly video: F;
  readonly metadata: VideoMetadata;
  readonly playlists: readonly AttachedPlaylist[];
  readonly thumbnail: F | undefined;
  /** One caption file (the queue takes one with a video) and the language of its track. */
  readonly caption: { readonly file: F; readonly language: string } | undefined;
}

interface ImportPlan<F> {
  readonly ready: readonly ReadyRow<F>[];
  readonly problems: readonly ImportProblem[];
  /** Rows with at least one problem. */
  readonly leftOut: number;
}

/** The sheet's column of each field the upload form's rules check (every one: a new rule needs its column). */
const FIELD_OF_PROBLEM: Readonly<Record<MetadataField, ImportField>> = {
  'snippet.title': 'title',
  'snippet.description': 'description',
  'snippet.tags': 'tags',
  'snippet.categoryId': 'category',
  'snippet.defaultLanguage': 'defaultLanguage',
  'snippet.defaultAudioLanguage': 'defaultAudioLanguage',
  'recordingDetails.recordingDate': 'recordingDate',
  'status.privacyStatus': 'privacy',
  'status.license': 'license',
  'status.publishAt': 'publishAt',
  // What the form says of translations as a whole (they need a default language, not theirs) is the language's.
  localizations: 'defaultLanguage',
};

/** The language a caption file's name carries before its extension: `episode.en.srt`, `ep1.pt-BR.vtt`. */
function languageInName(name: string): string | undefined {
  const parts = name.split('.');
  if (parts.length < 3) return undefined;
  // The language subtag is lower case (EP1.EN.SRT says en); the region's case is kept (pt-BR).
  const [primary = '', ...rest] = parts[parts.length - 2]!.split('-');
  const language = [primary.toLowerCase(), ...rest].join('-');
  return CAPTION_LANGUAGE_PATTERN.test(language) && language.length <= 35 ? language : undefined;
}

/** The column a field is read from, named as the sheet names it (or the field's name when the sheet has none). */
export function columnLabel(sheet: Sheet, mapping: ColumnMapping, field: ImportField): string {
  const column = mapping[field];
  return column === undefined ? FIELD_LABELS[field] : (sheet.headers[column] ?? FIELD_LABELS[field]);
}

export function planImport<F extends NamedFile>(
  sheet: Sheet,
  mapping: ColumnMapping,
  context: ImportContext,
  files: readonly F[],
  /** Finds a file named by a row that was not handed over (the desktop app looks beside the sheet). */
  locate?: (cell: string) => F | undefined,
): ImportPlan<F> {
  const index = new FileIndex(files, locate);
  const ready: ReadyRow<F>[] = [];
  const problems: ImportProblem[] = [];
  let leftOut = 0;
  /** Which row took each video file first: the same file twice is a copy-paste slip, not two uploads. */
  const firstRowOfFile = new Map<F, number>();
  const translations = translationColumns(sheet.headers, mapping);

  const intl = context.intl ?? englishIntl();
  const say = intl.formatMessage;
  sheet.rows.forEach((cells, rowIndex) => {
    const rowNumber = sheet.rowNumbers[rowIndex] ?? rowIndex + 1;
    const row = rowLabel(sheet.format, rowNumber, intl);
    const found: ImportProblem[] = [];
    const columnName = (field: ImportField): string => columnLabel(sheet, mapping, field);
    const problemAt = (column: string, message: string, missingFile = false): void => {
      found.push({ rowNumber, row, column, message, missingFile });
    };
    const problem = (field: ImportField, message: string, missingFile = false): void =>
      problemAt(columnName(field), message, missingFile);
    const cell = (field: ImportField): string => {
      const column = mapping[field];
      return column === undefined ? '' : unguardCell(cells[column] ?? '');
    };

    const fileCell = cell('file');
    const video = index.find(fileCell, 'video', intl);
    if (!video.ok) problem('file', video.message, fileCell.trim() !== '');
    else {
      const earlier = firstRowOfFile.get(video.file);
      if (earlier !== undefined)
        problem(
          'file',
          say(SHEET_PROBLEMS.fileImportedTwice, {
            file: video.file.name,
            format: sheet.format,
            number: String(earlier),
          }),
        );
      else firstRowOfFile.set(video.file, rowNumber);
    }

    const titleCell = cell('title');
    const title = titleCell.trim() === '' ? defaultMetadataFor(baseName(fileCell) || 'video').snippet.title : titleCell;
    const description = cell('description');
    const tags = readTags(cell('tags'));
    let categoryId: string | undefined;
    const categoryCell = cell('category').trim();
    if (categoryCell !== '') {
      const known = context.categories;
      if (/^\d{1,6}$/.test(categoryCell) && (known === undefined || known.some((entry) => entry.id === categoryCell))) {
        categoryId = categoryCell;
      } else {
        const category = readNamed(categoryCell, known, 'category', intl);
        if (category.ok) categoryId = category.value.id;
        else problem('category', category.message);
      }
    }
    const privacy = readPrivacy(cell('privacy'), intl);
    if (!privacy.ok) problem('privacy', privacy.message);
    const license = readLicense(cell('license'), intl);
    if (!license.ok) problem('license', license.message);
    const madeForKids = readYesNo(cell('madeForKids'), intl);
    if (!madeForKids.ok) problem('madeForKids', madeForKids.message);
    const embeddable = readYesNo(cell('embeddable'), intl);
    if (!embeddable.ok) problem('embeddable', embeddable.message);
    const publicStats = readYesNo(cell('publicStats'), intl);
    if (!publicStats.ok) problem('publicStats', publicStats.message);
    const notifySubscribers = readYesNo(cell('notifySubscribers'), intl);
    if (!notifySubscribers.ok) problem('notifySubscribers', notifySubscribers.message);
    // Discovery revision 20260924: status.containsSyntheticMedia (boolean). An empty cell stays unanswered, never "no".
    const syntheticMedia = readDisclosure(cell('syntheticMedia'), intl);
    if (!syntheticMedia.ok) problem('syntheticMedia', syntheticMedia.message);
    // Followed 2026-11-26, discovery revision 20240303: snippet.defaultLanguage and defaultAudioLanguage (language
    // codes), status.publicStatsViewable (boolean), recordingDetails.recordingDate (date-time), videos.insert's
    // notifySubscribers (query boolean, default true). The texts are kept as written and checked below by the form's
    // own rules (languageProblem, recordingDateProblem), so a sheet is refused in the form's words; a day stays a
    // day, sent as its midnight UTC (recordingDateTime).
    const defaultLanguage = cell('defaultLanguage').trim();
    const defaultAudioLanguage = cell('defaultAudioLanguage').trim();
    const recordingDate = cell('recordingDate').trim();
    let publishAt: string | undefined;
    if (cell('publishAt').trim() !== '') {
      const time = readPublishTime(cell('publishAt'), context.timeZone, intl);
      if (time.ok) publishAt = time.value;
      else problem('publishAt', time.message);
    }

    const playlists: AttachedPlaylist[] = [];
    const playlistNames = readList(cell('playlists'));
    if (playlistNames.length > MAX_ATTACHED_PLAYLISTS) {
      problem('playlists', say(SHEET_PROBLEMS.tooManyPlaylists, { max: MAX_ATTACHED_PLAYLISTS }));
    } else {
      for (const name of playlistNames) {
        const playlist = readNamed(name, context.playlists, 'playlist', intl);
        if (!playlist.ok) problem('playlists', playlist.message);
        else if (!playlists.some((entry) => entry.id === playlist.value.id)) {
          playlists.push({ id: playlist.value.id, title: playlist.value.title.slice(0, 300) });
        }
      }
    }

    let thumbnail: F | undefined;
    if (cell('thumbnail').trim() !== '') {
      const image = index.find(cell('thumbnail'), 'thumbnail', intl);
      if (image.ok) thumbnail = image.file;
      else problem('thumbnail', image.message);
    }

    let caption: ReadyRow<F>['caption'];
    const captionNames = readList(cell('captions'));
    if (captionNames.length > 1) {
      problem('captions', say(SHEET_PROBLEMS.oneCaptionPerRow));
    } else if (captionNames.length === 1) {
      const track = index.find(captionNames[0]!, 'caption', intl);
      const language = cell('captionLanguage').trim() || (track.ok ? languageInName(track.file.name) : undefined);
      if (!track.ok) problem('captions', track.message);
      else if (language === undefined) {
        problem('captions', say(SHEET_PROBLEMS.captionLanguageUnknown, { file: track.file.name }));
      } else if (!CAPTION_LANGUAGE_PATTERN.test(language) || language.length > 35) {
        problem(
          mapping.captionLanguage === undefined ? 'captions' : 'captionLanguage',
          say(SHEET_PROBLEMS.captionLanguageNotTag, { language: language.slice(0, 40) }),
        );
      } else caption = { file: track.file, language };
    }

    // Followed 2026-11-26, discovery revision 20240303 (Video.localizations: a language to a title and a
    // description) and the videos.insert reference (translations need snippet.defaultLanguage). A language whose two
    // cells are empty in this row is no translation of this video; a title may be '' (no title of its own).
    const localizations: Record<string, LocalizedText> = {};
    for (const columns of translations) {
      const text = (column: number | undefined): string =>
        column === undefined ? '' : unguardCell(cells[column] ?? '');
      const translated = { title: text(columns.title), description: text(columns.description) };
      if (translated.title === '' && translated.description === '') continue;
      const titleTrouble = localizedTitleProblem(translated.title, intl);
      if (titleTrouble) problemAt(sheet.headers[columns.title!]!, titleTrouble);
      const descriptionTrouble =
        translated.description === '' ? undefined : descriptionProblem(translated.description, intl);
      if (descriptionTrouble) problemAt(sheet.headers[columns.description!]!, descriptionTrouble);
      localizations[columns.language] = translated;
    }
    const translated = Object.keys(localizations).length > 0;
    if (Object.keys(localizations).length > LOCALIZATIONS_MAX) {
      problem('defaultLanguage', say(SHEET_PROBLEMS.tooManyTranslations, { max: LOCALIZATIONS_MAX }));
    }
    // A sheet is fixed in the sheet, not in the held-upload form: the words send the creator to this row's cell.
    const place = { format: sheet.format, column: columnName('defaultLanguage') };
    const languageTrouble = translationsLanguageProblem(defaultLanguage || undefined, localizations, intl, {
      setIt: say(SHEET_PROBLEMS.translationsNeedLanguage, place),
      another: (language) => say(SHEET_PROBLEMS.translationRepeatsDefault, { ...place, language }),
    });
    if (languageTrouble) problem('defaultLanguage', languageTrouble);

    const snippet: VideoSnippetInput = {
      title,
      ...(description !== '' ? { description } : {}),
      ...(tags ? { tags } : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
      ...(defaultLanguage !== '' ? { defaultLanguage } : {}),
      ...(defaultAudioLanguage !== '' ? { defaultAudioLanguage } : {}),
    };
    // Nothing is published before the creator looked at it: no privacy means private (the upload form's default),
    // and a publish time needs a private video anyway.
    const status: VideoStatusInput = {
      privacyStatus: privacy.ok && privacy.value !== undefined ? privacy.value : 'private',
      ...(embeddable.ok && embeddable.value !== undefined ? { embeddable: embeddable.value } : {}),
      ...(license.ok && license.value !== undefined ? { license: license.value } : {}),
      ...(madeForKids.ok && madeForKids.value !== undefined ? { selfDeclaredMadeForKids: madeForKids.value } : {}),
      ...(publishAt !== undefined ? { publishAt } : {}),
      ...(publicStats.ok && publicStats.value !== undefined ? { publicStatsViewable: publicStats.value } : {}),
      ...(syntheticMedia.ok && syntheticMedia.value !== undefined
        ? { containsSyntheticMedia: syntheticMedia.value }
        : {}),
    };
    const metadata: VideoMetadata = {
      snippet,
      status,
      ...(translated ? { localizations } : {}),
      ...(recordingDate !== '' ? { recordingDetails: { recordingDate } } : {}),
      ...(notifySubscribers.ok && notifySubscribers.value !== undefined
        ? { notifySubscribers: notifySubscribers.value }
        : {}),
    };
    const rules = checkVideoMetadata(metadata, context.now, intl);
    for (const [field, message] of Object.entries(rules) as Array<[MetadataField, string]>) {
      const importField = FIELD_OF_PROBLEM[field];
      // A value already refused above is not refused twice.
      if (!found.some((entry) => entry.column === columnName(importField))) problem(importField, message);
    }

    if (found.length > 0 || !video.ok) {
      leftOut += 1;
      problems.push(...found);
      return;
    }
    ready.push({ rowNumber, video: video.file, metadata, playlists, thumbnail, caption });
  });
  return { ready, problems, leftOut };
}
