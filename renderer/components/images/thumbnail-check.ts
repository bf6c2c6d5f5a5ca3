// The page's own check of an image chosen as a thumbnail, before it is copied anywhere, with the rules the main
// process applies (shared/images): PNG or JPEG by its bytes, at most 50 MiB, at least 640 pixels wide, decoded by the
// browser so a damaged file is caught here too. The main process checks again; this one answers at once.
import { IMAGE_SNIFF_BYTES, notAnImage, sniffImageFormat } from '../../../shared/images/image-format';
import { checkImage, tooLarge } from '../../../shared/images/image-rules';
import { pixelFloodProblem } from '../../../shared/images/pixel-bound';
import { PICKER } from '../components-messages';
import { currentIntl } from '../words';

type PageThumbnailCheck =
  | { readonly ok: true; readonly width: number; readonly height: number; readonly advice: readonly string[] }
  | { readonly ok: false; readonly reason: string };

export async function checkThumbnailInPage(file: File): Promise<PageThumbnailCheck> {
  const say = currentIntl().formatMessage;
  const big = tooLarge('thumbnail', file.name, file.size, currentIntl());
  if (big) return { ok: false, reason: big };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  } catch {
    return { ok: false, reason: say(PICKER.thumbnailCannotRead, { name: file.name }) };
  }
  const format = sniffImageFormat(head);
  if (!format) return { ok: false, reason: notAnImage(file.name, head, currentIntl()) };
  // Before the browser decodes it: a pixel flood would cost the page seconds and hundreds of megabytes.
  const flood = pixelFloodProblem(
    file.name,
    new Uint8Array(await file.arrayBuffer().catch(() => new ArrayBuffer(0))),
    currentIntl(),
  );
  if (flood) return { ok: false, reason: flood };
  let width: number;
  let height: number;
  try {
    const bitmap = await createImageBitmap(file);
    ({ width, height } = bitmap);
    bitmap.close();
  } catch {
    return {
      ok: false,
      reason: say(PICKER.thumbnailDamaged, { name: file.name }),
    };
  }
  const verdict = checkImage('thumbnail', { name: file.name, bytes: file.size, format, width, height }, currentIntl());
  if (verdict.problems.length > 0) return { ok: false, reason: verdict.problems.join(' ') };
  return { ok: true, width, height, advice: verdict.advice };
}

/** For staging: an image passes (it was checked above), where a video would be expected by default. */
export function imageOnly(name: string, head: Uint8Array): string | undefined {
  return sniffImageFormat(head) ? undefined : notAnImage(name, head, currentIntl());
}
