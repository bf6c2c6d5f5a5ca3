import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  contentKeyOf,
  FingerprintLedger,
  MAX_LEDGER_BYTES,
} from '../../../../electron/watched-folders/fingerprint-ledger';

let dir: string;
let path: string;
const saveErrors: unknown[] = [];
const ledgerAt = (file = path) =>
  new FingerprintLedger(
    file,
    (error) => saveErrors.push(error),
    () => 1_700_000_000_000,
  );

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'desk-ledger-'));
  path = join(dir, 'ledger.json');
  saveErrors.length = 0;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fingerprint = { size: 10, headSha256: 'a'.repeat(64), tailSha256: 'b'.repeat(64) };

describe('contentKeyOf', () => {
  it('names the content, not the path nor the mtime', () => {
    expect(contentKeyOf({ ...fingerprint, path: '/one/a.mp4', mtimeMs: 1 } as never)).toBe(
      contentKeyOf({ ...fingerprint, path: '/two/copy.mp4', mtimeMs: 2 } as never),
    );
    expect(contentKeyOf(fingerprint)).not.toBe(contentKeyOf({ ...fingerprint, size: 11 }));
    expect(contentKeyOf(fingerprint)).not.toBe(contentKeyOf({ ...fingerprint, tailSha256: 'c'.repeat(64) }));
  });
});

describe('FingerprintLedger', () => {
  it('keeps contents and decided files across a restart', async () => {
    const ledger = ledgerAt();
    expect(await ledger.load()).toEqual({ damaged: false });
    expect(
      ledger.addContent({ key: contentKeyOf(fingerprint), name: 'a.mp4', folderId: 'f1', uploadId: 'u1', at: 1 }),
    ).toBe(true);
    expect(ledger.addContent({ key: contentKeyOf(fingerprint), name: 'copy.mp4', folderId: 'f2', at: 2 })).toBe(false);
    ledger.recordFile({ path: '/w/a.mp4', size: 10, mtimeMs: 5, folderId: 'f1', outcome: 'enqueued' });
    ledger.recordFile({ path: '/w/old.mp4', size: 7, mtimeMs: 3, folderId: 'f1', outcome: 'present-when-added' });
    await ledger.flush();

    const again = ledgerAt();
    expect(await again.load()).toEqual({ damaged: false });
    expect(again.hasContent(contentKeyOf(fingerprint))).toBe(true);
    expect(again.enqueuedBy('f1')).toBe(1);
    expect(again.enqueuedBy('f2')).toBe(0);
    expect(again.decided('/w/a.mp4', 10, 5)?.outcome).toBe('enqueued');
    // The same path with another size or mtime is another file.
    expect(again.decided('/w/a.mp4', 11, 5)).toBeUndefined();
    expect(again.decided('/w/a.mp4', 10, 6)).toBeUndefined();
    expect(saveErrors).toEqual([]);
  });

  it('forgets the files of a removed folder but never the contents it enqueued', async () => {
    const ledger = ledgerAt();
    await ledger.load();
    ledger.addContent({ key: 'k', name: 'a.mp4', folderId: 'f1', at: 1 });
    ledger.recordFile({ path: '/w/a.mp4', size: 10, mtimeMs: 5, folderId: 'f1', outcome: 'enqueued' });
    ledger.recordFile({ path: '/v/b.mp4', size: 10, mtimeMs: 5, folderId: 'f2', outcome: 'enqueued' });
    ledger.forgetFolder('f1');
    await ledger.flush();
    const again = ledgerAt();
    await again.load();
    expect(again.decided('/w/a.mp4', 10, 5)).toBeUndefined();
    expect(again.decided('/v/b.mp4', 10, 5)).toBeDefined();
    expect(again.hasContent('k')).toBe(true);
  });

  it('folds many changes made during a save into the next save, and loses none', async () => {
    const ledger = ledgerAt();
    await ledger.load();
    for (let index = 0; index < 500; index += 1)
      ledger.addContent({ key: `k${index}`, name: `${index}.mp4`, at: index });
    await ledger.flush();
    const again = ledgerAt();
    await again.load();
    for (let index = 0; index < 500; index += 1) expect(again.hasContent(`k${index}`)).toBe(true);
    // No temp file is left beside it.
    expect(await readdir(dir)).toEqual(['ledger.json']);
  });

  it('sets a file that does not parse aside, says so, and starts empty', async () => {
    await writeFile(path, '{"version":1,"contents":[{"key":"k"');
    const ledger = ledgerAt();
    const load = await ledger.load();
    expect(load.damaged).toBe(true);
    expect(load.message?.text).toMatch(/could not be read .*set aside as .*ledger\.json\.corrupt-1700000000000/);
    expect(await readFile(`${path}.corrupt-1700000000000`, 'utf8')).toBe('{"version":1,"contents":[{"key":"k"');
    expect(ledger.hasContent('k')).toBe(false);
  });

  it('sets aside a file of an unknown layout (valid JSON, another shape)', async () => {
    await writeFile(path, JSON.stringify({ version: 7, entries: [] }));
    const load = await ledgerAt().load();
    expect(load).toMatchObject({
      damaged: true,
      message: { text: expect.stringMatching(/layout this version does not know/) },
    });
    expect(await readdir(dir)).toEqual(['ledger.json.unknown-layout-1700000000000']);
  });

  it('keeps the readable entries of a damaged file, says how many were left out, and keeps the file as it was', async () => {
    const text = JSON.stringify({
      version: 1,
      contents: [{ key: 'good', name: 'a.mp4', at: 1 }, { key: 42 }, 'nonsense'],
      files: [
        { path: '/w/a.mp4', size: 1, mtimeMs: 1, folderId: 'f', outcome: 'enqueued' },
        { path: '/w/b.mp4', size: -1, mtimeMs: 1, folderId: 'f', outcome: 'enqueued' },
      ],
    });
    await writeFile(path, text);
    const ledger = ledgerAt();
    const load = await ledger.load();
    expect(load).toMatchObject({ damaged: true, message: { text: expect.stringMatching(/^3 entries .* left out/) } });
    expect(ledger.hasContent('good')).toBe(true);
    expect(ledger.decided('/w/a.mp4', 1, 1)).toBeDefined();
    expect(JSON.parse(await readFile(`${path}.unreadable-entries-1700000000000`, 'utf8'))).toEqual(JSON.parse(text));
  });

  it('reports a save that fails and keeps its entries in memory', async () => {
    const ledger = ledgerAt(join(dir, 'not-a-folder', 'ledger.json'));
    await writeFile(join(dir, 'not-a-folder'), 'a file where the folder should be');
    await ledger.load().catch(() => undefined);
    ledger.addContent({ key: 'k', name: 'a.mp4', at: 1 });
    await ledger.flush();
    expect(saveErrors).toHaveLength(1);
    expect(ledger.hasContent('k')).toBe(true);
  });

  it('sets aside unread a file larger than it ever writes, so no parse holds the main process', async () => {
    await writeFile(path, '{"version":1,"contents":[');
    await truncate(path, MAX_LEDGER_BYTES + 1);
    const load = await ledgerAt().load();
    expect(load).toMatchObject({ damaged: true, message: { text: expect.stringMatching(/larger than 64 MiB/) } });
    expect(await readdir(dir)).toEqual(['ledger.json.corrupt-1700000000000']);
  });

  it('forgets the path of an enqueued file that is gone, keeping its content; other decisions stay', async () => {
    const ledger = ledgerAt();
    await ledger.load();
    ledger.addContent({ key: 'k', name: 'a.mp4', folderId: 'f', at: 1 });
    ledger.recordFile({ path: '/w/a.mp4', size: 1, mtimeMs: 1, folderId: 'f', outcome: 'enqueued' });
    ledger.recordFile({ path: '/w/old.mp4', size: 1, mtimeMs: 1, folderId: 'f', outcome: 'present-when-added' });
    ledger.forgetEnqueuedFile('/w/a.mp4');
    ledger.forgetEnqueuedFile('/w/old.mp4');
    expect(ledger.at('/w/a.mp4')).toBeUndefined();
    expect(ledger.at('/w/old.mp4')?.outcome).toBe('present-when-added');
    expect(ledger.hasContent('k')).toBe(true);
    await ledger.flush();
  });

  it('reads a pathological ledger (huge names, deep nesting) without throwing', async () => {
    await writeFile(
      path,
      JSON.stringify({ version: 1, contents: [{ key: 'k', name: 'x'.repeat(5000), at: 1 }], files: [[[[[[]]]]]] }),
    );
    const ledger = ledgerAt();
    const load = await ledger.load();
    expect(load.damaged).toBe(true);
    expect(ledger.hasContent('k')).toBe(false);
  });
});
