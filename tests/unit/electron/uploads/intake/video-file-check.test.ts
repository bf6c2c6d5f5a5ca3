import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVideoFile, describeOpenError } from '../../../../../electron/uploads/intake/video-file-check';
import { makeTempDir, removeDir, writeVideo } from '../../../../support/video-fixture';

let dir: string;
beforeAll(async () => {
  dir = await makeTempDir();
});
afterAll(async () => {
  await removeDir(dir);
});

describe('checkVideoFile', () => {
  it('accepts a video and derives its media type from the content', async () => {
    const video = await writeVideo(dir, 'holiday.bin', 4096);
    expect(await checkVideoFile(video.path, 'holiday.bin')).toEqual({
      ok: true,
      size: 4096,
      mimeType: 'video/mp4',
      container: 'MPEG-4',
    });
  });

  it('refuses a text file, naming it and saying what it looks like', async () => {
    const path = join(dir, 'notes.txt');
    await writeFile(path, 'Shot list:\n1. the beach\n2. the sunset\n');
    expect(await checkVideoFile(path, 'notes.txt')).toEqual({
      ok: false,
      reason: 'notes.txt is not a video file (it looks like text).',
    });
  });

  it('refuses a video-named file that is really something else', async () => {
    const path = join(dir, 'clip.mp4');
    await writeFile(path, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 1)]));
    expect(await checkVideoFile(path, 'clip.mp4')).toEqual({
      ok: false,
      reason: 'clip.mp4 is not a video file (it looks like a PDF document).',
    });
  });

  it('refuses empty files, folders and missing files', async () => {
    const empty = join(dir, 'empty.mp4');
    await writeFile(empty, '');
    expect(await checkVideoFile(empty, 'empty.mp4')).toEqual({ ok: false, reason: 'empty.mp4 is empty (0 bytes).' });
    const folder = join(dir, 'Holiday');
    await mkdir(folder);
    expect(await checkVideoFile(folder, 'Holiday')).toEqual({
      ok: false,
      reason: 'Holiday is a folder, not a video file.',
    });
    expect(await checkVideoFile(join(dir, 'gone.mp4'), 'gone.mp4')).toEqual({
      ok: false,
      reason: 'gone.mp4 does not exist (it may have been moved or deleted).',
    });
  });

  it('refuses a device or other non-regular file', async () => {
    expect(await checkVideoFile('/dev/null', 'null')).toEqual({
      ok: false,
      reason: 'null is a device, not a video file; only regular files can be uploaded.',
    });
  });

  it('says "permission denied" for an unreadable file', () => {
    // Tests run as root here, where chmod cannot make a file unreadable; the errno is what the OS gives others.
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    expect(describeOpenError('locked.mp4', denied)).toBe('locked.mp4 cannot be read: permission denied.');
  });
});
