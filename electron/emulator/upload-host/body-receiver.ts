// Streams one request body into a file at a given offset: never held in memory, with backpressure (the socket is
// paused while the disk catches up), counting bytes. The count that matters afterwards is the file's own length,
// because bytes queued for writing when a connection breaks may never reach the disk.
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Hash } from 'node:crypto';
import type { Readable } from 'node:stream';

const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

export interface ReceiveOptions {
  readonly source: Readable;
  /** An existing file whose length is exactly `offset`. */
  readonly path: string;
  readonly offset: number;
  /** Most bytes the body may carry; more is an overflow. null: no limit. */
  readonly maxBytes: number | null;
  /** Keep only the first `keepBytes` bytes; the rest is read and thrown away. */
  readonly keepBytes: number | null;
  /** Stop reading once this many bytes are stored; the connection is then the caller's to break. */
  readonly cutAfter: number | null;
  /** Running count of body bytes received, for faults that act after N bytes. */
  readonly onReceived?: (received: number) => void;
  /** Fed every byte handed to the file, in order. */
  readonly hash?: Hash;
}

export interface ReceiveResult {
  /** ended: the body ended; aborted: the connection broke; cut: `cutAfter` reached; overflow: `maxBytes` passed. */
  readonly outcome: 'ended' | 'aborted' | 'cut' | 'overflow';
  readonly received: number;
  /** Bytes handed to the file (and the hash). */
  readonly accepted: number;
  /** Bytes the file really grew by. */
  readonly stored: number;
}

export function receiveBody(options: ReceiveOptions): Promise<ReceiveResult> {
  const { source, path, offset, maxBytes, keepBytes, cutAfter, onReceived, hash } = options;
  const storeLimit = Math.min(keepBytes ?? Infinity, cutAfter ?? Infinity, maxBytes ?? Infinity);

  return new Promise<ReceiveResult>((resolve, reject) => {
    const out = createWriteStream(path, { flags: 'r+', start: offset, highWaterMark: WRITE_BUFFER_BYTES });
    let received = 0;
    let accepted = 0;
    let outcome: ReceiveResult['outcome'] | undefined;
    let writeError: Error | undefined;

    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      const room = storeLimit - accepted;
      const piece = room >= chunk.length ? chunk : chunk.subarray(0, Math.max(0, room));
      if (piece.length > 0) {
        accepted += piece.length;
        hash?.update(piece);
        if (!out.write(piece)) source.pause();
      }
      onReceived?.(received);
      if (maxBytes !== null && received > maxBytes) finish('overflow');
      else if (cutAfter !== null && accepted >= cutAfter) finish('cut');
    };
    const onEnd = (): void => finish('ended');
    const onClose = (): void => finish('aborted');
    const onSourceError = (): void => finish('aborted');
    const onDrain = (): void => {
      if (outcome === undefined) source.resume();
    };

    function finish(result: ReceiveResult['outcome']): void {
      if (outcome !== undefined) return;
      outcome = result;
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('close', onClose);
      out.off('drain', onDrain);
      // The request may still emit an error when its connection is broken later; keep a listener so it is not thrown.
      if (result !== 'ended' && result !== 'aborted') source.pause();
      out.end();
    }

    out.on('drain', onDrain);
    out.on('error', (error) => {
      writeError = error;
      finish('aborted');
    });
    out.on('close', () => {
      stat(path).then((info) => {
        if (writeError) reject(writeError);
        else resolve({ outcome: outcome ?? 'aborted', received, accepted, stored: Math.max(0, info.size - offset) });
      }, reject);
    });

    source.on('error', onSourceError);
    if (cutAfter === 0) {
      finish('cut');
      return;
    }
    if (source.readableEnded) {
      finish('ended');
      return;
    }
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('close', onClose);
    source.resume();
  });
}
