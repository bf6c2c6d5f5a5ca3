// The outbox on disk: <dataDir>/comments/outbox.json, replaced atomically after every change. A file that does not
// parse, or parses into something else, is moved aside (never overwritten) and salvaged decision by decision.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_COMMENT_SETTINGS, type CommentSettings } from '../../shared/comments/comment-view';
import { setAside, writeJsonAtomic } from '../common/atomic-json';
import { lineOf } from '../../shared/i18n/saved-line';
import { keepWords, type KeptWords } from '../language/say-line';
import { COMMENT_NOTICES } from './comments-messages';
import { OUTBOX_FILE_VERSION, outboxFileSchema, type OutboxFile, type OutboxRecord } from './outbox-record';
import { salvageOutbox } from './outbox-salvage';

interface LoadedOutbox {
  readonly records: readonly OutboxRecord[];
  readonly settings: CommentSettings;
  /** A sentence for the user when the file was damaged; undefined when it was clean or absent. */
  readonly problem?: KeptWords;
}

/** What the outbox needs of its file; the tests give it one that fails on purpose. */
export interface OutboxStorage {
  load(): Promise<LoadedOutbox>;
  save(contents: OutboxFile): Promise<void>;
}

export class OutboxFileStore implements OutboxStorage {
  readonly path: string;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.path = join(dataDir, 'comments', 'outbox.json');
  }

  async load(): Promise<LoadedOutbox> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return { records: [], settings: DEFAULT_COMMENT_SETTINGS };
      throw error;
    }
    const clean = parseClean(text);
    if (clean) return { records: clean.records, settings: clean.settings };
    const salvaged = salvageOutbox(text);
    const movedTo = await setAside(this.path, 'corrupt', this.now());
    const kept = salvaged.records.length;
    return {
      records: salvaged.records,
      settings: salvaged.settings,
      problem:
        salvaged.lost > 0
          ? keepWords(COMMENT_NOTICES.outboxDamagedLost, {
              movedTo,
              lost: salvaged.lost,
              recovered: { line: lineOf(COMMENT_NOTICES.outboxRecovered, { kept }) },
            })
          : keepWords(COMMENT_NOTICES.outboxDamaged, { movedTo, kept }),
    };
  }

  save(contents: OutboxFile): Promise<void> {
    return writeJsonAtomic(this.path, contents);
  }
}

function parseClean(text: string): OutboxFile | undefined {
  try {
    const parsed = outboxFileSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.version === OUTBOX_FILE_VERSION ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
