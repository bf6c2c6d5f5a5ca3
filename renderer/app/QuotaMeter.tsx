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
import { QUOTA_DIALOG } from '../components/quota-messages';
import { currentIntl, useWords } from '../components/words';
import { SHELL } from './shell-messages';
import './quota-meter.css';

/** Between two pieces of a line: no word to translate. */
const SPACE = ' ';

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

/** "97 of 100 uploads left today". */
export function bucketFigure(view: QuotaView, bucket: QuotaBucket, intl: IntlShape = currentIntl()): string {
  const { used, limit } = view.buckets[bucket];
  const left = Math.max(0, limit - used);
  return intl.formatMessage(QUOTA_DIALOG.figure, { left, limit: formatBucketAmount(bucket, limit, intl) });
}

export function quotaWarning(view: QuotaView, intl: IntlShape = currentIntl()): string | undefined {
  const at = formatTime(view.resetsAt);
  const out = usedUp(view);
  const and = (parts: string[]) => intl.formatList(parts, { type: 'conjunction' });
  if (out.length > 0) {
    const names = and(out.map((bucket) => intl.formatMessage(ALLOWANCES_IN_SENTENCE[bucket])));
    return intl.formatMessage(QUOTA_DIALOG.usedUp, { most: out.includes('units') ? 'yes' : 'no', names, at });
  }
  const near = SHOWN_BUCKETS.filter((bucket) => view.buckets[bucket].used >= view.buckets[bucket].limit * NEAR_LIMIT);
  if (near.length > 0) {
    const left = near.map((bucket) => {
      const { used, limit } = view.buckets[bucket];
      return formatBucketAmount(bucket, limit - used, intl);
    });
    return intl.formatMessage(QUOTA_DIALOG.near, { left: and(left), at });
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
  const intl = useWords();
  const say = intl.formatMessage;
  const warning = quotaWarning(view, intl);
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
                aria-label={say(QUOTA_DIALOG.bucketLeftName, { bucket })}
              />
              <p className="quota-figures">{bucketFigure(view, bucket, intl)}</p>
            </li>
          );
        })}
      </ul>
      {warning && <p className="quota-warning warning">{warning}</p>}
      {spent.length > 0 && (
        <section className="quota-spent" aria-labelledby="quota-spent-title">
          <h3 id="quota-spent-title">{say(QUOTA_DIALOG.spentOn)}</h3>
          <ul>
            {spendingLines(view.byMethod, intl).map((line) => (
              <li key={line.words}>{line.text}</li>
            ))}
          </ul>
        </section>
      )}
      {view.channels.length > 0 && (
        <details className="quota-channels">
          <summary>{say(QUOTA_DIALOG.channelsShare)}</summary>
          <ul>
            {view.channels.map((channel) => (
              <li key={channel.label}>
                <span>
                  {channel.current ? (
                    say(QUOTA_DIALOG.signedIn, { channel: channel.label })
                  ) : (
                    <bdi dir="auto">{channel.label}</bdi>
                  )}
                </span>
                {SPACE}
                <span>
                  {say(QUOTA_DIALOG.channelAmounts, {
                    uploads: formatBucketAmount('uploads', channel.uploads, intl),
                    searches: formatBucketAmount('search', channel.searches, intl),
                    units: formatBucketAmount('units', channel.units, intl),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <details className="quota-technical">
        <summary>{say(QUOTA_DIALOG.technical)}</summary>
        {view.project && <p className="muted">{say(QUOTA_DIALOG.project, { project: view.project })}</p>}
        {spent.length > 0 && (
          <ul className="quota-methods">
            {spent.map(([method, amount]) => (
              <li key={method}>
                <code translate="no">{method}</code> {formatBucketAmount(quotaBucketOf(method), amount, intl)}
              </li>
            ))}
          </ul>
        )}
        <p className="muted">{say(QUOTA_DIALOG.costsAsOf, { date: view.tableDate })}</p>
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
  const say = useWords().formatMessage;
  return (
    <>
      {view ? (
        <QuotaMeterView view={view} />
      ) : (
        !failure && <p className="muted quota-figures">{say(QUOTA_DIALOG.reading)}</p>
      )}
      {failure && (
        <FailureLine failure={failure} onRetry={onReload} retryLabel={say(QUOTA_DIALOG.readAgain)} className="error" />
      )}
    </>
  );
}
