import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { boundaryOf, MultipartError, readMultipart } from '../../../../../electron/emulator/uploads/multipart-related';

async function* chunked(body: Buffer, cuts: readonly number[]): AsyncGenerator<Buffer> {
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    if (cut <= from || cut >= body.length) continue;
    yield body.subarray(from, cut);
    from = cut;
  }
  yield body.subarray(from);
}

async function collect(source: AsyncIterable<Buffer>, boundary: string) {
  const parts: { headers: Record<string, string>; body: Buffer }[] = [];
  const chunks: Buffer[] = [];
  let headers: Record<string, string> = {};
  for await (const event of readMultipart(source, boundary)) {
    if (event.kind === 'partStart') headers = { ...event.headers };
    else if (event.kind === 'data') chunks.push(event.chunk);
    else parts.push({ headers, body: Buffer.concat(chunks.splice(0)) });
  }
  return parts;
}

// The framing the official Node client writes (googleapis-common multipartUpload).
function nodeClientBody(boundary: string, json: string, media: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-type: application/json\r\n\r\n${json}\r\n`),
    Buffer.from(`--${boundary}\r\ncontent-type: video/mp4\r\n\r\n`),
    media,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
}

describe('boundaryOf', () => {
  it('reads plain and quoted boundaries', () => {
    expect(boundaryOf('multipart/related; boundary=abc123')).toBe('abc123');
    expect(boundaryOf('multipart/related; boundary="a b:c"; type=application/json')).toBe('a b:c');
  });
  it('refuses a content type without boundary', () => {
    expect(() => boundaryOf('multipart/related')).toThrow(MultipartError);
  });
});

describe('readMultipart', () => {
  it('splits the JSON part and the media part at any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 0, maxLength: 3000 }),
        fc.array(fc.nat({ max: 3200 }), { maxLength: 12 }),
        async (mediaBytes, cuts) => {
          const boundary = '8d1f9c2e-4b7a-4e1c-9d3f-0a2b4c6d8e10';
          // Media that contains near-delimiters must pass through untouched.
          const media = Buffer.concat([Buffer.from(`\r\n--${boundary.slice(0, 20)}`), Buffer.from(mediaBytes)]);
          const json = JSON.stringify({ snippet: { title: 'Hello' } });
          const parts = await collect(chunked(nodeClientBody(boundary, json, media), cuts), boundary);
          expect(parts).toHaveLength(2);
          expect(parts[0]?.headers['content-type']).toBe('application/json');
          expect(parts[0]?.body.toString()).toBe(json);
          expect(parts[1]?.headers['content-type']).toBe('video/mp4');
          expect(parts[1]?.body.equals(media)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('accepts a preamble, padding after the delimiter, empty headers and an epilogue', async () => {
    const body = Buffer.from(
      'preamble text\r\n--XyZ  \r\n\r\nfirst\r\n--XyZ\r\nContent-Type: text/plain\r\n\r\nsecond\r\n--XyZ--\r\nepilogue',
    );
    const parts = await collect(chunked(body, [3, 17, 18]), 'XyZ');
    expect(parts.map((p) => p.body.toString())).toEqual(['first', 'second']);
    expect(parts[0]?.headers).toEqual({});
    expect(parts[1]?.headers).toEqual({ 'content-type': 'text/plain' });
  });

  it('fails when the body ends before the closing boundary', async () => {
    const body = Buffer.from(
      '--b\r\ncontent-type: application/json\r\n\r\n{}\r\n--b\r\ncontent-type: video/mp4\r\n\r\nabc',
    );
    await expect(collect(chunked(body, []), 'b')).rejects.toThrow(/closing boundary/);
  });

  it('fails on garbage after a delimiter', async () => {
    const body = Buffer.from('--bXX\r\n\r\nx\r\n--b--');
    await expect(collect(chunked(body, []), 'b')).rejects.toThrow(MultipartError);
  });
});
