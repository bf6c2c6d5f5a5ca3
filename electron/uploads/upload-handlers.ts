// Binds the upload calls of the contract to the upload service. The router has already validated every payload.
import type { RefusedFile, uploadCalls } from '../../shared/ipc/uploads';
import type { AttachmentsInput } from '../../shared/uploads/upload-attachments';
import { DeskError } from '../ipc/desk-error';
import type { HandlersFor } from '../ipc/handlers';
import { refusePathSource, type IntakeRequest } from './intake/file-intake';
import type { UploadService } from './upload-service';

export interface UploadHandlerOptions {
  /**
   * False in browser mode: a page never knows a file's path (it stages the bytes instead), so a page naming a path
   * is asking the host to read a file the user never handed it.
   */
  readonly acceptsPaths: boolean;
}

export function createUploadHandlers(
  service: UploadService,
  options: UploadHandlerOptions,
): HandlersFor<typeof uploadCalls> {
  return {
    'uploads.list': (request) => service.page(request ?? {}),
    'uploads.enqueue': async ({ files, hold, channelId }) => {
      const queueing = { hold: hold ?? false, ...(channelId === undefined ? {} : { channelId }) };
      if (options.acceptsPaths) return service.enqueue(files, queueing);
      const staged: IntakeRequest[] = [];
      const refused: RefusedFile[] = [];
      for (const file of files) {
        if (file.source.kind === 'path') refused.push(refusePathSource(file.source.path));
        else if (file.attachments) {
          // A path among the attachments is refused and that attachment dropped; the video and the rest go on.
          const { thumbnail, caption, ...rest } = file.attachments;
          if (thumbnail?.kind === 'path') refused.push(refusePathSource(thumbnail.path));
          if (caption?.source.kind === 'path') refused.push(refusePathSource(caption.source.path));
          staged.push({
            ...file,
            attachments: {
              ...rest,
              ...(thumbnail !== undefined ? { thumbnail: thumbnail?.kind === 'path' ? null : thumbnail } : {}),
              ...(caption !== undefined && caption.source.kind !== 'path' ? { caption } : {}),
            },
          });
        } else staged.push(file);
      }
      if (staged.length === 0) return { accepted: [], refused };
      const result = await service.enqueue(staged, queueing);
      return { accepted: result.accepted, refused: [...refused, ...result.refused] };
    },
    'uploads.updateMetadata': ({ id, metadata, attachments }) => {
      if (!options.acceptsPaths && attachments) refusePaths(attachments);
      return service.updateMetadata(id, metadata, attachments);
    },
    'uploads.setAttachments': ({ id, attachments }) => {
      if (!options.acceptsPaths) refusePaths(attachments);
      return service.setAttachments(id, attachments);
    },
    'uploads.retryStep': ({ id, step }) => service.retryStep(id, step),
    'uploads.pause': ({ id }) => service.pause(id),
    'uploads.resume': ({ id }) => service.resume(id),
    'uploads.assignChannel': ({ id, channelId }) => service.assignChannel(id, channelId),
    'uploads.cancel': ({ id }) => service.cancel(id),
    'uploads.retry': ({ id }) => service.retry(id),
    'uploads.remove': ({ id }) => service.remove(id),
    'uploads.clearFinished': (input) => service.clearFinished(input?.channelId),
    'uploads.pauseAll': () => service.pauseAll(),
    'uploads.resumeAll': () => service.resumeAll(),
    'uploads.move': ({ id, toIndex }) => service.move(id, toIndex),
    'uploads.getSettings': () => service.getSettings(),
    'uploads.setSettings': (patch) => service.setSettings(patch),
    'uploads.getUnansweredSyntheticMedia': () => service.getUnansweredSyntheticMedia(),
    'uploads.setUnansweredSyntheticMedia': ({ choice }) => service.setUnansweredSyntheticMedia(choice),
    'uploads.categories': (query) => service.categories(query),
  };
}

function refusePaths(attachments: AttachmentsInput): void {
  if (attachments.thumbnail?.kind === 'path') throw pathRefused(attachments.thumbnail.path);
  if (attachments.caption?.source.kind === 'path') throw pathRefused(attachments.caption.source.path);
}

function pathRefused(path: string): DeskError {
  return new DeskError('file-unavailable', refusePathSource(path).reason);
}
