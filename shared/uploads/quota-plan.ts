// Which Pacific day each upload waiting to start can go, given the project's quota: every upload takes one of the
// uploads bucket's calls, and its attachments (thumbnail, playlists, captions) take their units from the shared
// bucket. Uploads go in queue order; one that does not fit what is left of a day waits for the next, whose buckets
// are full again, and names the limit that held it back. A channel's own daily upload cap (uploadLimitExceeded) is
// the platform's to say: it publishes no figure, so the cap is planned once the platform has shown it, by refusing an
// upload of the channel today; the channel's uploads today are then its cap, for today and the days after.
import { formatDayInSentence } from '../text/when';
import { QUOTA_COSTS } from '../platform/quota-costs';
import { nextQuotaReset } from '../platform/quota-reset';
import type { UploadView } from './upload-view';

type PlanLimit = 'uploads' | 'units' | 'channel-cap';

export interface PlannedDay {
  /** 0 for today, 1 for the next Pacific day, … */
  readonly day: number;
  /** What kept the upload from an earlier day, when it is not today. */
  readonly heldBy?: PlanLimit;
}

interface PlanCapacity {
  readonly uploadsLeft: number;
  readonly unitsLeft: number;
  readonly uploadsLimit: number;
  readonly unitsLimit: number;
  /** The channel's own cap, when the platform has shown it: what is left of it today, and the cap of a day. */
  readonly channel?: { readonly uploadsLeft: number; readonly cap: number };
}

/**
 * The channel's cap as the queue shows it: an upload refused today with uploadLimitExceeded means the cap is reached,
 * and the `uploadsToday` the channel made is the cap (at least 1). Undefined while no refusal says so.
 */
export function channelCapShown(
  uploads: readonly UploadView[],
  resetsAt: number,
  uploadsToday: number,
): PlanCapacity['channel'] {
  const refusedToday = uploads.some(
    (upload) =>
      upload.error?.code === 'upload-limit-exceeded' &&
      upload.finishedAt !== undefined &&
      nextQuotaReset(upload.finishedAt) === resetsAt,
  );
  return refusedToday ? { uploadsLeft: 0, cap: Math.max(1, uploadsToday) } : undefined;
}

const STEP_COSTS = {
  thumbnail: QUOTA_COSTS['thumbnails.set'],
  playlist: QUOTA_COSTS['playlistItems.insert'],
  caption: QUOTA_COSTS['captions.insert'],
} as const;

/** Whether the upload has yet to be charged its videos.insert: it has no session on the platform. */
export function awaitsUploadQuota(view: UploadView): boolean {
  const waiting = view.state === 'queued' || view.state === 'paused' || view.state === 'waiting-quota';
  return waiting && view.videoId === undefined && view.canEditMetadata;
}

/** The shared units the upload's attachments still need. */
export function attachmentUnits(view: UploadView): number {
  return (view.steps ?? [])
    .filter((step) => step.state !== 'done')
    .reduce((sum, step) => sum + STEP_COSTS[step.kind], 0);
}

/** The day of each upload that awaits its quota, by id, in queue order. */
export function planUploadDays(uploads: readonly UploadView[], capacity: PlanCapacity): Map<string, PlannedDay> {
  const plan = new Map<string, PlannedDay>();
  let day = 0;
  let uploadsLeft = capacity.uploadsLeft;
  let unitsLeft = capacity.unitsLeft;
  let channelLeft = capacity.channel?.uploadsLeft ?? Infinity;
  const channelCap = capacity.channel?.cap ?? Infinity;
  for (const upload of uploads) {
    if (!awaitsUploadQuota(upload)) continue;
    // Attachments beyond a whole day's units could never fit: they are planned with the upload, and wait on their own.
    const units = Math.min(attachmentUnits(upload), capacity.unitsLimit);
    let heldBy: PlanLimit | undefined;
    while (uploadsLeft < 1 || unitsLeft < units || channelLeft < 1) {
      heldBy ??= channelLeft < 1 ? 'channel-cap' : uploadsLeft < 1 ? 'uploads' : 'units';
      if (capacity.uploadsLimit < 1 || channelCap < 1) break;
      day += 1;
      uploadsLeft = capacity.uploadsLimit;
      unitsLeft = capacity.unitsLimit;
      channelLeft = channelCap;
    }
    uploadsLeft -= 1;
    unitsLeft -= units;
    channelLeft -= 1;
    plan.set(upload.id, day === 0 || heldBy === undefined ? { day } : { day, heldBy });
  }
  return plan;
}

/** "today", "tomorrow (Friday, January 16)", "Saturday, January 17": Pacific days, as the platform counts them. */
export function planDayName(day: number, resetsAt: number): string {
  if (day === 0) return 'today';
  // Midday of the planned Pacific day: clear of the 23 or 25 hour days daylight saving makes.
  const date = formatDayInSentence(resetsAt + (day - 1) * 86_400_000 + 12 * 3_600_000, {
    timeZone: 'America/Los_Angeles',
  });
  return day === 1 ? `tomorrow (${date})` : date;
}
