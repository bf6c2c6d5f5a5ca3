// The form that changes a bucket's daily limit (a project can be granted more than a new one's defaults), shown in
// the quota meter's dialog.
import { useState, type FormEvent } from 'react';
import type { QuotaView } from '../../shared/ipc/quota';
import { MAX_QUOTA_LIMIT } from '../../shared/ipc/quota';
import type { QuotaBucket } from '../../shared/platform/quota-costs';
import { nounFor } from '../../shared/text/count-words';
import { FailureLine } from '../components/FailureLine';
import { Field } from '../components/Field';
import { BUCKET_NOUNS } from '../components/QuotaCost';
import { useQuota } from '../stores/quota-store';
import { BUCKET_NAMES, SHOWN_BUCKETS } from './QuotaMeter';

const numbers = new Intl.NumberFormat('en-US');

const LIMIT_HELP: Readonly<Record<QuotaBucket, string>> = {
  uploads: '100 uploads a day for a new project; use what the Google Cloud console grants yours.',
  search: '100 searches a day for a new project; use what the Google Cloud console grants yours.',
  units: '10,000 for a new project; use what the Google Cloud console grants yours.',
  stats: '10,000 for a new project; use what the Google Cloud console grants yours.',
};

export function QuotaLimitForm({ view, onDone }: { readonly view: QuotaView; readonly onDone: () => void }) {
  const setLimit = useQuota((state) => state.setLimit);
  const saving = useQuota((state) => state.saving);
  const limitFailure = useQuota((state) => state.limitFailure);
  const [bucket, setBucket] = useState<QuotaBucket>('units');
  const [text, setText] = useState(String(view.buckets.units.limit));
  const value = Number(text.replace(/[,\s_]/g, ''));
  const noun = nounFor(2, BUCKET_NOUNS[bucket]);
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
