// The one choice a creator makes before the first upload: what becomes of uploads whose details do not answer the
// platform's altered or synthetic content question (asked of every upload since 2024-10-30; discovery revision
// 20260924). There is no default, so no upload is ever sent as "no" without the creator having said so: until this
// is chosen such uploads are held. Asked once on the Uploads screen, changed later in the upload settings.
import { useEffect, useId } from 'react';
import {
  SYNTHETIC_MEDIA_WORDS,
  UNANSWERED_SYNTHETIC_MEDIA,
  UNANSWERED_SYNTHETIC_MEDIA_LABELS,
  type UnansweredSyntheticMedia,
} from '../../../shared/uploads/synthetic-media';
import { FailureLine } from '../../components/FailureLine';
import { useSyntheticMediaChoice } from './synthetic-media-choice-store';

/** The choice as the main process holds it, read afresh when a place that shows it opens. */
function useChoiceRead() {
  const state = useSyntheticMediaChoice();
  const { load } = state;
  useEffect(() => {
    void load();
  }, [load]);
  return state;
}

/** The card on the Uploads screen while the choice has never been made. */
export function SyntheticMediaFirstChoice() {
  const { choice, saving, failure, choose } = useChoiceRead();
  if (choice !== null) return failure && choice === undefined ? <FailureLine failure={failure} /> : null;
  return (
    <section className="tile up-synthetic-choice" aria-labelledby="up-synthetic-choice-title">
      <h2 id="up-synthetic-choice-title">One question before your uploads</h2>
      <p>
        The platform asks of every upload: {SYNTHETIC_MEDIA_WORDS.question} You can answer it in each upload&rsquo;s
        details. For uploads you do not answer:
      </p>
      <div className="row" role="group" aria-label="Uploads without an answer">
        {UNANSWERED_SYNTHETIC_MEDIA.map((option) => (
          <button
            key={option}
            type="button"
            className={option === 'hold' ? 'primary' : undefined}
            disabled={saving}
            onClick={() => void choose(option)}
          >
            {UNANSWERED_SYNTHETIC_MEDIA_LABELS[option]}
          </button>
        ))}
      </div>
      <p className="muted">Until you choose, such uploads wait. The upload settings can change this later.</p>
      {failure && <FailureLine failure={failure} />}
    </section>
  );
}

/** The same choice among the upload settings. */
export function SyntheticMediaChoiceField() {
  const id = useId();
  const { choice, saving, failure, choose } = useChoiceRead();
  return (
    <div className="field">
      <label htmlFor={id}>Uploads without an answer to the altered or synthetic content question</label>
      <select
        id={id}
        value={choice ?? ''}
        disabled={saving || choice === undefined}
        onChange={(event) => {
          const picked = event.target.value as UnansweredSyntheticMedia | '';
          if (picked !== '') void choose(picked);
        }}
      >
        {choice === null && (
          <option value="" disabled>
            Not chosen yet: they wait
          </option>
        )}
        {UNANSWERED_SYNTHETIC_MEDIA.map((option) => (
          <option key={option} value={option}>
            {UNANSWERED_SYNTHETIC_MEDIA_LABELS[option]}
          </option>
        ))}
      </select>
      {failure && <FailureLine failure={failure} />}
    </div>
  );
}
