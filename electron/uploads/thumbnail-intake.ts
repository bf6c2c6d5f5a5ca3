// Turns the image the user chose as a thumbnail (a local path, or a file staged by browser mode) into a thumbnail
// step, after checking it is what the platform takes: PNG or JPEG by its bytes (not its name), at most 2 MiB, at
// least 640 pixels wide. The page checks the same first; this check is the one that holds. The image is
// fingerprinted like a video, so a file changed before its step runs is refused instead of sent.
import { basename, isAbsolute } from 'node:path';
import { imageSize } from 'image-size';
import type { UploadSource } from '../../shared/uploads/upload-source';
import { sniffImageType, THUMBNAIL_MAX_BYTES, THUMBNAIL_MIN_WIDTH } from '../../shared/uploads/upload-attachments';
import { StagingError, type StagingArea } from '../files/staging-area';
import type { ThumbnailStep } from './attachment-steps';
import { fingerprintFile } from './file-fingerprint';
import { NotARegularFileError, openRegularFile } from './regular-file';

export type ThumbnailIntake =
  | { readonly ok: true; readonly step: ThumbnailStep }
  | { readonly ok: false; readonly name: string; readonly reason: string };

export async function examineThumbnail(source: UploadSource, staging: StagingArea): Promise<ThumbnailIntake> {
  const located = await locate(source, staging);
  if (!located.ok) return { ...located, name: 'The chosen image' };
  const { path, name } = located;
  const checked = await checkThumbnailFile(path, name);
  if (!checked.ok) return { ...checked, name };
  let file;
  try {
    file = await fingerprintFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'read error';
    return { ok: false, name, reason: `The image ${name} cannot be read (${code}).` };
  }
  return {
    ok: true,
    step: {
      kind: 'thumbnail',
      source: source.kind === 'staged' ? { kind: 'staged', stagingId: source.stagingId } : { kind: 'path' },
      fileName: name,
      file,
      mimeType: checked.mimeType,
      state: 'pending',
    },
  };
}

export type ThumbnailCheck =
  | {
      readonly ok: true;
      readonly mimeType: 'image/png' | 'image/jpeg';
      readonly width: number;
      readonly height: number;
    }
  | { readonly ok: false; readonly reason: string };

export async function checkThumbnailFile(path: string, name: string): Promise<ThumbnailCheck> {
  let bytes: Buffer;
  try {
    const { handle, info } = await openRegularFile(path);
    try {
      if (info.size > THUMBNAIL_MAX_BYTES) {
        return {
          ok: false,
          reason: `The image ${name} is ${(info.size / 1024 / 1024).toFixed(1)} MiB; a thumbnail can be at most 2 MiB. Save it with more compression (JPEG) and choose it again.`,
        };
      }
      bytes = Buffer.alloc(info.size);
      const { bytesRead } = await handle.read(bytes, 0, info.size, 0);
      bytes = bytes.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const what =
      error instanceof NotARegularFileError
        ? `it is a ${error.kind}`
        : ((error as NodeJS.ErrnoException).code ?? 'read error');
    return { ok: false, reason: `The image ${name} cannot be read (${what}). Choose an image file.` };
  }
  const mimeType = sniffImageType(bytes);
  if (!mimeType) {
    return { ok: false, reason: `${name} is not a PNG or JPEG image. Choose a PNG or JPEG file as the thumbnail.` };
  }
  let size;
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, reason: `${name} looks like an image but cannot be read (damaged?). Choose another file.` };
  }
  if (size.width < THUMBNAIL_MIN_WIDTH) {
    return {
      ok: false,
      reason: `${name} is ${size.width}×${size.height} pixels; a thumbnail must be at least ${THUMBNAIL_MIN_WIDTH} pixels wide (1280×720 is best).`,
    };
  }
  return { ok: true, mimeType, width: size.width, height: size.height };
}

type Located =
  { readonly ok: true; readonly path: string; readonly name: string } | { readonly ok: false; readonly reason: string };

async function locate(source: UploadSource, staging: StagingArea): Promise<Located> {
  if (source.kind === 'path') {
    const name = basename(source.path) || source.path;
    if (!isAbsolute(source.path))
      return { ok: false, reason: `${name}: Channel Desk needs the image's full path to read it.` };
    return { ok: true, path: source.path, name };
  }
  try {
    const staged = await staging.finalize(source.stagingId);
    return { ok: true, path: staged.path, name: staged.name };
  } catch (error) {
    if (error instanceof StagingError) {
      return {
        ok: false,
        reason: error.code === 'incomplete' ? error.message : 'The chosen image is no longer staged; choose it again.',
      };
    }
    throw error;
  }
}
