// The page's own check of an image chosen as a thumbnail, before it is copied anywhere: PNG or JPEG by its bytes,
// at most 2 MiB, at least 640 pixels wide (decoded by the browser, so a damaged file is caught here too). The main
// process checks again; this one answers at once and says what to do. 16:9 is advice, not a rule.
import { sniffImageType, THUMBNAIL_MAX_BYTES, THUMBNAIL_MIN_WIDTH } from '../../../shared/uploads/upload-attachments';

export type PageThumbnailCheck =
  | { readonly ok: true; readonly width: number; readonly height: number; readonly advice?: string }
  | { readonly ok: false; readonly reason: string };

export async function checkThumbnailInPage(file: File): Promise<PageThumbnailCheck> {
  if (file.size > THUMBNAIL_MAX_BYTES) {
    return {
      ok: false,
      reason: `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MiB; a thumbnail can be at most 2 MiB. Save it with more compression (JPEG) and choose it again.`,
    };
  }
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    return { ok: false, reason: `${file.name} cannot be read (moved, deleted, or a folder). Choose the image again.` };
  }
  if (!sniffImageType(head)) {
    return {
      ok: false,
      reason: `${file.name} is not a PNG or JPEG image. Choose a PNG or JPEG file as the thumbnail.`,
    };
  }
  let width: number;
  let height: number;
  try {
    const bitmap = await createImageBitmap(file);
    ({ width, height } = bitmap);
    bitmap.close();
  } catch {
    return {
      ok: false,
      reason: `${file.name} looks like an image but cannot be decoded (damaged?). Choose another file.`,
    };
  }
  if (width < THUMBNAIL_MIN_WIDTH) {
    return {
      ok: false,
      reason: `${file.name} is ${width}×${height} pixels; a thumbnail must be at least ${THUMBNAIL_MIN_WIDTH} pixels wide (1280×720 is best).`,
    };
  }
  const ratio = width / height;
  const advice =
    Math.abs(ratio - 16 / 9) > 0.02
      ? `It is ${width}×${height}, not 16:9: the platform will show it with black bars. 1280×720 fits best.`
      : undefined;
  return { ok: true, width, height, ...(advice ? { advice } : {}) };
}
