// What the platform takes as a thumbnail, a watermark, a channel banner or a playlist's cover image, and what it advises, checked the same way
// in the page (before anything is sent) and in the main process (before anything is uploaded). Problems refuse the
// image; advice is shown and the user may go on.
import { BANNER_RULES, checkBanner } from './banner-rules';
import { formatBytes } from './format-bytes';
import type { ImageFormat } from './image-format';
import { tooManyPixels } from './pixel-bound';

export type ImagePurpose = 'thumbnail' | 'watermark' | 'banner' | 'playlist-cover';

export interface ImageFacts {
  readonly name: string;
  readonly bytes: number;
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
}

export interface ImageVerdict {
  /** Reasons the platform would refuse the image (or make it useless); empty when it can be sent. */
  readonly problems: readonly string[];
  /** The platform's advice the image does not follow; it can be sent anyway. */
  readonly advice: readonly string[];
}

interface ImagePurposeRules {
  /** The platform's hard limit (discovery document, mediaUpload.maxSize, or the revision history since). */
  readonly maxBytes: number;
  readonly minWidth: number;
}

const THUMBNAIL_RULES = {
  // 50 MB since 2026-09-14 in the platform's revision history (was 2 MB); MiB, as the discovery document reads MB.
  maxBytes: 50 * 1024 * 1024,
  minWidth: 640,
  advisedAspect: 16 / 9,
} as const;

const WATERMARK_RULES = {
  maxBytes: 10 * 1024 * 1024,
  minWidth: 1,
  advisedSide: 150,
  advisedMaxBytes: 1_000_000,
} as const;

/**
 * playlistImages.insert/update (reference pages, read 2026-11-25): "Maximum file size: 50MB" (2 MB before 2026-09-14),
 * "Accepted aspect ratio: 1:1 (square)", image/jpeg or image/png; no smallest size is given.
 */
const PLAYLIST_COVER_RULES = {
  maxBytes: 50 * 1024 * 1024,
  minWidth: 1,
} as const;

const RULES: Readonly<Record<ImagePurpose, ImagePurposeRules>> = {
  thumbnail: THUMBNAIL_RULES,
  watermark: WATERMARK_RULES,
  banner: BANNER_RULES,
  'playlist-cover': PLAYLIST_COVER_RULES,
};

export function rulesFor(purpose: ImagePurpose): ImagePurposeRules {
  return RULES[purpose];
}

/** Whether an image of this size is too large to send at all, as a sentence naming it, or undefined. */
export function tooLarge(purpose: ImagePurpose, name: string, bytes: number): string | undefined {
  const { maxBytes } = rulesFor(purpose);
  if (bytes <= maxBytes) return undefined;
  return `${name} is ${formatBytes(bytes)}; a ${purpose === 'playlist-cover' ? 'playlist cover' : purpose} may be at most ${formatBytes(maxBytes)}. Save it smaller (e.g. as JPEG at a lower quality) and try again.`;
}

export function checkImage(purpose: ImagePurpose, facts: ImageFacts): ImageVerdict {
  const problems: string[] = [];
  const advice: string[] = [];
  const big = tooLarge(purpose, facts.name, facts.bytes);
  if (big) problems.push(big);
  if (facts.width < 1 || facts.height < 1) problems.push(`${facts.name} has no pixels to show.`);
  const crowded = tooManyPixels(facts.name, facts.width, facts.height);
  if (crowded) problems.push(crowded);
  if (purpose === 'banner') {
    const banner = checkBanner(facts);
    problems.push(...banner.problems);
    advice.push(...banner.advice);
  } else if (purpose === 'playlist-cover') {
    if (facts.width !== facts.height) {
      problems.push(
        `${facts.name} is ${facts.width} × ${facts.height}; a playlist cover must be square (1:1). Crop it square and try again.`,
      );
    }
  } else if (purpose === 'thumbnail') {
    if (facts.width < THUMBNAIL_RULES.minWidth) {
      problems.push(
        `${facts.name} is ${facts.width} px wide; a thumbnail must be at least ${THUMBNAIL_RULES.minWidth} px wide (1280 × 720 is best).`,
      );
    }
    const aspect = facts.width / facts.height;
    if (facts.height > 0 && Math.abs(aspect - THUMBNAIL_RULES.advisedAspect) > 0.02) {
      advice.push(
        `${facts.name} is ${facts.width} × ${facts.height}, not 16:9: the platform will add black bars (see the previews).`,
      );
    }
  } else {
    if (facts.width !== facts.height) {
      advice.push(`${facts.name} is ${facts.width} × ${facts.height}; a square image (150 × 150) shows best.`);
    } else if (facts.width !== WATERMARK_RULES.advisedSide) {
      advice.push(`${facts.name} is ${facts.width} × ${facts.height}; the platform advises 150 × 150.`);
    }
    if (facts.bytes > WATERMARK_RULES.advisedMaxBytes) {
      advice.push(`${facts.name} is ${formatBytes(facts.bytes)}; the platform advises under 1 MB.`);
    }
  }
  return { problems, advice };
}
