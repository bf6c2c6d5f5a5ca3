import { describe, expect, it } from 'vitest';
import { LineSplitter } from '../../../../../electron/rate-limits/replay/log-lines';

function split(chunks: readonly Buffer[], max = 20): Array<[string, boolean]> {
  const out: Array<[string, boolean]> = [];
  const splitter = new LineSplitter(max, (text, tooLong) => out.push([text, tooLong]));
  for (const chunk of chunks) splitter.push(chunk);
  splitter.end();
  return out;
}

describe('LineSplitter', () => {
  it('splits LF and CRLF lines, keeps blank ones (for the line numbers) and a last line without an end', () => {
    expect(split([Buffer.from('a\r\nb\n\nc')])).toEqual([
      ['a', false],
      ['b', false],
      ['', false],
      ['c', false],
    ]);
  });

  it('joins a line and a UTF-8 character cut across chunks', () => {
    const bytes = Buffer.from('héllo wörld\nzwei\n');
    const chunks = [...bytes].map((b) => Buffer.from([b]));
    expect(split(chunks)).toEqual([
      ['héllo wörld', false],
      ['zwei', false],
    ]);
  });

  it('reports a line past the bound as too long with its start, in one chunk or many, and goes on after it', () => {
    const long = 'x'.repeat(1000);
    expect(split([Buffer.from(`ok\n${long}\nnext\n`)])).toEqual([
      ['ok', false],
      [long.slice(0, 200), true],
      ['next', false],
    ]);
    const chunks = [
      Buffer.from('ok\n'),
      ...Array.from({ length: 50 }, () => Buffer.from('y'.repeat(30))),
      Buffer.from('\nnext'),
    ];
    const out = split(chunks);
    expect(out.map(([, tooLong]) => tooLong)).toEqual([false, true, false]);
    expect(out[2]).toEqual(['next', false]);
    expect(split([Buffer.from('z'.repeat(100))])).toEqual([['z'.repeat(100).slice(0, 200), true]]);
  });
});
