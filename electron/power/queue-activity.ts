// How busy the queue is, kept from its own events (each upload's state by id, and a count per state) so the answer
// costs nothing per change however long the queue: running (an upload sends or is about to), due (queued, to start
// next), and unfinished (anything that may still need the computer, paused ones included).
import type { UploadState, UploadView } from '../../shared/uploads/upload-view';

const RUNNING: ReadonlySet<UploadState> = new Set(['starting', 'uploading', 'retrying']);
const FINISHED: ReadonlySet<UploadState> = new Set(['done', 'failed', 'cancelled']);

export class QueueActivity {
  private readonly states = new Map<string, UploadState>();
  private running = 0;
  private due = 0;
  private unfinished = 0;

  reset(uploads: Iterable<Pick<UploadView, 'id' | 'state'>>): void {
    this.states.clear();
    this.running = this.due = this.unfinished = 0;
    for (const upload of uploads) this.set(upload.id, upload.state);
  }

  set(id: string, state: UploadState): void {
    this.remove(id);
    this.states.set(id, state);
    this.count(state, 1);
  }

  remove(id: string): void {
    const before = this.states.get(id);
    if (before === undefined) return;
    this.states.delete(id);
    this.count(before, -1);
  }

  /** An upload sends, starts or waits to send again by itself. */
  get isRunning(): boolean {
    return this.running > 0;
  }

  /** An upload is queued to start. */
  get isDue(): boolean {
    return this.due > 0;
  }

  /** Every upload finished: none queued, running, paused or waiting for quota. */
  get isDone(): boolean {
    return this.unfinished === 0;
  }

  private count(state: UploadState, delta: number): void {
    if (RUNNING.has(state)) this.running += delta;
    if (state === 'queued') this.due += delta;
    if (!FINISHED.has(state)) this.unfinished += delta;
  }
}
