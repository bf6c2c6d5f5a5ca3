// "When it goes live" set in an upload's details while it still uploads: the video has no id yet, so the change is
// kept with the upload (electron/schedule/upload-changes.ts) and scheduled once the upload's insert names the video.
import { z } from 'zod';
import { saidRefusal } from '../i18n/said-issue';
import { keptLineSchema } from '../i18n/saved-line';
import { SCHEDULE_CONTRACT_PROBLEMS } from './schedule-contract-messages';
import { attachedPlaylistSchema, MAX_ATTACHED_PLAYLISTS } from '../uploads/upload-attachments';

export const uploadGoLiveSchema = z.strictObject({
  /** The playlists the video joins once public (not before: a playlist would show a private video). */
  playlists: z.array(attachedPlaylistSchema).max(MAX_ATTACHED_PLAYLISTS),
  /** The description written once public (the "coming soon" one swapped for the final one). */
  description: z
    .string()
    .refine((text) => text.length <= 5_000, saidRefusal(SCHEDULE_CONTRACT_PROBLEMS.descriptionTooLong, { max: 5_000 }))
    .optional(),
  /** A comment to post once public (a saved reply's text). */
  comment: z
    .string()
    .trim()
    .refine((text) => text.length > 0, saidRefusal(SCHEDULE_CONTRACT_PROBLEMS.writeComment))
    .refine((text) => text.length <= 2_000, saidRefusal(SCHEDULE_CONTRACT_PROBLEMS.commentTooLong, { max: 2_000 }))
    .optional(),
});
export type UploadGoLive = z.output<typeof uploadGoLiveSchema>;

/**
 * A go-live change as kept with its upload: when scheduling it for the new video failed, why (in words) and for which
 * video; it stays kept, for the creator to see and try again, rather than being dropped.
 */
export const keptGoLiveSchema = uploadGoLiveSchema.extend({
  problem: z
    .strictObject({
      message: z.string().max(2_000),
      /** Why, as a line of the catalogue when it was one: said in the language of each reading (older files: none). */
      line: keptLineSchema,
      videoId: z.string().max(64),
    })
    .optional(),
});
export type KeptGoLive = z.output<typeof keptGoLiveSchema>;

export const uploadGoLiveInputSchema = z.strictObject({
  uploadId: z.string().min(1).max(100),
  /** null takes the upload's go-live change away. */
  goLive: uploadGoLiveSchema.nullable(),
});
export type UploadGoLiveInput = z.output<typeof uploadGoLiveInputSchema>;

/** Whether a go-live change does anything (an empty one is the same as none). */
export function goLiveDoesSomething(goLive: UploadGoLive): boolean {
  return goLive.playlists.length > 0 || goLive.description !== undefined || goLive.comment !== undefined;
}

/** "add to Series, change the description, post a comment" (what the upload's details say it will do). */
export function describeGoLive(goLive: UploadGoLive): string {
  const parts: string[] = [];
  if (goLive.playlists.length > 0)
    parts.push(`add to ${goLive.playlists.map((playlist) => playlist.title).join(', ')}`);
  if (goLive.description !== undefined) parts.push('change the description');
  if (goLive.comment !== undefined) parts.push('post a comment');
  return parts.join(', ');
}
