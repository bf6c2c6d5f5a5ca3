// "Import from a spreadsheet" on the Uploads screen: the creator drops (or picks) a sheet together with its videos
// and thumbnails, checks which column holds what, and the good rows join the queue held for review; every row left
// out is listed with its row number, column and reason. Drops here are this panel's own: the screen's drop zone
// (DropZone.tsx) leaves a drop alone once it was handled.
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { IMPORT_FIELDS, translationColumns, type ImportField } from '../../../../shared/series-import/column-mapping';
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS } from '../../../../shared/series-import/sheet';
import type { ImportProblem } from '../../../../shared/series-import/import-plan';
import type { Sheet } from '../../../../shared/series-import/sheet';
import { HelpDisclosure } from '../../../components/HelpDisclosure';
import { useSeriesImport } from './import-store';
import './import.css';
import { IMPORT } from './import-messages';
import { SPACE } from '../typography';

/** The field each column fills, as the details form names it. */
const FIELD_LABELS: Readonly<Record<ImportField, MessageDescriptor>> = {
  file: IMPORT.fieldFile,
  title: IMPORT.fieldTitle,
  description: IMPORT.fieldDescription,
  tags: IMPORT.fieldTags,
  category: IMPORT.fieldCategory,
  privacy: IMPORT.fieldPrivacy,
  publishAt: IMPORT.fieldPublishAt,
  madeForKids: IMPORT.fieldMadeForKids,
  license: IMPORT.fieldLicense,
  embeddable: IMPORT.fieldEmbeddable,
  defaultLanguage: IMPORT.fieldDefaultLanguage,
  defaultAudioLanguage: IMPORT.fieldDefaultAudioLanguage,
  recordingDate: IMPORT.fieldRecordingDate,
  publicStats: IMPORT.fieldPublicStats,
  notifySubscribers: IMPORT.fieldNotifySubscribers,
  syntheticMedia: IMPORT.fieldSyntheticMedia,
  playlists: IMPORT.fieldPlaylists,
  thumbnail: IMPORT.fieldThumbnail,
  captions: IMPORT.fieldCaptions,
  captionLanguage: IMPORT.fieldCaptionLanguage,
};

const sheetNameMark = (chunks: ReactNode[]) => (
  <strong dir="auto" translate="no">
    {chunks}
  </strong>
);

function ProblemList({ problems, testId }: { readonly problems: readonly ImportProblem[]; readonly testId: string }) {
  const say = useIntl().formatMessage;
  return (
    <ul className="up-import-problems" data-testid={testId}>
      {problems.map((problem, index) => (
        <li key={`${problem.rowNumber}:${problem.column}:${index}`} data-testid="import-problem">
          <strong>
            {say(IMPORT.problemAt, {
              row: problem.row[0]!.toUpperCase() + problem.row.slice(1),
              column: (
                <span key="column" dir="auto">
                  {problem.column}
                </span>
              ),
            })}
          </strong>
          {SPACE}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

/** The first row's value of a column, so the creator sees that the column holds what its field needs. */
function Example({ sheet, column }: { readonly sheet: Sheet; readonly column: number | undefined }) {
  const say = useIntl().formatMessage;
  const value =
    column === undefined ? undefined : sheet.rows.find((row) => (row[column] ?? '').trim() !== '')?.[column];
  if (value === undefined) return null;
  const line = value.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const shown = line.length > 40 ? `${line.slice(0, 40)}…` : line;
  return (
    <span className="muted up-import-example">
      {say(IMPORT.example, {
        value: (
          <span key="value" dir="auto">
            {shown}
          </span>
        ),
      })}
    </span>
  );
}

function MappingStep() {
  const say = useIntl().formatMessage;
  const phase = useSeriesImport((s) => s.phase);
  const timeZone = useSeriesImport((s) => s.timeZone);
  const setColumn = useSeriesImport((s) => s.setColumn);
  const run = useSeriesImport((s) => s.run);
  const reset = useSeriesImport((s) => s.reset);
  const idPrefix = useId();
  if (phase.kind !== 'mapping') return null;
  const { sheet, mapping, sheetName, files } = phase;
  const blocked = mapping.file === undefined ? say(IMPORT.chooseFileColumn) : undefined;
  const translations = translationColumns(sheet.headers, mapping).map((columns) => columns.language);
  return (
    <form
      className="up-import-mapping"
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <p>
        {say(IMPORT.sheetSummary, {
          sheet: sheetName,
          rows: say(IMPORT.sheetRows, { count: sheet.rows.length }),
          files: say(IMPORT.sheetFiles, { count: files.length }),
          zone: timeZone,
          b: sheetNameMark,
        })}
      </p>
      <fieldset className="up-import-columns">
        <legend>{say(IMPORT.columns)}</legend>
        {IMPORT_FIELDS.map((field: ImportField) => (
          <div key={field} className="up-import-column">
            <label htmlFor={`${idPrefix}-${field}`}>{say(FIELD_LABELS[field])}</label>
            <select
              id={`${idPrefix}-${field}`}
              value={mapping[field] ?? ''}
              onChange={(event) => setColumn(field, event.target.value === '' ? undefined : Number(event.target.value))}
            >
              <option value="">{say(IMPORT.notInSheet)}</option>
              {sheet.headers.map((header, index) => (
                <option key={index} value={index} dir="auto">
                  {header}
                </option>
              ))}
            </select>
            <Example sheet={sheet} column={mapping[field]} />
          </div>
        ))}
      </fieldset>
      {translations.length > 0 && (
        <p className="muted" data-testid="import-translations">
          {say(IMPORT.translations, { languages: translations.join(', ') })}
        </p>
      )}
      {blocked && <p className="warning">{blocked}</p>}
      <div className="row">
        <button type="submit" className="primary" disabled={blocked !== undefined} data-testid="import-run">
          {say(IMPORT.run, { rows: sheet.rows.length })}
        </button>
        <button type="button" onClick={reset}>
          {say(IMPORT.cancel)}
        </button>
      </div>
    </form>
  );
}

function Outcome() {
  const say = useIntl().formatMessage;
  const phase = useSeriesImport((s) => s.phase);
  const reset = useSeriesImport((s) => s.reset);
  if (phase.kind !== 'done') return null;
  const { problems } = phase.outcome;
  const missing = problems.filter((problem) => problem.missingFile);
  const without = problems.filter((problem) => problem.queuedWithout);
  const bad = problems.filter((problem) => !problem.missingFile && !problem.queuedWithout);
  return (
    <div className="up-import-outcome">
      {bad.length > 0 && (
        <>
          <h3>{say(IMPORT.leftOut)}</h3>
          <ProblemList problems={bad} testId="import-bad-rows" />
        </>
      )}
      {missing.length > 0 && (
        <>
          <h3>{say(IMPORT.notFound)}</h3>
          <ProblemList problems={missing} testId="import-missing-files" />
        </>
      )}
      {without.length > 0 && (
        <>
          <h3>{say(IMPORT.queuedWithout)}</h3>
          <ProblemList problems={without} testId="import-queued-without" />
        </>
      )}
      <button type="button" onClick={reset} data-testid="import-again">
        {say(IMPORT.again)}
      </button>
    </div>
  );
}

/** What the panel says in its live region: mounted from the first render, so each change is announced. */
function statusText(phase: ReturnType<typeof useSeriesImport.getState>['phase'], intl: IntlShape): string {
  switch (phase.kind) {
    case 'idle':
    case 'mapping':
      return '';
    case 'importing':
      return intl.formatMessage(IMPORT.queuing, { done: phase.done, total: phase.total, sheet: phase.sheetName });
    case 'done': {
      const { queued, problems, sheetName } = phase.outcome;
      const rows = new Set(problems.filter((problem) => !problem.queuedWithout).map((problem) => problem.rowNumber))
        .size;
      const done = intl.formatMessage(IMPORT.done, { queued, sheet: sheetName });
      return rows > 0 ? intl.formatMessage(IMPORT.doneLeftOut, { done, rows }) : done;
    }
  }
}

export function ImportPanel() {
  const intl = useIntl();
  const say = intl.formatMessage;
  const phase = useSeriesImport((s) => s.phase);
  const failure = useSeriesImport((s) => s.failure);
  const open = useSeriesImport((s) => s.open);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: readonly File[]): void => {
    if (files.length > 0) void open(files);
  };
  const onDrop = (event: DragEvent<HTMLElement>): void => {
    // Handled here: the screen's window-wide drop handler leaves a prevented drop alone.
    event.preventDefault();
    setOver(false);
    take([...event.dataTransfer.files]);
  };
  const picking = phase.kind === 'idle' || phase.kind === 'done';

  return (
    <section
      className={`tile up-import ${over ? 'up-import-over' : ''}`}
      aria-labelledby="up-import-title"
      data-testid="series-import"
      onDragOver={(event) => {
        if (!picking || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => (picking ? onDrop(event) : undefined)}
    >
      <div className="up-import-head">
        <h2 id="up-import-title">{say(IMPORT.title)}</h2>
        {picking && (
          <button type="button" onClick={() => input.current?.click()} data-testid="import-choose">
            {say(IMPORT.choose)}
          </button>
        )}
      </div>
      {picking && <p className="muted">{say(IMPORT.dropHint)}</p>}
      <HelpDisclosure label={say(IMPORT.about)}>
        <p>{say(IMPORT.aboutColumns)}</p>
        <p>{say(IMPORT.aboutRows, { maxMiB: MAX_SHEET_BYTES / 1024 / 1024, maxRows: MAX_SHEET_ROWS })}</p>
      </HelpDisclosure>
      <p role="alert" className="up-import-failure" data-testid="import-failure">
        {failure}
      </p>
      <p role="status" data-testid="import-status">
        {statusText(phase, intl)}
      </p>
      <MappingStep />
      <Outcome />
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        multiple
        accept=".csv,.tsv,.txt,.json,video/*,image/png,image/jpeg"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="import-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          take(files);
        }}
      />
    </section>
  );
}
