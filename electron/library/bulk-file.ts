// The bulk jobs on disk: <dataDir>/library/bulk-jobs.json, every job whole, replaced atomically, and beside it
// bulk-jobs.journal, the changes since (bulk-journal.ts), appended one line per video. A file that does not parse,
// or holds another layout, is moved aside (never overwritten) and the user is told; nothing is resent from a file
// that cannot be trusted. A damaged journal is moved aside too; the jobs resume from the whole file, where a video
// whose result was lost is read fresh before anything is sent, so nothing is written twice.
import { open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { bulkValuesSchema, ITEM_STATES } from '../../shared/bulk/bulk-job';
import { BULK_FIELDS } from '../../shared/bulk/bulk-operation';
import { readJsonOrQuarantine, setAside, writeFileAtomic, writeJsonAtomic } from '../common/atomic-json';
import type { BulkJobsFile, BulkStorage } from './bulk-jobs';
import { journalHeader, journalLine, JOURNAL_MAX_BYTES, replayJournal, type BulkJournalEntry } from './bulk-journal';

const fileSchema = z.strictObject({
  version: z.literal(1),
  /** Which journal continues this file (absent in files written before the journal: 0). */
  generation: z.number().int().min(0).optional(),
  jobs: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(['edit', 'undo']),
      status: z.enum(['running', 'paused', 'done']),
      channelId: z.string(),
      fields: z.array(z.enum(BULK_FIELDS)),
      undoOf: z.string().optional(),
      undoneBy: z.string().optional(),
      items: z.array(
        z.strictObject({
          id: z.string(),
          state: z.enum(ITEM_STATES),
          expected: bulkValuesSchema,
          target: bulkValuesSchema,
          message: z.string().optional(),
        }),
      ),
    }),
  ),
});

export class BulkFileStore implements BulkStorage {
  readonly path: string;
  readonly journalPath: string;
  private generation = 0;
  /** Saves and appends one after another, so a line never lands in a journal its whole save replaced. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    dataDir: string,
    private readonly notice: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.path = join(dataDir, 'library', 'bulk-jobs.json');
    this.journalPath = join(dataDir, 'library', 'bulk-jobs.journal');
  }

  async load(): Promise<BulkJobsFile | undefined> {
    const read = await readJsonOrQuarantine(this.path, this.now());
    if (read.kind === 'missing') return undefined;
    if (read.kind === 'corrupt') {
      this.notice(`The bulk edits on disk were damaged (kept as ${read.movedTo}); none will resume.`);
      return undefined;
    }
    const parsed = fileSchema.safeParse(read.value);
    if (!parsed.success) {
      const movedTo = await setAside(this.path, 'unknown-layout', this.now());
      this.notice(`The bulk edits on disk were not in a known layout (kept as ${movedTo}); none will resume.`);
      return undefined;
    }
    const { generation = 0, ...file } = parsed.data;
    this.generation = generation;
    await this.replay(file);
    return file;
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
      this.notice(
        `The bulk edits' journal was too large to be one (kept as ${movedTo}); the jobs go on from their last whole save.`,
      );
      return;
    }
    const damage = replayJournal(file, this.generation, await readFile(this.journalPath, 'utf8'));
    if (damage !== undefined) {
      const movedTo = await setAside(this.journalPath, 'corrupt', this.now());
      this.notice(
        `The bulk edits' journal was damaged at ${damage} (kept as ${movedTo}); the jobs go on from the last change before it.`,
      );
    }
  }

  save(file: BulkJobsFile): Promise<void> {
    return this.serially(async () => {
      const generation = this.generation + 1;
      await writeJsonAtomic(this.path, { version: 1, generation, jobs: file.jobs });
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
