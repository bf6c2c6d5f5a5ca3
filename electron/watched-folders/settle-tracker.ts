// Decides when a file that appeared in a watched folder has stopped growing. A copy, a download or a recorder
// writes the file over seconds or hours; enqueued half-written, the upload would send half a video (or be refused as
// changed midway). A file is settled once two looks at it, `settleMs` apart, find the same size and mtime; any
// difference starts the wait again. Looks are timers, not only the watcher's events: a network share or a busy
// system may drop events, and a file must still settle (or keep waiting) without them.
//
// The clock, the timers and `stat` are injected, so the rules are tested with a fake clock and no disk.

export interface FileSize {
  readonly size: number;
  readonly mtimeMs: number;
}

export interface SettleClock {
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export const systemClock: SettleClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

interface SettleTrackerOptions {
  readonly settleMs: number;
  readonly clock: SettleClock;
  /** The file's size and mtime now, or undefined once it is gone (moved away, deleted). */
  readonly stat: (path: string) => Promise<FileSize | undefined>;
  /** The file has not changed for `settleMs`; it is no longer tracked (note it again to track it anew). */
  readonly onSettled: (path: string, seen: FileSize) => void;
  /** The number of files waiting changed (for the folder's view). */
  readonly onPendingChanged?: () => void;
  /** A look failed for another reason than the file being gone; the file keeps waiting. */
  readonly onError?: (path: string, error: unknown) => void;
}

interface Tracked {
  /** The size and mtime last seen, and since when they have not changed; undefined before the first look. */
  seen: FileSize | undefined;
  since: number;
  timer: unknown;
  looking: boolean;
  /** Activity was reported while a look was under way: look again as soon as it ends. */
  again: boolean;
}

export class SettleTracker {
  private readonly files = new Map<string, Tracked>();
  private stopped = false;

  constructor(private readonly options: SettleTrackerOptions) {}

  /** The watcher saw the file appear or change: look at it now, and keep looking until it settles. */
  noteActivity(path: string): void {
    if (this.stopped) return;
    const tracked = this.files.get(path);
    if (tracked) {
      // The next look compares size and mtime anyway; a copy reports a change per write (hundreds a second), and
      // each must not cost a stat. Only a look under way is told to look once more.
      if (tracked.looking) tracked.again = true;
      return;
    }
    const fresh: Tracked = {
      seen: undefined,
      since: this.options.clock.now(),
      timer: undefined,
      looking: false,
      again: false,
    };
    this.files.set(path, fresh);
    this.options.onPendingChanged?.();
    this.lookSoon(path, fresh, 0);
  }

  /** Stops waiting for this file (it was removed from the folder, or the folder is no longer watched). */
  forget(path: string): void {
    const tracked = this.files.get(path);
    if (!tracked) return;
    this.options.clock.clearTimer(tracked.timer);
    this.files.delete(path);
    this.options.onPendingChanged?.();
  }

  /** Forgets every file under `folder` (its path followed by the separator, or the folder itself). */
  forgetUnder(folder: string, separator: string): void {
    const prefix = folder.endsWith(separator) ? folder : folder + separator;
    for (const path of [...this.files.keys()]) if (path.startsWith(prefix)) this.forget(path);
  }

  pendingUnder(folder: string, separator: string): number {
    const prefix = folder.endsWith(separator) ? folder : folder + separator;
    let count = 0;
    for (const path of this.files.keys()) if (path.startsWith(prefix)) count += 1;
    return count;
  }

  get pending(): number {
    return this.files.size;
  }

  stop(): void {
    this.stopped = true;
    for (const tracked of this.files.values()) this.options.clock.clearTimer(tracked.timer);
    this.files.clear();
  }

  private lookSoon(path: string, tracked: Tracked, ms: number): void {
    this.options.clock.clearTimer(tracked.timer);
    tracked.timer = this.options.clock.setTimer(() => void this.look(path, tracked), ms);
  }

  private async look(path: string, tracked: Tracked): Promise<void> {
    if (this.files.get(path) !== tracked || tracked.looking) return;
    tracked.looking = true;
    tracked.again = false;
    let now: FileSize | undefined;
    try {
      now = await this.options.stat(path);
    } catch (error) {
      // Not gone, only unreadable for now (a lock on Windows, a share that hiccups): keep waiting.
      tracked.looking = false;
      if (this.files.get(path) !== tracked) return;
      this.options.onError?.(path, error);
      this.lookSoon(path, tracked, this.options.settleMs);
      return;
    }
    tracked.looking = false;
    if (this.files.get(path) !== tracked) return;
    if (now === undefined) {
      this.forget(path);
      return;
    }
    const at = this.options.clock.now();
    if (!tracked.seen || tracked.seen.size !== now.size || tracked.seen.mtimeMs !== now.mtimeMs) {
      tracked.seen = now;
      tracked.since = at;
      this.lookSoon(path, tracked, this.options.settleMs);
      return;
    }
    const unchangedFor = at - tracked.since;
    if (unchangedFor >= this.options.settleMs && !tracked.again) {
      this.files.delete(path);
      this.options.onPendingChanged?.();
      this.options.onSettled(path, now);
      return;
    }
    this.lookSoon(path, tracked, tracked.again ? 0 : this.options.settleMs - unchangedFor);
  }
}
