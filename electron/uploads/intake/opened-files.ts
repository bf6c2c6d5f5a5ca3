// Files the system handed to the app (open-with, the command line, File > Add videos…) go into the queue through
// the same intake as dropped files: each is checked by its bytes, and a refusal is said with the same sentence.
// They are queued held, as the page queues dropped files by default, so their details are reviewed first.
import { basename } from 'node:path';
import type { EnqueueResult } from '../../../shared/ipc/uploads';
import type { IntakeRequest } from './file-intake';
import { keepWords, type KeptWords } from '../../language/say-line';
import { OPENED_FILES } from './intake-messages';

/** The queue's enqueue (the upload service's): named here so the intake does not reach up to the service. */
interface Enqueue {
  enqueue(files: readonly IntakeRequest[], options?: { hold?: boolean }): Promise<EnqueueResult>;
}

export type OpenedFilesNotice = (level: 'info' | 'warning', words: KeptWords) => void;

export async function queueOpenedFiles(
  uploads: Enqueue,
  paths: readonly string[],
  notice: OpenedFilesNotice,
): Promise<void> {
  if (paths.length === 0) return;
  const result = await uploads.enqueue(
    paths.map((path) => ({ source: { kind: 'path', path } as const })),
    { hold: true },
  );
  for (const refused of result.refused) notice('warning', keepWords(OPENED_FILES.notAdded, { reason: refused.reason }));
  const added = result.accepted.length;
  if (added > 0) {
    const file = added === 1 ? basename(result.accepted[0]!.fileName) : '';
    notice('info', keepWords(OPENED_FILES.added, { count: added, file }));
  }
}
