// Reads an access log as a stream (gunzipped on the way when it starts with gzip's magic bytes) and replays it line
// by line: never the whole file in memory, a bounded line, and a bound on the bytes it may inflate to (a small
// gzip file can hold terabytes of zeros). Runs on the replay thread (replay-worker.ts).
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { detectFormat, parseLogLine, type LogFormat } from '../../../shared/ratelimits/access-log/log-format';
import { MAX_LINE_CHARS } from '../../../shared/ratelimits/access-log/log-record';
import { LogReplay, type ReplayDraft } from '../../../shared/ratelimits/log-replay';
import type { ReplayReport } from '../../../shared/ratelimits/replay-report';
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

/** A bound the file went past; `message` completes "The log could not be replayed: …". */
export class ReplayLimit extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayLimit';
  }
}

const PROGRESS_EVERY_MS = 200;

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
  const file = createReadStream(task.path, { highWaterMark: 1024 * 1024 });
  const { size } = await stat(task.path);
  let read = 0;
  file.on('data', (chunk) => {
    read += chunk.length;
  });
  const replay = new LogReplay(task.drafts, {
    fileName: task.fileName,
    defaultHost: task.defaultHost,
    ownAddresses: task.ownAddresses,
  });
  let format: LogFormat | undefined;
  const splitter = new LineSplitter(MAX_LINE_CHARS, (text, tooLong) => {
    const line = replay.countLine();
    if (tooLong) {
      replay.bad(line, `it is longer than ${MAX_LINE_CHARS / 1024} KiB`, text);
      return;
    }
    if (isBlank(text)) return;
    format ??= detectFormat(text);
    const parsed = parseLogLine(format, text, task.defaultHost);
    if (parsed.ok) replay.add(parsed.record);
    else replay.bad(line, parsed.reason, text);
  });
  const source = gzip ? file.pipe(createGunzip()) : file;
  if (gzip) file.on('error', (error) => source.destroy(error));
  let inflated = 0;
  let lastProgress = Date.now();
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > task.maxBytes)
        throw new ReplayLimit(`it holds more than ${Math.round(task.maxBytes / 2 ** 30)} GiB of text`);
      splitter.push(chunk);
      const now = Date.now();
      if (now - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = now;
        onProgress({ read, size, lines: replay.countLineSoFar() });
      }
    }
  } catch (error) {
    if (error instanceof ReplayLimit) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (gzip && typeof code === 'string' && code.startsWith('Z_'))
      throw new ReplayLimit('its gzip compression is damaged or cut short');
    throw error;
  } finally {
    file.destroy();
  }
  splitter.end();
  onProgress({ read: size, size, lines: replay.countLineSoFar() });
  return replay.report(format ?? 'combined');
}
