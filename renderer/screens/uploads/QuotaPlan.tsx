// The queue against the project's quota: how the uploads waiting to start spread over the Pacific days ("Of the 120
// uploads waiting to start, 100 go today and 20 tomorrow (Friday, January 16)…"), and on each row whether it fits
// today or which day it waits for, the limit that holds it back (the uploads bucket, the units its attachments need,
// or the channel's own cap once the platform has refused an upload for it today) and when that limit comes back.
import type { QuotaView } from '../../../shared/ipc/quota';
import { useIntl, type IntlShape } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import { formatDayInSentence } from '../../../shared/text/when';
import { channelCapShown, planUploadDays, type PlannedDay } from '../../../shared/uploads/quota-plan';
import type { UploadView } from '../../../shared/uploads/upload-view';
import { useQuota } from '../../stores/quota-store';
import { useUploads } from '../../stores/uploads-store';
import { UPLOADS } from './uploads-messages';

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

/** A planned day in a sentence: "today", "tomorrow (Friday, January 16)" or "Saturday, January 17" (Pacific days). */
function dayWords(day: number, resetsAt: number, intl: IntlShape): string {
  return intl.formatMessage(UPLOADS.planDay, {
    kind: day === 0 ? 'today' : day === 1 ? 'tomorrow' : 'later',
    date: planDate(day, resetsAt, intl),
  });
}

/** The date of a planned day after today, at midday of the Pacific day: clear of daylight saving's 23 or 25 hours. */
function planDate(day: number, resetsAt: number, intl: IntlShape): string {
  return formatDayInSentence(resetsAt + (day - 1) * 86_400_000 + 12 * 3_600_000, {
    timeZone: 'America/Los_Angeles',
    locale: intl.locale,
  });
}

/**
 * How the uploads waiting to start spread over the days, as a sentence: "All 3 uploads waiting to start fit in
 * today's quota.", or "Of the 120 uploads waiting to start, 100 go today and 20 tomorrow (Friday, January 16), as the
 * project's daily quota allows (its days end at midnight Pacific time)."
 */
export function planSummaryText(
  plan: Map<string, PlannedDay>,
  resetsAt: number,
  intl: IntlShape = intlFor('en'),
): string | undefined {
  if (plan.size === 0) return undefined;
  const perDay = new Map<number, number>();
  for (const { day } of plan.values()) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  const days = [...perDay.entries()].sort(([a], [b]) => a - b);
  const say = intl.formatMessage;
  if (days.length === 1) {
    const [day] = days[0]!;
    if (day === 0) return say(UPLOADS.planToday, { count: plan.size });
    return say(UPLOADS.planOneDay, { count: plan.size, day: dayWords(day, resetsAt, intl) });
  }
  const [[firstDay, firstCount], [secondDay, secondCount]] = days as [[number, number], [number, number]];
  const first = say(UPLOADS.planFirst, { count: firstCount, day: dayWords(firstDay, resetsAt, intl) });
  const part = ([day, count]: readonly [number, number]): string =>
    say(UPLOADS.planPart, { count, day: dayWords(day, resetsAt, intl) });
  let spread: string;
  if (days.length > MAX_DAYS_NAMED) {
    // A longer plan (5,000 uploads spread over 50 days) names the first two days and the last.
    const rest = days.slice(2);
    spread = say(UPLOADS.planLongSpread, {
      a: first,
      b: part([secondDay, secondCount]),
      rest: say(UPLOADS.planRest, { count: rest.reduce((sum, [, count]) => sum + count, 0) }),
      days: say(UPLOADS.planNextDays, { count: rest.length }),
      last: planDate(rest.at(-1)![0], resetsAt, intl),
    });
  } else {
    const [, b, c, d] = [first, ...days.slice(1).map(part)];
    spread = say(UPLOADS.planDays, { parts: PARTS[days.length] ?? 'four', a: first, b, c: c ?? '', d: d ?? '' });
  }
  return say(UPLOADS.planSpread, { count: plan.size, spread });
}

/** Days named one by one; a longer plan names the first two and the last. */
const MAX_DAYS_NAMED = 4;
/** How many days uploads.plan.days names, as its select says it. */
const PARTS: Readonly<Record<number, string>> = { 2: 'two', 3: 'three', 4: 'four' };

/** The limit that holds an upload back, as uploads.plan.waits's select names it. */
const HELD: Readonly<Record<NonNullable<PlannedDay['heldBy']>, string>> = {
  units: 'units',
  'channel-cap': 'channelCap',
  uploads: 'uploads',
};

/**
 * What a row says of its day, or undefined for an upload that already has its quota: the day it waits for, the limit
 * that holds it back (the project's buckets refill at midnight Pacific) and when that limit comes back.
 */
export function plannedDayText(
  planned: PlannedDay | undefined,
  view: QuotaView,
  intl: IntlShape = intlFor('en'),
): string | undefined {
  if (planned === undefined) return undefined;
  if (planned.day === 0) return intl.formatMessage(UPLOADS.planFits);
  return intl.formatMessage(UPLOADS.planWaits, {
    kind: planned.day === 1 ? 'tomorrow' : 'later',
    date: planDate(planned.day, view.resetsAt, intl),
    held: HELD[planned.heldBy ?? 'uploads'],
    limit: view.buckets.uploads.limit,
  });
}

export function QuotaPlanSummary() {
  const intl = useIntl();
  const planned = usePlan();
  const text = planned && planSummaryText(planned.plan, planned.view.resetsAt, intl);
  return text ? (
    <p className="muted" data-testid="quota-plan">
      {text}
    </p>
  ) : null;
}

export function UploadQuotaDay({ id }: { readonly id: string }) {
  const intl = useIntl();
  const planned = usePlan();
  const text = planned && plannedDayText(planned.plan.get(id), planned.view, intl);
  if (!text) return null;
  const later = planned.plan.get(id)?.day !== 0;
  return (
    <p className={later ? 'warning up-message' : 'muted up-message'} data-testid="upload-quota-day">
      {text}
    </p>
  );
}
