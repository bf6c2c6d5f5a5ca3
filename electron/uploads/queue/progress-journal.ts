// The uploads' confirmed offsets between two saves of the queue, as lines appended to
// <dataDir>/uploads/queue-progress.jsonl: a progress tick writes one short line instead of the whole queue (some
// 30 MB at 5,000 uploads with long descriptions), so its cost does not grow with the queue. The queue's next save
// holds those offsets and drops the lines it covers. Losing the last lines in a crash costs nothing but the figure
// shown until the upload resumes: a resumed upload asks the upload host what it holds before sending a byte. Each line
// names its session too, so a queue file torn in a crash and restored from its backup (saved before the session
// began) still resumes the session the upload had instead of opening a second one (and paying for it twice).
import { mkdir, readFile, writeFile, appendFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { sessionSchema, type UploadRecord } from './upload-record';

type Session = NonNullable<UploadRecord['session']>;

const progressLineSchema = z.object({
  id: z.string(),
  bytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  session: sessionSchema,
});

export type ProgressLine = z.output<typeof progressLineSchema>;

export class ProgressJournal {
  /** The lines written since the last save of the queue, in order (bounded: see `length`). */
  private lines: string[] = [];
  private chain: Promise<void> = Promise.resolve();

  constructor(readonly path: string) {}

  /** How many lines the file holds now; the queue saves itself whole past a bound. */
  get length(): number {
    return this.lines.length;
  }

  /** Appends one upload's confirmed offset in its session; resolves once it is written. */
  append(id: string, bytes: number, session: Session): Promise<void> {
    const line = `${JSON.stringify({ id, bytes, session } satisfies ProgressLine)}\n`;
    this.lines.push(line);
    return this.then(async () => {
      try {
        await appendFile(this.path, line);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(dirname(this.path), { recursive: true });
        await appendFile(this.path, line);
      }
    });
  }

  /** Where the journal stands: a save of the queue made from the state now covers every line up to here. */
  mark(): number {
    return this.lines.length;
  }

  /** The queue was saved from the state at `mark`: the lines it covers go, those written since stay. */
  dropUpTo(mark: number): Promise<void> {
    this.lines = this.lines.slice(mark);
    const rest = this.lines.join('');
    return this.then(() => writeFile(this.path, rest));
  }

  /** The last line written for each upload; a torn or foreign line is skipped. */
  async read(): Promise<Map<string, ProgressLine>> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
      throw error;
    }
    const latest = new Map<string, ProgressLine>();
    for (const line of text.split('\n')) {
      const entry = parseLine(line);
      if (entry) latest.set(entry.id, entry);
    }
    return latest;
  }

  /** Resolves once every write asked for so far is done. */
  flush(): Promise<void> {
    return this.then(() => undefined);
  }

  private then(step: () => Promise<void> | undefined): Promise<void> {
    const next = this.chain.then(step);
    // One failed write must not stop the ones after it; its caller hears of it.
    this.chain = next.catch(() => undefined);
    return next;
  }
}

function parseLine(line: string): ProgressLine | undefined {
  if (line.trim() === '') return undefined;
  try {
    const parsed = progressLineSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
