// The one choice a creator makes before the first upload: what becomes of uploads whose details do not answer the
// platform's altered or synthetic content question (asked of every upload since 2024-10-30; discovery revision
// 20260924). There is no default, so no upload is ever sent as "no" without the creator having said so: until this
// is chosen such uploads are held. Asked once on the Uploads screen, changed later in the upload settings.
import { useEffect, useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { UNANSWERED_SYNTHETIC_MEDIA, type UnansweredSyntheticMedia } from '../../../shared/uploads/synthetic-media';
import { FailureLine } from '../../components/FailureLine';
import { useSyntheticMediaChoice } from './synthetic-media-choice-store';
import { UPLOADS } from './uploads-messages';

const CHOICE_LABELS: Readonly<Record<UnansweredSyntheticMedia, MessageDescriptor>> = {
  hold: UPLOADS.syntheticHold,
  no: UPLOADS.syntheticSendNo,
  yes: UPLOADS.syntheticSendYes,
};

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
  const say = useIntl().formatMessage;
  const { choice, saving, failure, choose } = useChoiceRead();
  if (choice !== null) return failure && choice === undefined ? <FailureLine failure={failure} /> : null;
  return (
    <section className="tile up-synthetic-choice" aria-labelledby="up-synthetic-choice-title">
      <h2 id="up-synthetic-choice-title">{say(UPLOADS.syntheticTitle)}</h2>
      <p>{say(UPLOADS.syntheticText, { question: say(UPLOADS.syntheticQuestion) })}</p>
      <div className="row" role="group" aria-label={say(UPLOADS.syntheticGroup)}>
        {UNANSWERED_SYNTHETIC_MEDIA.map((option) => (
          <button
            key={option}
            type="button"
            className={option === 'hold' ? 'primary' : undefined}
            disabled={saving}
            onClick={() => void choose(option)}
          >
            {say(CHOICE_LABELS[option])}
          </button>
        ))}
      </div>
      <p className="muted">{say(UPLOADS.syntheticUntil)}</p>
      {failure && <FailureLine failure={failure} />}
    </section>
  );
}

/** The same choice among the upload settings. */
export function SyntheticMediaChoiceField() {
  const say = useIntl().formatMessage;
  const id = useId();
  const { choice, saving, failure, choose } = useChoiceRead();
  return (
    <div className="field">
      <label htmlFor={id}>{say(UPLOADS.syntheticField)}</label>
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
            {say(UPLOADS.syntheticNotChosen)}
          </option>
        )}
        {UNANSWERED_SYNTHETIC_MEDIA.map((option) => (
          <option key={option} value={option}>
            {say(CHOICE_LABELS[option])}
          </option>
        ))}
      </select>
      {failure && <FailureLine failure={failure} />}
    </div>
  );
}
