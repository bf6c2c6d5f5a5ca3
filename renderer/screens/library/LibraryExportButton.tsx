// "Export to CSV" of the Library: the selected videos' details and translations, or those of every video shown
// (filtered or searched).
import type { LibraryVideo } from '../../../shared/library/library-video';
import { csvText, exportFileName, libraryExport } from '../../../shared/series-import/sheet-export';
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
      onClick={() => {
        const sheet = libraryExport(videos);
        saveTextFile(csvText(sheet.headers, sheet.rows), exportFileName('library', Date.now()), 'text/csv');
      }}
    >
      {picked ? `Export ${videos.length} selected to CSV` : `Export ${videos.length} to CSV`}
    </button>
  );
}
