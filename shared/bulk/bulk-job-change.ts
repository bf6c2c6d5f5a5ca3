// A bulk job's progress as the main process tells it (issue 34). A job of 10,000 videos is told every 25 videos, and
// its whole view (some 40 bytes a video) was serialized, sent and parsed each time for the 25 rows that changed. So
// the whole view goes only when asked (a job's start, the Library's list of jobs, a pause or a resume, `bulk.view`),
// and each telling carries the job's own fields, the items changed since the telling before, and how many items are
// in each state. Tellings are numbered per job: one applies only over the view it follows (the same run of the main
// process, `after` equal to the view's `seq`). A page that missed one, or whose counts differ once it is applied, asks
// for the whole view again: a lost or reordered event costs one full read, never a wrong row.
import { z } from 'zod';
import { savedLineSchema } from '../i18n/saved-line';
import { BULK_JOB_MAX_MATCHING, bulkJobViewSchema, ITEM_STATES, type BulkJobView, type ItemState } from './bulk-job';

const itemChangeSchema = z.strictObject({
  /** The item's place in the job's list. */
  at: z
    .number()
    .int()
    .min(0)
    .max(BULK_JOB_MAX_MATCHING - 1),
  /** Its video, to check the place is the one the page holds. */
  id: z.string().max(64),
  state: z.enum(ITEM_STATES),
  message: z.string().max(2_000).optional(),
  line: savedLineSchema.optional(),
});

export const bulkJobChangeSchema = bulkJobViewSchema.omit({ items: true }).extend({
  /** The `seq` of the view this change applies over (`seq` is this one's). */
  after: z.number().int().min(0),
  /** Items in the job. */
  total: z.number().int().min(0).max(BULK_JOB_MAX_MATCHING),
  /** Items in each state once the change is applied: the page checks its own against them. */
  counts: z.record(z.enum(ITEM_STATES), z.number().int().min(0).max(BULK_JOB_MAX_MATCHING)),
  /** The items whose state or message changed since the telling before, with their new state. */
  changed: z.array(itemChangeSchema).max(BULK_JOB_MAX_MATCHING),
});
export type BulkJobChange = z.output<typeof bulkJobChangeSchema>;

export type StateCounts = Record<ItemState, number>;

export function countStates(items: readonly { readonly state: ItemState }[]): StateCounts {
  const counts = Object.fromEntries(ITEM_STATES.map((state) => [state, 0])) as StateCounts;
  for (const item of items) counts[item.state]++;
  return counts;
}

/** The change that brings the view told before (`view.seq - 1`) to `view`: its own fields and the items at `changedAt`. */
export function changeOf(view: BulkJobView, changedAt: Iterable<number>): BulkJobChange {
  const { items, ...header } = view;
  const changed = [...new Set(changedAt)]
    .filter((at) => at >= 0 && at < items.length)
    .sort((a, b) => a - b)
    .map((at) => ({ at, ...items[at]! }));
  return { ...header, after: view.seq - 1, total: items.length, counts: countStates(items), changed };
}

export type Applied =
  | { readonly kind: 'applied'; readonly view: BulkJobView }
  /** Older than (or as old as) the view held: nothing to do. */
  | { readonly kind: 'stale' }
  /** The view held cannot take it (none held, another run, a telling missed, counts that differ): ask it whole. */
  | { readonly kind: 'resend'; readonly why: 'unknown' | 'another run' | 'gap' | 'differs' };

/** Applies a change over the view the page holds, if it follows it. */
export function applyChange(known: BulkJobView | undefined, change: BulkJobChange): Applied {
  if (!known) return { kind: 'resend', why: 'unknown' };
  if (known.run !== change.run) return { kind: 'resend', why: 'another run' };
  if (change.seq <= known.seq) return { kind: 'stale' };
  if (change.after !== known.seq) return { kind: 'resend', why: 'gap' };
  if (change.total !== known.items.length) return { kind: 'resend', why: 'differs' };
  const items = known.items.slice();
  for (const { at, ...item } of change.changed) {
    if (items[at]?.id !== item.id) return { kind: 'resend', why: 'differs' };
    items[at] = item;
  }
  const counts = countStates(items);
  if (ITEM_STATES.some((state) => counts[state] !== change.counts[state])) return { kind: 'resend', why: 'differs' };
  const { after: _after, total: _total, counts: _counts, changed: _changed, ...header } = change;
  return { kind: 'applied', view: { ...header, items } };
}
