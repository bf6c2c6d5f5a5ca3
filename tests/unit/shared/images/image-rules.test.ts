// The shared image rules both processes apply: formats by their bytes, the limits and advice per purpose, the sizes
// the platform makes, and the watermark timings as the platform's InvideoTiming.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../shared/i18n/catalogue';
import { notAnImage, sniffImageFormat } from '../../../../shared/images/image-format';
import { checkImage } from '../../../../shared/images/image-rules';
import { thumbnailSizesFor } from '../../../../shared/images/thumbnail-sizes';
import { describeTiming, toInvideoTiming, watermarkTimingSchema } from '../../../../shared/images/watermark-timing';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 0]);
const english = intlFor('en');

describe('sniffImageFormat / notAnImage', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(sniffImageFormat(PNG)).toBe('png');
    expect(sniffImageFormat(JPEG)).toBe('jpeg');
    expect(sniffImageFormat(PNG.subarray(0, 7))).toBeUndefined();
    expect(sniffImageFormat(new TextEncoder().encode('GIF89a'))).toBeUndefined();
  });

  it('names what another file looks like', () => {
    expect(notAnImage('a.png', new TextEncoder().encode('GIF89a......'), english)).toContain(
      '(it looks like a GIF image)',
    );
    expect(notAnImage('a.png', new TextEncoder().encode('%PDF-1.7'), english)).toContain(
      '(it looks like a PDF document)',
    );
    expect(notAnImage('a.png', new Uint8Array([0, 1, 2, 3, 250, 251]), english)).toBe(
      'a.png is not a PNG or JPEG image. Save it as PNG or JPEG and try again.',
    );
  });
});

describe('checkImage', () => {
  const facts = { name: 'x.png', format: 'png' as const };
  it('refuses thumbnails over 50 MiB (since 2026-09-14; 2 MiB before) or under 640 px wide, and advises 16:9', () => {
    expect(checkImage('thumbnail', { ...facts, bytes: 50 * 1024 * 1024, width: 1280, height: 720 }, english)).toEqual({
      problems: [],
      advice: [],
    });
    const big = checkImage('thumbnail', { ...facts, bytes: 50 * 1024 * 1024 + 1, width: 1280, height: 720 }, english);
    expect(big.problems).toEqual([expect.stringMatching(/at most 50 MiB/)]);
    expect(checkImage('thumbnail', { ...facts, bytes: 1000, width: 639, height: 360 }, english).problems[0]).toMatch(
      /639 px wide/,
    );
    expect(checkImage('thumbnail', { ...facts, bytes: 1000, width: 800, height: 600 }, english).advice[0]).toMatch(
      /not 16:9/,
    );
  });

  it('takes watermarks up to 10 MiB and advises a 150x150 square under 1 MB', () => {
    expect(
      checkImage('watermark', { ...facts, bytes: 10 * 1024 * 1024 + 1, width: 150, height: 150 }, english).problems,
    ).toHaveLength(1);
    expect(checkImage('watermark', { ...facts, bytes: 5000, width: 150, height: 150 }, english).advice).toEqual([]);
    expect(
      checkImage('watermark', { ...facts, bytes: 2_000_000, width: 400, height: 400 }, english).advice,
    ).toHaveLength(2);
  });

  it('takes a square playlist cover up to 50 MiB and refuses any other shape', () => {
    expect(
      checkImage('playlist-cover', { ...facts, bytes: 50 * 1024 * 1024, width: 800, height: 800 }, english),
    ).toEqual({
      problems: [],
      advice: [],
    });
    expect(checkImage('playlist-cover', { ...facts, bytes: 1000, width: 800, height: 600 }, english).problems).toEqual([
      'x.png is 800 × 600; a playlist cover must be square (1:1). Crop it square and try again.',
    ]);
    expect(
      checkImage('playlist-cover', { ...facts, bytes: 50 * 1024 * 1024 + 1, width: 800, height: 800 }, english)
        .problems,
    ).toEqual([expect.stringMatching(/a playlist cover may be at most 50 MiB/)]);
  });
});

describe('thumbnailSizesFor', () => {
  it('makes standard, maxres and the 2026-09-11 fhd, qhd, uhd only from images with the pixels for them', () => {
    const names = (width: number, height: number) => thumbnailSizesFor(width, height).map((size) => size.name);
    expect(names(3840, 2160)).toEqual(['default', 'medium', 'high', 'standard', 'maxres', 'fhd', 'qhd', 'uhd']);
    expect(names(1920, 1080)).toEqual(['default', 'medium', 'high', 'standard', 'maxres', 'fhd']);
    expect(names(1280, 720)).toEqual(['default', 'medium', 'high', 'standard', 'maxres']);
    expect(names(700, 700)).toEqual(['default', 'medium', 'high', 'standard']);
    expect(names(400, 300)).toEqual(['default', 'medium', 'high']);
  });
});

describe('watermark timing', () => {
  it('maps each choice onto the InvideoTiming the platform takes', () => {
    expect(toInvideoTiming({ kind: 'wholeVideo' })).toEqual({ type: 'offsetFromStart', offsetMs: '0' });
    expect(toInvideoTiming({ kind: 'fromStart', offsetMs: 5000, durationMs: 20000 })).toEqual({
      type: 'offsetFromStart',
      offsetMs: '5000',
      durationMs: '20000',
    });
    // offsetFromEnd: offsetMs >= 1000 and durationMs <= offsetMs, which "the last N seconds" always keeps.
    expect(toInvideoTiming({ kind: 'lastSeconds', durationMs: 15000 })).toEqual({
      type: 'offsetFromEnd',
      offsetMs: '15000',
      durationMs: '15000',
    });
    expect(describeTiming({ kind: 'fromStart', offsetMs: 1500, durationMs: 60000 })).toBe(
      'from 1.5 s after the start, for 60 s',
    );
  });

  it('refuses durations under a second and unknown keys', () => {
    expect(watermarkTimingSchema.safeParse({ kind: 'lastSeconds', durationMs: 999 }).success).toBe(false);
    expect(watermarkTimingSchema.safeParse({ kind: 'fromStart', offsetMs: -1, durationMs: 1000 }).success).toBe(false);
    expect(watermarkTimingSchema.safeParse({ kind: 'wholeVideo', extra: 1 }).success).toBe(false);
  });
});
