// The part every picked small file shares before its own checks: where it is (a full path only on the desktop, a
// finished staged copy in browser mode) and its bytes read whole from a regular file, the size judged first.
import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { locatePickedFile, readPickedBytes, type PickedFileKind } from '../../../../electron/files/picked-file';
import { StagingArea } from '../../../../electron/files/staging-area';
import { DeskError } from '../../../../electron/ipc/desk-error';

const KIND: PickedFileKind = { unnamed: 'The sample', noun: 'a sample file' };
const anySize = () => undefined;
let dir: string;
let staging: StagingArea;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'desk-picked-'));
  staging = new StagingArea(join(dir, 'data'), { freeBytes: () => Promise.resolve(1e12) });
});

describe('locating a picked file', () => {
  it('takes a full path on the desktop and refuses a path in the browser or a relative one', async () => {
    const path = join(dir, 'a.txt');
    await expect(locatePickedFile({ kind: 'path', path }, { staging, acceptsPaths: true }, KIND)).resolves.toEqual({
      path,
      name: 'a.txt',
    });
    await expect(
      locatePickedFile({ kind: 'path', path }, { staging, acceptsPaths: false }, KIND),
    ).rejects.toMatchObject({ code: 'file-unavailable', message: expect.stringContaining('in the browser') });
    await expect(
      locatePickedFile({ kind: 'path', path: 'a.txt' }, { staging, acceptsPaths: true }, KIND),
    ).rejects.toMatchObject({ message: 'a.txt: Channel Desk needs the full path.' });
  });

  it('names the kind of file when a staged copy is unknown', async () => {
    await expect(
      locatePickedFile({ kind: 'staged', stagingId: 'a'.repeat(32) }, { staging, acceptsPaths: false }, KIND),
    ).rejects.toMatchObject({
      code: 'file-unavailable',
      message: 'The sample is no longer staged; add the file again.',
    });
  });
});

describe('reading a picked file', () => {
  it('answers the whole file once its size is accepted, and the size refusal as it was given', async () => {
    const path = join(dir, 'b.txt');
    await writeFile(path, 'twelve bytes');
    expect((await readPickedBytes(path, 'b.txt', KIND, anySize)).toString()).toBe('twelve bytes');
    const refusal = new DeskError('too-large', 'b.txt is too large.');
    let seen = -1;
    await expect(
      readPickedBytes(path, 'b.txt', KIND, (size) => {
        seen = size;
        return refusal;
      }),
    ).rejects.toBe(refusal);
    expect(seen).toBe(12);
  });

  it('refuses a folder, a missing file and a link loop with the kind of file named', async () => {
    await mkdir(join(dir, 'folder'));
    await expect(readPickedBytes(join(dir, 'folder'), 'folder', KIND, anySize)).rejects.toMatchObject({
      code: 'file-unavailable',
      message: 'folder is a folder, not a sample file.',
    });
    await expect(readPickedBytes(join(dir, 'gone'), 'gone', KIND, anySize)).rejects.toMatchObject({
      message: 'gone does not exist (it may have been moved or deleted); pick it again.',
    });
    await symlink(join(dir, 'loop'), join(dir, 'loop'));
    await expect(readPickedBytes(join(dir, 'loop'), 'loop', KIND, anySize)).rejects.toMatchObject({
      message: 'loop is a link that leads back to itself, not a sample file.',
    });
  });
});
