// The page's own image checks refuse a pixel flood from its header, before the browser decodes it (which would cost
// the page seconds and hundreds of megabytes): the thumbnail of an upload, and the Library's and Channel's pickers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examinePickedFile } from '../../../../../renderer/components/images/picked-image';
import { checkThumbnailInPage } from '../../../../../renderer/components/images/thumbnail-check';
import { pixelFloodPng } from '../../../../support/pixel-flood';

// The pickers' module also hands images to the host; nothing here gets that far.
vi.mock('../../../../../renderer/desk/desk', () => ({ desk: {} }));
vi.mock('../../../../../renderer/desk/file-sources', () => ({ stageFile: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page image checks and a pixel flood', () => {
  it('refuse it from the header without decoding it', async () => {
    const decode = vi.fn(() => Promise.reject(new Error('decoded')));
    vi.stubGlobal('createImageBitmap', decode);
    const file = new File([new Uint8Array(pixelFloodPng())], 'flood.png', { type: 'image/png' });
    expect(await checkThumbnailInPage(file)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^flood\.png is 10000 × 10000 pixels; /) as unknown,
    });
    for (const purpose of ['thumbnail', 'watermark', 'banner'] as const) {
      expect(await examinePickedFile(file, purpose)).toEqual({
        ok: false,
        problems: [expect.stringMatching(/^flood\.png is 10000 × 10000 pixels; /) as unknown],
      });
    }
    expect(decode).not.toHaveBeenCalled();
  });

  it('still decode an image within the bound', async () => {
    const decode = vi.fn(() => Promise.resolve({ width: 1280, height: 720, close: () => undefined }));
    vi.stubGlobal('createImageBitmap', decode);
    const file = new File([new Uint8Array(pixelFloodPng(1280, 720))], 'cover.png', { type: 'image/png' });
    expect(await checkThumbnailInPage(file)).toMatchObject({ ok: true, width: 1280, height: 720 });
    expect(decode).toHaveBeenCalledTimes(1);
  });
});
