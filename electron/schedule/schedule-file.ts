// The schedule on disk: <dataDir>/schedule/changes.json, replaced atomically after every change of state (a change is
// marked running before its first write and each step recorded after the platform confirms it). A file that does not
// parse, or holds another layout, is moved aside (never overwritten) and the creator told: nothing runs from a file
// that cannot be trusted, and nothing in it is lost.
import { join } from 'node:path';
import { z } from 'zod';
import { bulkValuesSchema } from '../../shared/bulk/bulk-job';
import { keptLineSchema } from '../../shared/i18n/saved-line';
import { BULK_FIELDS } from '../../shared/bulk/bulk-operation';
import { CHANGE_STATES, changeTimeSchema } from '../../shared/schedule/scheduled-change';
import { readJsonOrQuarantine, setAside, writeJsonAtomic } from '../common/atomic-json';
import type { ScheduleFile } from './schedule-record';
import { keepWords } from '../language/say-line';
import type { NoticeWords } from '../kernel/feature';
import { SCHEDULE_NOTICES } from './schedule-messages';

// A kept image's file is a name in the thumbnails folder, never a path (a changed file cannot point elsewhere).
const keptImage = z.strictObject({
  file: z.string().regex(/^[0-9a-f-]{36}(-before)?\.(png|jpg)$/),
  name: z.string().max(1_000),
  /** A name of ours ("previous thumbnail") as a line; older files have the words alone. */
  nameLine: keptLineSchema,
  bytes: z.number().int().min(0),
});

const fileSchema = z.strictObject({
  version: z.literal(1),
  changes: z.array(
    z.strictObject({
      id: z.string(),
      channelId: z.string(),
      videoId: z.string(),
      title: z.string(),
      createdAt: z.number(),
      when: changeTimeSchema,
      fields: z.array(z.enum(BULK_FIELDS)),
      seen: bulkValuesSchema,
      target: bulkValuesSchema,
      playlistIds: z.array(z.string()),
      comment: z.string().optional(),
      thumbnail: keptImage.optional(),
      priorThumbnail: keptImage.optional(),
      priorThumbnailMissing: z.string().optional(),
      skipIfLateMs: z.number().optional(),
      state: z.enum(CHANGE_STATES),
      publishAt: z.number().optional(),
      live: z.literal(true).optional(),
      retryAt: z.number().optional(),
      attempts: z.number().optional(),
      overwrite: z.literal(true).optional(),
      ranAt: z.number().optional(),
      lateByMs: z.number().optional(),
      message: z.string().optional(),
      // Files written before lines were kept have only the words; a damaged line is dropped, never the change.
      messageLine: keptLineSchema,
      prior: bulkValuesSchema.optional(),
      done: z.strictObject({
        edit: z.literal(true).optional(),
        playlistItems: z.record(z.string(), z.string()),
        commentId: z.string().optional(),
        thumbnail: z.literal(true).optional(),
      }),
    }),
  ),
});

export interface ScheduleStorage {
  load(): Promise<ScheduleFile | undefined>;
  save(file: ScheduleFile): Promise<void>;
}

export class ScheduleFileStore implements ScheduleStorage {
  private readonly path: string;

  constructor(
    dataDir: string,
    private readonly notice: (words: NoticeWords) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.path = join(dataDir, 'schedule', 'changes.json');
  }

  async load(): Promise<ScheduleFile | undefined> {
    const read = await readJsonOrQuarantine(this.path, this.now());
    if (read.kind === 'missing') return undefined;
    if (read.kind === 'corrupt') {
      this.notice(keepWords(SCHEDULE_NOTICES.fileUnreadable, { file: read.movedTo }));
      return undefined;
    }
    const parsed = fileSchema.safeParse(read.value);
    if (parsed.success) return parsed.data;
    const movedTo = await setAside(this.path, 'unknown-layout', this.now());
    this.notice(keepWords(SCHEDULE_NOTICES.fileUnknownLayout, { file: movedTo }));
    return undefined;
  }

  save(file: ScheduleFile): Promise<void> {
    return writeJsonAtomic(this.path, file);
  }
}
