// The bulk jobs on disk (<dataDir>/library/):
//   - bulk-jobs.json: every job's definition (kind, status, channel, fields, undo links), its count of videos and
//     their states run-length coded ("120u1p9879p"), and the messages of the few videos that have one; a few hundred
//     bytes a job, replaced atomically when a job is added, paused, resumed or finished, and at a start;
//   - bulk-jobs/<job id>.values: the job's before and after values, written once when it is added (bulk-values.ts);
//   - bulk-jobs.journal: the changes since the last whole save (bulk-journal.ts), appended one line per change.
// So a finished video costs two journal lines, and its values were written once: the whole file is no longer
// rewritten with every description twice (issue 34: 15–50 MB a save at 10,000 videos).
//
// A file of the first layout (version 1: every job whole, values inside) is read as before, its journal replayed,
// and written again in this layout by the start's save: a job in progress when the app updates goes on.
//
// A jobs file that does not parse, or holds another layout, is moved aside (never overwritten) and the user is told;
// nothing is resent from a file that cannot be trusted. A damaged journal line or values line costs that change or
// that video alone, and is said: a video whose values were lost is never written (marked failed) and an undo leaves
// it out; a video whose last change was lost is read fresh before anything is sent, so nothing is written twice.
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { bulkValuesSchema, ITEM_STATES, type ItemState } from '../../shared/bulk/bulk-job';
import { BULK_FIELDS, type BulkField } from '../../shared/bulk/bulk-operation';
import { readJsonOrQuarantine, setAside, writeFileAtomic, writeJsonAtomic } from '../common/atomic-json';
import type { BulkItemRecord, BulkJobRecord, BulkJobsFile, BulkStorage } from './bulk-jobs';
import { journalHeader, journalLine, JOURNAL_MAX_BYTES, replayJournal, type BulkJournalEntry } from './bulk-journal';
import { readValues, UNREAD, valuesLines } from './bulk-values';
import { keepWords } from '../language/say-line';
import type { NoticeWords } from '../kernel/feature';
import { keptLineSchema, lineOf, type SavedLine } from '../../shared/i18n/saved-line';
import { BULK_FILE_NOTICES, BULK_ITEM_LINES } from './library-messages';

const jobHead = {
  id: z.string().max(64),
  kind: z.enum(['edit', 'undo']),
  status: z.enum(['running', 'paused', 'done']),
  channelId: z.string(),
  fields: z.array(z.enum(BULK_FIELDS)),
  undoOf: z.string().optional(),
  undoneBy: z.string().optional(),
};

/** The first layout: every job whole, its values inside (read to carry jobs over; never written again). */
const firstLayoutSchema = z.strictObject({
  version: z.literal(1),
  /** Which journal continues this file (absent in files written before the journal: 0). */
  generation: z.number().int().min(0).optional(),
  jobs: z.array(
    z.strictObject({
      ...jobHead,
      items: z.array(
        z.strictObject({
          id: z.string(),
          state: z.enum(ITEM_STATES),
          expected: bulkValuesSchema,
          target: bulkValuesSchema,
          message: z.string().optional(),
          line: keptLineSchema,
        }),
      ),
    }),
  ),
});

const fileSchema = z.strictObject({
  version: z.literal(2),
  generation: z.number().int().min(0),
  jobs: z.array(
    z.strictObject({
      ...jobHead,
      count: z.number().int().min(0),
      /** The videos' states in order, run-length coded: `<how many><letter>`… (see STATE_LETTERS). */
      states: z.string().regex(/^(\d+[a-z])*$/),
      /** The messages of the videos that have one, by index. */
      messages: z.record(z.string().regex(/^\d+$/), z.string().max(4_000)),
      /**
       * The lines of the videos that have one, by index (absent in files written before lines were kept, and when no
       * video has one); a damaged line is dropped, not the job.
       */
      lines: z.record(z.string().regex(/^\d+$/), keptLineSchema).optional(),
    }),
  ),
});

const STATE_LETTERS: Readonly<Record<ItemState, string>> = {
  pending: 'p',
  sending: 's',
  updated: 'u',
  unchanged: 'n',
  changedElsewhere: 'c',
  refused: 'r',
  failed: 'f',
};
const STATE_OF_LETTER = new Map(Object.entries(STATE_LETTERS).map(([state, letter]) => [letter, state as ItemState]));

/** `states` run-length coded: a job runs its videos in order, so a few runs describe thousands of them. */
export function encodeStates(items: readonly { readonly state: ItemState }[]): string {
  let text = '';
  for (let at = 0; at < items.length;) {
    const state = items[at]!.state;
    let end = at + 1;
    while (end < items.length && items[end]!.state === state) end++;
    text += `${end - at}${STATE_LETTERS[state]}`;
    at = end;
  }
  return text;
}

/** The states of `count` videos, or undefined when the text does not describe that many. */
export function decodeStates(text: string, count: number): ItemState[] | undefined {
  const states: ItemState[] = [];
  for (const [, run, letter] of text.matchAll(/(\d+)([a-z])/g)) {
    const state = STATE_OF_LETTER.get(letter!);
    const length = Number(run);
    if (state === undefined || states.length + length > count) return undefined;
    for (let n = 0; n < length; n++) states.push(state);
  }
  return states.length === count ? states : undefined;
}

const LOST_LINE = lineOf(BULK_ITEM_LINES.valuesLost);

export class BulkFileStore implements BulkStorage {
  readonly path: string;
  readonly journalPath: string;
  readonly valuesFolder: string;
  private generation = 0;
  /** The jobs whose values file is on disk (written once, at the first save that sees the job). */
  private readonly valuesWritten = new Set<string>();
  /** Saves and appends one after another, so a line never lands in a journal its whole save replaced. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    dataDir: string,
    private readonly notice: (words: NoticeWords) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.path = join(dataDir, 'library', 'bulk-jobs.json');
    this.journalPath = join(dataDir, 'library', 'bulk-jobs.journal');
    this.valuesFolder = join(dataDir, 'library', 'bulk-jobs');
  }

  valuesPath(jobId: string): string {
    return join(this.valuesFolder, `${jobId}.values`);
  }

  async load(): Promise<BulkJobsFile | undefined> {
    const read = await readJsonOrQuarantine(this.path, this.now());
    if (read.kind === 'missing') return undefined;
    if (read.kind === 'corrupt') {
      this.notice(keepWords(BULK_FILE_NOTICES.damaged, { movedTo: read.movedTo }));
      return undefined;
    }
    const current = fileSchema.safeParse(read.value);
    const first = current.success ? undefined : firstLayoutSchema.safeParse(read.value);
    if (!current.success && !first?.success) {
      const movedTo = await setAside(this.path, 'unknown-layout', this.now());
      this.notice(keepWords(BULK_FILE_NOTICES.unknownLayout, { movedTo }));
      return undefined;
    }
    let file: BulkJobsFile;
    if (current.success) {
      this.generation = current.data.generation;
      file = { version: 1, jobs: await this.readJobs(current.data.jobs) };
    } else {
      const { generation = 0, jobs } = first!.data!;
      this.generation = generation;
      // Carried over: the start's save writes each job's values file and the jobs file in the new layout.
      file = { version: 1, jobs };
    }
    await this.replay(file);
    return file;
  }

  private async readJobs(jobs: z.output<typeof fileSchema>['jobs']): Promise<BulkJobRecord[]> {
    const records: BulkJobRecord[] = [];
    for (const { count, states: coded, messages, lines = {}, ...head } of jobs) {
      const states = decodeStates(coded, count);
      if (!states) {
        this.notice(keepWords(BULK_FILE_NOTICES.progressUnfit));
        continue;
      }
      const values = await this.readValuesOf(head.id, head.fields, count);
      const items: BulkItemRecord[] = states.map((state, index) => {
        const message = messages[String(index)];
        const line = lines[String(index)];
        const stored = values.items[index];
        if (stored) {
          return { ...stored, state, ...(message !== undefined ? { message } : {}), ...(line ? { line } : {}) };
        }
        const unfinished = state === 'pending' || state === 'sending';
        return {
          id: `lost-${index}`,
          state: unfinished ? 'failed' : state,
          expected: UNREAD,
          target: UNREAD,
          lost: true,
          line: LOST_LINE,
        };
      });
      if (values.lost > 0) {
        this.notice(keepWords(BULK_FILE_NOTICES.valuesLost, { lost: values.lost, count }));
      }
      this.valuesWritten.add(head.id);
      records.push({ ...head, items });
    }
    return records;
  }

  private async readValuesOf(jobId: string, fields: readonly BulkField[], count: number) {
    try {
      return readValues(await readFile(this.valuesPath(jobId), 'utf8'), fields, count);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return readValues('', fields, count);
    }
  }

  private async replay(file: BulkJobsFile): Promise<void> {
    let size: number;
    try {
      size = (await stat(this.journalPath)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (size > JOURNAL_MAX_BYTES) {
      const movedTo = await setAside(this.journalPath, 'corrupt', this.now());
      this.notice(keepWords(BULK_FILE_NOTICES.journalTooLarge, { movedTo }));
      return;
    }
    const damage = replayJournal(file, this.generation, await readFile(this.journalPath, 'utf8'));
    if (damage !== undefined) {
      const movedTo = await setAside(this.journalPath, 'corrupt', this.now());
      this.notice(keepWords(BULK_FILE_NOTICES.journalDamaged, { ...damage, movedTo }));
    }
  }

  save(file: BulkJobsFile): Promise<void> {
    return this.serially(async () => {
      // A job's values first: the jobs file never names a job whose values are not on disk.
      for (const job of file.jobs) {
        if (this.valuesWritten.has(job.id)) continue;
        await mkdir(this.valuesFolder, { recursive: true });
        await writeFileAtomic(this.valuesPath(job.id), valuesLines(job.fields, job.items));
        this.valuesWritten.add(job.id);
      }
      const generation = this.generation + 1;
      await writeJsonAtomic(this.path, { version: 2, generation, jobs: file.jobs.map(jobLine) });
      this.generation = generation;
      await writeFileAtomic(this.journalPath, journalHeader(generation));
    });
  }

  record(entry: BulkJournalEntry): Promise<void> {
    return this.serially(async () => {
      const handle = await open(this.journalPath, 'a', 0o600);
      try {
        await handle.write(journalLine(entry));
        await handle.datasync();
      } finally {
        await handle.close();
      }
    });
  }

  private serially(step: () => Promise<void>): Promise<void> {
    const next = this.chain.then(step, step);
    this.chain = next.catch(() => undefined);
    return next;
  }
}

function jobLine(job: BulkJobRecord): z.input<typeof fileSchema>['jobs'][number] {
  const messages: Record<string, string> = {};
  const lines: Record<string, SavedLine> = {};
  let hasLines = false;
  job.items.forEach((item, index) => {
    if (item.message !== undefined) messages[String(index)] = item.message;
    if (item.line !== undefined) {
      lines[String(index)] = item.line;
      hasLines = true;
    }
  });
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    channelId: job.channelId,
    fields: [...job.fields],
    ...(job.undoOf !== undefined ? { undoOf: job.undoOf } : {}),
    ...(job.undoneBy !== undefined ? { undoneBy: job.undoneBy } : {}),
    count: job.items.length,
    states: encodeStates(job.items),
    messages,
    ...(hasLines ? { lines } : {}),
  };
}
