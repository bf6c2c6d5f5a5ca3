// The day's quota in the sidebar: "N of 10,000 units today" on a meter, a warning near and at the limit that says
// when it comes back, what the units went on, and the daily limit (a setting: projects can be granted more).
import { useEffect, useState, type FormEvent } from 'react';
import type { QuotaView } from '../../shared/ipc/quota';
import { MAX_QUOTA_LIMIT } from '../../shared/ipc/quota';
import { Field } from '../components/Field';
import { formatUnits } from '../components/QuotaCost';
import { useQuota } from '../stores/quota-store';
import './quota-meter.css';

/** From this share of the limit on, the meter warns. */
export const NEAR_LIMIT = 0.8;

const numbers = new Intl.NumberFormat('en-US');
const resetTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function quotaWarning(view: QuotaView): string | undefined {
  const at = resetTime.format(new Date(view.resetsAt));
  if (view.used >= view.limit) {
    return `Today's quota is used up: the platform refuses most calls until it resets at ${at} (midnight Pacific time). Uploads already under way continue.`;
  }
  if (view.used >= view.limit * NEAR_LIMIT) {
    return `Near today's limit: ${formatUnits(view.limit - view.used)} left until ${at} (midnight Pacific time). An upload costs 1,600.`;
  }
  return undefined;
}

export function QuotaMeterView({ view }: { readonly view: QuotaView }) {
  const warning = quotaWarning(view);
  const spent = Object.entries(view.byMethod).sort(([, a], [, b]) => b - a);
  return (
    <>
      <meter
        className="quota-bar"
        min={0}
        max={view.limit}
        value={Math.min(view.used, view.limit)}
        low={view.limit * NEAR_LIMIT}
        high={view.limit * 0.95}
        optimum={0}
        aria-label="Quota units spent today"
      />
      <p className="quota-figures">
        {numbers.format(view.used)} of {numbers.format(view.limit)} units today
      </p>
      {warning && <p className="quota-warning warning">{warning}</p>}
      {spent.length > 0 && (
        <details className="quota-spent">
          <summary>Spent on</summary>
          <ul>
            {spent.map(([method, units]) => (
              <li key={method}>
                <code>{method}</code> {formatUnits(units)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function LimitForm({ limit, onDone }: { readonly limit: number; readonly onDone: () => void }) {
  const setLimit = useQuota((state) => state.setLimit);
  const saving = useQuota((state) => state.saving);
  const [text, setText] = useState(String(limit));
  const value = Number(text.replace(/[,\s_]/g, ''));
  const problem =
    Number.isInteger(value) && value >= 1 && value <= MAX_QUOTA_LIMIT
      ? undefined
      : `Enter a whole number of units from 1 to ${numbers.format(MAX_QUOTA_LIMIT)}.`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    void setLimit(value).then((saved) => saved && onDone());
  };
  return (
    <form className="quota-limit-form" onSubmit={submit}>
      <Field
        label="Daily limit (units)"
        help="10,000 for a new project; use what the Google Cloud console grants yours."
        problems={problem}
      >
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
    </form>
  );
}

export function QuotaMeter() {
  const { view, error, load, listen } = useQuota();
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const off = listen();
    void load();
    return off;
  }, [load, listen]);
  return (
    <section className="quota-meter" aria-label="Quota today">
      {view ? <QuotaMeterView view={view} /> : !error && <p className="muted quota-figures">Reading today's quota…</p>}
      {error && <p className="error">{error}</p>}
      {view &&
        (editing ? (
          <LimitForm limit={view.limit} onDone={() => setEditing(false)} />
        ) : (
          <button type="button" className="small quota-limit-button" onClick={() => setEditing(true)}>
            Daily limit…
          </button>
        ))}
    </section>
  );
}
