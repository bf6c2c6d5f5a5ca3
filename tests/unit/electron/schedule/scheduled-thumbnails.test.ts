// The thumbnail folder of scheduled changes against real files: a picked image is checked and copied (the original
// may go), a file that is no thumbnail is refused with the intake's words, the previous thumbnail is kept only when
// it is on a trusted host, large enough to set again and really an image, and a kept copy gone says what to do.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StagingArea } from '../../../../electron/files/staging-area';
import { setSayingLocale } from '../../../../electron/language/say';
import type { ImageToSend, ImageUploadClient } from '../../../../electron/platform/image-upload-client';
import type { DataApi } from '../../../../electron/library/library-service';
import { createThumbnailFolder } from '../../../../electron/schedule/scheduled-thumbnails';
import { trustedImageUrl } from '../../../../shared/schedule/previous-thumbnail';
import { pngBytes, writePng } from '../../../support/attachment-fixture';
import { makeTempDir, removeDir } from '../../../support/video-fixture';

const VIDEO = 'vidSchedul1';
const CHANGE = '0f8fad5b-d9cb-469f-a165-70867728950e';

let dir: string;
beforeEach(async () => {
  dir = await makeTempDir('desk-sched-thumbs-');
});
afterEach(async () => {
  setSayingLocale('en');
  await removeDir(dir);
});

function folder(options: { thumbnails?: Record<string, { url: string; width: number }>; image?: Buffer } = {}) {
  const sent: { videoId: string; image: ImageToSend }[] = [];
  const fetched: string[] = [];
  const dataApi = {
    request: async () => ({ items: [{ id: VIDEO, snippet: { thumbnails: options.thumbnails ?? {} } }] }),
  } as unknown as DataApi;
  const imageClient = {
    setThumbnail: async (videoId: string, image: ImageToSend) => {
      sent.push({ videoId, image });
      return {};
    },
  } as unknown as ImageUploadClient;
  const thumbnails = createThumbnailFolder({
    dataDir: dir,
    staging: new StagingArea(dir),
    acceptsPaths: true,
    dataApi: () => dataApi,
    imageClient: () => imageClient,
    fetchImage: async (url) => {
      fetched.push(url);
      return options.image ?? pngBytes(1280, 720);
    },
  });
  return { thumbnails, sent, fetched };
}

describe('the scheduled thumbnails folder', () => {
  it('copies a picked image into the data folder and sets that copy after the original is gone', async () => {
    const { thumbnails, sent } = folder();
    const original = await writePng(dir, 'day-two.png');
    const kept = await thumbnails.keep(CHANGE, { kind: 'path', path: original });
    expect(kept).toMatchObject({ file: `${CHANGE}.png`, name: 'day-two.png' });
    await rm(original);
    await thumbnails.set('UCme', VIDEO, kept);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ videoId: VIDEO, image: { mimeType: 'image/png' } });

    await thumbnails.remove(kept.file);
    await expect(thumbnails.set('UCme', VIDEO, kept)).rejects.toMatchObject({
      code: 'file-unavailable',
      message: expect.stringContaining('schedule the thumbnail again') as string,
    });
  });

  it('refuses an image the platform would refuse, as a thumbnail set now does', async () => {
    const { thumbnails } = folder();
    const narrow = await writePng(dir, 'narrow.png', 320, 180);
    await expect(thumbnails.keep(CHANGE, { kind: 'path', path: narrow })).rejects.toMatchObject({
      code: 'invalid-image',
      message: expect.stringContaining('at least 640 px wide') as string,
    });
    expect(await readdir(join(dir, 'schedule', 'thumbnails')).catch(() => [])).toEqual([]);
  });

  it('keeps the previous thumbnail only when it can be set again', async () => {
    const large = { maxres: { url: 'https://i.ytimg.com/vi/x/maxresdefault.jpg', width: 1280 } };
    const kept = await folder({ thumbnails: large }).thumbnails.keepCurrent('UCme', VIDEO, CHANGE);
    expect(kept).toMatchObject({ file: `${CHANGE}-before.png` });

    const small = { default: { url: 'https://i.ytimg.com/vi/x/default.jpg', width: 120 } };
    const tooSmall = folder({ thumbnails: small });
    expect(await tooSmall.thumbnails.keepCurrent('UCme', VIDEO, CHANGE)).toHaveProperty('why');
    expect(tooSmall.fetched).toEqual([]);

    const elsewhere = folder({ thumbnails: { high: { url: 'https://example.com/a.jpg', width: 1280 } } });
    expect(await elsewhere.thumbnails.keepCurrent('UCme', VIDEO, CHANGE)).toHaveProperty('why');
    expect(elsewhere.fetched).toEqual([]);

    const notImage = folder({ thumbnails: large, image: Buffer.from('<html>not found</html>') });
    expect(await notImage.thumbnails.keepCurrent('UCme', VIDEO, CHANGE)).toHaveProperty('why');
  });

  it('names the previous thumbnail in the language in force when it is used, not when it was kept', async () => {
    setSayingLocale('en');
    const large = { maxres: { url: 'https://i.ytimg.com/vi/x/maxresdefault.jpg', width: 1280 } };
    const { thumbnails } = folder({ thumbnails: large });
    const kept = await thumbnails.keepCurrent('UCme', VIDEO, CHANGE);
    if ('why' in kept) throw new Error('the previous thumbnail was expected to be kept');
    expect(kept).toMatchObject({ name: 'previous thumbnail', nameLine: { id: 'schedule.word.previousThumbnail' } });
    await rm(join(dir, 'schedule', 'thumbnails', kept.file), { force: true });
    setSayingLocale('de');
    const refusal = await thumbnails.set('UCme', VIDEO, kept).then(
      () => undefined,
      (error: unknown) => (error as Error).message,
    );
    expect(refusal).toContain('vorheriges Thumbnail');
    expect(refusal).not.toContain('previous thumbnail');
    // Kept by an older version, words alone: used as they are.
    const older = await thumbnails.set('UCme', VIDEO, { file: kept.file, name: 'previous thumbnail', bytes: 1 }).then(
      () => undefined,
      (error: unknown) => (error as Error).message,
    );
    expect(older).toContain('previous thumbnail');
  });

  it('trusts the platform image hosts over https and the local emulator only', () => {
    expect(trustedImageUrl('https://i.ytimg.com/vi/a/hq.jpg')).toBe(true);
    expect(trustedImageUrl('http://127.0.0.1:4010/_emulator/v1/media/a.jpg')).toBe(true);
    expect(trustedImageUrl('http://i.ytimg.com/vi/a/hq.jpg')).toBe(false);
    expect(trustedImageUrl('https://i.ytimg.com.evil.example/a.jpg')).toBe(false);
    expect(trustedImageUrl('https://user@i.ytimg.com/a.jpg')).toBe(false);
  });
});
