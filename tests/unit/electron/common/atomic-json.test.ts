import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonPiecesWithList,
  jsonText,
  readJsonOrQuarantine,
  readJsonOrQuarantineSync,
  setAside,
  writeFileAtomic,
  writeJsonAtomic,
  writeJsonAtomicSync,
} from '../../../../electron/common/atomic-json';

// Records the order of the calls that make a write durable, passing every call through.
const calls = vi.hoisted(() => ({ log: [] as string[] }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...real,
    open: async (...args: Parameters<typeof real.open>) => {
      const handle = await real.open(...args);
      const name = String(args[0]);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        calls.log.push(`sync ${name}`);
        await sync();
      };
      return handle;
    },
    rename: async (from: string, to: string) => {
      calls.log.push(`rename ${to}`);
      await real.rename(from, to);
    },
  };
});

const fresh = (): string => mkdtempSync(join(tmpdir(), 'atomic-json-'));
const temps = (dir: string): string[] => readdirSync(dir).filter((name) => name.endsWith('.tmp'));

afterEach(() => {
  calls.log.length = 0;
});

describe('writeJsonAtomic', () => {
  it('writes a file only its owner can read, creating the folder, and reads back the same value', async () => {
    const path = join(fresh(), 'nested', 'state.json');
    await writeJsonAtomic(path, { a: 1, list: ['x'] });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(await readJsonOrQuarantine(path)).toEqual({ kind: 'ok', value: { a: 1, list: ['x'] } });
  });

  // Owner bits only, which umasks leave alone, so the result does not depend on the machine.
  it('honours another mode when asked', async () => {
    const path = join(fresh(), 'read-only.json');
    await writeJsonAtomic(path, {}, { mode: 0o400 });
    expect(statSync(path).mode & 0o777).toBe(0o400);
  });

  it('flushes the new content before the rename and the folder after it', async () => {
    const dir = fresh();
    const path = join(dir, 'state.json');
    await writeJsonAtomic(path, { a: 1 });
    expect(calls.log).toHaveLength(3);
    expect(calls.log[0]).toMatch(/^sync .*\.tmp$/);
    expect(calls.log.slice(1)).toEqual([`rename ${path}`, `sync ${dir}`]);
  });

  it('leaves the old file and no temp file when the replacement fails', async () => {
    const dir = fresh();
    const path = join(dir, 'queue.json');
    await writeJsonAtomic(path, { version: 'old' });
    const beforeReplace = (): Promise<void> => Promise.reject(new Error('disk full'));
    const failing = writeJsonAtomic(path, { version: 'new' }, { beforeReplace });
    await expect(failing).rejects.toThrow('disk full');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: 'old' });
    expect(temps(dir)).toEqual([]);
  });

  it('runs beforeReplace while the old version is still in place', async () => {
    const dir = fresh();
    const path = join(dir, 'queue.json');
    await writeJsonAtomic(path, { version: 1 });
    let seen: unknown;
    const beforeReplace = async (target: string): Promise<void> => {
      seen = JSON.parse(readFileSync(target, 'utf8'));
    };
    await writeJsonAtomic(path, { version: 2 }, { beforeReplace });
    expect(seen).toEqual({ version: 1 });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: 2 });
  });

  it('lets concurrent writers of one file each finish with a whole file and no temp file', async () => {
    const dir = fresh();
    const path = join(dir, 'state.json');
    const values = Array.from({ length: 20 }, (_, index) => ({ index, padding: 'x'.repeat(10_000) }));
    await Promise.all(values.map((value) => writeJsonAtomic(path, value)));
    expect(values).toContainEqual(JSON.parse(readFileSync(path, 'utf8')));
    expect(temps(dir)).toEqual([]);
  });

  it('cleans up its temp file when the rename fails', async () => {
    const dir = fresh();
    const path = join(dir, 'occupied');
    mkdirSync(join(path, 'child'), { recursive: true });
    await expect(writeFileAtomic(path, 'text')).rejects.toThrow();
    expect(temps(dir)).toEqual([]);
  });
});

describe('writing a file piece by piece', () => {
  it('writes every piece in order, across many blocks, and flushes before the rename', async () => {
    const dir = fresh();
    const path = join(dir, 'queue.json');
    // Several blocks' worth, with characters of more than one byte where a block might be cut.
    const pieces = Array.from({ length: 3_000 }, (_, index) => `${index}:${'é✓'.repeat(300)};`);
    await writeFileAtomic(path, pieces.values());
    expect(readFileSync(path, 'utf8')).toBe(pieces.join(''));
    expect(calls.log.slice(1)).toEqual([`rename ${path}`, `sync ${dir}`]);
    expect(temps(dir)).toEqual([]);
  });

  it('leaves the old file and no temp file when making a piece fails', async () => {
    const dir = fresh();
    const path = join(dir, 'queue.json');
    await writeFileAtomic(path, 'old');
    function* failing(): Generator<string> {
      yield 'x'.repeat(1_000_000);
      throw new Error('bad record');
    }
    await expect(writeFileAtomic(path, failing())).rejects.toThrow('bad record');
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(temps(dir)).toEqual([]);
  });

  it('lays out a document with a list exactly as the whole document would be', () => {
    const items = [{ id: 'a', nested: { list: [1, 2], empty: {}, none: [] } }, 'text', 3, null, undefined, [[]]];
    const cases: Array<[Record<string, unknown>, unknown[]]> = [
      [{ version: 1, settings: { concurrency: 2, nested: { deep: [true] } }, quotaResetAt: 5 }, items],
      [{ version: 1 }, []],
      [{}, items],
      [{}, []],
    ];
    for (const [head, list] of cases) {
      expect([...jsonPiecesWithList(head, 'uploads', list)].join('')).toBe(jsonText({ ...head, uploads: list }));
    }
  });

  it('makes the list one item at a time, as the pieces are read', () => {
    let made = 0;
    const items = Array.from({ length: 3 }, (_, index) => ({
      toJSON: () => {
        made += 1;
        return index;
      },
    }));
    const pieces = jsonPiecesWithList({ version: 1 }, 'uploads', items);
    pieces.next();
    pieces.next();
    expect(made).toBe(1);
  });
});

describe('writeJsonAtomicSync', () => {
  it('writes 0600 files, replaces them whole and cleans up when the rename fails', () => {
    const dir = fresh();
    const path = join(dir, 'secrets.json');
    writeJsonAtomicSync(path, { one: 'a' });
    writeJsonAtomicSync(path, { two: 'b' });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ two: 'b' });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const occupied = join(dir, 'occupied');
    mkdirSync(join(occupied, 'child'), { recursive: true });
    expect(() => writeJsonAtomicSync(occupied, {})).toThrow();
    expect(temps(dir)).toEqual([]);
  });
});

describe('reading', () => {
  it('reports a missing file as missing', async () => {
    const path = join(fresh(), 'none.json');
    expect(await readJsonOrQuarantine(path)).toEqual({ kind: 'missing' });
    expect(readJsonOrQuarantineSync(path)).toEqual({ kind: 'missing' });
  });

  it('moves a damaged file aside with its content intact and says why', async () => {
    const dir = fresh();
    const path = join(dir, 'state.json');
    writeFileSync(path, '{"version":1,"uploads":[');
    const result = await readJsonOrQuarantine(path, 42);
    expect(result).toMatchObject({ kind: 'corrupt', movedTo: `${path}.corrupt-42` });
    expect(result.kind === 'corrupt' && result.reason).toMatch(/JSON/);
    expect(readFileSync(`${path}.corrupt-42`, 'utf8')).toBe('{"version":1,"uploads":[');
    expect(readdirSync(dir)).toEqual(['state.json.corrupt-42']);
  });

  it('does the same synchronously', () => {
    const path = join(fresh(), 'secrets.json');
    writeFileSync(path, '');
    expect(readJsonOrQuarantineSync(path, 7)).toMatchObject({ kind: 'corrupt', movedTo: `${path}.corrupt-7` });
    expect(readFileSync(`${path}.corrupt-7`, 'utf8')).toBe('');
  });

  it('sets a file aside under the reason given', async () => {
    const path = join(fresh(), 'tokens.json');
    writeFileSync(path, '{"old":true}');
    expect(await setAside(path, 'unknown-layout', 9)).toBe(`${path}.unknown-layout-9`);
    expect(readFileSync(`${path}.unknown-layout-9`, 'utf8')).toBe('{"old":true}');
  });
});
