// A bulk job's before and after values, one file per job (<dataDir>/library/bulk-jobs/<job id>.values), written once
// when the job is added and never again: the jobs file keeps only each job's definition and the run-length of its
// videos' states (bulk-file.ts), so pausing, resuming or finishing a job of 10,000 videos rewrites a few hundred
// bytes, not every description twice (15–50 MB a save before issue 34).
//
// Only the fields the job touches are kept: the job reads nothing else of them (it compares and writes those fields
// only, and its undo swaps the two), so the file is as big as the change: the before values whole (what an undo
// writes back), and a title or description after it as a splice of the one before when most of it is kept (a link
// replaced in 1,500 characters: a few dozen bytes). The untouched fields of a record read back are placeholders never
// read.
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
/** A text of `after` as its `before` with one span replaced: [characters kept at the start, at the end, the middle]. */
const spliceSchema = z.tuple([z.number().int().min(0), z.number().int().min(0), z.string().max(20_000)]);
const SPLICED = ['title', 'description'] as const;
type SplicedField = (typeof SPLICED)[number];
const lineSchema = z.strictObject({
  i: z.number().int().min(0),
  id: z.string().max(64),
  before: touchedSchema,
  after: touchedSchema,
  /** The texts of `after` written as a splice of `before` (a link replaced in a description: a few dozen bytes). */
  spliced: z.partialRecord(z.enum(SPLICED), spliceSchema).optional(),
});

/** Below this many characters kept, a text is written whole: the splice would save nothing worth its reading. */
const SPLICE_MIN_KEPT = 64;

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
  return kept;
}

/** `after` as a splice of `before`: the common start and end kept, the middle given. */
function splice(before: string, after: string): [number, number, string] {
  const most = Math.min(before.length, after.length);
  let start = 0;
  while (start < most && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < most - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end))
    end++;
  return [start, end, after.slice(start, after.length - end)];
}

function lineOf(i: number, item: StoredValues, fields: readonly BulkField[]): string {
  const after = touched(item.target, fields) as Record<string, unknown>;
  const spliced: Partial<Record<SplicedField, [number, number, string]>> = {};
  for (const field of SPLICED) {
    if (!fields.includes(field)) continue;
    const kept = splice(item.expected[field], item.target[field]);
    if (kept[0] + kept[1] < SPLICE_MIN_KEPT) continue;
    spliced[field] = kept;
    delete after[field];
  }
  const line = { i, id: item.id, before: touched(item.expected, fields), after };
  return JSON.stringify(Object.keys(spliced).length > 0 ? { ...line, spliced } : line);
}

/** The file's text, one line per video, made as it is written (a big job never holds the event loop to make it). */
export function* valuesLines(fields: readonly BulkField[], items: readonly StoredValues[]): Generator<string> {
  for (let i = 0; i < items.length; i++) yield `${lineOf(i, items[i]!, fields)}\n`;
}

/** `after` with its spliced texts made whole again, or undefined when a splice does not fit its `before`. */
function unspliced(
  before: Partial<BulkValues>,
  after: Partial<BulkValues>,
  spliced: Partial<Record<SplicedField, readonly [number, number, string]>> = {},
): Partial<BulkValues> | undefined {
  const whole: Record<string, unknown> = { ...after };
  for (const field of SPLICED) {
    const kept = spliced[field];
    if (!kept) continue;
    const text = before[field];
    if (text === undefined || kept[0] + kept[1] > text.length) return undefined;
    whole[field] = text.slice(0, kept[0]) + kept[2] + text.slice(text.length - kept[1]);
  }
  return whole;
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
    const { i, id, before, spliced } = parsed.data;
    const after = unspliced(before, parsed.data.after, spliced);
    if (!after) continue;
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
