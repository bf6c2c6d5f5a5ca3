// One watched folder on disk: a chokidar watcher that reports the video files that appear or change in it, and a
// look at the folder itself every few seconds, because a folder that is deleted, unmounted (an external drive, a
// share) or made unreadable is not reliably reported by the watcher, nor is its return. When the folder is gone the
// watcher is closed and the state said; when it is back a new watcher starts, whose first scan reports every file
// in it (the service skips those already decided on).
//
// Followed: chokidar 5.0.0's README (paulmillr/chokidar, as read 2026-11-25): no globs since v4, so files are
// filtered with an `ignored` function given the entry's stats when known; `depth` limits the recursion (0: the
// folder's own entries); `followSymlinks: false` so a link loop cannot make the watch endless (a link to a file is
// still reported as a file: the service opens it only if it lies inside the folder, file-inside-folder.ts).
//
// Bounded: the watcher keeps every entry it watches in memory (100,000 files cost 9 s and 355 MB), so a folder
// holding more than `maxEntries` files and folders is not watched, and said; the count (a listing streamed and
// stopped at the bound) is taken before the watcher opens and at each look at the folder.
import { stat, opendir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { VIDEO_EXTENSIONS } from '../../shared/uploads/video-extensions';
import type { WatchState } from '../../shared/watched-folders/watched-folder';
import { say } from '../language/say';
import { FOLDER_PROBLEMS } from './watched-folders-messages';

const VIDEO_EXTENSION_SET: ReadonlySet<string> = new Set(VIDEO_EXTENSIONS);

/** Deep enough for a season per folder and an episode per subfolder; bounded so a huge tree cannot be walked whole. */
export const SUBFOLDER_DEPTH = 8;

/** A video by its name (the bytes are checked once it has settled, as for a dropped file). */
export function hasVideoExtension(path: string): boolean {
  return VIDEO_EXTENSION_SET.has(extname(path).slice(1).toLowerCase());
}

interface FolderWatchOptions {
  readonly path: string;
  readonly includeSubfolders: boolean;
  /** How often the folder itself is looked at (ms). */
  readonly healthMs: number;
  /** Files and folders watched at most (the folder's own, and its subfolders' when they are watched). */
  readonly maxEntries: number;
  /** A video file appeared or changed (or was found by the first scan). */
  readonly onFile: (path: string) => void;
  readonly onGone: (path: string) => void;
  readonly onState: (state: WatchState, problem?: string) => void;
  readonly log: (message: string, error?: unknown) => void;
}

export class FolderWatch {
  private watcher: FSWatcher | undefined;
  private timer: NodeJS.Timeout | undefined;
  private state: WatchState = 'starting';
  private problem: string | undefined;
  private checking: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: FolderWatchOptions) {}

  start(): Promise<void> {
    return this.check();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.checking;
    await this.closeWatcher();
  }

  /** Looks at the folder now (then every `healthMs`): opens or closes the watcher as it is there or not. */
  check(): Promise<void> {
    this.checking ??= this.checkOnce().finally(() => {
      this.checking = undefined;
      if (this.stopped) return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.check(), this.options.healthMs);
      this.timer.unref();
    });
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    const problem = await folderProblem(this.options.path);
    if (this.stopped) return;
    if (problem) {
      await this.closeWatcher();
      this.setState(problem.state, problem.message);
      return;
    }
    // Counted before the watcher opens and at each look while it runs: a folder grown past the bound is let go.
    const depth = this.options.includeSubfolders ? SUBFOLDER_DEPTH : 0;
    if (await holdsMoreThan(this.options.path, depth, this.options.maxEntries)) {
      await this.closeWatcher();
      this.setState('unreadable', tooManyEntries(this.options.path, this.options.maxEntries));
      return;
    }
    if (this.stopped) return;
    if (!this.watcher) this.openWatcher();
    if (!this.stopped && this.watcher) this.setState('watching');
  }

  private openWatcher(): void {
    const watcher = watch(this.options.path, {
      ignoreInitial: false,
      followSymlinks: false,
      depth: this.options.includeSubfolders ? SUBFOLDER_DEPTH : 0,
      // Only files whose name says video; folders are walked (when asked) and everything else ignored.
      ignored: (path, stats) => stats !== undefined && stats.isFile() && !hasVideoExtension(path),
      ignorePermissionErrors: true,
    });
    watcher.on('add', (path) => {
      if (hasVideoExtension(path)) this.options.onFile(path);
    });
    watcher.on('change', (path) => {
      if (hasVideoExtension(path)) this.options.onFile(path);
    });
    watcher.on('unlink', (path) => this.options.onGone(path));
    watcher.on('unlinkDir', (path) => {
      if (path === this.options.path) void this.check();
    });
    // Whatever went wrong, the next look at the folder says whether it is still there and readable.
    watcher.on('error', (error) => {
      this.options.log(`watching ${this.options.path} reported an error`, error);
      void this.check();
    });
    // Its first scan reports the files already there as they are found; a large folder is not waited for.
    this.watcher = watcher;
  }

  private async closeWatcher(): Promise<void> {
    const watcher = this.watcher;
    this.watcher = undefined;
    await watcher?.close();
  }

  private setState(state: WatchState, problem?: string): void {
    if (state === this.state && problem === this.problem) return;
    this.state = state;
    this.problem = problem;
    this.options.onState(state, problem);
  }
}

export function tooManyEntries(path: string, maxEntries: number): string {
  return say(FOLDER_PROBLEMS.tooManyEntries, { path, max: maxEntries });
}

/**
 * Whether the folder holds more than `limit` entries down to `depth` levels of subfolders (links are not followed).
 * Streamed and stopped at the bound, so the answer costs at most `limit` entries' reading and no memory kept.
 */
export async function holdsMoreThan(path: string, depth: number, limit: number): Promise<boolean> {
  let seen = 0;
  const walk = async (dir: string, level: number): Promise<boolean> => {
    const listing = await opendir(dir).catch(() => undefined);
    if (!listing) return false;
    // Leaving the loop early closes the listing.
    for await (const entry of listing) {
      seen += 1;
      if (seen > limit) return true;
      if (entry.isDirectory() && level < depth && (await walk(join(dir, entry.name), level + 1))) return true;
    }
    return false;
  };
  return walk(path, 0);
}

/** Why the folder cannot be watched now, or undefined when it can. */
export async function folderProblem(
  path: string,
): Promise<{ readonly state: 'missing' | 'unreadable'; readonly message: string } | undefined> {
  try {
    const info = await stat(path);
    if (!info.isDirectory()) return { state: 'missing', message: say(FOLDER_PROBLEMS.notAFolder, { path }) };
    // Listing it is what watching needs; opening the listing is enough to know (nothing is read).
    const listing = await opendir(path);
    await listing.close();
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      return { state: 'missing', message: say(FOLDER_PROBLEMS.missing, { path }) };
    if (code === 'EACCES' || code === 'EPERM')
      return { state: 'unreadable', message: say(FOLDER_PROBLEMS.permissionDenied, { path }) };
    return {
      state: 'unreadable',
      message: say(FOLDER_PROBLEMS.unreadable, { path, code: code ?? say(FOLDER_PROBLEMS.unknownCode) }),
    };
  }
}
