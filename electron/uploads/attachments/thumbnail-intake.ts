// Turns the image the user chose as a thumbnail (a local path, or a file staged by browser mode) into a thumbnail
// step, once the image intake (electron/files/image-intake.ts) has found it to be what the platform takes: PNG or
// JPEG by its bytes, whole, at most 50 MiB, at least 640 pixels wide. The image is fingerprinted like a video, so a
// file changed before its step runs is refused instead of sent.
import { basename, isAbsolute } from 'node:path';
import type { UploadSource } from '../../../shared/uploads/upload-source';
import { readImageFile } from '../../files/image-intake';
import { StagingError, type StagingArea } from '../../files/staging-area';
import { DeskError } from '../../ipc/desk-error';
import type { ThumbnailStep } from '../queue/attachment-steps';
import { fingerprintFile } from '../../files/file-fingerprint';
import { say } from '../../language/say';
import { ATTACHMENT_REFUSALS } from './attachment-messages';

export type ThumbnailIntake =
  | { readonly ok: true; readonly step: ThumbnailStep; readonly advice: readonly string[] }
  | { readonly ok: false; readonly name: string; readonly reason: string };

export async function examineThumbnail(source: UploadSource, staging: StagingArea): Promise<ThumbnailIntake> {
  const located = await locate(source, staging);
  if (!located.ok) return located;
  const { path, name } = located;
  let image;
  try {
    image = await readImageFile(path, name, 'thumbnail');
  } catch (error) {
    if (error instanceof DeskError) return { ok: false, name, reason: error.message };
    throw error;
  }
  let file;
  try {
    file = await fingerprintFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'read error';
    return { ok: false, name, reason: say(ATTACHMENT_REFUSALS.imageUnreadable, { file: name, code }) };
  }
  return {
    ok: true,
    advice: image.advice,
    step: {
      kind: 'thumbnail',
      source: source.kind === 'staged' ? { kind: 'staged', stagingId: source.stagingId } : { kind: 'path' },
      fileName: name,
      file,
      mimeType: image.format === 'png' ? 'image/png' : 'image/jpeg',
      state: 'pending',
    },
  };
}

type Located =
  | { readonly ok: true; readonly path: string; readonly name: string }
  | { readonly ok: false; readonly name: string; readonly reason: string };

async function locate(source: UploadSource, staging: StagingArea): Promise<Located> {
  if (source.kind === 'path') {
    const name = basename(source.path) || source.path;
    if (!isAbsolute(source.path)) return { ok: false, name, reason: say(ATTACHMENT_REFUSALS.fullPath, { file: name }) };
    return { ok: true, path: source.path, name };
  }
  try {
    const staged = await staging.finalize(source.stagingId);
    return { ok: true, path: staged.path, name: staged.name };
  } catch (error) {
    if (!(error instanceof StagingError)) throw error;
    const name = say(ATTACHMENT_REFUSALS.chosenImage);
    return {
      ok: false,
      name,
      reason: error.code === 'incomplete' ? error.message : say(ATTACHMENT_REFUSALS.notStaged),
    };
  }
}
