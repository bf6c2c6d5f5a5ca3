// Each signed-in channel's catalogue: its SQLite file in the data folder (catalogue/<channel id>.sqlite, opened when
// first asked for, a damaged one set aside), one sync at a time per channel run in the background with its progress
// told as `catalogue.changed`, the Library's queries, and the app's own edits written through so a save or a bulk
// edit shows without a sync. A sync stops when its channel is signed out (and says so) or the app stops.
//
// No ask is lost (issue 34: a "Read all videos" click once came to nothing): one made while another runs for the
// channel waits for it and runs after it, unless the running one does all it would (a quick look asked during a full
// read); a channel that is not signed in is refused with the reason.
import { join } from 'node:path';
import { catalogueSql } from './catalogue-sql';
import type { CatalogueQuery } from '../../shared/catalogue/catalogue-query';
import type { CatalogueStatus } from '../../shared/catalogue/catalogue-status';
import type { CatalogueMatches } from '../../shared/ipc/catalogue';
import type { LibraryVideo } from '../../shared/library/library-video';
import { DeskError } from '../ipc/desk-error';
import type { DataApi } from '../library/library-service';
import { CatalogueDb } from './catalogue-db';
import {
  META_SYNCED_AT,
  refreshDetails,
  SyncStopped,
  syncCatalogue,
  type SyncDeps,
  type SyncMode,
  type SyncProgress,
} from './catalogue-sync';
import { syncEstimate } from '../../shared/catalogue/sync-estimate';
import { summaryOfVideo } from './catalogue-summary';
import { say } from '../language/say';
import { LIBRARY_REFUSALS } from '../library/library-messages';

/** Progress is told at most this often (a sync of 10,000 turns 200 pages). */
const PROGRESS_EVERY_MS = 250;

export interface CatalogueServiceDeps {
  readonly dataDir: string;
  readonly apiFor: (channelId: string) => DataApi;
  readonly uploadsPlaylistOf: (channelId: string) => Promise<string>;
  readonly signedIn: (channelId: string) => boolean;
  readonly emit: (status: CatalogueStatus) => void;
  readonly log: (message: string, error?: unknown) => void;
  readonly now?: () => number;
}

interface Running {
  readonly done: Promise<void>;
  /**
   * A sync's mode (what a later ask it covers); none for a details refresh of picked videos, whose progress the
   * screen words apart.
   */
  readonly mode: SyncMode | undefined;
  progress: SyncProgress | undefined;
}

/** What an ask made while another runs waits to do: the strongest sync asked, the union of the picked videos. */
interface Waiting {
  mode?: SyncMode;
  readonly ids: Set<string>;
}

/** A stronger mode does all a weaker one would: a full read, a walk; a walk, a quick look. */
const STRENGTH: Readonly<Record<SyncMode, number>> = { quick: 0, walk: 1, full: 2 };

/** Services are made by their factory, as every feature's are; the class is how this one keeps its dependencies. */
export function createCatalogueService(deps: CatalogueServiceDeps): CatalogueService {
  return new CatalogueService(deps);
}

export class CatalogueService {
  private readonly open = new Map<string, CatalogueDb>();
  private readonly running = new Map<string, Running>();
  private readonly problems = new Map<string, string>();
  private readonly rebuilt = new Set<string>();
  private readonly waiting = new Map<string, Waiting>();
  private stopping = false;

  constructor(private readonly deps: CatalogueServiceDeps) {}

  status(channelId: string): CatalogueStatus {
    return this.describe(channelId);
  }

  /** Starts a sync, or has it wait for the one running for the channel; answers at once with its state. */
  sync(channelId: string, mode: SyncMode): CatalogueStatus {
    this.refuseSignedOut(channelId);
    const running = this.running.get(channelId);
    if (running && !(running.mode !== undefined && STRENGTH[running.mode] >= STRENGTH[mode])) {
      const waiting = this.waitingOf(channelId);
      if (waiting.mode === undefined || STRENGTH[mode] > STRENGTH[waiting.mode]) waiting.mode = mode;
    }
    return this.start(channelId, (deps) => syncCatalogue(deps, mode), mode);
  }

  /**
   * Reads these videos' details again (tags, the altered content answer, captions: what a walk cannot see), 1 unit
   * for each 50, unless a sync runs for the channel; answers at once with its state.
   */
  refresh(channelId: string, ids: readonly string[]): CatalogueStatus {
    this.refuseSignedOut(channelId);
    if (this.running.has(channelId)) for (const id of ids) this.waitingOf(channelId).ids.add(id);
    return this.start(channelId, (deps) => refreshDetails(deps, ids), undefined);
  }

  private refuseSignedOut(channelId: string): void {
    if (!this.deps.signedIn(channelId)) {
      throw new DeskError('not-signed-in', say(LIBRARY_REFUSALS.catalogueSignedOut));
    }
  }

  private waitingOf(channelId: string): Waiting {
    let waiting = this.waiting.get(channelId);
    if (!waiting) {
      waiting = { ids: new Set() };
      this.waiting.set(channelId, waiting);
    }
    return waiting;
  }

  private start(
    channelId: string,
    work: (deps: SyncDeps) => Promise<unknown>,
    mode: SyncMode | undefined,
  ): CatalogueStatus {
    if (!this.stopping && !this.running.has(channelId)) {
      this.problems.delete(channelId);
      const running: Running = {
        progress: undefined,
        done: Promise.resolve(),
        mode,
      };
      this.running.set(channelId, running);
      (running as { done: Promise<void> }).done = this.run(channelId, work, running).finally(() => {
        this.running.delete(channelId);
        if (!this.startWaiting(channelId)) this.deps.emit(this.describe(channelId));
      });
    }
    return this.describe(channelId);
  }

  /** Starts what waited for the sync that ended (a sync first, then a details refresh); answers whether one started. */
  private startWaiting(channelId: string): boolean {
    const waiting = this.waiting.get(channelId);
    if (!waiting || this.stopping) return false;
    const { mode, ids } = waiting;
    if (mode !== undefined) {
      delete waiting.mode;
      if (ids.size === 0) this.waiting.delete(channelId);
      this.start(channelId, (deps) => syncCatalogue(deps, mode), mode);
    } else {
      this.waiting.delete(channelId);
      if (ids.size === 0) return false;
      this.start(channelId, (deps) => refreshDetails(deps, [...ids]), undefined);
    }
    this.deps.emit(this.describe(channelId));
    return true;
  }

  /** Waits for the channel's syncs, the one running and any that waited for it (tests and the bench). */
  async settled(channelId: string): Promise<void> {
    for (let running = this.running.get(channelId); running; running = this.running.get(channelId)) {
      await running.done;
    }
  }

  query(channelId: string, query: CatalogueQuery): CatalogueMatches {
    const db = this.db(channelId);
    const sql = catalogueSql(query);
    return { ids: db.select(sql.where, sql.orderBy, sql.values), known: db.count() };
  }

  videos(channelId: string, ids: readonly string[]): LibraryVideo[] {
    return this.db(channelId).videos(ids);
  }

  /** A video the app just saved: the catalogue holds what the platform answered, where it stood. */
  written(channelId: string, video: LibraryVideo): void {
    this.writeThrough(channelId, (db) => {
      const before = db.fingerprint(video.id);
      if (before) db.put([{ video, summary: summaryOfVideo(video), etag: before.etag, position: before.position }]);
    });
  }

  deleted(channelId: string, id: string): void {
    this.writeThrough(channelId, (db) => db.remove([id]));
  }

  /** A save is done on the platform whatever happens here: a catalogue that cannot take it is caught up by a sync. */
  private writeThrough(channelId: string, write: (db: CatalogueDb) => void): void {
    try {
      write(this.db(channelId));
      this.deps.emit(this.describe(channelId));
    } catch (error) {
      this.deps.log(`the catalogue of ${channelId} could not take a save`, error);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running.values()].map((running) => running.done));
    for (const db of this.open.values()) db.close();
    this.open.clear();
  }

  private db(channelId: string): CatalogueDb {
    const known = this.open.get(channelId);
    if (known) return known;
    // Channel ids are the platform's (letters, digits, - and _); anything else never names a file.
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(channelId))
      throw new DeskError('invalid-input', say(LIBRARY_REFUSALS.notChannelId));
    const path = join(this.deps.dataDir, 'catalogue', `${channelId}.sqlite`);
    const opened = CatalogueDb.open(path, this.now());
    if (opened.setAside) {
      this.rebuilt.add(channelId);
      this.deps.log(`the catalogue of ${channelId} was damaged and set aside as ${opened.setAside}`);
    }
    this.open.set(channelId, opened.db);
    return opened.db;
  }

  private describe(channelId: string): CatalogueStatus {
    const db = this.db(channelId);
    const count = db.count();
    const syncedAt = db.meta(META_SYNCED_AT);
    const running = this.running.get(channelId);
    const problem = this.problems.get(channelId);
    return {
      channelId,
      state: running ? 'syncing' : syncedAt ? 'ready' : 'empty',
      count,
      ...(syncedAt ? { syncedAt } : {}),
      // What reading it all again would cost (before a first sync the Library counts from the platform's list).
      ...(syncedAt ? { estimate: syncEstimate(count) } : {}),
      ...(running && running.mode === undefined ? { details: true } : {}),
      ...(running?.progress ? { progress: running.progress } : {}),
      ...(problem ? { problem } : {}),
      ...(this.rebuilt.has(channelId) ? { rebuilt: true } : {}),
    };
  }

  private async run(channelId: string, work: (deps: SyncDeps) => Promise<unknown>, running: Running): Promise<void> {
    let toldAt = 0;
    try {
      const db = this.db(channelId);
      await work({
        api: this.deps.apiFor(channelId),
        playlistId: await this.deps.uploadsPlaylistOf(channelId),
        db,
        stopped: () => this.stopping || !this.deps.signedIn(channelId),
        progress: (progress) => {
          running.progress = progress;
          const at = this.now();
          if (at - toldAt < PROGRESS_EVERY_MS) return;
          toldAt = at;
          this.deps.emit(this.describe(channelId));
        },
      });
      this.rebuilt.delete(channelId);
    } catch (error) {
      if (error instanceof SyncStopped) {
        // The app stopping is no news; a channel signed out mid-read is: the Library says why it stopped.
        if (!this.stopping) this.problems.set(channelId, say(LIBRARY_REFUSALS.catalogueStoppedSignedOut));
        this.waiting.delete(channelId);
        return;
      }
      this.problems.set(channelId, error instanceof Error ? error.message : String(error));
      this.deps.log(`the catalogue sync of ${channelId} failed`, error);
    }
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
