// Calls of the upload templates (a series set up once): keep them, and queue dropped files through one. Sources are
// local paths (desktop) or staged ids (browser mode), as for uploads.enqueue; thumbnails and caption files dropped
// with the videos ride in the same list and are matched to their video by name.
import { z } from 'zod';
import { templateDraftSchema, templateIdSchema, type TemplateView } from '../series/template';
import { uploadSourceSchema } from '../uploads/upload-source';
import type { UploadView } from '../uploads/upload-view';
import type { RefusedFile } from './uploads';
import { call, type CallMap } from './define';

/** What a template said it wanted for a file and did not find beside it. */
export interface FileNote {
  readonly name: string;
  readonly missing: readonly string[];
}

export interface TemplateEnqueueResult {
  readonly accepted: readonly UploadView[];
  readonly refused: readonly RefusedFile[];
  readonly notes: readonly FileNote[];
}

/** 200 videos (the queue's own bound per call), each with a thumbnail and a few caption files. */
export const MAX_TEMPLATE_DROP = 1_000;

const saveInput = z.strictObject({
  /** Absent: a new template. */
  id: templateIdSchema.optional(),
  draft: templateDraftSchema,
});
const idInput = z.strictObject({ id: templateIdSchema });
const dropDefaultInput = z.strictObject({ id: templateIdSchema.nullable() });
const setNextInput = z.strictObject({ id: templateIdSchema, next: z.int().min(0).max(10_000_000) });
export const templateEnqueueInputSchema = z.strictObject({
  templateId: templateIdSchema,
  files: z.array(uploadSourceSchema).min(1).max(MAX_TEMPLATE_DROP),
  /** Held for review (paused); absent: as the template says. */
  hold: z.boolean().optional(),
});

export const templateCalls = {
  /** The signed-in channel's templates with where each counter stands. */
  'templates.list': call<z.ZodUndefined, readonly TemplateView[]>(z.undefined()),
  'templates.save': call<typeof saveInput, TemplateView>(saveInput),
  /** Uploads already queued through it keep their details. */
  'templates.remove': call<typeof idInput, void>(idInput),
  'templates.duplicate': call<typeof idInput, TemplateView>(idInput),
  /** Sets the number the next file gets (numbers reserved by queued uploads still count). */
  'templates.setNext': call<typeof setNextInput, TemplateView>(setNextInput),
  /**
   * Fills the template for each video (in the order of their names), attaches the thumbnail and captions named after
   * it, gives it the next free publish slot when the template has a schedule, and queues it. Says per file what was
   * refused and what was missing.
   */
  'templates.enqueue': call<typeof templateEnqueueInputSchema, TemplateEnqueueResult>(templateEnqueueInputSchema),
  /** The chosen channel's template for new drops (the drop zone starts from it); null: none. */
  'templates.dropDefault': call<z.ZodUndefined, string | null>(z.undefined()),
  /** Sets (or, with null, clears) the chosen channel's template for new drops; the other channels keep theirs. */
  'templates.setDropDefault': call<typeof dropDefaultInput, void>(dropDefaultInput),
} satisfies CallMap;
