// What rides along with a queued upload and is done once the video exists: a custom thumbnail, the playlists the
// new video joins, and caption tracks. The renderer names them; the main process keeps them as persisted steps of the upload
// (electron/uploads/queue/attachment-steps.ts) and shows their progress in the upload's view (upload-view.ts).
import { z } from 'zod';
import { saidRefusal } from '../i18n/said-issue';
import { UPLOAD_CONTRACT_PROBLEMS } from './upload-contract-messages';
import { captionLanguageSchema, captionNameSchema } from '../captions/caption-check';
import { uploadSourceSchema } from './upload-source';

export const PLAYLIST_ID_PATTERN = /^[A-Za-z0-9_-]{2,64}$/;
export const MAX_ATTACHED_PLAYLISTS = 20;
export const MAX_ATTACHED_CAPTIONS = 10;

export const playlistIdSchema = z.string().regex(PLAYLIST_ID_PATTERN);

export const attachedPlaylistSchema = z.strictObject({
  id: playlistIdSchema,
  /** Shown on the upload's row; the platform allows 150 characters. */
  title: z.string().max(300),
});
export type AttachedPlaylist = z.output<typeof attachedPlaylistSchema>;

/** A caption file (SRT or WebVTT) to add as a track; one per language on an upload. */
export const attachedCaptionSchema = z.strictObject({
  source: uploadSourceSchema,
  language: captionLanguageSchema,
  name: captionNameSchema,
  isDraft: z.boolean(),
});
export type AttachedCaption = z.output<typeof attachedCaptionSchema>;

export const attachmentsInputSchema = z.strictObject({
  /** The image to set as the video's thumbnail; null takes the one chosen before away. */
  thumbnail: uploadSourceSchema.nullable().optional(),
  /** The playlists the video joins, replacing the earlier choice; each one once. */
  playlists: z
    .array(attachedPlaylistSchema)
    .max(MAX_ATTACHED_PLAYLISTS)
    .refine(
      (list) => new Set(list.map((playlist) => playlist.id)).size === list.length,
      saidRefusal(UPLOAD_CONTRACT_PROBLEMS.playlistTwice),
    )
    .optional(),
  /** A caption track to add, replacing one of the same language not added yet (one track per language). */
  caption: attachedCaptionSchema.optional(),
  /** Takes back the caption track of this language, unless it is already on the video. */
  removeCaption: captionLanguageSchema.optional(),
});
export type AttachmentsInput = z.output<typeof attachmentsInputSchema>;

export const STEP_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** `thumbnail`, `playlist:<playlist id>` (one step per playlist) or `caption:<language>` (one per language). */
export const STEP_ID_PATTERN = /^(thumbnail|playlist:[A-Za-z0-9_-]{2,64}|caption:[A-Za-z0-9-]{2,35})$/;
export const stepIdSchema = z.string().regex(STEP_ID_PATTERN);

export function thumbnailStepId(): string {
  return 'thumbnail';
}

export function playlistStepId(playlistId: string): string {
  return `playlist:${playlistId}`;
}

export function captionStepId(language: string): string {
  return `caption:${language}`;
}
