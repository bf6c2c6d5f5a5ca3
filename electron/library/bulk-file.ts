// The bulk jobs on disk: <dataDir>/library/bulk-jobs.json, replaced atomically after every video. A file that does
// not parse, or holds another layout, is moved aside (never overwritten) and the user is told; nothing is resent
// from a file that cannot be trusted.
import { join } from 'node:path';
import { z } from 'zod';
import { bulkValuesSchema, ITEM_STATES } from '../../shared/bulk/bulk-job';
import { BULK_FIELDS } from '../../shared/bulk/bulk-operation';
import { readJsonOrQuarantine, setAside, writeJsonAtomic } from '../common/atomic-json';
import type { BulkJobsFile, BulkStorage } from './bulk-jobs';

const fileSchema = z.strictObject({
  version: z.literal(1),
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

  constructor(
    dataDir: string,
    private readonly notice: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.path = join(dataDir, 'library', 'bulk-jobs.json');
  }

  async load(): Promise<BulkJobsFile | undefined> {
    const read = await readJsonOrQuarantine(this.path, this.now());
    if (read.kind === 'missing') return undefined;
    if (read.kind === 'corrupt') {
      this.notice(`The bulk edits on disk were damaged (kept as ${read.movedTo}); none will resume.`);
      return undefined;
    }
    const parsed = fileSchema.safeParse(read.value);
    if (parsed.success) return parsed.data;
    const movedTo = await setAside(this.path, 'unknown-layout', this.now());
    this.notice(`The bulk edits on disk were not in a known layout (kept as ${movedTo}); none will resume.`);
    return undefined;
  }

  save(file: BulkJobsFile): Promise<void> {
    return writeJsonAtomic(this.path, file);
  }
}
