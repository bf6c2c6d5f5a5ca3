// "Export to CSV" of the Library: the selected videos' details and translations, or those of every video shown
// (filtered or searched; from the catalogue, every matching video, read when the button is pressed).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LibraryVideo } from '../../../shared/library/library-video';
import { csvText, exportFileName, libraryExport } from '../../../shared/series-import/sheet-export';
import { saveTextFile } from '../../components/save-text';
import { LIBRARY } from './library-messages';

export function LibraryExportButton({
  count,
  load,
  picked,
}: {
  /** How many videos the export holds. */
  readonly count: number;
  /** The videos to export, in the table's order. */
  readonly load: () => Promise<readonly LibraryVideo[]>;
  /** They are the selection (rather than all shown). */
  readonly picked: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const say = useIntl().formatMessage;
  return (
    <button
      type="button"
      className="small"
      data-testid="library-export"
      disabled={count === 0 || busy}
      onClick={() => {
        setBusy(true);
        void load()
          .then((videos) => {
            const sheet = libraryExport(videos);
            saveTextFile(csvText(sheet.headers, sheet.rows), exportFileName('library', Date.now()), 'text/csv');
          })
          .finally(() => setBusy(false));
      }}
    >
      {say(LIBRARY.exportCsv, { picked: picked ? 'yes' : 'no', count })}
    </button>
  );
}
