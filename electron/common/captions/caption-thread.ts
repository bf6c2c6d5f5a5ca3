// Runs caption tasks (caption-tasks.ts) on a worker thread, with a time and a memory limit, so no caption file (a
// hostile one included) can stall the main process's event loop: the app's intake, its download check and the
// built-in emulator all read captions here. Past a limit the thread is ended (a new one starts for the next task)
// and the caller gets a CaptionThreadLimit saying which limit and how much, to put in the user's words. Tasks run
// one at a time, in order; the thread ends itself after a while without work.
import type { ResourceLimits, Worker } from 'node:worker_threads';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import { startWorker } from '../start-worker';
import { CAPTION_THREAD_REASONS } from './caption-thread-messages';
import type { CaptionTask, CaptionTaskResults } from './caption-tasks';

interface CaptionThreadLimits {
  /** From the task's start on the thread (starting the thread included), not from when it was queued. */
  readonly timeoutMs: number;
  readonly resourceLimits: ResourceLimits;
}

/**
 * The readers are linear: the largest text read (16 M characters) takes a few seconds on a busy machine, a real
 * track milliseconds. The time limit catches what is not linear after all. The heap holds the text, its lines and
 * the cues, several times the file; a read that needs more is refused instead of growing the host's memory.
 */
const CAPTION_THREAD_LIMITS: CaptionThreadLimits = {
  timeoutMs: 20_000,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 },
};

const IDLE_MS = 30_000;

/** The catalogue's words for why, with their values (a limit's amount). */
interface LimitWords {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, number>>;
}

/**
 * A task that ran past a limit, or a thread that ended without an answer; `reason` completes "it could not be read: …"
 * in English (the emulator's answers, logs), `reasonIn` in the caller's language (the thread has none of its own).
 */
export class CaptionThreadLimit extends Error {
  readonly reason: string;

  constructor(
    readonly limit: 'time' | 'memory' | 'failure',
    private readonly words: LimitWords,
    options?: ErrorOptions,
  ) {
    const reason = intlFor('en').formatMessage(words.message, words.values);
    super(`The caption file could not be read: ${reason}.`, options);
    this.reason = reason;
    this.name = 'CaptionThreadLimit';
  }

  reasonIn(intl: IntlShape): string {
    return intl.formatMessage(this.words.message, this.words.values);
  }
}

interface Job {
  readonly id: number;
  readonly task: CaptionTask;
  readonly resolve: (result: unknown) => void;
  readonly reject: (error: Error) => void;
}

export class CaptionThread {
  private worker: Worker | undefined;
  private readonly queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;

  constructor(private readonly limits: CaptionThreadLimits = CAPTION_THREAD_LIMITS) {}

  run<K extends CaptionTask['kind']>(task: Extract<CaptionTask, { kind: K }>): Promise<CaptionTaskResults[K]> {
    return new Promise<CaptionTaskResults[K]>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve: resolve as (result: unknown) => void, reject });
      this.next();
    });
  }

  /** Ends the thread; tasks still waiting are refused. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0))
      job.reject(new CaptionThreadLimit('failure', { message: CAPTION_THREAD_REASONS.closed }));
    if (this.current) this.finish(new CaptionThreadLimit('failure', { message: CAPTION_THREAD_REASONS.closed }));
    await this.stop();
  }

  private next(): void {
    if (this.current) return;
    clearTimeout(this.idleTimer);
    const job = this.queue.shift();
    if (!job) {
      this.idleTimer = setTimeout(() => {
        if (!this.current) void this.stop();
      }, IDLE_MS).unref();
      return;
    }
    const worker = this.worker ?? this.spawn();
    worker.ref();
    const timer = setTimeout(() => {
      this.finish(
        new CaptionThreadLimit('time', {
          message: CAPTION_THREAD_REASONS.time,
          values: { seconds: this.limits.timeoutMs / 1000 },
        }),
      );
      void this.stop();
    }, this.limits.timeoutMs);
    this.current = { job, timer };
    worker.postMessage({ id: job.id, task: job.task });
  }

  private spawn(): Worker {
    const worker = startWorker(import.meta.url, './caption-parse-worker', this.limits.resourceLimits);
    this.worker = worker;
    worker.on('message', ({ id, result }: { id: number; result: unknown }) => {
      if (this.current?.job.id === id) this.finish(undefined, result);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      // A thread already ended and replaced has no task of the current one's to fail.
      if (this.worker !== worker) return;
      const limit =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new CaptionThreadLimit(
              'memory',
              {
                message: CAPTION_THREAD_REASONS.memory,
                values: { megabytes: this.limits.resourceLimits.maxOldGenerationSizeMb ?? 0 },
              },
              { cause: error },
            )
          : new CaptionThreadLimit('failure', { message: CAPTION_THREAD_REASONS.crashed }, { cause: error });
      // The thread is done for (the runtime ends it past its memory); the next task gets a new one.
      void this.stop();
      this.finish(limit);
    });
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.finish(new CaptionThreadLimit('failure', { message: CAPTION_THREAD_REASONS.noAnswer }));
    });
    return worker;
  }

  /** Settles the running task (if any) and starts the next. */
  private finish(error: Error | undefined, result?: unknown): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    clearTimeout(current.timer);
    this.worker?.unref();
    if (error) current.job.reject(error);
    else current.job.resolve(result);
    queueMicrotask(() => this.next());
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    clearTimeout(this.idleTimer);
    if (worker) await worker.terminate();
  }
}

let shared: CaptionThread | undefined;

/** The process's caption thread, for every caller that has no limits of its own. */
export function runOffThread<K extends CaptionTask['kind']>(
  task: Extract<CaptionTask, { kind: K }>,
): Promise<CaptionTaskResults[K]> {
  shared ??= new CaptionThread();
  return shared.run(task);
}
