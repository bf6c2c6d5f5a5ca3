// The picked videos' texts for a translator: export them as CSV (with columns for languages to add), and import the
// translated file back with a preview as for a bulk edit (what changes, what is left, what the platform would refuse,
// the cost) before the same kind of job writes it. A file that is not a translator's file is named row by row.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { BULK_JOB_MAX_VIDEOS } from '../../../../shared/bulk/bulk-job';
import {
  exportCsv,
  exportLanguages,
  importCsv,
  previewImport,
  CSV_MAX_BYTES,
  TEXT_FIELDS_OF_IMPORT,
  type ImportedTexts,
} from '../../../../shared/bulk/translator-csv';
import type { LibraryVideo } from '../../../../shared/library/library-video';
import { FilePicker } from '../../../components/FilePicker';
import { saveTextFile } from '../../../components/save-text';
import { useLanguageChoices } from '../../../stores/video-languages-store';
import { useBulk } from './bulk-store';
import { PreviewList } from './PreviewList';
import { BULK } from './bulk-messages';

/** Language codes as typed in the field (codes, not words). */
const CODES_EXAMPLE = 'de, fr';

export interface TranslatorCsvProps {
  readonly videos: readonly LibraryVideo[];
  readonly titles: ReadonlyMap<string, string>;
}

export function TranslatorCsv({ videos, titles }: TranslatorCsvProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const busy = useBulk((s) => s.busy);
  const [open, setOpen] = useState(false);
  const { languages } = useLanguageChoices(open);
  const [extra, setExtra] = useState('');
  const [imported, setImported] = useState<readonly ImportedTexts[] | undefined>();
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [now] = useState(Date.now);
  const known = useMemo(() => new Set((languages ?? []).map((choice) => choice.code)), [languages]);
  const preview = useMemo(
    () => (imported ? previewImport(videos, imported, now, intl) : undefined),
    [imported, videos, now, intl],
  );

  if (!open) {
    return (
      <div className="row">
        <button type="button" className="small" onClick={() => setOpen(true)} data-testid="csv-open">
          {say(BULK.csvOpen)}
        </button>
      </div>
    );
  }

  const extraCodes = extra
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const unknown = languages ? extraCodes.filter((code) => !known.has(code)) : [];

  return (
    <section className="bulk-csv" aria-labelledby="bulk-csv-title" data-testid="bulk-csv">
      <h3 id="bulk-csv-title">{say(BULK.csvTitle)}</h3>
      <div className="row">
        <label className="field">
          <span>{say(BULK.csvLanguages)}</span>
          <input value={extra} placeholder={CODES_EXAMPLE} onChange={(event) => setExtra(event.target.value)} />
        </label>
        <button
          type="button"
          className="small"
          disabled={unknown.length > 0 || languages === undefined}
          onClick={() =>
            saveTextFile(exportCsv(videos, exportLanguages(videos, extraCodes)), 'translations.csv', 'text/csv')
          }
          data-testid="csv-export"
        >
          {say(BULK.csvExport, { count: videos.length })}
        </button>
      </div>
      {unknown.length > 0 && <p className="error">{say(BULK.csvUnknown, { codes: unknown.join(', ') })}</p>}
      <FilePicker
        accept=".csv,text/csv"
        label={say(BULK.csvImport)}
        hint={say(BULK.csvHint)}
        disabled={languages === undefined}
        testId="csv-import"
        onFile={(file) => {
          setImported(undefined);
          if (file.size > CSV_MAX_BYTES) {
            setProblems([
              say(BULK.csvTooLarge, { file: file.name, mib: CSV_MAX_BYTES / 2 ** 20, max: BULK_JOB_MAX_VIDEOS }),
            ]);
            return;
          }
          void file.text().then((text) => {
            const result = importCsv(text, videos, known);
            if (result.kind === 'ok') {
              setProblems([]);
              setImported(result.videos);
            } else setProblems(result.problems);
          });
        }}
      />
      {problems.length > 0 && (
        <ul className="error" role="alert" data-testid="csv-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {preview && imported && (
        <>
          <p role="status" data-testid="csv-summary">
            {say(BULK.summary, {
              changed: preview.changed,
              untouched: preview.untouched,
              refused: preview.refused,
              units: preview.units,
            })}
          </p>
          <button
            type="button"
            className="primary"
            disabled={busy || preview.changed === 0}
            onClick={() =>
              void useBulk.getState().applyTexts(
                TEXT_FIELDS_OF_IMPORT,
                imported.map(({ id, target }) => ({ id, target, seen: videos.find((video) => video.id === id)! })),
              )
            }
            data-testid="csv-apply"
          >
            {say(BULK.csvApply, { count: preview.changed })}
          </button>
          <PreviewList videos={preview.videos} titles={titles} label={say(BULK.csvPreviewLabel)} />
        </>
      )}
    </section>
  );
}
