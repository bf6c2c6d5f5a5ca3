// Every CSV the app writes as rows goes through here: each text cell is guarded against formulas (formula-guard.ts),
// then papaparse quotes what needs it (delimiters, quotes, line breaks, edge spaces) with CRLF line ends.
import Papa from 'papaparse';
import { guardCell } from './formula-guard';

type CsvValue = string | number | boolean | null | undefined;

interface CsvTable {
  readonly fields: readonly string[];
  /** Rows as arrays in the order of `fields`, or as records keyed by them. */
  readonly data: readonly (readonly CsvValue[] | Readonly<Record<string, CsvValue>>)[];
}

function guarded(value: CsvValue): CsvValue {
  return typeof value === 'string' ? guardCell(value) : value;
}

export function writeCsv({ fields, data }: CsvTable): string {
  const rows = data.map((row) =>
    Array.isArray(row)
      ? (row as readonly CsvValue[]).map(guarded)
      : fields.map((field) => guarded((row as Readonly<Record<string, CsvValue>>)[field])),
  );
  return Papa.unparse({ fields: fields.map(guardCell), data: rows }, { escapeFormulae: false, newline: '\r\n' });
}
