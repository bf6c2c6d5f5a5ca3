// Calls and events of the upload queue. The renderer never sends file contents here: a source is a local path
// (desktop) or the id of a file already staged by browser mode's host.
import { z } from 'zod';
import { attachmentsInputSchema, stepIdSchema } from '../uploads/upload-attachments';
import { uploadIdSchema, uploadSourceSchema } from '../uploads/upload-source';
import { uploadSettingsPatchSchema } from '../uploads/upload-settings';
import { videoMetadataSchema } from '../uploads/video-metadata-schema';
import { unansweredSyntheticMediaSchema, type UnansweredSyntheticMedia } from '../uploads/synthetic-media';
import {
  queueChangeSchema,
  uploadProgressSchema,
  type QueuePage,
  type UploadSettings,
  type UploadView,
} from '../uploads/upload-view';
import { call, type CallMap, type EventMap } from './define';

const unansweredChoiceInput = z.strictObject({ choice: unansweredSyntheticMediaSchema });

export const enqueueInputSchema = z.strictObject({
  files: z
    .array(
      z.strictObject({
        source: uploadSourceSchema,
        metadata: videoMetadataSchema.optional(),
        /** A thumbnail, playlists and caption tracks, done once the video exists. */
        attachments: attachmentsInputSchema.optional(),
      }),
    )
    .min(1)
    .max(200),
  /** Queue the files paused, so their details can be reviewed first; resuming one starts it. */
  hold: z.boolean().optional(),
  /** The signed-in channel the files go to (a file dropped on a channel in the switcher); the chosen one without. */
  channelId: z.string().min(1).max(100).optional(),
});

export interface RefusedFile {
  /** The file's name (never a full path the renderer did not already know). */
  readonly name: string;
  /** Why it was not queued, as a sentence naming the file. */
  readonly reason: string;
}

export interface EnqueueResult {
  readonly accepted: readonly UploadView[];
  readonly refused: readonly RefusedFile[];
}

export interface VideoCategory {
  readonly id: string;
  readonly title: string;
}

/** Most uploads one page carries; a page also stops short of about 512 KiB (long descriptions), see queue-page.ts. */
export const MAX_QUEUE_PAGE = 500;
const listInput = z
  .strictObject({
    /** The position of the first upload wanted (0 = the first to go). */
    offset: z.int().min(0).max(10_000_000).optional(),
    limit: z.int().min(1).max(MAX_QUEUE_PAGE).optional(),
  })
  .optional();
const idInput = z.strictObject({ id: uploadIdSchema });
const assignChannelInput = z.strictObject({ id: uploadIdSchema, channelId: z.string().min(1).max(100) });
const clearFinishedInput = z.strictObject({ channelId: z.string().min(1).max(100).optional() }).optional();
const updateMetadataInput = z.strictObject({
  id: uploadIdSchema,
  metadata: videoMetadataSchema,
  attachments: attachmentsInputSchema.optional(),
});
const setAttachmentsInput = z.strictObject({ id: uploadIdSchema, attachments: attachmentsInputSchema });
const retryStepInput = z.strictObject({ id: uploadIdSchema, step: stepIdSchema });
const moveInput = z.strictObject({ id: uploadIdSchema, toIndex: z.number().int().min(0).max(100_000) });
const categoriesInput = z.strictObject({
  /** ISO 3166-1 alpha-2; the platform's categories differ by region. */
  regionCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** Language of the titles (BCP 47), e.g. en-US. */
  hl: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .max(35)
    .optional(),
});

export const uploadCalls = {
  /**
   * A page of the queue (the first one without input). Pages of one `revision` fit together; the `uploads.changed`
   * events numbered after it bring the queue up to date.
   */
  'uploads.list': call<typeof listInput, QueuePage>(listInput),
  /** Validates every file first, queues the acceptable ones (paused with `hold`), and says why each other one was refused. */
  'uploads.enqueue': call<typeof enqueueInputSchema, EnqueueResult>(enqueueInputSchema),
  /** Only before the upload has a session (its metadata went to the platform with the session start). */
  'uploads.updateMetadata': call<typeof updateMetadataInput, UploadView>(updateMetadataInput),
  /**
   * The thumbnail, playlists and caption tracks of an upload, done as steps once its video exists. Allowed until each
   * step is done (a done step stays); a chosen image is checked first (PNG or JPEG, at most 50 MiB, at least 640 px
   * wide), a caption file too (SRT or WebVTT, cues in order).
   */
  'uploads.setAttachments': call<typeof setAttachmentsInput, UploadView>(setAttachmentsInput),
  /** Sends one failed attachment step again; the video is never uploaded again. */
  'uploads.retryStep': call<typeof retryStepInput, UploadView>(retryStepInput),
  'uploads.pause': call<typeof idInput, UploadView>(idInput),
  'uploads.resume': call<typeof idInput, UploadView>(idInput),
  /** Gives an upload saved without a channel (channelUnknown) the signed-in channel it goes to; it stays paused. */
  'uploads.assignChannel': call<typeof assignChannelInput, UploadView>(assignChannelInput),
  /** Stops for good; an in-flight request is aborted and its session abandoned. */
  'uploads.cancel': call<typeof idInput, UploadView>(idInput),
  /** A failed or cancelled upload goes back to the queue after its file is checked again. */
  'uploads.retry': call<typeof idInput, UploadView>(idInput),
  /** Removes a finished (done, failed or cancelled) upload from the list. */
  'uploads.remove': call<typeof idInput, void>(idInput),
  /**
   * Removes every done and cancelled upload, or those of one channel (the one the queue shows). The queue's own
   * answers come as `uploads.changed`, as for the next two.
   */
  'uploads.clearFinished': call<typeof clearFinishedInput, void>(clearFinishedInput),
  'uploads.pauseAll': call<z.ZodUndefined, void>(z.undefined()),
  'uploads.resumeAll': call<z.ZodUndefined, void>(z.undefined()),
  /** Moves an upload to a position of the list (0 = first to go); a later index than the last means last. */
  'uploads.move': call<typeof moveInput, void>(moveInput),
  'uploads.getSettings': call<z.ZodUndefined, UploadSettings>(z.undefined()),
  'uploads.setSettings': call<typeof uploadSettingsPatchSchema, UploadSettings>(uploadSettingsPatchSchema),
  /**
   * What an upload without an answer to the altered or synthetic content question does (shared/uploads/
   * synthetic-media.ts): null until the creator chooses, and such uploads are held meanwhile. Chosen once; there
   * is no way back to "not chosen".
   */
  'uploads.getUnansweredSyntheticMedia': call<z.ZodUndefined, UnansweredSyntheticMedia | null>(z.undefined()),
  'uploads.setUnansweredSyntheticMedia': call<typeof unansweredChoiceInput, UnansweredSyntheticMedia>(
    unansweredChoiceInput,
  ),
  /** The categories a video can be given (assignable ones only), cached per region and language. */
  'uploads.categories': call<typeof categoriesInput, readonly VideoCategory[]>(categoriesInput),
} satisfies CallMap;

export const uploadEvents = {
  /**
   * What changed in the queue besides progress (uploads added, removed, moved, in a new state; the settings), never
   * the whole queue, so that a queue of thousands stays within what one message may carry.
   */
  'uploads.changed': queueChangeSchema,
  /** One upload's progress: at most about 5 a second per upload while sending, at once on a change of state. */
  'uploads.progress': uploadProgressSchema,
} satisfies EventMap;
