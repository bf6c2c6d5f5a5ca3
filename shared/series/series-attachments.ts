// Attachments found by file name beside a video: `Show_S01E01.jpg|png` is its thumbnail and `Show_S01E01.en.srt`
// (`.vtt`) a caption track in English. The names beside it are indexed once by the video name they belong to, so
// matching N videos among M names costs N + M look-ups, not N × M comparisons.
import { CAPTION_LANGUAGE_PATTERN } from '../captions/caption-check';
import type { IntlShape } from 'react-intl';
import { englishIntl } from '../uploads/video-metadata';
import { SERIES_PROBLEMS } from './series-messages';
import { baseName } from './template-fill';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png']);
const CAPTION_EXTENSIONS = new Set(['srt', 'vtt']);

interface FoundCaption {
  readonly name: string;
  readonly language: string;
}

interface FoundAttachments {
  readonly thumbnail?: string;
  readonly captions: readonly FoundCaption[];
}

/** Names by the video base name they belong to; the key is lower-cased, as file systems often ignore case. */
export type AttachmentIndex = ReadonlyMap<string, FoundAttachments>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isImageName(name: string): boolean {
  return IMAGE_EXTENSIONS.has(extensionOf(name));
}

export function isCaptionName(name: string): boolean {
  return CAPTION_EXTENSIONS.has(extensionOf(name));
}

/** Indexes the thumbnails and caption files among `names`. Other names are ignored. */
export function indexAttachments(names: Iterable<string>): AttachmentIndex {
  const index = new Map<string, { thumbnail?: string; captions: FoundCaption[] }>();
  const entry = (key: string) => {
    let found = index.get(key);
    if (!found) index.set(key, (found = { captions: [] }));
    return found;
  };
  for (const name of names) {
    if (isImageName(name)) {
      const found = entry(baseName(name).toLowerCase());
      // The first image found wins; a second would be a choice the creator did not make.
      found.thumbnail ??= name;
    } else if (isCaptionName(name)) {
      const stem = baseName(name);
      const language = stem.slice(stem.lastIndexOf('.') + 1);
      if (stem.lastIndexOf('.') <= 0 || !CAPTION_LANGUAGE_PATTERN.test(language)) continue;
      const found = entry(baseName(stem).toLowerCase());
      if (!found.captions.some((caption) => caption.language === language)) found.captions.push({ name, language });
    }
  }
  return index;
}

interface AttachmentWish {
  readonly thumbnail: boolean;
  readonly captions: boolean;
}

export interface MatchedAttachments extends FoundAttachments {
  /** What the template asked for and was not found, as sentences naming the file looked for. */
  readonly missing: readonly string[];
}

/** What the template asks for that lies beside `videoName`, and what is missing. */
export function attachmentsFor(
  videoName: string,
  index: AttachmentIndex,
  wish: AttachmentWish,
  intl: IntlShape = englishIntl(),
): MatchedAttachments {
  const base = baseName(videoName);
  const found = index.get(base.toLowerCase()) ?? { captions: [] };
  const missing: string[] = [];
  if (wish.thumbnail && !found.thumbnail) missing.push(intl.formatMessage(SERIES_PROBLEMS.noThumbnailBeside, { base }));
  if (wish.captions && found.captions.length === 0) {
    missing.push(intl.formatMessage(SERIES_PROBLEMS.noCaptionsBeside, { base }));
  }
  return {
    ...(wish.thumbnail && found.thumbnail ? { thumbnail: found.thumbnail } : {}),
    captions: wish.captions ? found.captions : [],
    missing,
  };
}
