// "Export to CSV" of the Library: the selected videos' details, or those of every video shown (filtered or searched).
import type { LibraryVideo } from '../../../shared/library/library-video';
import {
  csvText,
  exportFileName,
  LIBRARY_EXPORT_HEADERS,
  libraryExportRows,
} from '../../../shared/series-import/sheet-export';
import { saveTextFile } from '../../components/save-text';

export function LibraryExportButton({
  videos,
  picked,
}: {
  /** The videos to export, in the table's order. */
  readonly videos: readonly LibraryVideo[];
  /** They are the selection (rather than all shown). */
  readonly picked: boolean;
}) {
  return (
    <button
      type="button"
      className="small"
      data-testid="library-export"
      disabled={videos.length === 0}
      onClick={() =>
        saveTextFile(
          csvText(LIBRARY_EXPORT_HEADERS, libraryExportRows(videos)),
          exportFileName('library', Date.now()),
          'text/csv',
        )
      }
    >
      {picked ? `Export ${videos.length} selected to CSV` : `Export ${videos.length} to CSV`}
    </button>
  );
}
