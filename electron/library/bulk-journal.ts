// The bulk jobs' progress between two whole saves: one JSON line per change (a video's new state, a job's status)
// appended to <dataDir>/library/bulk-jobs.journal, so a job of n videos writes O(n) bytes instead of the whole file
// per video (O(n²)). The whole file is written again (compaction) when a job is added, finishes, resumes or at a
// start, and each whole save begins a journal of a new generation: a journal whose generation is not the saved
// file's is older than it and is ignored, so a kill between the two writes replays nothing stale.
//
// Reading is linear and bounded: lines are split once, each parsed on its own. A last line without its newline is
// one a kill cut short while it was written: it is dropped (its change had not happened yet: the state is written
// before the request it announces, and a result after its answer). A complete line that is not a change is skipped
// and reported; the lines after it stand on their own and are applied.
import { z } from 'zod';
import { ITEM_STATES } from '../../shared/bulk/bulk-job';
import { keptLineSchema } from '../../shared/i18n/saved-line';
import type { BulkJobsFile } from './bulk-jobs';

/** The largest journal read back; a 500-video job writes some 100 KB. */
export const JOURNAL_MAX_BYTES = 32 * 1024 * 1024;

const itemEntrySchema = z.strictObject({
  job: z.string().max(64),
  item: z.number().int().min(0),
  state: z.enum(ITEM_STATES),
  message: z.string().max(4_000).optional(),
  /** Why, as a line (bulk-jobs.ts); a damaged one is dropped, not the change. */
  line: keptLineSchema,
});
const statusEntrySchema = z.strictObject({
  job: z.string().max(64),
  status: z.enum(['running', 'paused', 'done']),
});
const entrySchema = z.union([itemEntrySchema, statusEntrySchema]);
export type BulkJournalEntry = z.output<typeof entrySchema>;

const headerSchema = z.strictObject({ generation: z.number().int().min(0) });

export function journalHeader(generation: number): string {
  return `${JSON.stringify({ generation })}\n`;
}

export function journalLine(entry: BulkJournalEntry): string {
  return `${JSON.stringify(entry)}\n`;
}

/** Lays one change over the jobs; false when it names no job or item there (the journal does not fit the file). */
export function applyEntry(file: BulkJobsFile, entry: BulkJournalEntry): boolean {
  const job = file.jobs.find((candidate) => candidate.id === entry.job);
  if (!job) return false;
  if ('status' in entry) {
    job.status = entry.status;
    return true;
  }
  const item = job.items[entry.item];
  if (!item) return false;
  item.state = entry.state;
  if (entry.message === undefined) delete item.message;
  else item.message = entry.message;
  if (entry.line === undefined) delete item.line;
  else item.line = entry.line;
  return true;
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}

/** Where a journal's first skipped line is, what was wrong with it, and how many were skipped (said by bulk-file.ts). */
export interface JournalDamage {
  /** Counted from 1. */
  readonly line: number;
  /** Not a journal header, not a change, or a change that names no job or video of the file. */
  readonly kind: 'header' | 'change' | 'fit';
  readonly skipped: number;
}

/**
 * Replays `text` (a journal) over `file` in place, when its generation is `generation` (a journal of another, older
 * whole save is ignored). A damaged line is skipped and the replay goes on: each line stands alone, and a video whose
 * last change was skipped is at worst left `sending` or `pending`, which the job reads fresh before it sends anything.
 * Answers where and why lines were skipped, or undefined.
 */
export function replayJournal(file: BulkJobsFile, generation: number, text: string): JournalDamage | undefined {
  const lines = text.split('\n');
  // The text after the last newline: empty for a whole journal, else a line the kill cut, dropped.
  lines.pop();
  const header = headerSchema.safeParse(parseLine(lines[0] ?? ''));
  if (!header.success) return lines.length === 0 ? undefined : { line: 1, kind: 'header', skipped: 1 };
  if (header.data.generation !== generation) return undefined;
  const skipped: Array<Omit<JournalDamage, 'skipped'>> = [];
  for (let index = 1; index < lines.length; index++) {
    const entry = entrySchema.safeParse(parseLine(lines[index]!));
    if (!entry.success) skipped.push({ line: index + 1, kind: 'change' });
    else if (!applyEntry(file, entry.data)) skipped.push({ line: index + 1, kind: 'fit' });
  }
  const [first] = skipped;
  return first && { ...first, skipped: skipped.length };
}
