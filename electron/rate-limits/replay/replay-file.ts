// Reads an access log chunk by chunk (a plain file into one reused buffer; a gzip file, told by its magic bytes, as a
// stream gunzipped on the way) and replays it line by line: never the whole file in memory, a bounded line, and a
// bound on the bytes it may inflate to (a small gzip file can hold terabytes of zeros). Runs on the replay thread
// (replay-worker.ts).
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { detectFormat, parseLogLine, type LogFormat } from '../../../shared/rate-limits/access-log/log-format';
import { MAX_LINE_CHARS, type BadLineReason } from '../../../shared/rate-limits/access-log/log-record';
import { LogReplay, type ReplayDraft } from '../../../shared/rate-limits/log-replay';
import type { ReplayReport } from '../../../shared/rate-limits/replay-report';
import { LineSplitter } from './log-lines';

export interface ReplayFileTask {
  readonly path: string;
  readonly fileName: string;
  readonly defaultHost: string;
  readonly ownAddresses: readonly string[];
  readonly drafts: readonly ReplayDraft[];
  /** Decompressed bytes read at most. */
  readonly maxBytes: number;
}

export interface ReplayProgress {
  /** Bytes of the file read so far (compressed ones for a gzip file) and its size. */
  readonly read: number;
  readonly size: number;
  readonly lines: number;
}

/** Which bound a replay went past: the main thread says it in the language in force (log-replay-service.ts). */
export type ReplayBound =
  | { readonly kind: 'text'; readonly gib: number }
  | { readonly kind: 'gzip' }
  | { readonly kind: 'memory'; readonly mb: number }
  | { readonly kind: 'time'; readonly ms: number };

/** A bound the file went past. */
export class ReplayLimit extends Error {
  /** How far the replay got, when it was stopped under way. */
  readonly reached: ReplayProgress | undefined;
  constructor(
    readonly bound: ReplayBound,
    reached?: ReplayProgress,
  ) {
    super(`replay bound: ${bound.kind}`);
    this.reached = reached;
    this.name = 'ReplayLimit';
  }
}

const PROGRESS_EVERY_MS = 200;

const TOO_LONG: BadLineReason = { code: 'too-long' };

async function isGzip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** text.trim() === '', without trimming the usual line, which starts with a printable character. */
function isBlank(text: string): boolean {
  const first = text.charCodeAt(0);
  return !(first > 32 && first < 127) && text.trim() === '';
}

export async function replayFile(task: ReplayFileTask, onProgress: (p: ReplayProgress) => void): Promise<ReplayReport> {
  const gzip = await isGzip(task.path);
  const { size } = await stat(task.path);
  const replay = new LogReplay(task.drafts, {
    fileName: task.fileName,
    defaultHost: task.defaultHost,
    ownAddresses: task.ownAddresses,
  });
  let format: LogFormat | undefined;
  const splitter = new LineSplitter(MAX_LINE_CHARS, (text, tooLong) => {
    const line = replay.countLine();
    if (tooLong) {
      replay.bad(line, TOO_LONG, text);
      return;
    }
    if (isBlank(text)) return;
    format ??= detectFormat(text);
    const parsed = parseLogLine(format, text, task.defaultHost);
    if (parsed.ok) replay.add(parsed.record);
    else replay.bad(line, parsed.reason, text);
  });
  const progress = (read: number): void => onProgress({ read, size, lines: replay.countLineSoFar() });
  if (gzip) await splitGzip(task, splitter, progress);
  else splitPlain(task, splitter, progress);
  splitter.end();
  progress(size);
  return replay.report(format ?? 'combined');
}

/**
 * Bytes of a plain file read at a time, into one buffer used again for every read. Their text is then an ordinary
 * young string: text longer than V8's largest regular object (128 KiB) is a large object, each one a fresh mapping
 * and its page faults (1 MiB chunks cost 0.15 s of system time per million lines, 2026-11-26).
 */
const PLAIN_CHUNK_BYTES = 64 * 1024;

/**
 * A plain file, read synchronously: this thread does nothing else (a cancel terminates it), and a read that waits
 * for the thread pool costs more CPU than it spares. The splitter decodes each chunk before the next read (a
 * character cut at the end of a chunk is kept by its decoder), so the buffer can be filled again.
 */
function splitPlain(task: ReplayFileTask, splitter: LineSplitter, progress: (read: number) => void): void {
  const fd = openSync(task.path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(PLAIN_CHUNK_BYTES);
    let read = 0;
    let lastProgress = Date.now();
    for (;;) {
      const bytes = readSync(fd, buffer, 0, buffer.length, null);
      if (bytes === 0) break;
      read += bytes;
      if (read > task.maxBytes) throw new ReplayLimit({ kind: 'text', gib: Math.round(task.maxBytes / 2 ** 30) });
      splitter.push(bytes === buffer.length ? buffer : buffer.subarray(0, bytes));
      const now = Date.now();
      if (now - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = now;
        progress(read);
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** A gzip file, inflated on the way: the bound is on the inflated bytes (a small gzip file can hold terabytes). */
async function splitGzip(
  task: ReplayFileTask,
  splitter: LineSplitter,
  progress: (read: number) => void,
): Promise<void> {
  const file = createReadStream(task.path, { highWaterMark: 1024 * 1024 });
  let read = 0;
  file.on('data', (chunk) => {
    read += chunk.length;
  });
  const source = file.pipe(createGunzip());
  file.on('error', (error) => source.destroy(error));
  let inflated = 0;
  let lastProgress = Date.now();
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > task.maxBytes) throw new ReplayLimit({ kind: 'text', gib: Math.round(task.maxBytes / 2 ** 30) });
      splitter.push(chunk);
      const now = Date.now();
      if (now - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = now;
        progress(read);
      }
    }
  } catch (error) {
    if (error instanceof ReplayLimit) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code.startsWith('Z_')) throw new ReplayLimit({ kind: 'gzip' });
    throw error;
  } finally {
    file.destroy();
  }
}
