// One channel's catalogue on disk: an SQLite file in the data folder (node-sqlite3-wasm: SQLite compiled to WebAssembly
// with real file access, so the same build runs under Node and Electron without a native rebuild). A row per video
// holds the video as the Library shows it (JSON), the columns the filters and sorts read (texts folded for a case-
// and accent-insensitive match), where it stands in the uploads playlist, and what a refresh compares: the playlist
// item's summary and the video's etag. Writes go in transactions of a page (50 videos), each a few milliseconds.
// A file that does not open, fails SQLite's quick check or has another layout is set aside and a new one made.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import type { Database as SqliteDatabase } from 'node-sqlite3-wasm';
import type { LibraryVideo } from '../../shared/library/library-video';
import { setAsideSync } from '../common/atomic-json';
import { foldText } from '../../shared/text/fold-text';

// The package is CommonJS without named exports for Node's ESM loader: required, as Node itself would load it.
const { Database } = createRequire(import.meta.url)('node-sqlite3-wasm') as typeof import('node-sqlite3-wasm');
type Database = SqliteDatabase;

/** The layout of this version; another is set aside and rebuilt (a sync refills it). */
const LAYOUT_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS videos (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  title_folded TEXT NOT NULL,
  tags_folded TEXT NOT NULL,
  description_folded TEXT NOT NULL,
  privacy TEXT NOT NULL,
  publish_at INTEGER,
  published_at INTEGER NOT NULL,
  altered INTEGER,
  captions INTEGER,
  views INTEGER,
  likes INTEGER,
  comments INTEGER,
  summary TEXT NOT NULL,
  etag TEXT NOT NULL,
  video TEXT NOT NULL
);
-- Covering indexes: the playlist's order and a walk's fingerprints are read without touching the rows (some 2 KB
-- each with the video's JSON), a few hundred KB for 10,000 videos instead of 20 MB.
CREATE INDEX IF NOT EXISTS videos_order ON videos (position, id);
CREATE INDEX IF NOT EXISTS videos_fingerprint ON videos (id, position, summary, etag);
CREATE INDEX IF NOT EXISTS videos_published ON videos (published_at);
`;

/** A video as the catalogue keeps it, with what the next refresh compares. */
export interface CatalogueRow {
  readonly video: LibraryVideo;
  /** The uploads playlist item's view of it (title, description, visibility, publication): a walk compares it. */
  readonly summary: string;
  /** The video resource's etag as videos.list last answered it. */
  readonly etag: string;
}

/** What a refresh compares of a stored video, and where it stands. */
export interface Fingerprint {
  readonly position: number;
  readonly summary: string;
  readonly etag: string;
}

export interface OpenedCatalogue {
  readonly db: CatalogueDb;
  /** The file was damaged or of another layout, and was set aside as `movedTo`. */
  readonly setAside?: string;
}

const bool = (value: boolean | undefined): number | null => (value === undefined ? null : value ? 1 : 0);
const time = (iso: string | undefined): number | null => {
  const at = iso === undefined ? NaN : Date.parse(iso);
  return Number.isNaN(at) ? null : at;
};

export class CatalogueDb {
  private constructor(private readonly db: Database) {}

  /** An in-memory catalogue (tests, and the bench's peer). */
  static memory(): CatalogueDb {
    return CatalogueDb.prepared(new Database());
  }

  /** Opens the channel's file, setting aside one that is damaged; never throws for a bad file, only for a bad folder. */
  static open(path: string, now: number): OpenedCatalogue {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    try {
      return { db: CatalogueDb.checked(path) };
    } catch {
      const movedTo = existsSync(path) ? setAsideSync(path, 'corrupt', now) : undefined;
      for (const companion of [`${path}-journal`, `${path}-wal`]) {
        if (existsSync(companion)) setAsideSync(companion, 'corrupt', now);
      }
      return { db: CatalogueDb.checked(path), ...(movedTo ? { setAside: movedTo } : {}) };
    }
  }

  private static checked(path: string): CatalogueDb {
    const db = new Database(path);
    try {
      const check = db.get('PRAGMA quick_check') as { quick_check?: unknown } | null;
      if (check?.quick_check !== 'ok') throw new Error('the catalogue failed its check');
      const version = (db.get('PRAGMA user_version') as { user_version?: unknown } | null)?.user_version;
      const empty = (db.get("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'") as { n: number }).n === 0;
      if (!empty && version !== LAYOUT_VERSION) throw new Error('the catalogue has another layout');
      return CatalogueDb.prepared(db);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  private static prepared(db: Database): CatalogueDb {
    db.exec(SCHEMA);
    db.exec(`PRAGMA user_version = ${LAYOUT_VERSION}`);
    // Pages stay in memory once read (up to 64 MB; 10,000 videos take some 21): a filter scans every row, and a page
    // read again goes through the WebAssembly file layer, which made a scan of 10,000 cost 100-300 ms instead of 15.
    db.exec('PRAGMA cache_size = -65536');
    return new CatalogueDb(db);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  meta(key: string): string | undefined {
    const row = this.db.get('SELECT value FROM meta WHERE key = ?', [key]) as { value: string } | null;
    return row?.value;
  }

  setMeta(key: string, value: string | undefined): void {
    if (value === undefined) this.db.run('DELETE FROM meta WHERE key = ?', [key]);
    else
      this.db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = ?', [
        key,
        value,
        value,
      ]);
  }

  count(): number {
    return (this.db.get('SELECT count(*) AS n FROM videos') as { n: number }).n;
  }

  /** Every id in the uploads playlist's order. */
  order(): string[] {
    return this.db.all('SELECT id FROM videos ORDER BY position, id').map((row) => row.id as string);
  }

  /** The lowest position held (new uploads go above it), or 0 when empty. */
  firstPosition(): number {
    const row = this.db.get('SELECT min(position) AS p FROM videos') as { p: number | null };
    return row.p ?? 0;
  }

  /** What a refresh compares, by id. */
  /** What a refresh compares, by id, in slices of `limit` after `afterId` (so a caller can let the loop run between). */
  fingerprintsAfter(afterId: string, limit: number): Array<[string, Fingerprint]> {
    return this.db
      .all('SELECT id, position, summary, etag FROM videos WHERE id > ? ORDER BY id LIMIT ?', [afterId, limit])
      .map((row) => [
        row.id as string,
        { position: row.position as number, summary: row.summary as string, etag: row.etag as string },
      ]);
  }

  /** The first `limit` ids in the uploads playlist's order. */
  firstIds(limit: number): string[] {
    return this.db.all('SELECT id FROM videos ORDER BY position, id LIMIT ?', [limit]).map((row) => row.id as string);
  }

  fingerprint(id: string): Fingerprint | undefined {
    const row = this.db.get('SELECT position, summary, etag FROM videos WHERE id = ?', [id]);
    return row
      ? { position: row.position as number, summary: row.summary as string, etag: row.etag as string }
      : undefined;
  }

  /** Writes the rows at their positions, in one transaction. */
  put(rows: ReadonlyArray<CatalogueRow & { readonly position: number }>): void {
    if (rows.length === 0) return;
    this.transaction(() => {
      const statement = this.db.prepare(
        `INSERT OR REPLACE INTO videos (id, position, title, title_folded, tags_folded, description_folded, privacy,
          publish_at, published_at, altered, captions, views, likes, comments, summary, etag, video)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      try {
        for (const { video, summary, etag, position } of rows) {
          statement.run([
            video.id,
            position,
            video.title,
            foldText(video.title),
            foldText(video.tags.join('\n')),
            foldText(video.description),
            video.privacyStatus,
            time(video.publishAt),
            time(video.publishedAt) ?? 0,
            bool(video.containsSyntheticMedia),
            bool(video.hasCaptions),
            video.viewCount ?? null,
            video.likeCount ?? null,
            video.commentCount ?? null,
            summary,
            etag,
            JSON.stringify(video),
          ]);
        }
      } finally {
        statement.finalize();
      }
    });
  }

  /** Moves known videos to new positions (a walk found the playlist in another order). */
  reposition(positions: ReadonlyMap<string, number>): void {
    if (positions.size === 0) return;
    this.transaction(() => {
      const statement = this.db.prepare('UPDATE videos SET position = ? WHERE id = ?');
      try {
        for (const [id, position] of positions) statement.run([position, id]);
      } finally {
        statement.finalize();
      }
    });
  }

  remove(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.transaction(() => {
      const statement = this.db.prepare('DELETE FROM videos WHERE id = ?');
      try {
        for (const id of ids) statement.run([id]);
      } finally {
        statement.finalize();
      }
    });
  }

  /** The stored video of each id found, in the order asked. */
  videos(ids: readonly string[]): LibraryVideo[] {
    if (ids.length === 0) return [];
    const byId = new Map<string, LibraryVideo>();
    const marks = ids.map(() => '?').join(',');
    for (const row of this.db.all(`SELECT id, video FROM videos WHERE id IN (${marks})`, [...ids])) {
      byId.set(row.id as string, JSON.parse(row.video as string) as LibraryVideo);
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The ids a WHERE and ORDER BY select (catalogue-sql.ts builds both from a checked query). */
  select(where: string, orderBy: string, values: ReadonlyArray<string | number>): string[] {
    return this.db
      .all(`SELECT id FROM videos WHERE ${where} ORDER BY ${orderBy}`, [...values])
      .map((row) => row.id as string);
  }

  private transaction(work: () => void): void {
    this.db.exec('BEGIN');
    try {
      work();
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }
}
