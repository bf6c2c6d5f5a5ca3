// The queue on disk: <dataDir>/uploads/queue.json, replaced atomically (temp file, fsync, rename, fsync of the
// folder) so a crash at any instant leaves either the previous or the next version, never half of one. The version
// being replaced stays as queue.json.bak. A damaged file (another program, a disk fault) is moved aside, salvaged
// record by record with the backup's help, and what was restored or lost is reported by name. A progress tick does not
// rewrite the file: its offset is appended to the progress journal (progress-journal.ts), which the next save folds in.
import { randomBytes } from 'node:crypto';
import { copyFile, link, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadSettings } from '../../../shared/uploads/upload-view';
import { jsonPiecesWithList, writeFileAtomic } from '../../common/atomic-json';
import { ProgressJournal, type ProgressLine } from './progress-journal';
import { restoredNotice, salvageQueue, type LostUpload, type SalvagedQueue } from './queue-salvage';
import { QUEUE_FILE_VERSION, type UploadRecord } from './upload-record';
import { isUnfinished } from './upload-states';
import { keepWords, noticeOf, sayKept, type KeptWords } from '../../language/say-line';
import { lineOf, savedLineSchema, type SavedLine, type SavedValue } from '../../../shared/i18n/saved-line';
import { QUEUE_NOTICES } from './queue-messages';

export interface QueueContents {
  readonly uploads: readonly UploadRecord[];
  readonly settings?: UploadSettings;
  readonly quotaResetAt?: number;
}

export interface LoadedQueue extends QueueContents {
  /** Sentences for the user about what could not be read, with their lines (said again in the page's language). */
  readonly problems: readonly (KeptWords | string)[];
}

export class QueueStore {
  readonly path: string;
  private readonly journal: ProgressJournal;
  private writing: Promise<void> | undefined;
  private pending:
    { contents: QueueContents; waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> } | undefined;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.path = join(dataDir, 'uploads', 'queue.json');
    this.journal = new ProgressJournal(join(dataDir, 'uploads', 'queue-progress.jsonl'));
  }

  /** Lines in the progress journal since the last save: past a bound, the caller saves the queue instead. */
  get progressLines(): number {
    return this.journal.length;
  }

  /** Keeps one upload's confirmed offset without rewriting the queue (one line appended). */
  saveProgress(id: string, bytesConfirmed: number, session: NonNullable<UploadRecord['session']>): Promise<void> {
    return this.journal.append(id, bytesConfirmed, session);
  }

  /** The previous good write, kept (as a hard link, so at no cost) for when the current file is damaged. */
  get backupPath(): string {
    return `${this.path}.bak`;
  }

  async load(): Promise<LoadedQueue> {
    const loaded = await this.loadFile();
    const offsets = await this.journal.read().catch(() => new Map<string, ProgressLine>());
    return offsets.size === 0
      ? loaded
      : { ...loaded, uploads: loaded.uploads.map((record) => withOffset(record, offsets)) };
  }

  private async loadFile(): Promise<LoadedQueue> {
    const text = await readIfPresent(this.path);
    const backupText = await readIfPresent(this.backupPath);
    if (text === undefined) {
      if (backupText === undefined) return { uploads: [], problems: [] };
      // Only a crash between moving a damaged file aside and the next write leaves the backup alone.
      const backup = salvageQueue(backupText, this.now());
      return {
        ...contentsOf(backup),
        problems: [keepWords(QUEUE_NOTICES.missingRestored, { count: backup.uploads.length })],
      };
    }
    const current = salvageQueue(text, this.now());
    if (current.damage === undefined) return { ...contentsOf(current), problems: [] };

    const backup = backupText === undefined ? undefined : salvageQueue(backupText, this.now());
    const usableBackup = backup && backup.damage === undefined ? backup : undefined;
    const uploads = [...current.uploads];
    const fromBackup: string[] = [];
    const known = new Set(uploads.map((record) => record.id));
    for (const record of usableBackup?.uploads ?? []) {
      if (known.has(record.id)) continue;
      known.add(record.id);
      // One save old: a user's last pause or cancel may be missing, so nothing restored from it starts by itself.
      uploads.push(isUnfinished(record.state) ? { ...record, state: 'paused', ...noticeOf(restoredNotice()) } : record);
      fromBackup.push(record.fileName);
    }
    const lost = current.lost.filter(
      (entry) => !(entry.id !== undefined && known.has(entry.id)) && !(entry.name && fromBackup.includes(entry.name)),
    );
    const settings =
      current.settingsDamaged || current.settings === undefined
        ? (usableBackup?.settings ?? current.settings)
        : current.settings;
    const aside = `${this.path}.corrupt-${this.now()}`;
    // Moved, not copied: the next write must not keep a damaged file as the backup.
    await rename(this.path, aside);

    const sentences = [lineOf(QUEUE_NOTICES.damaged, { damage: { list: current.damage }, file: aside })];
    if (fromBackup.length > 0) sentences.push(lineOf(QUEUE_NOTICES.fromBackup, { names: nameList(fromBackup) }));
    if (current.restored.length > 0)
      sentences.push(lineOf(QUEUE_NOTICES.partlyRestored, { names: nameList(current.restored) }));
    if (lost.length > 0) sentences.push(lineOf(QUEUE_NOTICES.lost, { names: lostList(lost) }));
    if (current.settingsDamaged && !usableBackup?.settings) sentences.push(lineOf(QUEUE_NOTICES.settingsReset));
    const report = inARow(sentences);
    return {
      uploads,
      ...(settings ? { settings } : {}),
      ...(current.quotaResetAt !== undefined ? { quotaResetAt: current.quotaResetAt } : {}),
      // A list longer than a kept line holds (savedLineSchema) is kept as words only: the page would refuse the line.
      problems: [savedLineSchema.safeParse(report.line).success ? report : report.text],
    };
  }

  /**
   * Persists `contents`. Resolves once a write that includes them is on disk; saves arriving during a write are
   * folded into one write of the latest contents.
   */
  save(contents: QueueContents): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.pending) {
        this.pending.contents = contents;
        this.pending.waiters.push({ resolve, reject });
      } else {
        this.pending = { contents, waiters: [{ resolve, reject }] };
      }
      if (!this.writing) this.writing = this.drain();
    });
  }

  /** Resolves when every save requested so far is on disk (or failed). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    await this.journal.flush();
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending) {
        const batch = this.pending;
        this.pending = undefined;
        // The file is made from the queue as it is now, so it covers every progress line written so far.
        const covered = this.journal.mark();
        try {
          await writeFileAtomic(this.path, fileText(batch.contents), { beforeReplace: keepAsBackup });
          await this.journal.dropUpTo(covered).catch(() => undefined);
          for (const waiter of batch.waiters) waiter.resolve();
        } catch (error) {
          for (const waiter of batch.waiters) waiter.reject(error);
        }
      }
    } finally {
      this.writing = undefined;
    }
  }
}

/**
 * The file's text, made one upload at a time while it is written: 5,000 uploads with long descriptions are some
 * 30 MB, and JSON.stringify of all of it at once held the event loop for a third of a second on every save.
 * The list is copied first because the queue changes its list in place and the write spans many turns of the loop;
 * the records themselves are never changed, only replaced.
 */
function fileText(contents: QueueContents): Iterable<string> {
  const head = {
    version: QUEUE_FILE_VERSION,
    ...(contents.settings ? { settings: contents.settings } : {}),
    ...(contents.quotaResetAt !== undefined ? { quotaResetAt: contents.quotaResetAt } : {}),
  };
  return jsonPiecesWithList(head, 'uploads', [...contents.uploads]);
}

/**
 * Links the file being replaced as the backup: a hard link costs no copy and leaves the old version whole. With no
 * current file (it was moved aside as damaged) the backup stays as it is: it is the last good version.
 */
async function keepAsBackup(path: string): Promise<void> {
  const temp = `${path}.bak-${randomBytes(6).toString('hex')}.tmp`;
  try {
    await link(path, temp);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    // File systems without hard links (some network and FAT volumes) get a copy instead.
    const copied = await copyFile(path, temp).then(
      () => true,
      () => false,
    );
    if (!copied) return;
  }
  await rename(temp, `${path}.bak`);
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * What the journal holds of an upload still unfinished, newer than the file's: its offset in the session the file
 * names, bounded by the file's size. A record without its session (restored from the backup of a torn file, saved
 * before the session began) takes the journal's session with it, so the upload resumes there.
 */
function withOffset(record: UploadRecord, offsets: ReadonlyMap<string, ProgressLine>): UploadRecord {
  const line = offsets.get(record.id);
  if (line === undefined || !isUnfinished(record.state) || line.bytes > record.file.size) return record;
  if (record.session === undefined) return { ...record, session: line.session, bytesConfirmed: line.bytes };
  if (record.session.uri !== line.session.uri || line.bytes <= record.bytesConfirmed) return record;
  return { ...record, bytesConfirmed: line.bytes };
}

function contentsOf(salvaged: SalvagedQueue): QueueContents {
  return {
    uploads: salvaged.uploads,
    ...(salvaged.settings ? { settings: salvaged.settings } : {}),
    ...(salvaged.quotaResetAt !== undefined ? { quotaResetAt: salvaged.quotaResetAt } : {}),
  };
}

const IN_A_ROW = [
  QUEUE_NOTICES.twoSentences,
  QUEUE_NOTICES.threeSentences,
  QUEUE_NOTICES.fourSentences,
  QUEUE_NOTICES.fiveSentences,
] as const;
const PLACES = ['first', 'second', 'third', 'fourth', 'fifth'] as const;

/** One notice of several sentences, written one after the other as the reading language writes them. */
function inARow(sentences: readonly SavedLine[]): KeptWords {
  const joiner = IN_A_ROW[sentences.length - 2];
  if (joiner === undefined) return keepSaid(sentences[0]!);
  return keepWords(joiner, Object.fromEntries(sentences.map((line, index) => [PLACES[index]!, { line }])));
}

function keepSaid(line: SavedLine): KeptWords {
  return { line, text: sayKept(line, '') };
}

/** Quoted file names, listed as the reading language lists them. */
function nameList(names: readonly string[]): SavedValue {
  return { list: names.map((file) => lineOf(QUEUE_NOTICES.quotedName, { file })) };
}

function lostList(lost: readonly LostUpload[]): SavedValue {
  const named = lost.flatMap((entry) => (entry.name ? [lineOf(QUEUE_NOTICES.quotedName, { file: entry.name })] : []));
  const unnamed = lost.length - named.length;
  return { list: unnamed > 0 ? [...named, lineOf(QUEUE_NOTICES.unnamedLost, { count: unnamed })] : named };
}
