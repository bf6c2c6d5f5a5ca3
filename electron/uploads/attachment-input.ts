// What the renderer asks to attach, turned into the upload's steps. Steps already done happened on the platform
// and stay as they are; what is still to do is replaced by the new choice, so choosing again is how a user fixes a
// thumbnail that changed or a playlist that was deleted.
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import type { StagingArea } from '../files/staging-area';
import { orderSteps, type AttachmentStep, type PlaylistStep } from './attachment-steps';
import { examineThumbnail } from './thumbnail-intake';

/** The chosen image cannot be a thumbnail; `name` names it for the list of refused files. */
export class AttachmentRefusal extends Error {
  constructor(
    readonly fileName: string,
    message: string,
  ) {
    super(message);
    this.name = 'AttachmentRefusal';
  }
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
        `The thumbnail ${thumbnail.fileName} is already set on the video; change it in the Library.`,
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
  return orderSteps([...(nextThumbnail ? [nextThumbnail] : []), ...playlists]);
}
