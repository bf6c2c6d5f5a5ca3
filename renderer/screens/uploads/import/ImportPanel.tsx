// "Import from a spreadsheet" on the Uploads screen: the creator drops (or picks) a sheet together with its videos
// and thumbnails, checks which column holds what, and the good rows join the queue held for review; every row left
// out is listed with its row number, column and reason. Drops here are this panel's own: the screen's drop zone
// (DropZone.tsx) leaves a drop alone once it was handled.
import { useId, useRef, useState, type DragEvent } from 'react';
import {
  FIELD_LABELS,
  IMPORT_FIELDS,
  mappingProblem,
  translationColumns,
  type ImportField,
} from '../../../../shared/series-import/column-mapping';
import type { ImportProblem } from '../../../../shared/series-import/import-plan';
import type { Sheet } from '../../../../shared/series-import/sheet';
import { HelpDisclosure } from '../../../components/HelpDisclosure';
import { useSeriesImport } from './import-store';
import './import.css';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function ProblemList({ problems, testId }: { readonly problems: readonly ImportProblem[]; readonly testId: string }) {
  return (
    <ul className="up-import-problems" data-testid={testId}>
      {problems.map((problem, index) => (
        <li key={`${problem.rowNumber}:${problem.column}:${index}`} data-testid="import-problem">
          <strong>
            {problem.row[0]!.toUpperCase() + problem.row.slice(1)}, {problem.column}:
          </strong>{' '}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

/** The first row's value of a column, so the creator sees that the column holds what its field needs. */
function Example({ sheet, column }: { readonly sheet: Sheet; readonly column: number | undefined }) {
  const value =
    column === undefined ? undefined : sheet.rows.find((row) => (row[column] ?? '').trim() !== '')?.[column];
  if (value === undefined) return null;
  const line = value.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const shown = line.length > 40 ? `${line.slice(0, 40)}…` : line;
  return <span className="muted up-import-example">e.g. {shown}</span>;
}

function MappingStep() {
  const phase = useSeriesImport((s) => s.phase);
  const timeZone = useSeriesImport((s) => s.timeZone);
  const setColumn = useSeriesImport((s) => s.setColumn);
  const run = useSeriesImport((s) => s.run);
  const reset = useSeriesImport((s) => s.reset);
  const idPrefix = useId();
  if (phase.kind !== 'mapping') return null;
  const { sheet, mapping, sheetName, files } = phase;
  const blocked = mappingProblem(mapping);
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
        <strong>{sheetName}</strong>: {plural(sheet.rows.length, 'row', 'rows')},{' '}
        {plural(files.length, 'file', 'files')} added with it. Check which column holds what; local publish times are
        read in {timeZone}.
      </p>
      <fieldset className="up-import-columns">
        <legend>Columns</legend>
        {IMPORT_FIELDS.map((field: ImportField) => (
          <div key={field} className="up-import-column">
            <label htmlFor={`${idPrefix}-${field}`}>{FIELD_LABELS[field]}</label>
            <select
              id={`${idPrefix}-${field}`}
              value={mapping[field] ?? ''}
              onChange={(event) => setColumn(field, event.target.value === '' ? undefined : Number(event.target.value))}
            >
              <option value="">(not in the sheet)</option>
              {sheet.headers.map((header, index) => (
                <option key={index} value={index}>
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
          Translations from their title and description columns: {translations.join(', ')}.
        </p>
      )}
      {blocked && <p className="warning">{blocked}</p>}
      <div className="row">
        <button type="submit" className="primary" disabled={blocked !== undefined} data-testid="import-run">
          Queue {plural(sheet.rows.length, 'row', 'rows')} for review
        </button>
        <button type="button" onClick={reset}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function Outcome() {
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
          <h3>Rows left out</h3>
          <ProblemList problems={bad} testId="import-bad-rows" />
        </>
      )}
      {missing.length > 0 && (
        <>
          <h3>Files not found</h3>
          <ProblemList problems={missing} testId="import-missing-files" />
        </>
      )}
      {without.length > 0 && (
        <>
          <h3>Queued without an attachment</h3>
          <ProblemList problems={without} testId="import-queued-without" />
        </>
      )}
      <button type="button" onClick={reset} data-testid="import-again">
        Import another sheet
      </button>
    </div>
  );
}

/** What the panel says in its live region: mounted from the first render, so each change is announced. */
function statusText(phase: ReturnType<typeof useSeriesImport.getState>['phase']): string {
  switch (phase.kind) {
    case 'idle':
    case 'mapping':
      return '';
    case 'importing':
      return `Queuing ${phase.done} of ${plural(phase.total, 'row', 'rows')} from ${phase.sheetName}…`;
    case 'done': {
      const { queued, problems, sheetName } = phase.outcome;
      const rows = new Set(problems.filter((problem) => !problem.queuedWithout).map((problem) => problem.rowNumber))
        .size;
      return (
        `${plural(queued, 'video', 'videos')} from ${sheetName} ${queued === 1 ? 'is' : 'are'} in the queue, held for review.` +
        (rows > 0 ? ` ${plural(rows, 'row was', 'rows were')} left out; see why below.` : '')
      );
    }
  }
}

export function ImportPanel() {
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
        <h2 id="up-import-title">Import from a spreadsheet</h2>
        {picking && (
          <button type="button" onClick={() => input.current?.click()} data-testid="import-choose">
            Choose a sheet and its videos…
          </button>
        )}
      </div>
      {picking && (
        <p className="muted">Drop a CSV or JSON sheet here together with the videos (thumbnails, captions) it names.</p>
      )}
      <HelpDisclosure label="About sheets">
        <p>
          One row per video. Columns are recognised by their names: file, title, description, tags (separated by commas
          or |), category (id or name), privacy, publish at, made for kids, licence, embeddable, altered or synthetic
          content (yes or no; empty: not answered, and the upload settings decide), playlists (names or ids, separated
          by |), thumbnail, and one caption file (its language from its name, as in ep1.en.srt, or from a caption
          language column). A publish time is either like 2030-03-29T18:00:00+02:00 or a local time like 2030-03-29
          18:00 in your time zone. Files are matched by name, with or without extension.
        </p>
        <p>
          Each row is checked like the upload form; rows with a problem are left out and listed, the others join the
          queue paused, so nothing uploads before you have looked. Sheets of up to 5 MiB and 5,000 rows.
        </p>
      </HelpDisclosure>
      <p role="alert" className="up-import-failure" data-testid="import-failure">
        {failure}
      </p>
      <p role="status" data-testid="import-status">
        {statusText(phase)}
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
