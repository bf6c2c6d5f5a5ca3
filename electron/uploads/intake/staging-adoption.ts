// A staged copy that no upload claims was dropped by the user and then lost: its record was in a damaged queue, or
// the page closed before queuing it. At start, a whole one is queued again, paused for review; a partial one cannot
// be uploaded, so it is named to the user and kept this time.
import type { StagingArea } from '../../files/staging-area';
import { stagedAttachmentIds } from '../queue/attachment-steps';
import type { QueueState } from '../queue/queue-state';
import type { UploadRecord } from '../queue/upload-record';
import { examineFile } from './file-intake';

const ADOPTED_NOTICE =
  'Found in the copies made for upload but missing from the upload list: check its details before resuming.';

/** Queues again what the staging area holds and no upload claims; answers the ids kept without an upload. */
export async function adoptUnclaimedStaging(state: QueueState, staging: StagingArea, now: number): Promise<string[]> {
  // A staged thumbnail is claimed too: it is not a video the user lost.
  const claimed = new Set(
    state.queue
      .list()
      .flatMap((record) => [
        ...(record.source.kind === 'staged' ? [record.source.stagingId] : []),
        ...stagedAttachmentIds(record.steps),
      ]),
  );
  const entries = await staging.list().catch((error: unknown) => {
    state.log('could not list the staged files', error);
    return [];
  });
  const adopted: UploadRecord[] = [];
  const partial: string[] = [];
  const refused: string[] = [];
  for (const entry of entries) {
    if (claimed.has(entry.id)) continue;
    if (!entry.complete) {
      partial.push(entry.id);
      refused.push(`"${entry.name}" (${entry.size} of ${entry.declaredSize} bytes arrived)`);
      continue;
    }
    const result = await examineFile({ source: { kind: 'staged', stagingId: entry.id } }, staging, now);
    if (result.ok) {
      adopted.push({ ...result.record, fileName: entry.name, state: 'paused', notice: ADOPTED_NOTICE });
    } else {
      await staging.reclaim(entry.id);
      refused.push(`"${entry.name}" (${result.refused.reason})`);
    }
  }
  if (adopted.length > 0) {
    state.queue.add(adopted);
    state.notice(
      'warning',
      `Found files copied for upload that were not in the upload list; they were added back, paused for review: ${adopted.map((record) => `"${record.fileName}"`).join(', ')}.`,
    );
  }
  if (refused.length > 0) {
    state.notice(
      'warning',
      `Files copied for upload that were not in the upload list could not be added back: ${refused.join(', ')}. Add them again.`,
    );
  }
  return partial;
}
