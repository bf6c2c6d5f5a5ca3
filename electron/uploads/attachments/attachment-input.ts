// What the renderer asks to attach, turned into the upload's steps. Steps already done happened on the platform
// and stay as they are; what is still to do is replaced by the new choice, so choosing again is how a user fixes a
// thumbnail that changed, a playlist that was deleted or a caption file that was wrong.
import { MAX_ATTACHED_CAPTIONS, type AttachmentsInput } from '../../../shared/uploads/upload-attachments';
import type { UploadSource } from '../../../shared/uploads/upload-source';
import { examineCaptionAttachment } from '../../captions/caption-step-intake';
import type { StagingArea } from '../../files/staging-area';
import { orderSteps, type AttachmentStep, type CaptionStep, type PlaylistStep } from '../queue/attachment-steps';
import { examineThumbnail } from './thumbnail-intake';
import { say } from '../../language/say';
import { ATTACHMENT_REFUSALS } from './attachment-messages';

/**
 * A choice cannot be applied (an image that cannot be a thumbnail, a caption file that cannot be sent, a track that
 * is already on the video); `fileName` names the file for the list of refused files, `field` the part of the input.
 */
export class AttachmentRefusal extends Error {
  constructor(
    readonly fileName: string,
    message: string,
    readonly field: 'thumbnail' | 'caption' | 'removeCaption' = 'thumbnail',
  ) {
    super(message);
    this.name = 'AttachmentRefusal';
  }
}

/**
 * At enqueue: the steps of what can be attached, and a refusal for each chosen file that cannot be; a refused file
 * does not cost the video its other attachments. Each refusal takes one file out, so this ends.
 */
export async function attachWhatCan(
  input: AttachmentsInput,
  staging: StagingArea,
): Promise<{ steps: AttachmentStep[]; refusals: AttachmentRefusal[] }> {
  const refusals: AttachmentRefusal[] = [];
  let remaining = input;
  for (;;) {
    try {
      return { steps: await applyAttachments(undefined, remaining, staging), refusals };
    } catch (error) {
      if (!(error instanceof AttachmentRefusal)) throw error;
      refusals.push(error);
      const rest: AttachmentsInput = { ...remaining };
      delete rest[error.field];
      remaining = rest;
    }
  }
}

/** The staged files an attachments input names (the thumbnail and the caption files). */
export function stagedSourcesOf(input: AttachmentsInput): string[] {
  const sources: Array<UploadSource | null | undefined> = [input.thumbnail, input.caption?.source];
  return sources.flatMap((source) => (source?.kind === 'staged' ? [source.stagingId] : []));
}

export async function applyAttachments(
  current: readonly AttachmentStep[] | undefined,
  input: AttachmentsInput,
  staging: StagingArea,
): Promise<AttachmentStep[]> {
  const steps = current ?? [];
  const thumbnail = steps.find((step) => step.kind === 'thumbnail');
  let nextThumbnail = thumbnail;
  if (input.thumbnail !== undefined) {
    if (thumbnail?.state === 'done') {
      throw new AttachmentRefusal(
        thumbnail.fileName,
        say(ATTACHMENT_REFUSALS.thumbnailSet, { file: thumbnail.fileName }),
      );
    }
    if (input.thumbnail === null) {
      nextThumbnail = undefined;
    } else {
      const examined = await examineThumbnail(input.thumbnail, staging);
      if (!examined.ok) throw new AttachmentRefusal(examined.name, examined.reason);
      nextThumbnail = examined.step;
    }
  }
  let playlists = steps.filter((step): step is PlaylistStep => step.kind === 'playlist');
  if (input.playlists !== undefined) {
    const done = playlists.filter((step) => step.state === 'done');
    const kept = new Map(playlists.map((step) => [step.playlistId, step]));
    playlists = [
      ...done,
      ...input.playlists
        .filter((playlist) => !done.some((step) => step.playlistId === playlist.id))
        .map(
          (playlist): PlaylistStep =>
            // A pending step keeps its `sentAt`: the platform may already hold that insert.
            kept.get(playlist.id) ?? {
              kind: 'playlist',
              playlistId: playlist.id,
              title: playlist.title,
              state: 'pending',
            },
        ),
    ];
  }
  const captions = await nextCaptions(
    steps.filter((step): step is CaptionStep => step.kind === 'caption'),
    input,
    staging,
  );
  return orderSteps([...(nextThumbnail ? [nextThumbnail] : []), ...playlists, ...captions]);
}

/** Done tracks stay; a new file replaces the one of its language still to do; a removal drops one still to do. */
async function nextCaptions(
  current: CaptionStep[],
  input: AttachmentsInput,
  staging: StagingArea,
): Promise<CaptionStep[]> {
  let next = current;
  if (input.removeCaption !== undefined) {
    const removed = current.find((step) => step.language === input.removeCaption);
    if (removed?.state === 'done') {
      throw new AttachmentRefusal(
        removed.fileName,
        say(ATTACHMENT_REFUSALS.captionsRemove, { language: removed.language, file: removed.fileName }),
        'removeCaption',
      );
    }
    next = next.filter((step) => step !== removed);
  }
  const caption = input.caption;
  if (caption === undefined) return next;
  const earlier = next.find((step) => step.language === caption.language);
  if (earlier?.state === 'done') {
    throw new AttachmentRefusal(
      earlier.fileName,
      say(ATTACHMENT_REFUSALS.captionsThere, { language: caption.language, file: earlier.fileName }),
      'caption',
    );
  }
  if (!earlier && next.length >= MAX_ATTACHED_CAPTIONS) {
    throw new AttachmentRefusal(
      say(ATTACHMENT_REFUSALS.captionFileName),
      say(ATTACHMENT_REFUSALS.tooManyCaptions, { max: MAX_ATTACHED_CAPTIONS }),
      'caption',
    );
  }
  const examined = await examineCaptionAttachment(caption, staging);
  if (!examined.ok) throw new AttachmentRefusal(examined.name, examined.reason, 'caption');
  // A pending insert of the very same track keeps its `sentAt`: the platform may already hold it.
  const step =
    earlier?.sentAt !== undefined && earlier.name === caption.name
      ? { ...examined.step, sentAt: earlier.sentAt }
      : examined.step;
  return earlier ? next.map((entry) => (entry === earlier ? step : entry)) : [...next, step];
}
