// An image the user dropped or picked, checked in the page before anything is sent, with the same shared rules
// the main process applies again: PNG or JPEG by its bytes, within the size limit, decodable (the browser decodes
// it, which also gives its dimensions as shown, EXIF rotation applied), and the purpose's rules. Then the way to
// hand it to the main process: its path on the desktop, a staged copy in browser mode.
import { IMAGE_SNIFF_BYTES, notAnImage, sniffImageFormat, type ImageFormat } from '../../../shared/images/image-format';
import { checkImage, tooLarge, type ImagePurpose } from '../../../shared/images/image-rules';
import { pixelFloodProblem } from '../../../shared/images/pixel-bound';
import type { UploadSource } from '../../../shared/uploads/upload-source';
import type { Examined } from '../use-picked-file';
import { PICKER } from '../components-messages';
import { currentIntl } from '../words';
import { desk } from '../../desk/desk';
import { stageFile } from '../../desk/file-sources';

export interface PickedImage {
  readonly file: File;
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
  readonly advice: readonly string[];
}

/** What the image pickers accept (the bytes are checked anyway). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg';

export async function examinePickedFile(file: File, purpose: ImagePurpose): Promise<Examined<PickedImage>> {
  const say = currentIntl().formatMessage;
  const big = tooLarge(purpose, file.name, file.size, currentIntl());
  if (big) return { ok: false, problems: [big] };
  if (file.size === 0) return { ok: false, problems: [say(PICKER.empty, { name: file.name })] };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  } catch {
    return { ok: false, problems: [say(PICKER.cannotRead, { name: file.name })] };
  }
  const format = sniffImageFormat(head);
  if (!format) return { ok: false, problems: [notAnImage(file.name, head, currentIntl())] };
  // Before the browser decodes it: a pixel flood would cost the page seconds and hundreds of megabytes.
  const flood = pixelFloodProblem(
    file.name,
    new Uint8Array(await file.arrayBuffer().catch(() => new ArrayBuffer(0))),
    currentIntl(),
  );
  if (flood) return { ok: false, problems: [flood] };
  let width: number;
  let height: number;
  try {
    const bitmap = await createImageBitmap(file);
    width = bitmap.width;
    height = bitmap.height;
    bitmap.close();
  } catch {
    return {
      ok: false,
      problems: [say(PICKER.damagedImage, { name: file.name })],
    };
  }
  const verdict = checkImage(purpose, { name: file.name, bytes: file.size, format, width, height }, currentIntl());
  if (verdict.problems.length > 0) return { ok: false, problems: verdict.problems };
  return { ok: true, value: { file, format, width, height, advice: verdict.advice } };
}

/** Where the main process finds the image: the desktop app names its path; browser mode copies it over first. */
export async function imageSource(
  file: File,
  onCopied?: (copied: number, total: number) => void,
): Promise<UploadSource> {
  if (desk.pathForFile) return { kind: 'path', path: desk.pathForFile(file) };
  const stagingId = await stageFile(file, {
    check: (name, head) => (sniffImageFormat(head) ? undefined : notAnImage(name, head, currentIntl())),
    ...(onCopied ? { onProgress: onCopied } : {}),
  });
  return { kind: 'staged', stagingId };
}
