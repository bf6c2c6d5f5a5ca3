// What an action will cost in quota, said before it is done ("Adds 3 videos: 150 units", "Each search: 1 search"),
// in the bucket the platform charges it to (uploads and searches are counted apart from the shared units), with a
// warning when it is more than what is left of that bucket today. Screens give the method and how many calls the
// action makes.
import type { IntlShape } from 'react-intl';
import { quotaBucketOf, quotaCostOf, type QuotaBucket } from '../../shared/platform/quota-costs';
import type { QuotaView } from '../../shared/ipc/quota';
import type { NounForms } from '../../shared/text/count-words';
import { bucketLeft } from './quota-left';
import { QUOTA } from './quota-messages';
import { currentIntl, useWords } from './words';

/** "150 units" in the language in force (or `intl`'s). */
export function formatUnits(units: number, intl: IntlShape = currentIntl()): string {
  return formatBucketAmount('units', units, intl);
}

/** The English nouns of each allowance (the catalogue says the amounts: formatBucketAmount). */
export const BUCKET_NOUNS: Readonly<Record<QuotaBucket, NounForms>> = {
  uploads: 'upload',
  search: { one: 'search', other: 'searches' },
  units: 'unit',
  stats: 'statistics unit',
};

/** An amount of a bucket: "150 units", "1 upload", "3 searches". */
export function formatBucketAmount(bucket: QuotaBucket, amount: number, intl: IntlShape = currentIntl()): string {
  return intl.formatMessage(QUOTA.amount, { bucket, amount });
}

/** The units of `calls` calls of `method` (`playlistItems.insert`). */
export function actionCost(method: string, calls = 1): number {
  return quotaCostOf(method) * calls;
}

/** "Adds 3 videos: 150 units", plus what is wrong with it when today's budget cannot cover it. */
export function quotaCostText(
  action: string,
  units: number,
  left: number | undefined,
  bucket: QuotaBucket = 'units',
  intl: IntlShape = currentIntl(),
): string {
  // A free call (videoTrainability.get) says so, rather than "0 units", and never warns.
  if (units === 0) return intl.formatMessage(QUOTA.costFree, { action });
  const amount = formatBucketAmount(bucket, units, intl);
  if (left === undefined || units <= left) return intl.formatMessage(QUOTA.cost, { action, amount });
  return intl.formatMessage(QUOTA.costOver, { action, amount, left: formatBucketAmount(bucket, left, intl) });
}

export interface QuotaCostProps {
  /** What the action does, e.g. "Adds 3 videos". */
  readonly action: string;
  /** The Data API method each call uses, e.g. `playlistItems.insert`. */
  readonly method: string;
  /** How many calls the action makes (one per video added, one per batch of 50 comments…). */
  readonly calls?: number;
  /** A call made once before the others, e.g. `channels.list` to look a handle up. */
  readonly first?: string;
  readonly id?: string;
  /** Today's count, from the screen's quota store (undefined before it is known: the cost is said without a warning). */
  readonly quota: QuotaView | undefined;
}

export function QuotaCostView({
  action,
  units,
  left,
  id,
  bucket = 'units',
}: {
  action: string;
  units: number;
  left: number | undefined;
  id?: string | undefined;
  bucket?: QuotaBucket;
}) {
  const intl = useWords();
  const over = left !== undefined && units > left;
  return (
    <span id={id} className={over ? 'quota-cost warning' : 'quota-cost muted'}>
      {quotaCostText(action, units, left, bucket, intl)}
    </span>
  );
}

export function QuotaCost({ action, method, calls = 1, first, id, quota: view }: QuotaCostProps) {
  const intl = useWords();
  const bucket = quotaBucketOf(method);
  const sameBucket = first !== undefined && quotaBucketOf(first) === bucket;
  const units = actionCost(method, calls) + (sameBucket ? actionCost(first) : 0);
  // A first call in another bucket (a units read before an upload) is named apart: it draws on another allowance.
  const apart =
    first !== undefined && !sameBucket ? formatBucketAmount(quotaBucketOf(first), actionCost(first), intl) : '';
  return (
    <QuotaCostView
      id={id}
      action={apart === '' ? action : intl.formatMessage(QUOTA.after, { action, first: apart })}
      units={units}
      left={bucketLeft(view, bucket)}
      bucket={bucket}
    />
  );
}
