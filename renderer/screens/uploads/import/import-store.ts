// The spreadsheet import of the Uploads screen: a sheet (CSV or JSON) handed over with its videos and thumbnails is
// read (shared/series-import: linear, bounded), its columns mapped (guessed from the headers, then corrected by the
// creator), each row checked by the upload form's rules, and the good rows queued held for review
// (`uploads.enqueue` with `hold: true`). Every row left out is listed with its row number, column and reason.
import { create } from 'zustand';
import type { MessageDescriptor } from 'react-intl';
import { intlFor } from '../../../../shared/i18n/catalogue';
import type { RefusedFile } from '../../../../shared/ipc/uploads';
import {
  guessMapping,
  mappingProblem,
  type ColumnMapping,
  type ImportField,
} from '../../../../shared/series-import/column-mapping';
import {
  columnLabel,
  planImport,
  type ImportProblem,
  type ReadyRow,
} from '../../../../shared/series-import/import-plan';
import { baseName } from '../../../../shared/series-import/file-matching';
import { isSheetName, readSheet } from '../../../../shared/series-import/read-sheet';
import { MAX_SHEET_BYTES, rowLabel, type Sheet } from '../../../../shared/series-import/sheet';
import { pathBesideSheet } from '../../../../shared/series-import/sheet-folder';
import type { AttachmentsInput } from '../../../../shared/uploads/upload-attachments';
import type { UploadSource } from '../../../../shared/uploads/upload-source';
import { copyOfMetadata, type VideoMetadata } from '../../../../shared/uploads/video-metadata';
import { systemZone } from '../../../components/slot-rule-draft';
import { desk } from '../../../desk/desk';
import { failureOf } from '../../../desk/failure';
import { sourceForFile, type FileLike } from '../../../desk/file-sources';
import { useLanguage } from '../../../stores/language-store';
import { IMPORT } from './import-messages';

/** A sentence in the language in force when it is said. */
function say(message: MessageDescriptor, values?: Record<string, string | number>): string {
  return intlFor(useLanguage.getState().locale).formatMessage(message, values);
}
import { useUploads } from '../../../stores/uploads-store';
import { useVideoCategories } from '../../../stores/video-categories-store';
import { captionSource, examineCaptionFile } from '../../../components/captions/picked-caption';
import { checkThumbnailInPage, imageOnly } from '../../../components/images/thumbnail-check';

/** A file handed over with the sheet, or (desktop) one found beside the sheet by the path a row gives. */
interface ImportFile {
  readonly name: string;
  readonly file?: File;
  readonly path?: string;
}

interface ImportOutcome {
  readonly sheetName: string;
  readonly queued: number;
  /** Rows left out for their values, and rows whose file is missing (they are listed apart). */
  readonly problems: readonly ImportProblem[];
}

type ImportPhase =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'mapping';
      readonly sheetName: string;
      readonly sheetPath: string | undefined;
      readonly sheet: Sheet;
      readonly mapping: ColumnMapping;
      readonly files: readonly File[];
    }
  | { readonly kind: 'importing'; readonly sheetName: string; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly outcome: ImportOutcome };

interface ImportState {
  readonly phase: ImportPhase;
  /** Why the sheet handed over could not be read (nothing was queued). */
  readonly failure: string | undefined;
  /** The time zone local publish times are read in. */
  readonly timeZone: string;
  /** Reads the sheet among `files` (the rest are its videos and thumbnails) and guesses its mapping. */
  open: (files: readonly File[]) => Promise<void>;
  setColumn: (field: ImportField, column: number | undefined) => void;
  /** Checks every row and queues the good ones, held. */
  run: () => Promise<void>;
  reset: () => void;
}

/**
 * A drop on the screen's own drop zone that holds a sheet (.csv, .tsv, .json) is an import: its videos are the sheet's.
 * (.txt is taken only here in the panel: dropped among videos it is more likely notes than a sheet.)
 */
export function holdsSheet(files: readonly File[]): boolean {
  return files.some((file) => /\.(csv|tsv|json)$/i.test(file.name));
}

/** Rows a refusal of the queue itself names, found back by the file name it gives. */
function refusedProblems(
  refused: readonly RefusedFile[],
  rows: readonly ReadyRow<ImportFile>[],
  sheet: Sheet,
  fileColumn: string,
): ImportProblem[] {
  return refused.map((file) => {
    const row = rows.find((candidate) => candidate.video.name === file.name);
    const rowNumber = row?.rowNumber ?? 0;
    return {
      rowNumber,
      row: row ? rowLabel(sheet.format, rowNumber, intlFor(useLanguage.getState().locale)) : file.name,
      column: fileColumn,
      message: file.reason,
      missingFile: false,
    };
  });
}

export const useSeriesImport = create<ImportState>((set, get) => ({
  phase: { kind: 'idle' },
  failure: undefined,
  timeZone: systemZone(),

  async open(handed) {
    if (get().phase.kind === 'importing') {
      set({ failure: say(IMPORT.busy) });
      return;
    }
    const sheets = handed.filter((file) => isSheetName(file.name));
    const files = handed.filter((file) => !isSheetName(file.name));
    if (sheets.length !== 1) {
      set({
        failure:
          sheets.length === 0
            ? say(IMPORT.noSheet)
            : say(IMPORT.severalSheets, { names: sheets.map((file) => file.name).join(', ') }),
      });
      return;
    }
    const sheetFile = sheets[0]!;
    if (sheetFile.size > MAX_SHEET_BYTES) {
      set({
        failure: say(IMPORT.tooLarge, { name: sheetFile.name, maxMiB: MAX_SHEET_BYTES / 1024 / 1024 }),
      });
      return;
    }
    let text: string;
    try {
      text = await sheetFile.text();
    } catch {
      set({ failure: say(IMPORT.unreadable, { name: sheetFile.name }) });
      return;
    }
    const read = readSheet(sheetFile.name, text, intlFor(useLanguage.getState().locale));
    if (!read.ok) {
      set({ failure: `${sheetFile.name}: ${read.message}` });
      return;
    }
    const sheetPath = desk.pathForFile ? desk.pathForFile(sheetFile) || undefined : undefined;
    void useVideoCategories.getState().load();
    void useUploads.getState().loadPlaylists();
    set({
      failure: undefined,
      phase: {
        kind: 'mapping',
        sheetName: sheetFile.name,
        sheetPath,
        sheet: read.sheet,
        mapping: guessMapping(read.sheet.headers),
        files,
      },
    });
  },

  setColumn(field, column) {
    const { phase } = get();
    if (phase.kind !== 'mapping') return;
    const mapping: ColumnMapping = { ...phase.mapping };
    // A column serves one field: choosing it here takes it from the field that had it.
    for (const key of Object.keys(mapping) as ImportField[])
      if (column !== undefined && mapping[key] === column) delete mapping[key];
    if (column === undefined) delete mapping[field];
    else mapping[field] = column;
    set({ phase: { ...phase, mapping } });
  },

  async run() {
    const { phase, timeZone } = get();
    if (phase.kind !== 'mapping' || mappingProblem(phase.mapping)) return;
    const { sheet, sheetName, sheetPath, mapping } = phase;
    set({ phase: { kind: 'importing', sheetName, done: 0, total: sheet.rows.length } });
    // Names of categories and playlists are looked up in these (each read once; a failure leaves ids usable).
    await Promise.all([useVideoCategories.getState().load(), useUploads.getState().loadPlaylists()]);
    const uploads = useUploads.getState();
    const files: ImportFile[] = phase.files.map((file) => ({ name: file.name, file }));
    const plan = planImport(
      sheet,
      mapping,
      {
        categories: useVideoCategories.getState().categories,
        playlists: uploads.playlists,
        timeZone,
        now: Date.now(),
        intl: intlFor(useLanguage.getState().locale),
      },
      files,
      sheetPath === undefined
        ? undefined
        : (cell) => {
            const path = pathBesideSheet(sheetPath, cell);
            return path === undefined ? undefined : { name: baseName(cell), path };
          },
    );
    const problems: ImportProblem[] = [...plan.problems];
    const column = (field: ImportField): string => columnLabel(sheet, mapping, field);
    const total = plan.ready.length;
    set({ phase: { kind: 'importing', sheetName, done: 0, total } });
    const pathFor = desk.pathForFile ? (file: FileLike) => desk.pathForFile!(file as File) : undefined;

    const sourceOf = async (entry: ImportFile, image: boolean): Promise<UploadSource> => {
      if (entry.path !== undefined) return { kind: 'path', path: entry.path };
      return sourceForFile(entry.file!, pathFor ? { pathForFile: pathFor } : image ? { check: imageOnly } : {});
    };

    let queued = 0;
    // Desktop paths cost nothing to hand over: 200 a call. Browser mode copies each file first: queued one by one,
    // so the queue fills while the next copies.
    const batchSize = pathFor ? 200 : 1;
    let batch: Array<{
      row: ReadyRow<ImportFile>;
      source: UploadSource;
      metadata: VideoMetadata;
      attachments?: AttachmentsInput;
    }> = [];
    const flush = async (): Promise<void> => {
      if (batch.length === 0) return;
      const sent = batch;
      batch = [];
      try {
        const result = await desk.call('uploads.enqueue', {
          files: sent.map(({ source, metadata, attachments }) => ({
            source,
            metadata: copyOfMetadata(metadata),
            ...(attachments ? { attachments } : {}),
          })),
          hold: true,
        });
        queued += result.accepted.length;
        problems.push(
          ...refusedProblems(
            result.refused,
            sent.map((entry) => entry.row),
            sheet,
            column('file'),
          ),
        );
      } catch (error) {
        for (const { row } of sent) {
          problems.push({
            rowNumber: row.rowNumber,
            row: rowLabel(sheet.format, row.rowNumber, intlFor(useLanguage.getState().locale)),
            column: column('file'),
            message: say(IMPORT.notQueued, { name: row.video.name, reason: failureOf(error).message }),
            missingFile: false,
          });
        }
      }
    };

    for (const [index, row] of plan.ready.entries()) {
      const label = rowLabel(sheet.format, row.rowNumber, intlFor(useLanguage.getState().locale));
      try {
        const source = await sourceOf(row.video, false);
        let attachments: AttachmentsInput | undefined =
          row.playlists.length > 0 ? { playlists: [...row.playlists] } : undefined;
        if (row.thumbnail) {
          // A refused thumbnail is said; the video is queued without it (it can be chosen in its details).
          const check = row.thumbnail.file ? await checkThumbnailInPage(row.thumbnail.file) : { ok: true as const };
          if (!check.ok) {
            problems.push({
              rowNumber: row.rowNumber,
              row: label,
              column: column('thumbnail'),
              message: say(IMPORT.queuedWithoutIt, { reason: check.reason }),
              missingFile: false,
              queuedWithout: true,
            });
          } else {
            attachments = { ...attachments, thumbnail: await sourceOf(row.thumbnail, true) };
          }
        }
        if (row.caption) {
          // Checked in the page like a caption picked in the details; a refused one is said and left out.
          const { file, language } = row.caption;
          const examined = file.file ? await examineCaptionFile(file.file) : undefined;
          if (examined && !examined.ok) {
            problems.push({
              rowNumber: row.rowNumber,
              row: label,
              column: column('captions'),
              message: say(IMPORT.queuedWithoutIt, { reason: examined.problems.join(' ') }),
              missingFile: false,
              queuedWithout: true,
            });
          } else {
            const captionFrom: UploadSource =
              file.path !== undefined ? { kind: 'path', path: file.path } : await captionSource(file.file!);
            attachments = { ...attachments, caption: { source: captionFrom, language, name: '', isDraft: false } };
          }
        }
        batch.push({ row, source, metadata: row.metadata, ...(attachments ? { attachments } : {}) });
      } catch (error) {
        problems.push({
          rowNumber: row.rowNumber,
          row: label,
          column: column('file'),
          message: failureOf(error).message,
          missingFile: false,
        });
      }
      if (batch.length >= batchSize) await flush();
      set({ phase: { kind: 'importing', sheetName, done: index + 1, total } });
    }
    await flush();
    problems.sort((a, b) => a.rowNumber - b.rowNumber);
    uploads.announce(say(IMPORT.announce, { count: queued, sheet: sheetName }));
    set({ phase: { kind: 'done', outcome: { sheetName, queued, problems } } });
  },

  reset() {
    set({ phase: { kind: 'idle' }, failure: undefined });
  },
}));
