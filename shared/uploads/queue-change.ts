// Applying a queue change (shared/uploads/upload-view.ts) to a copy of the queue. Applying the same change twice
// gives the same list, so a change that a page read already contained does no harm.
import type { QueueChange, UploadView } from './upload-view';

/**
 * The list after `change`: the removed and the changed uploads are taken out, then each changed one is put at its
 * position, lowest first. That is exact whenever the uploads the change does not name kept their relative order,
 * which every change of the queue does (add at the end, remove, move one, change in place).
 */
export function applyQueueChange(uploads: readonly UploadView[], change: QueueChange): UploadView[] {
  const named = new Set([...change.removed, ...change.upserts.map((entry) => entry.upload.id)]);
  const next = named.size === 0 ? [...uploads] : uploads.filter((upload) => !named.has(upload.id));
  const placed = [...change.upserts].sort((a, b) => a.index - b.index);
  for (const { index, upload } of placed) next.splice(Math.min(index, next.length), 0, upload);
  return next;
}

/** The list after moving `id` to `toIndex`, as the queue does it (clamped to the list). */
export function moveInList(uploads: readonly UploadView[], id: string, toIndex: number): UploadView[] {
  const moved = uploads.find((upload) => upload.id === id);
  if (!moved) return [...uploads];
  const rest = uploads.filter((upload) => upload.id !== id);
  rest.splice(Math.max(0, Math.min(toIndex, rest.length)), 0, moved);
  return rest;
}
