// The upload sessions of one emulator data dir: records in upload-sessions.json, bytes in uploads/<id>.part.
// Sessions outlive an emulator restart; on load the .part file is trusted over the record, since bytes can reach the
// disk after the record was last written but a record can never run ahead of the disk.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, stat, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonOrQuarantine, writeJsonAtomic } from '../../common/atomic-json';
import { isExpired, sessionsFileSchema, type UploadSession } from './upload-session';

export class UploadSessionStore {
  private readonly sessions = new Map<string, UploadSession>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private writing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  private constructor(
    readonly uploadsDir: string,
    readonly mediaDir: string,
    private readonly file: string,
  ) {}

  static async open(dataDir: string, now: number): Promise<UploadSessionStore> {
    const store = new UploadSessionStore(
      join(dataDir, 'uploads'),
      join(dataDir, 'media'),
      join(dataDir, 'upload-sessions.json'),
    );
    await mkdir(store.uploadsDir, { recursive: true });
    await mkdir(store.mediaDir, { recursive: true });
    const content = await readJsonOrQuarantine(store.file, now);
    if (content.kind === 'ok') {
      const parsed = sessionsFileSchema.safeParse(content.value);
      if (!parsed.success) {
        throw new Error(`${store.file} is not an upload sessions file: ${parsed.error.message}`);
      }
      for (const record of parsed.data.sessions) store.sessions.set(record.uploadId, record);
    }
    await store.reconcileWithDisk(now);
    return store;
  }

  partPath(uploadId: string): string {
    return join(this.uploadsDir, `${uploadId}.part`);
  }

  get(uploadId: string): UploadSession | undefined {
    return this.sessions.get(uploadId);
  }

  list(): readonly UploadSession[] {
    return [...this.sessions.values()];
  }

  async create(init: Omit<UploadSession, 'uploadId' | 'storedBytes' | 'state'>): Promise<UploadSession> {
    const uploadId = randomBytes(24).toString('base64url');
    const session: UploadSession = { ...init, uploadId, storedBytes: 0, state: 'open' };
    await (await open(this.partPath(uploadId), 'w')).close();
    this.sessions.set(uploadId, session);
    await this.save();
    return session;
  }

  /** Runs `task` when no other task of the same session runs: one writer per .part file, in arrival order. */
  withLock<T>(uploadId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(uploadId) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.locks.set(uploadId, settled);
    void settled.then(() => {
      if (this.locks.get(uploadId) === settled) this.locks.delete(uploadId);
    });
    return run;
  }

  /** Expires a session now and frees its bytes. */
  async expire(session: UploadSession, now: number): Promise<void> {
    session.expiresAt = Math.min(session.expiresAt, now);
    await rm(this.partPath(session.uploadId), { force: true });
    await this.save();
  }

  /** Makes the .part file exactly `storedBytes` long (bytes beyond the record were never acknowledged). */
  async trimPartFile(session: UploadSession): Promise<void> {
    const path = this.partPath(session.uploadId);
    const size = await fileSize(path);
    if (size === undefined) await (await open(path, 'w')).close();
    if (size !== session.storedBytes) await truncate(path, session.storedBytes);
  }

  /** Persists every session; concurrent calls share one write that starts after the latest change. */
  save(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.writing) {
      this.writing = this.write().finally(() => {
        this.writing = undefined;
      });
      return this.writing;
    }
    this.queued = this.writing
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.save();
      });
    return this.queued;
  }

  async flush(): Promise<void> {
    while (this.writing || this.queued) await (this.queued ?? this.writing)?.catch(() => undefined);
  }

  private write(): Promise<void> {
    return writeJsonAtomic(this.file, { version: 1, sessions: this.list() });
  }

  private async reconcileWithDisk(now: number): Promise<void> {
    for (const session of this.sessions.values()) {
      const path = this.partPath(session.uploadId);
      if (isExpired(session, now) || session.state === 'complete' || session.state === 'failed') {
        await rm(path, { force: true });
        continue;
      }
      if (session.state === 'finalizing') continue; // the creation is retried with the same video id
      const size = (await fileSize(path)) ?? 0;
      session.storedBytes = session.totalBytes === null ? size : Math.min(size, session.totalBytes);
      await this.trimPartFile(session);
    }
    await this.save();
  }
}

async function fileSize(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
