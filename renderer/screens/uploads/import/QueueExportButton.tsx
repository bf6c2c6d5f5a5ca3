// "Export to CSV" of the queue: every upload's details as a sheet the import reads back (shared/series-import).
import { useIntl } from 'react-intl';
import { csvText, exportFileName, queueExport } from '../../../../shared/series-import/sheet-export';
import { saveTextFile } from '../../../components/save-text';
import { useUploads } from '../../../stores/uploads-store';
import { IMPORT } from './import-messages';

export function QueueExportButton() {
  const say = useIntl().formatMessage;
  const uploads = useUploads((s) => s.uploads);
  if (uploads.length === 0) return null;
  return (
    <button
      type="button"
      className="small"
      data-testid="queue-export"
      onClick={() => {
        const { headers, rows } = queueExport(uploads);
        saveTextFile(csvText(headers, rows), exportFileName('queue', Date.now()), 'text/csv');
      }}
    >
      {say(IMPORT.export)}
    </button>
  );
}
