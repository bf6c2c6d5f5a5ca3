// When the watermark shows: the whole video, from a start time for a duration, or the last N seconds. Radio
// buttons in one group (arrow keys move between them), each with its own fields, checked as typed.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Field } from '../../components/Field';
import type { TimingDraft } from './timing-form';
import { WATERMARK } from './watermark-messages';

export interface TimingChoiceProps {
  readonly draft: TimingDraft;
  readonly problems: Readonly<Record<'startSec' | 'durationSec' | 'lastSec', string | undefined>>;
  readonly disabled: boolean;
  readonly onChange: (draft: TimingDraft) => void;
}

export function TimingChoice({ draft, problems, disabled, onChange }: TimingChoiceProps) {
  const say = useIntl().formatMessage;
  const radio = (kind: TimingDraft['kind'], label: MessageDescriptor) => (
    <label className="check">
      <input
        type="radio"
        name="watermark-timing"
        value={kind}
        checked={draft.kind === kind}
        disabled={disabled}
        onChange={() => onChange({ ...draft, kind })}
      />
      {say(label)}
    </label>
  );
  const seconds = (key: 'startSec' | 'durationSec' | 'lastSec', label: MessageDescriptor, help: MessageDescriptor) => (
    <Field label={say(label)} help={say(help)} problems={problems[key]}>
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
      <legend>{say(WATERMARK.whenShows)}</legend>
      {radio('wholeVideo', WATERMARK.wholeVideo)}
      {radio('fromStart', WATERMARK.fromStart)}
      {draft.kind === 'fromStart' && (
        <div className="wm-timing-fields">
          {seconds('startSec', WATERMARK.startLabel, WATERMARK.startHelp)}
          {seconds('durationSec', WATERMARK.durationLabel, WATERMARK.durationHelp)}
        </div>
      )}
      {radio('lastSeconds', WATERMARK.lastSeconds)}
      {draft.kind === 'lastSeconds' && seconds('lastSec', WATERMARK.lastLabel, WATERMARK.lastHelp)}
    </fieldset>
  );
}
