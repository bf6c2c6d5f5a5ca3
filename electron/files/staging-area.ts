// Where browser mode puts the files a user drops: a browser never reveals a path, so the page streams the File to
// the host in chunks and the upload engine then reads it from <dataDir>/staging/<id> like any local file.
// Staging is resumable: an append must start at the current size, and a client that lost track asks for it. Ids are
// random hex and the only thing used in paths; names are kept for display only.
//
// One ownership rule: a staged file has holders and is removed only when the last one lets go. An upload holds the
// files it may still read (its video, its thumbnail and captions until their steps are done: `inUse`); a request
// that reads one (a thumbnail, a watermark, a banner, a caption) holds it while it runs (`hold`). Whoever is done
// with a file lets go of it (`reclaim`), and the file stays while anyone else still holds it: a page that names a
// video's staging id as a thumbnail cannot pull the video from under its running upload.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm, stat, statfs, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { DeskErrorCode } from '../../shared/ipc';
import { STAGING_ID_PATTERN, type UploadSource } from '../../shared/uploads/upload-source';
import { formatFileSize } from '../../shared/text/measures';
import { say, sayingIntl } from '../language/say';
import { STAGING_REFUSALS } from './file-messages';

export const stagingEntryInputSchema = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(255)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name may not hold
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), {
      // The page's own request, refused before a creator could see it (a browser's file names hold no such characters).
      // eslint-disable-next-line formatjs/no-literal-string-in-object -- a protocol refusal, read by developers
      message: 'A file name cannot contain control characters.',
    }),
  size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  type: z.string().max(255),
});
type StagingEntryInput = z.output<typeof stagingEntryInputSchema>;

/**
 * The staging routes answer with codes of the contract's union, so the page reads one list of codes; `satisfies`
 * makes a code outside the union a type error here.
 */
export const STAGING_ERROR_CODES = [
  'not-found',
  'offset-mismatch',
  'too-large',
  'incomplete',
  'no-space',
  'too-many',
  'in-use',
  'invalid-input',
] as const satisfies readonly DeskErrorCode[];
export type StagingErrorCode = (typeof STAGING_ERROR_CODES)[number];

export class StagingError extends Error {
  constructor(
    readonly code: StagingErrorCode,
    message: string,
    /** The bytes staged so far, where that tells the client how to continue. */
    readonly size?: number,
  ) {
    super(message);
    this.name = 'StagingError';
  }
}

interface StagingStatus {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly declaredSize: number;
  readonly size: number;
  readonly complete: boolean;
  readonly createdAt: number;
}

interface StagedFile {
  readonly path: string;
  readonly name: string;
  readonly size: number;
}

interface StagingAreaOptions {
  /** Largest file accepted (the platform's limit is 256 GiB). */
  readonly maxFileBytes?: number;
  /** Largest body of one append request. */
  readonly maxAppendBytes?: number;
  /** Entries older than this are reclaimed at start unless an upload still uses them. */
  readonly staleAfterMs?: number;
  readonly now?: () => number;
  /** Free bytes of the staging folder's disk (injectable for tests). */
  readonly freeBytes?: (folder: string) => Promise<number>;
  /** Space that staging never takes, so the rest of the system (and the app's own state) can still write. */
  readonly keepFreeBytes?: number;
  /** Most entries still being written at once. */
  readonly maxOpenEntries?: number;
  /** Whether an upload still needs this entry (the upload service answers); such an entry is never removed. */
  readonly inUse?: (id: string) => boolean;
  /**
   * How long a body may send nothing before its copy ends (keeping what arrived, to resume from): a client that
   * stops mid-body without hanging up would otherwise hold its entry, and a DELETE of it, for good.
   */
  readonly bodyIdleMs?: number;
  /** Writes appended bytes (injectable for tests: a disk that fills up). */
  readonly writeAt?: (handle: FileHandle, bytes: Buffer, position: number) => Promise<unknown>;
}

export const KEEP_FREE_BYTES = 1024 ** 3;
const MAX_OPEN_ENTRIES = 50;
const BODY_IDLE_MS = 30_000;
// Not a hex id, so it never collides with an entry's lock.
const CREATE_LOCK = 'create';

const metaSchema = z.object({ name: z.string(), type: z.string(), declaredSize: z.number(), createdAt: z.number() });
type EntryMeta = z.output<typeof metaSchema>;

export class StagingArea {
  readonly folder: string;
  private readonly maxFileBytes: number;
  private readonly maxAppendBytes: number;
  private readonly staleAfterMs: number;
  private readonly now: () => number;
  private readonly freeBytes: (folder: string) => Promise<number>;
  private readonly keepFreeBytes: number;
  private readonly maxOpenEntries: number;
  private readonly inUse: (id: string) => boolean;
  private readonly bodyIdleMs: number;
  private readonly writeAt: (handle: FileHandle, bytes: Buffer, position: number) => Promise<unknown>;
  private readonly locks = new Map<string, Promise<unknown>>();
  /** Requests reading an entry right now, by id. */
  private readonly readers = new Map<string, number>();

  constructor(dataDir: string, options: StagingAreaOptions = {}) {
    this.folder = join(dataDir, 'staging');
    this.maxFileBytes = options.maxFileBytes ?? 256 * 1024 ** 3;
    this.maxAppendBytes = options.maxAppendBytes ?? 64 * 1024 * 1024;
    this.staleAfterMs = options.staleAfterMs ?? 24 * 60 * 60 * 1000;
    this.now = options.now ?? Date.now;
    this.freeBytes = options.freeBytes ?? diskFreeBytes;
    this.keepFreeBytes = options.keepFreeBytes ?? KEEP_FREE_BYTES;
    this.maxOpenEntries = options.maxOpenEntries ?? MAX_OPEN_ENTRIES;
    this.inUse = options.inUse ?? (() => false);
    this.bodyIdleMs = options.bodyIdleMs ?? BODY_IDLE_MS;
    this.writeAt = options.writeAt ?? ((handle, bytes, position) => handle.write(bytes, 0, bytes.length, position));
  }

  async create(input: StagingEntryInput): Promise<{ id: string }> {
    const entry = stagingEntryInputSchema.safeParse(input);
    if (!entry.success)
      throw new StagingError(
        'invalid-input',
        `The file description was refused: ${entry.error.issues[0]?.message ?? 'invalid'}.`,
      );
    const { name, size, type } = entry.data;
    if (size > this.maxFileBytes) {
      throw new StagingError(
        'too-large',
        say(STAGING_REFUSALS.tooLarge, { name, max: formatBytes(this.maxFileBytes) }),
      );
    }
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    // One create at a time: two racing ones would each count the other's space as still free.
    return this.withLock(CREATE_LOCK, async () => {
      const open = await this.openEntries();
      if (open.count >= this.maxOpenEntries) {
        throw new StagingError('too-many', say(STAGING_REFUSALS.tooMany, { name, count: open.count }));
      }
      // Free space counts bytes already written; the files still arriving will take the rest of what they declared.
      const free = await this.freeBytes(this.folder);
      const available = free - open.unwrittenBytes - this.keepFreeBytes;
      if (size > available) {
        const sizes = { name, size: formatBytes(size), free: formatBytes(free), kept: formatBytes(this.keepFreeBytes) };
        throw new StagingError(
          'no-space',
          open.unwrittenBytes > 0
            ? say(STAGING_REFUSALS.noSpacePromised, { ...sizes, promised: formatBytes(open.unwrittenBytes) })
            : say(STAGING_REFUSALS.noSpace, sizes),
        );
      }
      const id = randomBytes(16).toString('hex');
      const meta: EntryMeta = { name, type, declaredSize: size, createdAt: this.now() };
      await writeFile(this.dataPath(id), new Uint8Array(0), { mode: 0o600, flag: 'wx' });
      await writeFile(this.metaPath(id), JSON.stringify(meta), { mode: 0o600 });
      return { id };
    });
  }

  /**
   * Writes `body` at `offset`, which must be the current size; answers the new size. `announcedBytes` (the request's
   * Content-Length) lets a body that says it is too large be refused before any of it is read.
   */
  append(id: string, offset: number, body: Readable | undefined, announcedBytes?: number): Promise<{ size: number }> {
    return this.withLock(id, async () => {
      const meta = await this.readMeta(id);
      const current = await this.currentSize(id);
      if (!Number.isSafeInteger(offset) || offset !== current) {
        body?.resume();
        throw new StagingError(
          'offset-mismatch',
          `The staged file has ${current} bytes; continue from there.`,
          current,
        );
      }
      if (!body) return { size: current };
      const room = Math.min(meta.declaredSize - current, this.maxAppendBytes);
      if (announcedBytes !== undefined && announcedBytes > room) {
        // Not read at all (the server discards it): the client learns at once, not after sending `room` bytes.
        throw tooLarge(offset);
      }
      const handle = await open(this.dataPath(id), 'r+');
      let position = offset;
      const idle = idleCutter(body, this.bodyIdleMs);
      try {
        // Each part is on disk before the next is read, so a body cut short keeps everything that arrived and the
        // client resumes from the size it asks for.
        for await (const part of body) {
          idle.working();
          const bytes = part as Buffer;
          if (position - offset + bytes.length > room) {
            // An oversized request stores nothing: the client learns the size it can continue from.
            await handle.truncate(offset);
            throw tooLarge(offset);
          }
          try {
            await this.writeAt(handle, bytes, position);
          } catch (error) {
            throw await this.writeFailure(handle, error, position);
          }
          position += bytes.length;
          idle.waiting();
        }
      } catch (error) {
        // Anything else is the body ending early (the page went away): what was written stays, to resume from.
        if (error instanceof StagingError || error instanceof DiskWriteError) throw error;
      } finally {
        idle.stop();
        await handle.close();
      }
      return { size: await this.currentSize(id) };
    });
  }

  /** A write failed: a full disk is the client's to hear about (507); anything else is the host's failure. */
  private async writeFailure(handle: FileHandle, error: unknown, position: number): Promise<Error> {
    // A partial write would leave bytes the client never saw confirmed; the entry continues from `position`.
    await handle.truncate(position).catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') {
      return new StagingError('no-space', say(STAGING_REFUSALS.diskFull, { size: formatBytes(position) }), position);
    }
    return new DiskWriteError(error);
  }

  async status(id: string): Promise<StagingStatus> {
    const meta = await this.readMeta(id);
    const size = await this.currentSize(id);
    return {
      id,
      name: meta.name,
      type: meta.type,
      declaredSize: meta.declaredSize,
      size,
      complete: size === meta.declaredSize,
      createdAt: meta.createdAt,
    };
  }

  /** The staged file's local path, once every declared byte has arrived. */
  async finalize(id: string): Promise<StagedFile> {
    const status = await this.status(id);
    if (!status.complete) {
      throw new StagingError(
        'incomplete',
        say(STAGING_REFUSALS.incomplete, {
          name: status.name,
          size: String(status.size),
          declared: String(status.declaredSize),
        }),
        status.size,
      );
    }
    return { path: this.dataPath(id), name: status.name, size: status.size };
  }

  /**
   * Lets go of an entry (its upload finished or was cancelled, a request that read it is done): its space is freed
   * unless another holder still needs it, in which case the last one to let go frees it. Answers whether it was
   * removed; unknown ids are ignored.
   */
  async reclaim(id: string): Promise<boolean> {
    if (!STAGING_ID_PATTERN.test(id)) return false;
    return this.withLock(id, async () => {
      if (this.isHeld(id)) return false;
      await rm(this.dataPath(id), { force: true });
      await rm(this.metaPath(id), { force: true });
      return true;
    });
  }

  /**
   * Holds a staged source while a request reads it; the answer lets go of it (reclaims it, see above). A local path
   * has no holder: its answer does nothing.
   */
  hold(source: UploadSource): () => Promise<void> {
    if (source.kind !== 'staged') return () => Promise.resolve();
    const id = source.stagingId;
    this.readers.set(id, (this.readers.get(id) ?? 0) + 1);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      const left = (this.readers.get(id) ?? 1) - 1;
      if (left > 0) this.readers.set(id, left);
      else this.readers.delete(id);
      await this.reclaim(id);
    };
  }

  /** Whether an upload or a running request still needs the entry. */
  isHeld(id: string): boolean {
    return this.inUse(id) || this.readers.has(id);
  }

  /** The page gave up on a copy: its space is freed, unless an upload or a request reads the entry. */
  async discard(id: string): Promise<void> {
    if (STAGING_ID_PATTERN.test(id) && this.inUse(id)) {
      throw new StagingError('in-use', say(STAGING_REFUSALS.inUseUpload));
    }
    if (STAGING_ID_PATTERN.test(id) && this.readers.has(id)) {
      throw new StagingError('in-use', say(STAGING_REFUSALS.inUseSending));
    }
    await this.reclaim(id);
  }

  /** At start: removes entries older than the stale age that no upload uses, and debris without metadata. */
  async reclaimStale(inUse: ReadonlySet<string>): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const ids = new Set(
      names.map((name) => name.replace(/\.json$/, '')).filter((name) => STAGING_ID_PATTERN.test(name)),
    );
    let reclaimed = 0;
    for (const id of ids) {
      if (inUse.has(id) || this.isHeld(id)) continue;
      const createdAt = await this.readMeta(id).then(
        (meta) => meta.createdAt,
        () => undefined,
      );
      const stale = createdAt === undefined || this.now() - createdAt > this.staleAfterMs;
      if (stale && (await this.reclaim(id))) reclaimed += 1;
    }
    return reclaimed;
  }

  /** Entries still being written, and the bytes they declared but have not written yet. */
  private async openEntries(): Promise<{ count: number; unwrittenBytes: number }> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { count: 0, unwrittenBytes: 0 };
      throw error;
    }
    let count = 0;
    let unwrittenBytes = 0;
    for (const id of names.filter((name) => STAGING_ID_PATTERN.test(name))) {
      const entry = await Promise.all([this.readMeta(id), this.currentSize(id)]).catch(() => undefined);
      if (!entry || entry[1] >= entry[0].declaredSize) continue;
      count += 1;
      unwrittenBytes += entry[0].declaredSize - entry[1];
    }
    return { count, unwrittenBytes };
  }

  private async readMeta(id: string): Promise<EntryMeta> {
    if (!STAGING_ID_PATTERN.test(id)) throw new StagingError('not-found', say(STAGING_REFUSALS.gone));
    let text: string;
    try {
      text = await readFile(this.metaPath(id), 'utf8');
    } catch {
      throw new StagingError('not-found', say(STAGING_REFUSALS.gone));
    }
    const parsed = metaSchema.safeParse(safeJson(text));
    if (!parsed.success) throw new StagingError('not-found', say(STAGING_REFUSALS.damaged));
    return parsed.data;
  }

  private async currentSize(id: string): Promise<number> {
    try {
      return (await stat(this.dataPath(id))).size;
    } catch {
      throw new StagingError('not-found', say(STAGING_REFUSALS.gone));
    }
  }

  private dataPath(id: string): string {
    return join(this.folder, id);
  }

  private metaPath(id: string): string {
    return join(this.folder, `${id}.json`);
  }

  /** One writer per entry: two appends racing at the same offset must not both succeed. */
  private withLock<T>(id: string, task: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(id) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.locks.set(id, settled);
    void settled.then(() => {
      if (this.locks.get(id) === settled) this.locks.delete(id);
    });
    return run;
  }

  /** Every entry whose metadata reads, so the upload queue can find staged copies that no upload claims. */
  async list(): Promise<StagingStatus[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const ids = names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
    const entries = await Promise.all(
      ids.filter((id) => STAGING_ID_PATTERN.test(id)).map((id) => this.status(id).catch(() => undefined)),
    );
    return entries.filter((entry) => entry !== undefined);
  }
}

/** A write to the staging disk failed for a reason other than space; kept apart from a body that ended early. */
class DiskWriteError extends Error {
  constructor(readonly original: unknown) {
    super(`writing a staged file failed: ${(original as Error).message ?? String(original)}`);
    this.name = 'DiskWriteError';
  }
}

function tooLarge(offset: number): StagingError {
  return new StagingError('too-large', say(STAGING_REFUSALS.beyondDeclared), offset);
}

/**
 * Ends `body` once the client has sent nothing for `idleMs`: its copy then stops as if the client had gone away.
 * Only the wait for the client counts (`waiting` until a part arrives, `working` while the host writes it), so a slow
 * disk never cuts an honest copy. One timer per body, refreshed per part, so a fast body creates no timers.
 */
function idleCutter(body: Readable, idleMs: number): { working(): void; waiting(): void; stop(): void } {
  let busy = false;
  const timer = setTimeout(() => {
    if (busy) timer.refresh();
    else body.destroy(new Error('the body sent nothing for too long'));
  }, idleMs);
  timer.unref();
  return {
    working: () => {
      busy = true;
    },
    waiting: () => {
      busy = false;
      timer.refresh();
    },
    stop: () => clearTimeout(timer),
  };
}

async function diskFreeBytes(folder: string): Promise<number> {
  const info = await statfs(folder);
  return info.bavail * info.bsize;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A size in the language in force: "3.5 MiB" / "3,5 MiB", "512 bytes" / "512 Byte". */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return say(STAGING_REFUSALS.bytes, { count: bytes });
  return formatFileSize(bytes, sayingIntl().locale);
}
