// The queue on disk: <dataDir>/uploads/queue.json, replaced atomically (temp file, fsync, rename, fsync of the
// folder) so a crash at any instant leaves either the previous or the next version, never half of one. A damaged
// file is moved aside and reported, and the app starts with what could be read.
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { UploadSettings } from '../../shared/uploads/upload-view';
import { QUEUE_FILE_VERSION, queueFileSchema, uploadRecordSchema, type UploadRecord } from './upload-record';

export interface QueueContents {
  readonly uploads: readonly UploadRecord[];
  readonly settings?: UploadSettings;
  readonly quotaResetAt?: number;
}

export interface LoadedQueue extends QueueContents {
  /** Sentences for the user about what could not be read. */
  readonly problems: readonly string[];
}

export class QueueStore {
  readonly path: string;
  private writing: Promise<void> | undefined;
  private pending: { contents: QueueContents; waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> } | undefined;

  constructor(dataDir: string, private readonly now: () => number = Date.now) {
    this.path = join(dataDir, 'uploads', 'queue.json');
  }

  async load(): Promise<LoadedQueue> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { uploads: [], problems: [] };
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { uploads: [], problems: [await this.quarantine(`it is not valid JSON (${(error as Error).message})`, true)] };
    }
    const file = queueFileSchema.safeParse(json);
    if (!file.success) {
      return { uploads: [], problems: [await this.quarantine('it does not have the shape of an upload queue', true)] };
    }
    const uploads: UploadRecord[] = [];
    let unreadable = 0;
    for (const entry of file.data.uploads) {
      const record = uploadRecordSchema.safeParse(entry);
      if (record.success) uploads.push(record.data);
      else unreadable += 1;
    }
    const problems =
      unreadable > 0
        ? [await this.quarantine(`${unreadable} of its ${file.data.uploads.length} uploads could not be read and were left out`, false)]
        : [];
    return {
      uploads,
      ...(file.data.settings ? { settings: file.data.settings } : {}),
      ...(file.data.quotaResetAt !== undefined ? { quotaResetAt: file.data.quotaResetAt } : {}),
      problems,
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
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending) {
        const batch = this.pending;
        this.pending = undefined;
        try {
          await writeAtomically(this.path, serialize(batch.contents));
          for (const waiter of batch.waiters) waiter.resolve();
        } catch (error) {
          for (const waiter of batch.waiters) waiter.reject(error);
        }
      }
    } finally {
      this.writing = undefined;
    }
  }

  /** Keeps the damaged file for inspection; `move` takes it away, otherwise a copy is kept and it will be replaced. */
  private async quarantine(why: string, move: boolean): Promise<string> {
    const aside = `${this.path}.corrupt-${this.now()}`;
    await (move ? rename(this.path, aside) : copyFile(this.path, aside));
    return `The upload queue file could not be fully read: ${why}. A copy was kept as ${aside}.`;
  }
}

function serialize(contents: QueueContents): string {
  return JSON.stringify(
    {
      version: QUEUE_FILE_VERSION,
      ...(contents.settings ? { settings: contents.settings } : {}),
      ...(contents.quotaResetAt !== undefined ? { quotaResetAt: contents.quotaResetAt } : {}),
      uploads: contents.uploads,
    },
    null,
    1,
  );
}

async function writeAtomically(path: string, text: string): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const temp = join(folder, `.queue-${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // The rename itself must survive a power cut: sync the directory entry (not possible on Windows).
  if (process.platform !== 'win32') {
    const dir = await open(folder, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
}
