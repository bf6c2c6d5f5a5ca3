// What the watched folders have already seen, kept across restarts (watched-folders/ledger.json), so no file is
// enqueued twice:
// - contents: every video the folders enqueued and every upload the queue finished, by content (size and the hashes
//   of the first and last MiB from the upload engine's fingerprint, not the path nor the mtime), so a copy of an
//   uploaded file, in this folder or another, is recognised;
// - files: each file already decided on, by path, size and mtime, so a restart looks at what is in the folders
//   without reading them again, and the files present when a folder was added stay left alone if the user said so.
// Written atomically after each change (saves during a write folded into one); a file that cannot be read is set
// aside and said, its readable entries kept.
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { readJsonOrQuarantine, setAside, writeFileAtomic, type TextPieces } from '../common/atomic-json';
import type { FileFingerprint } from '../files/file-fingerprint';
import { keepWords, type KeptWords } from '../language/say-line';
import { WATCH_LIST_PROBLEMS } from './watched-folders-messages';

/** A video's content, whatever its name, place or mtime. */
export type ContentKey = string;

export function contentKeyOf(file: Pick<FileFingerprint, 'size' | 'headSha256' | 'tailSha256'>): ContentKey {
  return `${file.size}:${file.headSha256}:${file.tailSha256}`;
}

const contentEntrySchema = z.strictObject({
  key: z.string().min(1).max(300),
  name: z.string().max(1024),
  /** The folder that enqueued it; absent for an upload the queue finished (dropped, chosen or opened). */
  folderId: z.string().max(64).optional(),
  uploadId: z.string().max(64).optional(),
  at: z.number(),
});
export type ContentEntry = z.output<typeof contentEntrySchema>;

const FILE_OUTCOMES = [
  'enqueued',
  'duplicate',
  'not-a-video',
  'present-when-added',
  /** Rewritten in place after it was enqueued: not enqueued again by itself (a tagger or a player may touch it). */
  'changed-after-enqueue',
  /** A link (or a file swapped for one) leading out of the folder: never opened, named to the user. */
  'outside-folder',
] as const;
export type FileOutcome = (typeof FILE_OUTCOMES)[number];

const fileEntrySchema = z.strictObject({
  path: z.string().min(1).max(4096),
  size: z.number().nonnegative(),
  mtimeMs: z.number(),
  folderId: z.string().max(64),
  outcome: z.enum(FILE_OUTCOMES),
});
export type FileEntry = z.output<typeof fileEntrySchema>;

/**
 * Some 400,000 entries; parsing more at once would hold the main process for seconds. A larger file is no ledger
 * this app wrote: it is set aside like a damaged one.
 */
export const MAX_LEDGER_BYTES = 64 * 1024 * 1024;

const ledgerShape = z.object({ version: z.literal(1), contents: z.array(z.unknown()), files: z.array(z.unknown()) });

export interface LedgerLoad {
  /** Something was lost: the file did not parse, or entries were unreadable (then they are said). */
  readonly damaged: boolean;
  readonly message?: KeptWords;
}

export class FingerprintLedger {
  private readonly contents = new Map<ContentKey, ContentEntry>();
  private readonly files = new Map<string, FileEntry>();
  private saving: Promise<void> | undefined;
  private saveAgain = false;

  constructor(
    private readonly path: string,
    private readonly onSaveError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async load(): Promise<LedgerLoad> {
    const size = await stat(this.path).then(
      (info) => info.size,
      () => 0,
    );
    if (size > MAX_LEDGER_BYTES) {
      const movedTo = await setAside(this.path, 'corrupt', this.now());
      return {
        damaged: true,
        message: keepWords(WATCH_LIST_PROBLEMS.ledgerTooBig, { mib: MAX_LEDGER_BYTES / 1024 / 1024, movedTo }),
      };
    }
    const read = await readJsonOrQuarantine(this.path, this.now());
    if (read.kind === 'missing') return { damaged: false };
    if (read.kind === 'corrupt') {
      return {
        damaged: true,
        message: keepWords(WATCH_LIST_PROBLEMS.ledgerDamaged, { reason: read.reason, movedTo: read.movedTo }),
      };
    }
    const shape = ledgerShape.safeParse(read.value);
    if (!shape.success) {
      const movedTo = await setAside(this.path, 'unknown-layout', this.now());
      return {
        damaged: true,
        message: keepWords(WATCH_LIST_PROBLEMS.ledgerUnknownLayout, { movedTo }),
      };
    }
    let unreadable = 0;
    for (const item of shape.data.contents) {
      const entry = contentEntrySchema.safeParse(item);
      if (entry.success) this.contents.set(entry.data.key, entry.data);
      else unreadable += 1;
    }
    for (const item of shape.data.files) {
      const entry = fileEntrySchema.safeParse(item);
      if (entry.success) this.files.set(entry.data.path, entry.data);
      else unreadable += 1;
    }
    if (unreadable === 0) return { damaged: false };
    // The whole file stays beside the new one, so what was unreadable can still be looked at.
    const keptAt = `${this.path}.unreadable-entries-${this.now()}`;
    await writeFileAtomic(keptAt, JSON.stringify(read.value));
    return {
      damaged: true,
      message: keepWords(WATCH_LIST_PROBLEMS.ledgerSomeUnreadable, { unreadable, keptAt }),
    };
  }

  hasContent(key: ContentKey): boolean {
    return this.contents.has(key);
  }

  /** Records a content; answers false when it was known already (nothing changes then). */
  addContent(entry: ContentEntry): boolean {
    if (this.contents.has(entry.key)) return false;
    this.contents.set(entry.key, entry);
    this.scheduleSave();
    return true;
  }

  enqueuedBy(folderId: string): number {
    let count = 0;
    for (const entry of this.contents.values()) if (entry.folderId === folderId) count += 1;
    return count;
  }

  /** The decision already taken about this very file (same path, size and mtime), if any. */
  decided(path: string, size: number, mtimeMs: number): FileEntry | undefined {
    const entry = this.files.get(path);
    return entry && entry.size === size && entry.mtimeMs === mtimeMs ? entry : undefined;
  }

  /** Whatever was decided about the file at this path, even at another size or mtime. */
  at(path: string): FileEntry | undefined {
    return this.files.get(path);
  }

  recordFile(entry: FileEntry): void {
    this.files.set(entry.path, entry);
    this.scheduleSave();
  }

  /**
   * The file a folder enqueued is gone from its path: a new file there later is a new file, not an edit of this one
   * (its content stays known, so a copy of it is still a duplicate).
   */
  forgetEnqueuedFile(path: string): void {
    const entry = this.files.get(path);
    if (entry?.outcome !== 'enqueued' && entry?.outcome !== 'changed-after-enqueue') return;
    this.files.delete(path);
    this.scheduleSave();
  }

  /** Forgets the files of a folder no longer watched (its contents stay: they are never enqueued twice). */
  forgetFolder(folderId: string): void {
    let changed = false;
    for (const [path, entry] of this.files) {
      if (entry.folderId !== folderId) continue;
      this.files.delete(path);
      changed = true;
    }
    if (changed) this.scheduleSave();
  }

  /** Resolves once every change made so far is on disk (or its save failed and was reported). */
  async flush(): Promise<void> {
    while (this.saving) await this.saving;
  }

  private scheduleSave(): void {
    if (this.saving) {
      this.saveAgain = true;
      return;
    }
    this.saving = this.saveNow().finally(() => {
      this.saving = undefined;
      if (this.saveAgain) {
        this.saveAgain = false;
        this.scheduleSave();
      }
    });
  }

  private async saveNow(): Promise<void> {
    try {
      await writeFileAtomic(this.path, this.pieces());
    } catch (error) {
      this.onSaveError(error);
    }
  }

  // One entry at a time: a ledger of many thousand videos never holds the event loop for its whole text.
  private *pieces(): TextPieces {
    yield '{"version":1,"contents":[';
    let first = true;
    for (const entry of [...this.contents.values()]) {
      yield (first ? '\n' : ',\n') + JSON.stringify(entry);
      first = false;
    }
    yield '\n],"files":[';
    first = true;
    for (const entry of [...this.files.values()]) {
      yield (first ? '\n' : ',\n') + JSON.stringify(entry);
      first = false;
    }
    yield '\n]}\n';
  }
}
