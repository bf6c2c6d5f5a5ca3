// Calls of a video's caption tracks. The file travels as a source, never as text: a local path (desktop) or the id of
// a file browser mode staged; a download comes back as text, which the page saves itself.
import { z } from 'zod';
import { captionLanguageSchema, captionNameSchema, SENDABLE_CAPTION_FORMATS } from '../captions/caption-check';
import { libraryVideoIdSchema } from '../library/library-video';
import { uploadSourceSchema } from '../uploads/upload-source';
import { call, type CallMap } from './define';

/** The platform's caption ids: opaque, URL-safe. */
export const captionIdSchema = z.string().regex(/^[A-Za-z0-9_=.-]{1,200}$/, 'A caption id is letters and digits.');

export interface CaptionTrackView {
  readonly id: string;
  readonly videoId: string;
  /** BCP-47, as the track was uploaded. */
  readonly language: string;
  /** '' for a track without a name. */
  readonly name: string;
  readonly isDraft: boolean;
  /** standard, ASR (made by speech recognition) or forced. */
  readonly trackKind: string;
  /** serving, syncing or failed. */
  readonly status: string;
  /** Why processing failed (unknownFormat, unsupportedFormat, processingFailed), when it did. */
  readonly failureReason?: string;
  /** RFC 3339. */
  readonly lastUpdated: string;
}

const listInput = z.strictObject({ videoId: libraryVideoIdSchema });
const insertInput = z.strictObject({
  videoId: libraryVideoIdSchema,
  source: uploadSourceSchema,
  language: captionLanguageSchema,
  name: captionNameSchema,
  isDraft: z.boolean(),
});
const draftInput = z.strictObject({ id: captionIdSchema, isDraft: z.boolean() });
const downloadInput = z.strictObject({ id: captionIdSchema, format: z.enum(SENDABLE_CAPTION_FORMATS) });
const idInput = z.strictObject({ id: captionIdSchema });

export interface CaptionDownload {
  readonly id: string;
  readonly format: (typeof SENDABLE_CAPTION_FORMATS)[number];
  readonly text: string;
}

export const captionCalls = {
  /** The video's tracks, without their text (captions.list, 50 quota units). */
  'captions.list': call<typeof listInput, readonly CaptionTrackView[]>(listInput),
  /** Checks the file again, then uploads it as a new track (captions.insert, 400 quota units). */
  'captions.insert': call<typeof insertInput, CaptionTrackView>(insertInput),
  /** Publishes a draft track or takes a published one back to draft (captions.update, 450 quota units). */
  'captions.setDraft': call<typeof draftInput, CaptionTrackView>(draftInput),
  /** The track's text converted to SRT or WebVTT (captions.download, 200 quota units). */
  'captions.download': call<typeof downloadInput, CaptionDownload>(downloadInput),
  /** Deletes the track for good (captions.delete, 50 quota units). */
  'captions.delete': call<typeof idInput, { readonly id: string }>(idInput),
} satisfies CallMap;
