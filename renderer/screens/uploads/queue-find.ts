// Finding uploads in a long queue by what the creator remembers of them: a part of the file's name or the title,
// in any case. Plain substring tests over what the page holds: 5,000 uploads take well under a frame.
import type { UploadView } from '../../../shared/uploads/upload-view';

export function matchingUploads(uploads: readonly UploadView[], text: string): readonly UploadView[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (wanted === '') return uploads;
  return uploads.filter(
    (upload) =>
      upload.fileName.toLocaleLowerCase().includes(wanted) ||
      upload.metadata.snippet.title.toLocaleLowerCase().includes(wanted),
  );
}
