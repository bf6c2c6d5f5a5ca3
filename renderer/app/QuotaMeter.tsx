// The day's quota in full, as the platform counts it: per Google Cloud project (every channel signed in through the
// same OAuth client shares it), uploads left today, searches left today and units left today, each on a meter, with
// a warning near and at a limit that says when it comes back, each channel's share, and what the signed-in channel
// spent it on in a creator's words (the method ids and the project only in the technical details). The sidebar
// shows one line of it (QuotaSummary) that opens this.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { QuotaView } from '../../shared/ipc/quota';
import { quotaBucketOf, type QuotaBucket } from '../../shared/platform/quota-costs';
import { formatTime } from '../../shared/text/when';
import { FailureLine } from '../components/FailureLine';
import type { Failure } from '../desk/failure';
import { formatBucketAmount } from '../components/QuotaCost';
import { spendingLines } from '../components/method-words';
import { SHELL } from './shell-messages';
import './quota-meter.css';

/** From this share of the limit on, the meter warns. */
export const NEAR_LIMIT = 0.8;

/** The buckets the meter shows, in its order; batchGetStats' own bucket is not one a creator spends by hand. */
export const SHOWN_BUCKETS: readonly QuotaBucket[] = ['uploads', 'search', 'units'];

/** The meter's rows: the three a creator spends, and batchGetStats' bucket once the Library has drawn on it today. */
export function meterBuckets(view: QuotaView): readonly QuotaBucket[] {
  return view.buckets.stats.used > 0 ? [...SHOWN_BUCKETS, 'stats'] : SHOWN_BUCKETS;
}

export const BUCKET_NAMES: Readonly<Record<QuotaBucket, string>> = {
  uploads: 'Uploads',
  search: 'Searches',
  units: 'Units',
  stats: 'Statistics units',
};

const numbers = new Intl.NumberFormat('en-US');

/** "97 of 100 uploads left today". */
export function bucketFigure(view: QuotaView, bucket: QuotaBucket): string {
  const { used, limit } = view.buckets[bucket];
  const left = Math.max(0, limit - used);
  return `${numbers.format(left)} of ${formatBucketAmount(bucket, limit)} left today`;
}

export function quotaWarning(view: QuotaView): string | undefined {
  const at = formatTime(view.resetsAt);
  const out = usedUp(view);
  if (out.length > 0) {
    const names = out.map((bucket) => BUCKET_NAMES[bucket].toLowerCase()).join(' and ');
    const rest = out.includes('units') ? 'most calls' : 'them';
    return `Today's ${names} are used up: the platform refuses ${rest} until the project's quota resets at ${at} (midnight Pacific time). Uploads already under way continue.`;
  }
  const near = SHOWN_BUCKETS.filter((bucket) => view.buckets[bucket].used >= view.buckets[bucket].limit * NEAR_LIMIT);
  if (near.length > 0) {
    const left = near.map((bucket) => {
      const { used, limit } = view.buckets[bucket];
      return formatBucketAmount(bucket, limit - used);
    });
    return `Near today's limit: ${left.join(' and ')} left until ${at} (midnight Pacific time).`;
  }
  return undefined;
}

/** The buckets used up today, by name ("uploads and units"), or undefined while every one has some left. */
function usedUp(view: QuotaView): QuotaBucket[] {
  return SHOWN_BUCKETS.filter((bucket) => view.buckets[bucket].used >= view.buckets[bucket].limit);
}

const ALLOWANCES_IN_SENTENCE: Readonly<Record<QuotaBucket, MessageDescriptor>> = {
  uploads: SHELL.allowanceUploads,
  search: SHELL.allowanceSearch,
  units: SHELL.allowanceUnits,
  stats: SHELL.allowanceStats,
};

/** The sidebar's one line: "Quota: 9,420 of 10,000 left today", or which allowance is used up. */
export function quotaSummary(view: QuotaView, intl: IntlShape): string {
  const out = usedUp(view);
  if (out.length > 0) {
    const allowances = intl.formatList(out.map((bucket) => intl.formatMessage(ALLOWANCES_IN_SENTENCE[bucket])));
    return intl.formatMessage(SHELL.quotaUsedUpToday, { allowances });
  }
  const { used, limit } = view.buckets.units;
  return intl.formatMessage(SHELL.quotaLeft, { left: Math.max(0, limit - used), limit });
}

export function QuotaMeterView({ view }: { readonly view: QuotaView }) {
  const warning = quotaWarning(view);
  const spent = Object.entries(view.byMethod).sort(([, a], [, b]) => b - a);
  return (
    <>
      <ul className="quota-buckets">
        {meterBuckets(view).map((bucket) => {
          const { used, limit } = view.buckets[bucket];
          return (
            <li key={bucket} className="quota-bucket" data-bucket={bucket}>
              <meter
                className="quota-bar"
                min={0}
                max={limit}
                value={Math.max(0, limit - used)}
                low={limit * (1 - NEAR_LIMIT)}
                high={limit * 0.5}
                optimum={limit}
                aria-label={`${BUCKET_NAMES[bucket]} left today`}
              />
              <p className="quota-figures">{bucketFigure(view, bucket)}</p>
            </li>
          );
        })}
      </ul>
      {warning && <p className="quota-warning warning">{warning}</p>}
      {spent.length > 0 && (
        <section className="quota-spent" aria-labelledby="quota-spent-title">
          <h3 id="quota-spent-title">Spent today on</h3>
          <ul>
            {spendingLines(view.byMethod).map((line) => (
              <li key={line.words}>{line.text}</li>
            ))}
          </ul>
        </section>
      )}
      {view.channels.length > 0 && (
        <details className="quota-channels">
          <summary>Each channel's share</summary>
          <ul>
            {view.channels.map((channel) => (
              <li key={channel.label}>
                <span>{channel.current ? `${channel.label} (signed in)` : channel.label}</span>{' '}
                <span>
                  {formatBucketAmount('uploads', channel.uploads)}, {formatBucketAmount('search', channel.searches)},{' '}
                  {formatBucketAmount('units', channel.units)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <details className="quota-technical">
        <summary>Technical details</summary>
        {view.project && <p className="muted">Google Cloud project {view.project}</p>}
        {spent.length > 0 && (
          <ul className="quota-methods">
            {spent.map(([method, amount]) => (
              <li key={method}>
                <code>{method}</code> {formatBucketAmount(quotaBucketOf(method), amount)}
              </li>
            ))}
          </ul>
        )}
        <p className="muted">Costs as in the platform's quota table of {view.tableDate}.</p>
      </details>
    </>
  );
}

/** Today's figures, or why they could not be read (by kind: a dropped connection offers to read them again). */
export function QuotaReading({
  view,
  failure,
  onReload,
}: {
  readonly view: QuotaView | undefined;
  readonly failure: Failure | undefined;
  readonly onReload: () => void;
}) {
  return (
    <>
      {view ? (
        <QuotaMeterView view={view} />
      ) : (
        !failure && <p className="muted quota-figures">Reading today's quota…</p>
      )}
      {failure && <FailureLine failure={failure} onRetry={onReload} retryLabel="Read it again" className="error" />}
    </>
  );
}
