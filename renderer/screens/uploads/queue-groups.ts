// How the queue reads: the work still under way on top, in the order it starts; below it what finished while the
// screen is open (newest first), so the creator sees it end and reaches its video; what finished before the screen
// opened folded away, today's in "Done today" and older ones in "History" (newest first in each). New work so never
// lands below a tail of finished uploads. One count of the shown uploads, by state, heads them all.
import type { IntlShape } from 'react-intl';
import { intlFor } from '../../../shared/i18n/catalogue';
import type { UploadState, UploadView } from '../../../shared/uploads/upload-view';
import { STATE_LABELS } from './upload-actions';
import { UPLOADS } from './uploads-messages';

/** The state's key in uploads.summary.state's select (ICU keys take no hyphen). */
const SUMMARY_STATE: Readonly<Record<UploadState, string>> = {
  queued: 'queued',
  starting: 'starting',
  uploading: 'uploading',
  paused: 'paused',
  retrying: 'retrying',
  'waiting-quota': 'waitingQuota',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

type Groupable = Pick<UploadView, 'state' | 'finishedAt' | 'steps'>;

interface QueueGroups<V> {
  readonly working: readonly V[];
  readonly doneToday: readonly V[];
  readonly history: readonly V[];
}

/** Done with every step done, or cancelled: nothing left to do or to look at. A failed step still needs the creator. */
export function isSettled(view: Groupable): boolean {
  if (view.state === 'cancelled') return true;
  return view.state === 'done' && (view.steps ?? []).every((step) => step.state === 'done');
}

function sameLocalDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/**
 * Splits `uploads` (in queue order): settled ones that finished before `openedAt` fold, by the local day of `now`;
 * those that finished since follow the work under way. Bounded work: one pass and three sorts.
 */
export function groupQueue<V extends Groupable>(
  uploads: readonly V[],
  { now, openedAt }: { readonly now: number; readonly openedAt: number },
): QueueGroups<V> {
  const working: V[] = [];
  const justFinished: V[] = [];
  const doneToday: V[] = [];
  const history: V[] = [];
  for (const upload of uploads) {
    const finishedAt = upload.finishedAt;
    if (!isSettled(upload)) working.push(upload);
    else if (finishedAt === undefined || finishedAt >= openedAt) justFinished.push(upload);
    else if (sameLocalDay(finishedAt, now)) doneToday.push(upload);
    else history.push(upload);
  }
  const newestFirst = (a: V, b: V): number => (b.finishedAt ?? 0) - (a.finishedAt ?? 0);
  return {
    working: [...working, ...justFinished.sort(newestFirst)],
    doneToday: doneToday.sort(newestFirst),
    history: history.sort(newestFirst),
  };
}

/** "3 uploads: 1 uploading, 2 done", in the order of the states; undefined for none. */
export function queueSummary(
  uploads: readonly Pick<UploadView, 'state'>[],
  intl: IntlShape = intlFor('en'),
): string | undefined {
  if (uploads.length === 0) return undefined;
  const counts = new Map<UploadState, number>();
  for (const { state } of uploads) counts.set(state, (counts.get(state) ?? 0) + 1);
  const parts = (Object.keys(STATE_LABELS) as UploadState[])
    .filter((state) => counts.has(state))
    // The state agrees with "uploads" ("5,000 paused"), as the language needs.
    .map((state) =>
      intl.formatMessage(UPLOADS.summaryState, { count: counts.get(state)!, state: SUMMARY_STATE[state] }),
    );
  return intl.formatMessage(UPLOADS.summary, {
    count: uploads.length,
    states: parts.reduce((list, next) => intl.formatMessage(UPLOADS.summaryJoin, { list, next })),
  });
}
