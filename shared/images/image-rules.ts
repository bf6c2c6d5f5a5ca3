// What the platform takes as a thumbnail, a watermark, a channel banner or a playlist's cover image, and what it advises, checked the same way
// in the page (before anything is sent) and in the main process (before anything is uploaded). Problems refuse the
// image; advice is shown and the user may go on.
import type { IntlShape } from 'react-intl';
import { BANNER_RULES, checkBanner } from './banner-rules';
import { limitWords, sizeWords } from './format-bytes';
import type { ImageFormat } from './image-format';
import { IMAGE_PROBLEMS } from './image-messages';
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
export function tooLarge(purpose: ImagePurpose, name: string, bytes: number, intl: IntlShape): string | undefined {
  const { maxBytes } = rulesFor(purpose);
  if (bytes <= maxBytes) return undefined;
  return intl.formatMessage(IMAGE_PROBLEMS.tooLarge, {
    name,
    size: sizeWords(bytes, intl),
    purpose,
    max: limitWords(maxBytes, intl),
  });
}

export function checkImage(purpose: ImagePurpose, facts: ImageFacts, intl: IntlShape): ImageVerdict {
  const problems: string[] = [];
  const advice: string[] = [];
  // Dimensions as image editors show them (no grouping).
  const shape = { name: facts.name, width: String(facts.width), height: String(facts.height) };
  const big = tooLarge(purpose, facts.name, facts.bytes, intl);
  if (big) problems.push(big);
  if (facts.width < 1 || facts.height < 1) problems.push(intl.formatMessage(IMAGE_PROBLEMS.noPixels, shape));
  const crowded = tooManyPixels(facts.name, facts.width, facts.height, intl);
  if (crowded) problems.push(crowded);
  if (purpose === 'banner') {
    const banner = checkBanner(facts, intl);
    problems.push(...banner.problems);
    advice.push(...banner.advice);
  } else if (purpose === 'playlist-cover') {
    if (facts.width !== facts.height) problems.push(intl.formatMessage(IMAGE_PROBLEMS.coverNotSquare, shape));
  } else if (purpose === 'thumbnail') {
    if (facts.width < THUMBNAIL_RULES.minWidth) {
      problems.push(
        intl.formatMessage(IMAGE_PROBLEMS.thumbnailTooNarrow, { ...shape, min: String(THUMBNAIL_RULES.minWidth) }),
      );
    }
    const aspect = facts.width / facts.height;
    if (facts.height > 0 && Math.abs(aspect - THUMBNAIL_RULES.advisedAspect) > 0.02) {
      advice.push(intl.formatMessage(IMAGE_PROBLEMS.thumbnailNotWide, shape));
    }
  } else {
    if (facts.width !== facts.height) {
      advice.push(intl.formatMessage(IMAGE_PROBLEMS.watermarkNotSquare, shape));
    } else if (facts.width !== WATERMARK_RULES.advisedSide) {
      advice.push(intl.formatMessage(IMAGE_PROBLEMS.watermarkSide, shape));
    }
    if (facts.bytes > WATERMARK_RULES.advisedMaxBytes) {
      advice.push(intl.formatMessage(IMAGE_PROBLEMS.watermarkHeavy, { ...shape, size: sizeWords(facts.bytes, intl) }));
    }
  }
  return { problems, advice };
}
