// A slow network for soak tests: every upload request body passes one shared bandwidth limit (so concurrent uploads
// share the link, as on a real uplink), and every body byte that arrives is counted, kept or not, so a test can
// tell how much a client sent beyond the files' sizes. Both survive a restart of the emulator (the demo emulator
// dies with the app when a test kills it), in <dataDir>/upload-throttle.json; while a limit is set the count is on
// disk before each piece is passed on, so it stays exact across a kill.
import { join } from 'node:path';
import { Transform, pipeline, type Readable } from 'node:stream';
import { z } from 'zod';
import { readJsonOrQuarantine, writeJsonAtomic } from '../../common/atomic-json';

/** Pieces small enough that a limit is smooth at a tenth of a second, large enough to cost little. */
const SLICES_PER_SECOND = 20;

const throttleFileSchema = z.object({
  bytesPerSecond: z.number().int().positive().nullable(),
  receivedBytes: z.number().int().min(0),
});

interface ThrottleState {
  /** null: no limit. */
  readonly bytesPerSecond: number | null;
  /** Every upload body byte received since the count was reset, including bytes of requests later cut off. */
  readonly receivedBytes: number;
}

export class UploadThrottle {
  private bytesPerSecond: number | null;
  private receivedBytes: number;
  /** When the shared link is next free (ms, wall clock): the limit is real time even when the emulator's clock moves. */
  private freeAt = 0;
  /**
   * When the first and the last body byte since the count was reset arrived (ms, wall clock; not saved): a rate
   * measured at the emulator from these does not depend on how often a test can poll it.
   */
  private firstByteAt: number | undefined;
  private lastByteAt: number | undefined;
  private saving: Promise<void> | undefined;
  private saveAgain = false;

  private constructor(
    private readonly file: string,
    state: ThrottleState,
  ) {
    this.bytesPerSecond = state.bytesPerSecond;
    this.receivedBytes = state.receivedBytes;
  }

  static async open(dataDir: string, now: number): Promise<UploadThrottle> {
    const file = join(dataDir, 'upload-throttle.json');
    const content = await readJsonOrQuarantine(file, now);
    const parsed = content.kind === 'ok' ? throttleFileSchema.safeParse(content.value) : undefined;
    return new UploadThrottle(file, parsed?.success ? parsed.data : { bytesPerSecond: null, receivedBytes: 0 });
  }

  state(): ThrottleState {
    return { bytesPerSecond: this.bytesPerSecond, receivedBytes: this.receivedBytes };
  }

  /** The arrival times of the first and the last body byte since the count was reset (ms since the epoch, the emulator's wall clock). */
  arrivals(): { readonly firstByteAt: number | null; readonly lastByteAt: number | null } {
    return { firstByteAt: this.firstByteAt ?? null, lastByteAt: this.lastByteAt ?? null };
  }

  private count(bytes: number): void {
    if (bytes === 0) return;
    const now = Date.now();
    this.firstByteAt ??= now;
    this.lastByteAt = now;
    this.receivedBytes += bytes;
  }

  async set(change: { bytesPerSecond?: number | null; resetCount?: boolean }): Promise<ThrottleState> {
    if (change.bytesPerSecond !== undefined) this.bytesPerSecond = change.bytesPerSecond;
    if (change.resetCount) {
      this.receivedBytes = 0;
      this.firstByteAt = undefined;
      this.lastByteAt = undefined;
    }
    this.freeAt = 0;
    await this.save();
    return this.state();
  }

  /** Resolves once the count is on disk; for shutdown. */
  async flush(): Promise<void> {
    while (this.saving) await this.saving;
  }

  /**
   * The body of one upload request as the route should read it: counted, and slowed to the limit when one is set.
   * Without a limit the request itself is returned, so an unthrottled emulator pays nothing but the count.
   */
  body(request: Readable): Readable {
    // Saved as soon as the body ended ('close' may wait for the answer or the connection) or broke off.
    request.once('end', () => void this.save());
    request.once('close', () => void this.save());
    if (this.bytesPerSecond === null) {
      request.on('data', (chunk: Buffer) => this.count(chunk.length));
      return request;
    }
    const limiter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        void this.pass(chunk, limiter).then(
          () => done(),
          (error: unknown) => done(error as Error),
        );
      },
    });
    // A broken request (client gone, or cut by a fault) ends the limiter too, so its reader sees the close.
    pipeline(request, limiter, () => undefined);
    return limiter;
  }

  private async pass(chunk: Buffer, into: Transform): Promise<void> {
    for (let offset = 0; offset < chunk.length;) {
      const rate = this.bytesPerSecond;
      if (rate === null) {
        this.count(chunk.length - offset);
        into.push(chunk.subarray(offset));
        return;
      }
      const slice = Math.max(1, Math.floor(rate / SLICES_PER_SECOND));
      const piece = chunk.subarray(offset, offset + slice);
      const start = Math.max(Date.now(), this.freeAt);
      this.freeAt = start + (piece.length * 1000) / rate;
      const wait = this.freeAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (into.destroyed) return;
      // Counted on disk before the piece can reach the session's file: a kill then never leaves stored bytes that
      // the count lacks (the emulator keeps what reached a part file), at worst one piece counted but not stored.
      this.count(piece.length);
      await this.save();
      if (into.destroyed) return;
      into.push(piece);
      offset += piece.length;
    }
  }

  /** One write at a time; changes made during a write are saved by one more write after it. */
  private save(): Promise<void> {
    if (this.saving) {
      this.saveAgain = true;
      return this.saving;
    }
    this.saving = (async () => {
      try {
        do {
          this.saveAgain = false;
          await writeJsonAtomic(this.file, this.state()).catch(() => undefined);
        } while (this.saveAgain);
      } finally {
        this.saving = undefined;
      }
    })();
    return this.saving;
  }
}
