// The crops the previews draw: on the platform's 2560 × 1440 frame, TV shows it all, desktop the centre band 423 px
// high across the width, mobile the centre 1546 × 423; other sizes scale, other shapes are cut to 16:9 first.
import { describe, expect, it } from 'vitest';
import { bannerCrops, bannerFrame, safeArea } from '../../../../shared/images/banner-crops';

const rounded = (rect: { x: number; y: number; width: number; height: number }) => ({
  x: Math.round(rect.x * 10) / 10,
  y: Math.round(rect.y * 10) / 10,
  width: Math.round(rect.width * 10) / 10,
  height: Math.round(rect.height * 10) / 10,
});

describe('banner crops', () => {
  it('lays the three devices on a 2560 × 1440 banner as the platform does', () => {
    const [tv, desktop, mobile] = bannerCrops(2560, 1440);
    expect(tv).toMatchObject({ device: 'tv', x: 0, y: 0, width: 2560, height: 1440 });
    expect(desktop).toMatchObject({ device: 'desktop', x: 0, y: 508.5, width: 2560, height: 423 });
    expect(mobile).toMatchObject({ device: 'mobile', x: 507, y: 508.5, width: 1546, height: 423 });
    expect(safeArea(2560, 1440)).toEqual({ x: 507, y: 508.5, width: 1546, height: 423 });
  });

  it('scales the same proportions to the smallest banner, 2048 × 1152', () => {
    const [, desktop, mobile] = bannerCrops(2048, 1152);
    expect(rounded(desktop!)).toEqual({ x: 0, y: 406.8, width: 2048, height: 338.4 });
    expect(rounded(mobile!)).toEqual({ x: 405.6, y: 406.8, width: 1236.8, height: 338.4 });
  });

  it('cuts an image of another shape to its centred 16:9 part first', () => {
    expect(bannerFrame(3000, 3000)).toEqual({ x: 0, y: (3000 - 3000 / (16 / 9)) / 2, width: 3000, height: 1687.5 });
    expect(bannerFrame(4000, 1500)).toMatchObject({ x: (4000 - 1500 * (16 / 9)) / 2, y: 0, height: 1500 });
    const [tv, , mobile] = bannerCrops(3000, 3000);
    expect(tv!.height).toBeCloseTo(1687.5);
    // The safe area stays in the middle of the image.
    expect(mobile!.x + mobile!.width / 2).toBeCloseTo(1500);
    expect(mobile!.y + mobile!.height / 2).toBeCloseTo(1500);
  });
});
