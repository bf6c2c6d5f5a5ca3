// The altered or synthetic content question the platform asks of every upload (status.containsSyntheticMedia,
// discovery revision 20260924; settable on videos.insert and videos.update since 2024-10-30 in the revision
// history), its words, and what becomes of an upload that has no answer.
//
// Worded after the platform's help page "Disclosing use of altered or synthetic content"
// (support.google.com/youtube/answer/14328491, read through the pages search on 2026-12-07; the announcement of
// 2024-03-18 on blog.google gives the same examples). The page covers realistic content only: a real person made to
// say or do what they did not, altered footage of a real event or place, a realistic-looking scene that did not
// happen, made wholly or partly with audio, video or image tools. It does not cover clearly unrealistic content
// (animation, fantasy), minor or cosmetic edits (colour, lighting, beauty filters, background blur, special effects),
// or generative AI used only to help production (scripts, ideas, captions). A "yes" adds a label to the video's
// expanded description (a more prominent one on sensitive topics such as health, news, elections or finance).
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { lineOf, sayLine, type SavedLine } from '../i18n/saved-line';
import { DISCLOSURE_HELD } from './synthetic-media-messages';
import { englishIntl, type VideoMetadata } from './video-metadata';

export const SYNTHETIC_MEDIA_HELP_URL = 'https://support.google.com/youtube/answer/14328491';

export const SYNTHETIC_MEDIA_WORDS = {
  legend: 'Altered or synthetic content',
  question: 'Does this video contain realistic content that was meaningfully altered or synthetically generated?',
  covers: [
    'makes a real person appear to say or do something they did not',
    'alters footage of a real event or place',
    'shows a realistic-looking scene that did not happen',
  ],
  coversTools:
    'This counts whether it was made wholly or partly, with audio, video or image tools, generative AI among them.',
  notCovered:
    'No need to say yes for clearly unrealistic content (animation, fantasy), minor edits (colour, lighting, beauty filters, background blur, special effects) or AI that only helped with production (scripts, ideas, captions).',
  label:
    'A yes adds a label to the video\u2019s description on the platform (a more prominent one for sensitive topics such as health, news, elections or finance).',
  yes: 'Yes, it contains altered or synthetic content',
  no: 'No',
  unanswered: 'Not answered yet',
} as const;

/**
 * What an upload without an answer does, as the creator chose once (the `unansweredSyntheticMedia` upload setting).
 * There is no default: until the creator chooses, such an upload is held.
 */
export const UNANSWERED_SYNTHETIC_MEDIA = ['hold', 'no', 'yes'] as const;
export type UnansweredSyntheticMedia = (typeof UNANSWERED_SYNTHETIC_MEDIA)[number];
export const unansweredSyntheticMediaSchema = z.enum(UNANSWERED_SYNTHETIC_MEDIA);

export const UNANSWERED_SYNTHETIC_MEDIA_LABELS: Readonly<Record<UnansweredSyntheticMedia, string>> = {
  hold: 'Hold them until I answer',
  no: 'Send them as not containing altered or synthetic content',
  yes: 'Send them as containing altered or synthetic content',
};

/** Why an upload waits: the error code of the upload (shared/ipc/error-codes.ts). */
export const DISCLOSURE_UNANSWERED = 'disclosure-unanswered';

type DisclosureDecision =
  | { readonly kind: 'send'; readonly metadata: VideoMetadata }
  | { readonly kind: 'hold'; readonly message: string; readonly line: SavedLine };

/**
 * Whether an upload may be sent, and with which answer: its own, else the one the setting gives; held when it has
 * none and the creator chose to hold such uploads or has not chosen yet.
 */
export function disclosureFor(
  metadata: VideoMetadata,
  setting: UnansweredSyntheticMedia | undefined,
  fileName: string,
  intl: IntlShape = englishIntl(),
): DisclosureDecision {
  if (metadata.status.containsSyntheticMedia !== undefined) return { kind: 'send', metadata };
  if (setting === 'yes' || setting === 'no') {
    return {
      kind: 'send',
      metadata: { ...metadata, status: { ...metadata.status, containsSyntheticMedia: setting === 'yes' } },
    };
  }
  const line = lineOf(DISCLOSURE_HELD.held, { fileName, setting: setting === 'hold' ? 'hold' : 'unset' });
  return { kind: 'hold', message: sayLine(intl, line, ''), line };
}
