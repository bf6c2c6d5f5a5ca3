// The queue against the project's quota: how the uploads waiting to start spread over the Pacific days ("Of the 120
// uploads waiting to start, 100 go today and 20 tomorrow (Friday, January 16)…"), and on each row whether it fits
// today or which day it waits for, the limit that holds it back (the uploads bucket, the units its attachments need,
// or the channel's own cap once the platform has refused an upload for it today) and when that limit comes back.
import type { QuotaView } from '../../../shared/ipc/quota';
import { countOf, nounFor } from '../../../shared/text/count-words';
import { channelCapShown, planDayName, planUploadDays, type PlannedDay } from '../../../shared/uploads/quota-plan';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { useQuota } from '../../stores/quota-store';
import { useUploads } from '../../stores/uploads-store';

let last: { uploads: readonly UploadView[]; view: QuotaView; plan: Map<string, PlannedDay> } | undefined;

/** One plan for the queue and today's quota, shared by the summary and every row until either changes. */
function planFor(uploads: readonly UploadView[], view: QuotaView): Map<string, PlannedDay> {
  if (last?.uploads === uploads && last.view === view) return last.plan;
  const { uploads: uploadBucket, units } = view.buckets;
  const channelUploads = view.channels.find((channel) => channel.current)?.uploads ?? 0;
  const channel = channelCapShown(uploads, view.resetsAt, channelUploads);
  const plan = planUploadDays(uploads, {
    uploadsLeft: Math.max(0, uploadBucket.limit - uploadBucket.used),
    unitsLeft: Math.max(0, units.limit - units.used),
    uploadsLimit: uploadBucket.limit,
    unitsLimit: units.limit,
    ...(channel ? { channel } : {}),
  });
  last = { uploads, view, plan };
  return plan;
}

function usePlan(): { plan: Map<string, PlannedDay>; view: QuotaView } | undefined {
  const uploads = useUploads((s) => s.uploads);
  const view = useQuota((s) => s.view);
  return view === undefined ? undefined : { plan: planFor(uploads, view), view };
}

/**
 * How the uploads waiting to start spread over the days, as a sentence: "All 3 uploads waiting to start fit in
 * today's quota.", or "Of the 120 uploads waiting to start, 100 go today and 20 tomorrow (Friday, January 16), as the
 * project's daily quota allows (its days end at midnight Pacific time)."
 */
export function planSummaryText(plan: Map<string, PlannedDay>, resetsAt: number): string | undefined {
  if (plan.size === 0) return undefined;
  const perDay = new Map<number, number>();
  for (const { day } of plan.values()) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  const days = [...perDay.entries()].sort(([a], [b]) => a - b);
  const waiting = `${countOf(plan.size, 'upload')} waiting to start`;
  const why = "as the project's daily quota allows (its days end at midnight Pacific time)";
  if (days.length === 1) {
    const [day] = days[0]!;
    if (day === 0)
      return plan.size === 1
        ? "The upload waiting to start fits in today's quota."
        : `All ${waiting} fit in today's quota.`;
    const subject = plan.size === 1 ? 'The upload waiting to start goes' : `The ${waiting} go`;
    return `${subject} ${planDayName(day, resetsAt)}, ${why}.`;
  }
  const parts = days.map(([day, count]) => `${count} ${planDayName(day, resetsAt)}`);
  const spread =
    days.length > MAX_DAYS_NAMED
      ? longSpread(days, parts, resetsAt)
      : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  const verb = nounFor(days[0]![1], { one: 'goes', other: 'go' });
  return `Of the ${waiting}, ${spread.replace(/^(\d+) /, `$1 ${verb} `)}, ${why}.`;
}

/** Days named one by one; a longer plan (5,000 uploads spread over 50 days) names the first and the last. */
const MAX_DAYS_NAMED = 4;

/** "100 today, 100 tomorrow (…) and the other 4,800 uploads over the next 48 days, the last on Sunday, January 24" */
function longSpread(
  days: ReadonlyArray<readonly [number, number]>,
  parts: readonly string[],
  resetsAt: number,
): string {
  const rest = days.slice(2);
  const restCount = rest.reduce((sum, [, count]) => sum + count, 0);
  const lastDay = rest.at(-1)![0];
  const lastName = planDayName(lastDay, resetsAt).replace(/^tomorrow \((.*)\)$/, '$1');
  return `${parts[0]!}, ${parts[1]!} and the other ${countOf(restCount, 'upload')} over the next ${countOf(rest.length, 'day')}, the last on ${lastName}`;
}

/** What a row says of its day, or undefined for an upload that already has its quota. */
export function plannedDayText(planned: PlannedDay | undefined, view: QuotaView): string | undefined {
  if (planned === undefined) return undefined;
  if (planned.day === 0) return "Fits in today's quota.";
  return `Waits for ${planDayName(planned.day, view.resetsAt)}: ${heldText(planned.heldBy, view)}.`;
}

/** The limit that holds an upload back, and when it comes back (the project's buckets at midnight Pacific). */
function heldText(heldBy: PlannedDay['heldBy'], view: QuotaView): string {
  switch (heldBy) {
    case 'units':
      return 'its thumbnail, playlists and captions need more units than are left; units refill at midnight Pacific';
    case 'channel-cap':
      return 'the channel reached its own daily upload limit today (the platform refused an upload); it lifts within a day';
    case 'uploads':
    case undefined:
      return `the project's ${view.buckets.uploads.limit} uploads a day are taken; the bucket refills at midnight Pacific`;
  }
}

export function QuotaPlanSummary() {
  const planned = usePlan();
  const text = planned && planSummaryText(planned.plan, planned.view.resetsAt);
  return text ? (
    <p className="muted" data-testid="quota-plan">
      {text}
    </p>
  ) : null;
}

export function UploadQuotaDay({ id }: { readonly id: string }) {
  const planned = usePlan();
  const text = planned && plannedDayText(planned.plan.get(id), planned.view);
  if (!text) return null;
  const later = planned.plan.get(id)?.day !== 0;
  return (
    <p className={later ? 'warning up-message' : 'muted up-message'} data-testid="upload-quota-day">
      {text}
    </p>
  );
}
