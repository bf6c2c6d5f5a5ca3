// When the watermark shows: the whole video, from a start time for a duration, or the last N seconds. Radio
// buttons in one group (arrow keys move between them), each with its own fields, checked as typed.
import { Field } from '../../components/Field';
import type { TimingDraft } from './timing-form';

export interface TimingChoiceProps {
  readonly draft: TimingDraft;
  readonly problems: Readonly<Record<'startSec' | 'durationSec' | 'lastSec', string | undefined>>;
  readonly disabled: boolean;
  readonly onChange: (draft: TimingDraft) => void;
}

export function TimingChoice({ draft, problems, disabled, onChange }: TimingChoiceProps) {
  const radio = (kind: TimingDraft['kind'], label: string) => (
    <label className="check">
      <input
        type="radio"
        name="watermark-timing"
        value={kind}
        checked={draft.kind === kind}
        disabled={disabled}
        onChange={() => onChange({ ...draft, kind })}
      />
      {label}
    </label>
  );
  const seconds = (key: 'startSec' | 'durationSec' | 'lastSec', label: string, help: string) => (
    <Field label={label} help={help} problems={problems[key]}>
      {(a11y) => (
        <input
          {...a11y}
          type="number"
          inputMode="decimal"
          min={key === 'startSec' ? 0 : 1}
          step="any"
          value={draft[key]}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="choice wm-timing">
      <legend>When it shows</legend>
      {radio('wholeVideo', 'The whole video')}
      {radio('fromStart', 'From a start time, for a while')}
      {draft.kind === 'fromStart' && (
        <div className="wm-timing-fields">
          {seconds('startSec', 'Start (seconds after the video begins)', '0 is the very start.')}
          {seconds('durationSec', 'Duration (seconds)', 'At least 1 second.')}
        </div>
      )}
      {radio('lastSeconds', 'The last seconds of the video')}
      {draft.kind === 'lastSeconds' &&
        seconds('lastSec', 'Seconds before the end', 'It shows from then until the video ends (at least 1).')}
    </fieldset>
  );
}
