// The sizes a thumbnails.set answer names, as the app shows them: smallest first, the platform's 2026-09-11 sizes
// (fhd, qhd, uhd) after maxres, whatever order the answer's keys came in.
import { describe, expect, it } from 'vitest';
import { sizeViews } from '../../../../electron/thumbnails/thumbnail-service';

describe('sizeViews', () => {
  it('orders every size the platform makes today smallest first', () => {
    const size = (width: number, height: number) => ({ url: `https://i.example/${width}.jpg`, width, height });
    const views = sizeViews({
      uhd: size(3840, 2160),
      default: size(120, 90),
      fhd: size(1920, 1080),
      maxres: size(1280, 720),
      qhd: size(2560, 1440),
      high: size(480, 360),
      standard: size(640, 480),
      medium: size(320, 180),
    });
    expect(views.map((view) => view.name)).toEqual([
      'default',
      'medium',
      'high',
      'standard',
      'maxres',
      'fhd',
      'qhd',
      'uhd',
    ]);
    expect(views.map((view) => view.width)).toEqual([120, 320, 480, 640, 1280, 1920, 2560, 3840]);
  });
});
