// What is left of today's quota, from a count the screen passes in: the quota cost line and the screens that warn
// before an action share the arithmetic without reading the quota store.
import type { QuotaView } from '../../shared/ipc/quota';
import type { QuotaBucket } from '../../shared/platform/quota-costs';

/** What is left today of a bucket (never below 0), or undefined before the count is known. */
export function bucketLeft(view: QuotaView | undefined, bucket: QuotaBucket): number | undefined {
  if (view === undefined) return undefined;
  const { used, limit } = view.buckets[bucket];
  return Math.max(0, limit - used);
}

/** Units left today (never below 0), or undefined before the count is known. */
export function unitsLeft(view: QuotaView | undefined): number | undefined {
  return bucketLeft(view, 'units');
}
