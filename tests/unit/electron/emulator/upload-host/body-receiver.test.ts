import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { receiveBody, type ReceiveOptions } from '../../../../../electron/emulator/upload-host/body-receiver';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'body-receiver-'));
  path = join(dir, 'file.part');
  await writeFile(path, 'HEAD');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function options(source: PassThrough, extra: Partial<ReceiveOptions> = {}): ReceiveOptions {
  return { source, path, offset: 4, maxBytes: null, keepBytes: null, cutAfter: null, ...extra };
}

function feed(source: PassThrough, chunks: string[], end = true): void {
  setImmediate(() => {
    for (const chunk of chunks) source.write(Buffer.from(chunk));
    if (end) source.end();
  });
}

describe('receiveBody', () => {
  it('appends the whole body at the offset and feeds the hash', async () => {
    const source = new PassThrough();
    const hash = createHash('sha256');
    feed(source, ['hello ', 'world']);
    const result = await receiveBody(options(source, { hash }));
    expect(result).toEqual({ outcome: 'ended', received: 11, accepted: 11, stored: 11 });
    expect(await readFile(path, 'utf8')).toBe('HEADhello world');
    expect(hash.digest('hex')).toBe(createHash('sha256').update('hello world').digest('hex'));
  });

  it('keeps only keepBytes but reads the body to its end', async () => {
    const source = new PassThrough();
    feed(source, ['abcdef', 'ghij']);
    const result = await receiveBody(options(source, { keepBytes: 3 }));
    expect(result).toEqual({ outcome: 'ended', received: 10, accepted: 3, stored: 3 });
    expect(await readFile(path, 'utf8')).toBe('HEADabc');
  });

  it('stops after cutAfter bytes, exactly, leaving the rest unread', async () => {
    const source = new PassThrough();
    feed(source, ['abcdef', 'ghij'], false);
    const result = await receiveBody(options(source, { cutAfter: 8 }));
    expect(result.outcome).toBe('cut');
    expect(result.stored).toBe(8);
    expect(await readFile(path, 'utf8')).toBe('HEADabcdefgh');
  });

  it('cuts before reading anything when cutAfter is 0', async () => {
    const source = new PassThrough();
    feed(source, ['abc'], false);
    const result = await receiveBody(options(source, { cutAfter: 0 }));
    expect(result).toEqual({ outcome: 'cut', received: 0, accepted: 0, stored: 0 });
  });

  it('reports an overflow past maxBytes, storing no more than maxBytes', async () => {
    const source = new PassThrough();
    feed(source, ['abcd', 'efgh']);
    const result = await receiveBody(options(source, { maxBytes: 6 }));
    expect(result.outcome).toBe('overflow');
    expect(result.stored).toBe(6);
  });

  it('keeps what arrived when the connection breaks', async () => {
    const source = new PassThrough();
    setImmediate(() => source.write(Buffer.from('abc')));
    // The connection breaks only once the bytes that came before it were taken in.
    const onReceived = (received: number) => received === 3 && source.destroy(new Error('aborted'));
    const result = await receiveBody(options(source, { onReceived }));
    expect(result.outcome).toBe('aborted');
    expect(result.stored).toBe(3);
    expect(await readFile(path, 'utf8')).toBe('HEADabc');
  });

  it('reports running byte counts', async () => {
    const source = new PassThrough();
    const seen: number[] = [];
    feed(source, ['ab', 'cde']);
    await receiveBody(options(source, { onReceived: (n) => seen.push(n) }));
    expect(seen.at(-1)).toBe(5);
  });
});
