// The day's quota in the sidebar, as the platform counts it: per Google Cloud project (every channel signed in through
// the same OAuth client shares it), uploads left today, searches left today and units left today, each on a meter,
// with a warning near and at a limit that says when it comes back, each channel's share, what the signed-in channel
// spent on, and the daily limits (settings: projects can be granted more).
import { useEffect, useState, type FormEvent } from 'react';
import type { QuotaView } from '../../shared/ipc/quota';
import { MAX_QUOTA_LIMIT } from '../../shared/ipc/quota';
import { quotaBucketOf, type QuotaBucket } from '../../shared/platform/quota-costs';
import { FailureLine } from '../components/FailureLine';
import { Field } from '../components/Field';
import type { Failure } from '../desk/failure';
import { formatBucketAmount } from '../components/QuotaCost';
import { useQuota } from '../stores/quota-store';
import './quota-meter.css';

/** From this share of the limit on, the meter warns. */
export const NEAR_LIMIT = 0.8;

/** The buckets the meter shows, in its order; batchGetStats' own bucket is not one a creator spends by hand. */
export const SHOWN_BUCKETS: readonly QuotaBucket[] = ['uploads', 'search', 'units'];

/** The meter's rows: the three a creator spends, and batchGetStats' bucket once the Library has drawn on it today. */
export function meterBuckets(view: QuotaView): readonly QuotaBucket[] {
  return view.buckets.stats.used > 0 ? [...SHOWN_BUCKETS, 'stats'] : SHOWN_BUCKETS;
}

const BUCKET_NAMES: Readonly<Record<QuotaBucket, string>> = {
  uploads: 'Uploads',
  search: 'Searches',
  units: 'Units',
  stats: 'Statistics units',
};

const numbers = new Intl.NumberFormat('en-US');
const resetTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** "97 of 100 uploads left today". */
export function bucketFigure(view: QuotaView, bucket: QuotaBucket): string {
  const { used, limit } = view.buckets[bucket];
  const left = Math.max(0, limit - used);
  return `${numbers.format(left)} of ${formatBucketAmount(bucket, limit)} left today`;
}

export function quotaWarning(view: QuotaView): string | undefined {
  const at = resetTime.format(new Date(view.resetsAt));
  const out = SHOWN_BUCKETS.filter((bucket) => view.buckets[bucket].used >= view.buckets[bucket].limit);
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

export function QuotaMeterView({ view }: { readonly view: QuotaView }) {
  const warning = quotaWarning(view);
  const spent = Object.entries(view.byMethod).sort(([, a], [, b]) => b - a);
  return (
    <>
      {view.project && <p className="quota-project muted">Google Cloud project {view.project}</p>}
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
      {spent.length > 0 && (
        <details className="quota-spent">
          <summary>Spent on</summary>
          <ul>
            {spent.map(([method, amount]) => (
              <li key={method}>
                <code>{method}</code> {formatBucketAmount(quotaBucketOf(method), amount)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="quota-table muted">Costs as in the platform's quota table of {view.tableDate}.</p>
    </>
  );
}

const LIMIT_HELP: Readonly<Record<QuotaBucket, string>> = {
  uploads: '100 uploads a day for a new project; use what the Google Cloud console grants yours.',
  search: '100 searches a day for a new project; use what the Google Cloud console grants yours.',
  units: '10,000 for a new project; use what the Google Cloud console grants yours.',
  stats: '10,000 for a new project; use what the Google Cloud console grants yours.',
};

function LimitForm({ view, onDone }: { readonly view: QuotaView; readonly onDone: () => void }) {
  const setLimit = useQuota((state) => state.setLimit);
  const saving = useQuota((state) => state.saving);
  const limitFailure = useQuota((state) => state.limitFailure);
  const [bucket, setBucket] = useState<QuotaBucket>('units');
  const [text, setText] = useState(String(view.buckets.units.limit));
  const value = Number(text.replace(/[,\s_]/g, ''));
  const noun = formatBucketAmount(bucket, 2).replace(/^2 /, '');
  const problem =
    Number.isInteger(value) && value >= 1 && value <= MAX_QUOTA_LIMIT
      ? undefined
      : `Enter a whole number of ${noun} from 1 to ${numbers.format(MAX_QUOTA_LIMIT)}.`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    void setLimit(value, bucket === 'units' ? undefined : bucket).then((saved) => saved && onDone());
  };
  return (
    <form className="quota-limit-form" onSubmit={submit}>
      <Field label="Limit of">
        {(a11y) => (
          <select
            {...a11y}
            value={bucket}
            onChange={(event) => {
              const next = event.target.value as QuotaBucket;
              setBucket(next);
              setText(String(view.buckets[next].limit));
            }}
          >
            {SHOWN_BUCKETS.map((choice) => (
              <option key={choice} value={choice}>
                {BUCKET_NAMES[choice]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={`Daily limit (${noun})`} help={LIMIT_HELP[bucket]} problems={problem}>
        {(a11y) => (
          <input
            {...a11y}
            inputMode="numeric"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
        )}
      </Field>
      <div className="quota-limit-actions">
        <button type="submit" className="small primary" disabled={saving || problem !== undefined}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="small" onClick={onDone}>
          Cancel
        </button>
      </div>
      {limitFailure && <FailureLine failure={limitFailure} className="error" />}
    </form>
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

export function QuotaMeter() {
  const view = useQuota((state) => state.view);
  const loadFailure = useQuota((state) => state.loadFailure);
  const load = useQuota((state) => state.load);
  const listen = useQuota((state) => state.listen);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const off = listen();
    void load();
    return off;
  }, [load, listen]);
  return (
    <section className="quota-meter" aria-label="Quota today">
      <QuotaReading view={view} failure={loadFailure} onReload={() => void load()} />
      {view &&
        (editing ? (
          <LimitForm view={view} onDone={() => setEditing(false)} />
        ) : (
          <button type="button" className="small quota-limit-button" onClick={() => setEditing(true)}>
            Daily limit…
          </button>
        ))}
    </section>
  );
}
