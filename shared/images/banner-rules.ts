// What the platform takes as a channel banner (channelBanners.insert): a PNG or JPEG of at most 6 MB
// (mediaUpload.maxSize 6291456 in the discovery document) and at least 2048 × 1152 pixels. It advises 16:9 at
// 2560 × 1440, with what matters inside the centre 1546 × 423, the only part every device shows.
import type { IntlShape } from 'react-intl';
import { IMAGE_PROBLEMS } from './image-messages';
import type { ImageFacts, ImageVerdict } from './image-rules';

export const BANNER_RULES = {
  maxBytes: 6_291_456,
  minWidth: 2048,
  minHeight: 1152,
  advisedWidth: 2560,
  advisedHeight: 1440,
  /** The part every device shows, centred in a 2560 × 1440 banner. */
  safeWidth: 1546,
  safeHeight: 423,
} as const;

/** The banner's own rules (the size in bytes is checked with every purpose's). */
export function checkBanner(facts: ImageFacts, intl: IntlShape): ImageVerdict {
  const problems: string[] = [];
  const advice: string[] = [];
  const { minWidth, minHeight, advisedWidth, advisedHeight } = BANNER_RULES;
  // Dimensions as image editors show them (no grouping).
  const sizes = {
    name: facts.name,
    width: String(facts.width),
    height: String(facts.height),
    minWidth: String(minWidth),
    minHeight: String(minHeight),
    advisedWidth: String(advisedWidth),
    advisedHeight: String(advisedHeight),
  };
  if (facts.width < minWidth || facts.height < minHeight) {
    problems.push(intl.formatMessage(IMAGE_PROBLEMS.bannerTooSmall, sizes));
    return { problems, advice };
  }
  if (facts.height > 0 && Math.abs(facts.width / facts.height - 16 / 9) > 0.02) {
    advice.push(intl.formatMessage(IMAGE_PROBLEMS.bannerNotWide, sizes));
  } else if (facts.width < advisedWidth) {
    advice.push(intl.formatMessage(IMAGE_PROBLEMS.bannerSmall, sizes));
  }
  return { problems, advice };
}
