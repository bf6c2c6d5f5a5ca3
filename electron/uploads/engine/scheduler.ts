// Decides when uploads run: as many as the concurrency setting allows, in list order. Each run gets its own abort
// signal, so pausing, cancelling or stopping one never disturbs the others.
import type { UploadRecord } from '../queue/upload-record';

export interface SchedulerDeps {
  readonly concurrency: () => number;
  /** The next upload that may start now, skipping those already running. */
  readonly next: (running: ReadonlySet<string>) => UploadRecord | undefined;
  readonly run: (record: UploadRecord, signal: AbortSignal) => Promise<void>;
  readonly onUnexpectedError: (id: string, error: unknown) => void;
}

export class Scheduler {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly idleWaiters: Array<() => void> = [];
  /** Pumps queued after a run ended and not yet done: until they are, another upload may still be due to start. */
  private pendingPumps = 0;
  private stopped = false;

  constructor(private readonly deps: SchedulerDeps) {}

  /** Starts queued uploads while there is room. */
  pump(): void {
    if (this.stopped) return;
    while (this.running.size < this.deps.concurrency()) {
      const record = this.deps.next(new Set(this.running.keys()));
      if (!record) return;
      this.launch(record);
    }
  }

  isRunning(id: string): boolean {
    return this.running.has(id);
  }

  /**
   * Resolves once no upload runs and none is due to start: everything the queue allows has run to its end. Callers
   * (tests above all) use it to prove that something did not happen, instead of waiting a while and hoping.
   */
  whenIdle(): Promise<void> {
    if (this.idle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Aborts the run of `id` (its state was already set by the caller) and resolves once it has wound down. */
  async abort(id: string): Promise<void> {
    const run = this.running.get(id);
    if (!run) return;
    run.controller.abort();
    await run.done;
  }

  /** Stops launching and aborts every run; resolves when all have wound down. */
  async stop(): Promise<void> {
    this.stopped = true;
    const runs = [...this.running.values()];
    for (const run of runs) run.controller.abort();
    await Promise.all(runs.map((run) => run.done));
  }

  private idle(): boolean {
    return this.running.size === 0 && this.pendingPumps === 0;
  }

  private launch(record: UploadRecord): void {
    const controller = new AbortController();
    const done = (async () => {
      try {
        await this.deps.run(record, controller.signal);
      } catch (error) {
        this.deps.onUnexpectedError(record.id, error);
      } finally {
        this.running.delete(record.id);
        this.pendingPumps += 1;
        // Let the state change of this run settle before the next one is chosen.
        queueMicrotask(() => {
          this.pendingPumps -= 1;
          this.pump();
          if (this.idle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
        });
      }
    })();
    this.running.set(record.id, { controller, done });
  }
}
