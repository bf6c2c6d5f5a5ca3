// The demo cover kept as bytes is the square it says it is: a whole PNG of 512 × 512 pixels, every one orange.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEMO_COVER_PNG_BASE64,
  DEMO_COVER_RGB,
  DEMO_COVER_SIDE,
} from '../../../../../../electron/emulator/data-api/playlist-images/demo-cover-png';
import { decodeImage } from '../../../../../../electron/emulator/data-api/media/platform-image';

describe('the demo cover’s bytes', () => {
  it('decode as the platform decodes an image: a PNG of the side said', async () => {
    const bytes = Buffer.from(DEMO_COVER_PNG_BASE64, 'base64');
    expect(await decodeImage(bytes)).toEqual({ format: 'png', width: DEMO_COVER_SIDE, height: DEMO_COVER_SIDE });
  });

  it('are one colour throughout', async () => {
    const { channels } = await sharp(Buffer.from(DEMO_COVER_PNG_BASE64, 'base64')).stats();
    expect(channels.map((channel) => [channel.min, channel.max])).toEqual([
      [DEMO_COVER_RGB.r, DEMO_COVER_RGB.r],
      [DEMO_COVER_RGB.g, DEMO_COVER_RGB.g],
      [DEMO_COVER_RGB.b, DEMO_COVER_RGB.b],
    ]);
  });
});
