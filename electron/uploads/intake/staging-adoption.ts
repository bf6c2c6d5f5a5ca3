// A staged copy that no upload claims was dropped by the user and then lost: its record was in a damaged queue, or
// the page closed before queuing it. At start, a whole one is queued again, paused for review; a partial one cannot
// be uploaded, so it is named to the user and kept this time.
import type { StagingArea } from '../../files/staging-area';
import { stagedAttachmentIds } from '../queue/attachment-steps';
import type { QueueState } from '../queue/queue-state';
import type { UploadRecord } from '../queue/upload-record';
import { examineFile } from './file-intake';
import { say, sayNames } from '../../language/say';
import { keepWords, noticeOf } from '../../language/say-line';
import { QUEUE_NOTICES } from '../queue/queue-messages';

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
      refused.push(
        say(QUEUE_NOTICES.partlyArrived, { file: entry.name, arrived: entry.size, declared: entry.declaredSize }),
      );
      continue;
    }
    const result = await examineFile({ source: { kind: 'staged', stagingId: entry.id } }, staging, now);
    if (result.ok) {
      adopted.push({
        ...result.record,
        fileName: entry.name,
        state: 'paused',
        ...noticeOf(keepWords(QUEUE_NOTICES.adopted)),
      });
    } else {
      await staging.reclaim(entry.id);
      refused.push(say(QUEUE_NOTICES.refusedFile, { file: entry.name, reason: result.refused.reason }));
    }
  }
  if (adopted.length > 0) {
    state.queue.add(adopted);
    const names = adopted.map((record) => `"${record.fileName}"`);
    state.notice('warning', keepWords(QUEUE_NOTICES.adoptedBack, { names: sayNames(names) }));
  }
  if (refused.length > 0) {
    state.notice('warning', keepWords(QUEUE_NOTICES.notAdopted, { names: sayNames(refused) }));
  }
  return partial;
}
