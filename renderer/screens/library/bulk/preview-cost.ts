// How much matching a find and replace's preview costs, to choose where it runs: a cheap one in place (no wait for
// the creator), a costly one on a worker with a time limit (preview-thread.ts), so the page never freezes (issue 38).
import type { BulkOperation } from '../../../../shared/bulk/bulk-operation';
import { compileFinder } from '../../../../shared/bulk/text-edit';
import type { LibraryVideo } from '../../../../shared/library/library-video';

/**
 * Work of a preview worked out in place, at most: re2js costs about 20–40 ns a unit (a character times the
 * program's size, plus a start-up per character), so this is under about 120 ms even for the costliest pattern the
 * compiler allows; realistic patterns over a few dozen long descriptions stay in place.
 */
export const IN_PLACE_WORK_LIMIT = 3_000_000;

/** Per character, whatever the program: a match attempt's own start. */
const PER_CHARACTER = 20;

/** The preview's matching work in units (0 for an operation that matches nothing, or one that does not compile). */
export function previewWork(videos: readonly LibraryVideo[], operation: BulkOperation): number {
  if (operation.kind !== 'replace') return 0;
  const finder = compileFinder(operation.find, operation.replace, operation);
  if ('problem' in finder) return 0;
  let characters = 0;
  for (const video of videos) for (const field of operation.fields) characters += video[field].length;
  return characters * (finder.size + PER_CHARACTER);
}
