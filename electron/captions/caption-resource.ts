// The caption resource as the platform answers it, read strictly enough that a garbled answer becomes a clear error
// instead of a half-filled row: the fields the panel shows must be there, with the right types.
import { z } from 'zod';
import type { CaptionTrackView } from '../../shared/ipc/captions';
import { DeskError } from '../ipc/desk-error';
import { say } from '../language/say';
import { CAPTION_ANSWER_REFUSALS } from './caption-messages';

const captionSchema = z.object({
  kind: z.literal('youtube#caption'),
  id: z.string().min(1),
  snippet: z.object({
    videoId: z.string(),
    language: z.string(),
    name: z.string(),
    isDraft: z.boolean(),
    trackKind: z.string(),
    status: z.string(),
    lastUpdated: z.string(),
    failureReason: z.string().optional(),
  }),
});

const listSchema = z.object({ kind: z.literal('youtube#captionListResponse'), items: z.array(captionSchema) });

export function trackOf(body: unknown): CaptionTrackView {
  const parsed = captionSchema.safeParse(body);
  if (!parsed.success) throw unexpected('track');
  return viewOf(parsed.data);
}

export function tracksOf(body: unknown): CaptionTrackView[] {
  const parsed = listSchema.safeParse(body);
  if (!parsed.success) throw unexpected('list');
  return parsed.data.items.map(viewOf);
}

function viewOf(caption: z.output<typeof captionSchema>): CaptionTrackView {
  const { snippet } = caption;
  return {
    id: caption.id,
    videoId: snippet.videoId,
    language: snippet.language,
    name: snippet.name,
    isDraft: snippet.isDraft,
    trackKind: snippet.trackKind,
    status: snippet.status,
    lastUpdated: snippet.lastUpdated,
    ...(snippet.failureReason !== undefined ? { failureReason: snippet.failureReason } : {}),
  };
}

function unexpected(what: 'track' | 'list'): DeskError {
  return new DeskError('bad-response', say(CAPTION_ANSWER_REFUSALS.unexpected, { what }));
}
