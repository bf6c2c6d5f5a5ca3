// Turns what the renderer names (a local path, or a file staged by browser mode) into an upload record, or into a
// refusal that says why. Nothing is queued here: the service queues the accepted ones once all were examined.
import { basename, isAbsolute } from 'node:path';
import type { RefusedFile } from '../../../shared/ipc/uploads';
import type { AttachmentsInput } from '../../../shared/uploads/upload-attachments';
import type { UploadSource } from '../../../shared/uploads/upload-source';
import { defaultMetadataFor, type VideoMetadata } from '../../../shared/uploads/video-metadata';
import { StagingError, type StagingArea } from '../../files/staging-area';
import { fingerprintFile } from '../../files/file-fingerprint';
import { copyMetadata, newUploadId, type UploadRecord } from '../queue/upload-record';
import { checkVideoFile } from './video-file-check';
import { say } from '../../language/say';
import { QUEUE_REFUSALS } from '../queue/queue-messages';
import { INTAKE_REFUSALS } from './intake-messages';

export interface IntakeRequest {
  readonly source: UploadSource;
  readonly metadata?: VideoMetadata;
  /** Examined by the service once the video is accepted (a refused image does not refuse the video). */
  readonly attachments?: AttachmentsInput;
}

export type IntakeResult =
  { readonly ok: true; readonly record: UploadRecord } | { readonly ok: false; readonly refused: RefusedFile };

export async function examineFile(request: IntakeRequest, staging: StagingArea, now: number): Promise<IntakeResult> {
  const located = await locate(request.source, staging);
  if (!located.ok) return located;
  const { path, name } = located;
  const check = await checkVideoFile(path, name);
  if (!check.ok) return refuse(name, check.reason);
  let fingerprint;
  try {
    fingerprint = await fingerprintFile(path);
  } catch (error) {
    return refuse(
      name,
      say(INTAKE_REFUSALS.unreadable, { file: name, code: (error as NodeJS.ErrnoException).code ?? 'read error' }),
    );
  }
  return {
    ok: true,
    record: {
      id: newUploadId(),
      createdAt: now,
      source:
        request.source.kind === 'staged' ? { kind: 'staged', stagingId: request.source.stagingId } : { kind: 'path' },
      fileName: name,
      file: fingerprint,
      mimeType: check.mimeType,
      metadata: copyMetadata(request.metadata ?? defaultMetadataFor(name)),
      state: 'queued',
      bytesConfirmed: 0,
    },
  };
}

type Located =
  | { readonly ok: true; readonly path: string; readonly name: string }
  | { readonly ok: false; readonly refused: RefusedFile };

async function locate(source: UploadSource, staging: StagingArea): Promise<Located> {
  if (source.kind === 'path') {
    const name = basename(source.path) || source.path;
    if (!isAbsolute(source.path)) return refuse(name, say(INTAKE_REFUSALS.fullPath, { file: name }));
    return { ok: true, path: source.path, name };
  }
  try {
    const staged = await staging.finalize(source.stagingId);
    return { ok: true, path: staged.path, name: staged.name };
  } catch (error) {
    if (error instanceof StagingError) {
      const name = await staging.status(source.stagingId).then(
        (status) => status.name,
        () => say(QUEUE_REFUSALS.droppedFileName),
      );
      return refuse(name, error.code === 'incomplete' ? error.message : say(QUEUE_REFUSALS.notStaged, { file: name }));
    }
    throw error;
  }
}

/** Browser mode's answer to a page that names a path: it reads only what the user dropped on or chose in the page. */
export function refusePathSource(path: string): RefusedFile {
  const name = basename(path) || say(QUEUE_REFUSALS.theFile);
  return {
    name,
    reason: say(QUEUE_REFUSALS.namedByPath, { file: name }),
  };
}

function refuse(name: string, reason: string): { ok: false; refused: RefusedFile } {
  return { ok: false, refused: { name, reason } };
}
