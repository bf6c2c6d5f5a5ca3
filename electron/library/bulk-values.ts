// A bulk job's before and after values, one file per job (<dataDir>/library/bulk-jobs/<job id>.values), written once
// when the job is added and never again: the jobs file keeps only each job's definition and the run-length of its
// videos' states (bulk-file.ts), so pausing, resuming or finishing a job of 10,000 videos rewrites a few hundred
// bytes, not every description twice (15–50 MB a save before issue 34).
//
// Only the fields the job touches are kept: the job reads nothing else of them (it compares and writes those fields
// only, and its undo swaps the two), so the file is as big as the change. The untouched fields of a record read back
// are placeholders never read.
//
// One JSON line per video, with its index: a damaged line (a bit flip, a cut) costs that video alone, which is marked
// lost (never written; left out of an undo) and said; the others are read as written.
import { z } from 'zod';
import { bulkValuesSchema } from '../../shared/bulk/bulk-job';
import type { BulkField } from '../../shared/bulk/bulk-operation';
import { overlay, type BulkValues } from '../../shared/bulk/bulk-preview';

export interface StoredValues {
  readonly id: string;
  readonly expected: BulkValues;
  readonly target: BulkValues;
}

const touchedSchema = bulkValuesSchema.partial();
const lineSchema = z.strictObject({
  i: z.number().int().min(0),
  id: z.string().max(64),
  before: touchedSchema,
  after: touchedSchema,
});

/** The untouched fields of a record read back: never read, since a job looks only at the fields it touches. */
export const UNREAD: BulkValues = {
  title: '',
  description: '',
  tags: [],
  categoryId: '',
  privacyStatus: 'private',
  license: 'youtube',
  embeddable: true,
};

function touched(values: BulkValues, fields: readonly BulkField[]): Partial<BulkValues> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) if (values[field] !== undefined) kept[field] = values[field];
  return kept as Partial<BulkValues>;
}

/** The file's text, one line per video, made as it is written (a big job never holds the event loop to make it). */
export function* valuesLines(fields: readonly BulkField[], items: readonly StoredValues[]): Generator<string> {
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    yield `${JSON.stringify({ i, id: item.id, before: touched(item.expected, fields), after: touched(item.target, fields) })}\n`;
  }
}

export interface ReadValues {
  /** By index; undefined where the line was missing or damaged. */
  readonly items: readonly (StoredValues | undefined)[];
  /** How many of the `count` videos could not be read back. */
  readonly lost: number;
}

/** Reads `text` (a values file) for a job of `count` videos touching `fields`; damage loses only the lines it hits. */
export function readValues(text: string, fields: readonly BulkField[], count: number): ReadValues {
  const items: (StoredValues | undefined)[] = new Array<StoredValues | undefined>(count).fill(undefined);
  for (const line of text.split('\n')) {
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line) as unknown;
    } catch {
      continue;
    }
    const parsed = lineSchema.safeParse(value);
    if (!parsed.success || parsed.data.i >= count || items[parsed.data.i] !== undefined) continue;
    const { i, id, before, after } = parsed.data;
    items[i] = {
      id,
      expected: overlay(UNREAD, before as BulkValues, fields),
      target: overlay(UNREAD, after as BulkValues, fields),
    };
  }
  let lost = 0;
  for (const item of items) if (item === undefined) lost++;
  return { items, lost };
}
