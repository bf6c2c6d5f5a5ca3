// The main process's own look at a caption file just before it goes: only regular files, named by a full path on the
// desktop or staged in browser mode, and the shared check on the bytes that will be sent.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCaptionFile, readCaptionSource } from '../../../../electron/captions/caption-intake';
import { StagingArea } from '../../../../electron/files/staging-area';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
let dir: string;
let staging: StagingArea;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'desk-captions-'));
  staging = new StagingArea(join(dir, 'data'), { freeBytes: () => Promise.resolve(1e12) });
});

describe('reading a caption file', () => {
  it('accepts a regular SRT file and keeps its bytes for sending', async () => {
    const path = join(dir, 'talk.srt');
    await writeFile(path, SRT);
    const file = await readCaptionFile(path, 'talk.srt');
    expect(file).toMatchObject({ name: 'talk.srt', format: 'srt', cueCount: 1 });
    expect(file.bytes.toString('utf8')).toBe(SRT);
  });

  it('refuses a folder, a missing file, an empty file and a broken one with the fix in the message', async () => {
    await mkdir(join(dir, 'folder.srt'));
    await expect(readCaptionFile(join(dir, 'folder.srt'), 'folder.srt')).rejects.toMatchObject({
      code: 'file-unavailable',
      message: 'folder.srt is a folder, not a caption file.',
    });
    await expect(readCaptionFile(join(dir, 'gone.srt'), 'gone.srt')).rejects.toMatchObject({
      code: 'file-unavailable',
      message: expect.stringContaining('does not exist'),
    });
    await writeFile(join(dir, 'empty.srt'), '');
    await expect(readCaptionFile(join(dir, 'empty.srt'), 'empty.srt')).rejects.toMatchObject({
      code: 'invalid-caption',
    });
    await writeFile(join(dir, 'bad.vtt'), 'WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nBackwards\n');
    await expect(readCaptionFile(join(dir, 'bad.vtt'), 'bad.vtt')).rejects.toMatchObject({
      code: 'invalid-caption',
      message: expect.stringContaining('Cue 1 (line 3) of the WebVTT file ends before it starts'),
    });
  });

  it('reads a staged file in browser mode and refuses paths there', async () => {
    const { id } = await staging.create({ name: 'staged.srt', size: SRT.length, type: 'application/x-subrip' });
    await staging.append(id, 0, Readable.from([Buffer.from(SRT)]));
    const options = { staging, acceptsPaths: false };
    await expect(readCaptionSource({ kind: 'staged', stagingId: id }, options)).resolves.toMatchObject({
      name: 'staged.srt',
      format: 'srt',
    });
    await expect(readCaptionSource({ kind: 'path', path: join(dir, 'talk.srt') }, options)).rejects.toMatchObject({
      code: 'file-unavailable',
      message: expect.stringContaining('in the browser, Channel Desk reads only files dropped on or chosen'),
    });
    await expect(readCaptionSource({ kind: 'staged', stagingId: 'f'.repeat(32) }, options)).rejects.toMatchObject({
      message: 'The caption file is no longer staged; add the file again.',
    });
  });

  it('refuses a relative path on the desktop', async () => {
    await expect(
      readCaptionSource({ kind: 'path', path: 'talk.srt' }, { staging, acceptsPaths: true }),
    ).rejects.toMatchObject({ message: 'talk.srt: Channel Desk needs the full path.' });
  });
});
